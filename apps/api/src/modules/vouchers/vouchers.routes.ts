import { languageOfAcceptLanguage, type TContentLanguage } from '@rihla/shared/rules/content-language';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { defineCall } from '../../lib/define-call.js';
import { findOrderById, findOrderByVoucherCode, storedLines } from '../booking/index.js';
import { isValidVoucherLink } from './voucher-links.js';
import { renderOrderVoucher } from './voucher-of-order.js';

/**
 * The language a voucher download asks for (decision 103): `lang=ar|en` in its query (the Arabic orders page's links
 * carry it), else an Accept-Language whose first tag is Arabic; otherwise none, and the order's own is used. An
 * English Accept-Language does not turn an Arabic order's voucher English: browsers send one on every plain link.
 */
function askedLanguage(
  headers: { 'accept-language'?: string },
  lang: string | undefined,
): TContentLanguage | undefined {
  if (lang === 'ar' || lang === 'en') return lang;
  return languageOfAcceptLanguage(headers['accept-language']) === 'ar' ? 'ar' : undefined;
}

const LINK_EXPIRED = 'This voucher link has expired or is not valid. Open Your Orders to get a fresh link.';

export async function vouchersRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  // A plain link, opened without the token header: the signature in the query is the permission.
  app.get('/vouchers/:file', { schema: { hide: true } }, async (request, reply) => {
    const { file } = request.params as { file: string };
    const query = request.query as { exp?: string; sig?: string; lang?: string };
    if (!file.endsWith('.pdf')) throw new AppError('NOT_FOUND', `Unknown call: GET ${request.url.split('?')[0]}`);
    const orderId = file.slice(0, -4);
    if (
      !orderId ||
      !query.sig ||
      !isValidVoucherLink(ctx.config, orderId, Number(query.exp), query.sig, ctx.clock.now())
    ) {
      throw new AppError('FORBIDDEN', LINK_EXPIRED);
    }
    const order = await findOrderById(ctx.db, orderId);
    if (order?.status !== 'confirmed') throw new AppError('NOT_FOUND', 'This voucher is no longer available');
    const pdf = await renderOrderVoucher(ctx, order, undefined, askedLanguage(request.headers, query.lang));
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="voucher-${order.reference}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(pdf));
  });

  defineCall(app, 'vouchers/verify', async ({ body }) => {
    const order = await findOrderByVoucherCode(ctx.db, body.code);
    if (!order) throw new AppError('NOT_FOUND', 'This voucher code is not valid');
    return {
      data: {
        reference: order.reference,
        status: order.status as 'confirmed',
        items: storedLines(order).map((line) => ({
          title: line.title,
          date: line.date,
          time: line.time,
          adultCount: line.adultCount,
          // What a guide checks at the pier (issue 15): the departure and the people of each type.
          departure: line.start,
          childCount: line.tickets.child,
          infantCount: line.tickets.infant,
          tickets: line.rows.map((row) => ({ label: row.label, count: row.count })),
        })),
      },
      message: order.status === 'confirmed' ? 'Valid voucher' : `This booking is ${order.status}`,
    };
  });
}
