// The front door of the metrics module (decision 113): all that other modules and the rest of src/ may import.
export { metricsPlugin, startMetricsServer } from './metrics.routes.js';
export type { TMetrics, TWorkerMetrics } from './metrics.service.js';
export { createWorkerMetrics } from './metrics.service.js';
