import { filsToAed, vatIncludedFils } from '@rihla/shared/rules/money';
import type { TCompletedOrder } from '@rihla/shared/schemas/booking';
import type { TAppContext } from '../../context.js';
import type { TOrderWithPayment } from '../booking/booking.repository.js';
import { cancellationOf } from '../booking/cancel-terms.js';
import { lineAnswer } from '../booking/cart-view.js';
import { storedLines } from '../booking/steps/price-cart.js';
import { voucherUrl } from '../vouchers/voucher-links.js';

/** An order as the shopper sees it, with what cancelling it now would give back under its own terms. */
export function toCompletedOrder(ctx: TAppContext, order: TOrderWithPayment): TCompletedOrder {
  const status = order.status;
  const now = ctx.clock.now();
  const cancellation = cancellationOf(order, now);
  const cancellable = status === 'confirmed' && cancellation.refusal === null;
  return {
    paymentId: order.provider_transaction_id,
    reference: order.reference,
    cartData: storedLines(order).map(lineAnswer),
    createdAt: order.created_at,
    amount_paid: filsToAed(order.amount_paid_fils),
    discount: filsToAed(order.discount_fils),
    status,
    pdfUrl: status === 'confirmed' ? voucherUrl(ctx.config, order.id, now) : null,
    refundable: cancellation.refundable,
    cancellableUntil:
      status === 'confirmed' && cancellation.cancellableUntil ? cancellation.cancellableUntil.toISOString() : null,
    refundNow: cancellable ? { percent: cancellation.percent, amount: filsToAed(cancellation.refundFils) } : null,
    refunded_amount: filsToAed(order.refunded_fils),
    vat: filsToAed(vatIncludedFils(order.amount_paid_fils)),
    // SCAFFOLD (decision 049): the card's part only until the money path records the other parts.
    paid_with: { card: filsToAed(order.amount_paid_fils), gift_card: 0, wallet: 0, points: 0, points_used: 0 },
    refunded_to: { card: filsToAed(order.refunded_fils), gift_card: 0, wallet: 0, points: 0, points_used: 0 },
  };
}

export function describeOrders(ctx: TAppContext, orders: TOrderWithPayment[]): TCompletedOrder[] {
  return orders.map((order) => toCompletedOrder(ctx, order));
}

export function describeOrder(ctx: TAppContext, order: TOrderWithPayment): TCompletedOrder {
  return toCompletedOrder(ctx, order);
}
