import { Readable } from 'node:stream';
import { REPORT_MESSAGES } from '@rihla/shared/messages/reports';
import { ZOpaqueId } from '@rihla/shared/schemas/common';
import { ZReportRange } from '@rihla/shared/schemas/operator-reports';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { insertDownloadEntry } from '../audit/index.js';
import { defineOperatorCall, downloadOperator } from '../operators/index.js';
import { getDashboard, issueInvoice, ordersCsv, refundsCsv } from './reports-desk.service.js';

const EXPORTS = { orders: ordersCsv, refunds: refundsCsv } as const;

/**
 * The numbers (issue 18; operator-calls/reports.ts): the dashboard's call, and plain GETs the back office fetches
 * with the operator's token header: the orders' and refunds' CSV for accounting (reports.read), streamed a page
 * at a time, and an order's tax invoice PDF (bookings.read: it is downloaded from the order's page).
 */
export async function reportsDeskRoutes(app: FastifyInstance): Promise<void> {
  defineOperatorCall(app, 'operator/dashboard', async ({ body, operator }) => ({
    data: await getDashboard(app.ctx, operator, body),
  }));

  app.get('/operator/export/:file', { schema: { hide: true } }, async (request, reply) => {
    const { file } = request.params as { file: string };
    const kind = file.endsWith('.csv') ? file.slice(0, -4) : '';
    if (kind !== 'orders' && kind !== 'refunds') throw new AppError('NOT_FOUND', REPORT_MESSAGES.unknownExport);
    const operator = await downloadOperator(app, request, 'reports.read');
    const range = ZReportRange.safeParse(request.query);
    if (!range.success) throw new AppError('BAD_REQUEST', range.error.issues[0]?.message ?? 'Name a range of dates');
    const name = `${kind}-${range.data.from}-to-${range.data.to}.csv`;
    await insertDownloadEntry(app.ctx.db, {
      at: app.ctx.clock.now().toISOString(),
      operatorId: operator.id,
      objectType: 'report',
      objectId: kind,
      file: name,
      from: range.data.from,
      to: range.data.to,
    });
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'private, no-store')
      .send(Readable.from(EXPORTS[kind](app.ctx, range.data, { language: operator.language })));
  });

  app.get('/operator/invoice/:file', { schema: { hide: true } }, async (request, reply) => {
    const { file } = request.params as { file: string };
    const orderId = ZOpaqueId('order').safeParse(file.endsWith('.pdf') ? file.slice(0, -4) : '');
    if (!orderId.success) throw new AppError('NOT_FOUND', REPORT_MESSAGES.orderNotFound);
    const operator = await downloadOperator(app, request, 'bookings.read');
    // In the order's language, or the one the link asks for (?lang=ar|en, decision 103).
    const { lang } = request.query as { lang?: string };
    const asked = lang === 'ar' || lang === 'en' ? lang : undefined;
    const { fileName, pdf } = await issueInvoice(app.ctx, operator, orderId.data, asked);
    await insertDownloadEntry(app.ctx.db, {
      at: app.ctx.clock.now().toISOString(),
      operatorId: operator.id,
      objectType: 'order',
      objectId: orderId.data,
      file: fileName,
    });
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(pdf));
  });
}
