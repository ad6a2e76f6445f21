import { Readable } from 'node:stream';
import { PAYMENTS_DESK_MESSAGES } from '@rihla/shared/messages/payments-desk';
import { ZPaymentsExportQuery } from '@rihla/shared/schemas/operator-payments';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { runPeriodically } from '../../lib/periodic.js';
import { insertDownloadEntry } from '../audit/index.js';
import { defineOperatorCall, downloadOperator } from '../operators/index.js';
import {
  listPayments,
  reconcileYesterday,
  resolvePaymentMismatch,
  runReconciliation,
} from './payments-desk.service.js';
import { paymentsCsv } from './payments-export.js';

/**
 * The payments desk (issue 35, decision 085; operator-calls/payments.ts), its CSV for the accountant (a GET the back
 * office fetches with the operator's token header, as the reports' exports are), and the daily reconciliation: every
 * process looks every RECONCILE_DAILY_CHECK_SECONDS whether yesterday is still to run, and one claims it.
 */
export async function paymentsDeskRoutes(app: FastifyInstance): Promise<void> {
  defineOperatorCall(app, 'operator/listPayments', async ({ body }) => ({ data: await listPayments(app.ctx, body) }));
  defineOperatorCall(app, 'operator/runReconciliation', async ({ body, operator }) => ({
    data: await runReconciliation(app.ctx, operator, body.day),
    message: PAYMENTS_DESK_MESSAGES.reconciled,
  }));
  defineOperatorCall(app, 'operator/resolvePaymentMismatch', async ({ body, operator }) => ({
    data: await resolvePaymentMismatch(app.ctx, operator, body),
    message: PAYMENTS_DESK_MESSAGES.resolved,
  }));

  app.get('/operator/payments/:file', { schema: { hide: true } }, async (request, reply) => {
    const { file } = request.params as { file: string };
    if (file !== 'payments.csv') throw new AppError('NOT_FOUND', PAYMENTS_DESK_MESSAGES.unknownExport);
    const operator = await downloadOperator(app, request, 'payments.read');
    const filter = ZPaymentsExportQuery.safeParse(request.query);
    if (!filter.success) throw new AppError('BAD_REQUEST', filter.error.issues[0]?.message ?? 'Name a range of dates');
    const name = `payments-${filter.data.from}-to-${filter.data.to}.csv`;
    await insertDownloadEntry(app.ctx.db, {
      at: app.ctx.clock.now().toISOString(),
      operatorId: operator.id,
      objectType: 'report',
      objectId: 'payments',
      file: name,
      from: filter.data.from,
      to: filter.data.to,
    });
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'private, no-store')
      .send(Readable.from(paymentsCsv(app.ctx, filter.data, operator.language)));
  });

  runPeriodically(app, app.ctx.config.reconcilePayments.dailyCheckMs, () => reconcileYesterday(app.ctx), {
    done: (run) => {
      if (run) app.log.info(run, 'payments of the day reconciled');
    },
    failed: 'daily payment reconciliation failed',
  });
}
