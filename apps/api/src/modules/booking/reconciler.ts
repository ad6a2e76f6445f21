import type { FastifyInstance } from 'fastify';
import { reconcilePayments } from './flows/reconcile.js';

/**
 * Runs the payment reconciler once the server is ready and then every RECONCILE_PAYMENTS_EVERY_SECONDS
 * (off with 0, and by default in tests), one run at a time; a failed run is logged and the next one tries
 * again. Every process on the database runs its own: the flow is safe to run side by side.
 */
export function schedulePaymentReconciler(app: FastifyInstance): void {
  const { everyMs, afterMs } = app.ctx.config.reconcilePayments;
  if (everyMs === 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= reconcilePayments(app.ctx, afterMs)
      .then(
        (result) => {
          if (result.asked > 0) app.log.info(result, 'payments reconciled');
        },
        (error: unknown) => app.log.warn({ err: error }, 'payment reconciliation failed'),
      )
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
