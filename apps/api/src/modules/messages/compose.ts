import { render } from '@react-email/render';
import { EMAIL_MESSAGES } from '@rihla/shared/messages/emails';
import { filsToAed, formatAedAmount, vatIncludedFils } from '@rihla/shared/rules/money';
import type { TAppContext } from '../../context.js';
import type { TOutboxRow } from '../../db/tables/schema.js';
import { findUserOfOrder } from '../auth/auth.repository.js';
import { findOrderById } from '../booking/booking.repository.js';
import { storedLines } from '../booking/steps/price-cart.js';
import { voucherUrl } from '../vouchers/voucher-links.js';
import { renderOrderVoucher } from '../vouchers/voucher-of-order.js';
import { ticketsText, voucherDate } from '../vouchers/voucher-pdf.js';
import { OrderConfirmedEmail } from './emails/order-confirmed.js';
import type { TMail } from './mailer.js';

/** Why a queued message is not sent after all; recorded on its row. */
export class MessageSkipped extends Error {}

function aed(fils: number): string {
  return formatAedAmount(filsToAed(fils));
}

/** The Message-ID of an outbox row: the same on every attempt, so a receiver can drop a repeat. */
export function messageIdOf(row: Pick<TOutboxRow, 'id'>, publicUrl: string): string {
  return `<${row.id}@${new URL(publicUrl).hostname}>`;
}

/** The booking confirmation of an order that is still confirmed, with its voucher PDF attached. */
async function orderConfirmedMail(ctx: TAppContext, row: TOutboxRow): Promise<TMail> {
  const order = row.order_id ? await findOrderById(ctx.db, row.order_id) : undefined;
  if (order?.status !== 'confirmed') throw new MessageSkipped('the order is no longer confirmed');
  const recipient = await findUserOfOrder(ctx.db, order.user_id);
  if (!recipient || recipient.deleted_at) throw new MessageSkipped('the account was deleted');
  const payload = JSON.parse(row.payload) as { isResend?: boolean };
  const element = OrderConfirmedEmail({
    firstName: recipient.first_name,
    reference: order.reference,
    items: storedLines(order).map((line) => ({
      title: line.title,
      when: `${voucherDate(line.date)}, ${line.time}`,
      tickets: ticketsText(line),
    })),
    amountPaid: aed(order.amount_paid_fils),
    vat: aed(vatIncludedFils(order.amount_paid_fils)),
    voucherUrl: voucherUrl(ctx.config, order.id, ctx.clock.now()),
    isResend: payload.isResend === true,
    seller: ctx.config.seller,
  });
  const pdf = await renderOrderVoucher(ctx, order);
  return {
    to: row.recipient,
    subject: EMAIL_MESSAGES.orderConfirmedSubject(order.reference),
    html: await render(element),
    text: await render(element, { plainText: true }),
    attachments: [
      { filename: `rihla-voucher-${order.reference}.pdf`, content: Buffer.from(pdf), contentType: 'application/pdf' },
    ],
    messageId: messageIdOf(row, ctx.config.publicUrl),
  };
}

/** The email of one outbox row, made when it is sent (so it says what is true then). */
export function composeMail(ctx: TAppContext, row: TOutboxRow): Promise<TMail> {
  switch (row.topic) {
    case 'orderConfirmed':
      return orderConfirmedMail(ctx, row);
  }
}
