import type { FastifyInstance } from 'fastify';

/**
 * Runs `task` once the server is ready and then every `everyMs` (never with 0), one run at a time: a run still
 * going when the next is due is not doubled. A failed run is logged and the next one tries again; closing the
 * app waits for a run in flight. The payment reconciler and the outbox worker run this way in every process.
 */
export function runPeriodically<T>(
  app: FastifyInstance,
  everyMs: number,
  task: () => Promise<T>,
  report: { done(result: T): void; failed: string },
): void {
  if (everyMs === 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= task()
      .then(report.done, (error: unknown) => app.log.warn({ err: error }, report.failed))
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
