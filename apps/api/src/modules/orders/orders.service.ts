import { filsToAed } from '@rihla/shared/rules/money';
import type { TCompletedOrder } from '@rihla/shared/schemas/booking';
import type { TAppContext } from '../../context.js';
import type { TOrderWithPayment } from '../booking/booking.repository.js';
import { cancelTermsOf, productIdsOf, type TCancelTerms } from '../booking/cancel-terms.js';
import { lineAnswer } from '../booking/cart-view.js';
import { storedLines } from '../booking/steps/price-cart.js';
import { findCancelTermsProducts } from '../catalogue/product-terms.repository.js';
import { voucherUrl } from '../vouchers/voucher-links.js';

export function toCompletedOrder(ctx: TAppContext, order: TOrderWithPayment, terms: TCancelTerms): TCompletedOrder {
  const status = order.status;
  return {
    paymentId: order.provider_transaction_id,
    reference: order.reference,
    cartData: storedLines(order).map(lineAnswer),
    createdAt: order.created_at,
    amount_paid: filsToAed(order.amount_paid_fils),
    discount: filsToAed(order.discount_fils),
    status,
    pdfUrl: status === 'confirmed' ? voucherUrl(ctx.config, order.id, ctx.clock.now()) : null,
    refundable: terms.refundable,
    cancellableUntil:
      status === 'confirmed' && terms.refundable && terms.deadline ? terms.deadline.toISOString() : null,
  };
}

/** Orders as the shopper sees them, with their cancellation terms (one query for all their products). */
export async function describeOrders(ctx: TAppContext, orders: TOrderWithPayment[]): Promise<TCompletedOrder[]> {
  const products = await findCancelTermsProducts(ctx.db, productIdsOf(orders));
  return orders.map((order) => toCompletedOrder(ctx, order, cancelTermsOf(order, products)));
}

export async function describeOrder(ctx: TAppContext, order: TOrderWithPayment): Promise<TCompletedOrder> {
  const [described] = await describeOrders(ctx, [order]);
  if (!described) throw new Error(`Order ${order.id} could not be described`);
  return described;
}
