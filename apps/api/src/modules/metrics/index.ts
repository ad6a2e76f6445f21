// The front door of the metrics module (decision 113): all that other modules and the rest of src/ may import.
export { metricsPlugin, startMetricsServer } from './metrics.routes.js';
export type { TMetrics } from './metrics.service.js';
