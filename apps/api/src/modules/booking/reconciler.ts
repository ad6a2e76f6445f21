import type { FastifyInstance } from 'fastify';
import { runPeriodically } from '../../lib/periodic.js';
import { reconcilePayments } from './flows/reconcile.js';

/**
 * Runs the payment reconciler once the server is ready and then every RECONCILE_PAYMENTS_EVERY_SECONDS
 * (off with 0, and by default in tests), one run at a time; a failed run is logged and the next one tries
 * again. Every process on the database runs its own: the flow is safe to run side by side.
 */
export function schedulePaymentReconciler(app: FastifyInstance): void {
  const { everyMs, afterMs } = app.ctx.config.reconcilePayments;
  runPeriodically(app, everyMs, () => reconcilePayments(app.ctx, afterMs), {
    done: (result) => {
      if (result.asked > 0) app.log.info(result, 'payments reconciled');
    },
    failed: 'payment reconciliation failed',
  });
}
