import { CANCEL_HOURS_BEFORE } from '@rihla/shared/constants';
import { filsToAed } from '@rihla/shared/rules/money';
import type { TCompletedOrder } from '@rihla/shared/schemas/booking';
import type { TAppContext } from '../../context.js';
import type { TDb } from '../../db/database.js';
import type { TOrderRow, TProductRow } from '../../db/tables/schema.js';
import { slotStartUtc } from '../availability/availability.service.js';
import { storedLines } from '../cart/cart-pricing.js';
import { voucherUrl } from '../vouchers/voucher-links.js';

export type TOrderStatus = TCompletedOrder['status'];
export type TOrderWithPayment = TOrderRow & { provider_transaction_id: string };

/** What cancelling needs to know of each product of an order. */
export type TCancelTermsProduct = Pick<TProductRow, 'id' | 'start_time' | 'is_refundable'>;

export interface TCancelTerms {
  /** Every product of the order can be refunded. */
  refundable: boolean;
  /** The earliest activity start of the order minus the notice the terms ask for; null if unknown. */
  deadline: Date | null;
}

const HOUR_MS = 3_600_000;

/** The cancellation terms of an order: refundable only if all its products are, until 24 h before the first activity. */
export function cancelTermsOf(order: { items: string }, products: Map<string, TCancelTermsProduct>): TCancelTerms {
  let refundable = true;
  let firstStart: number | null = null;
  for (const line of storedLines(order)) {
    const product = products.get(line.productId);
    if (!product) return { refundable: false, deadline: null };
    if (product.is_refundable !== 1) refundable = false;
    const start = slotStartUtc(line.date, product.start_time).getTime();
    firstStart = firstStart === null ? start : Math.min(firstStart, start);
  }
  return { refundable, deadline: firstStart === null ? null : new Date(firstStart - CANCEL_HOURS_BEFORE * HOUR_MS) };
}

export async function findCancelTermsProducts(
  db: TDb,
  orders: { items: string }[],
): Promise<Map<string, TCancelTermsProduct>> {
  const ids = [...new Set(orders.flatMap((order) => storedLines(order).map((line) => line.productId)))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('products')
    .select(['id', 'start_time', 'is_refundable'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

export function toCompletedOrder(ctx: TAppContext, order: TOrderWithPayment, terms: TCancelTerms): TCompletedOrder {
  const status = order.status as TOrderStatus;
  return {
    paymentId: order.provider_transaction_id,
    reference: order.reference,
    cartData: storedLines(order).map((line) => ({
      module: line.module,
      planId: line.productId,
      title: line.title,
      date: line.date,
      time: line.time,
      adultCount: line.adultCount,
      price: filsToAed(line.unitFils),
      totalAmount: filsToAed(line.totalFils),
      pictures: line.pictures,
    })),
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
  const products = await findCancelTermsProducts(ctx.db, orders);
  return orders.map((order) => toCompletedOrder(ctx, order, cancelTermsOf(order, products)));
}

export async function describeOrder(ctx: TAppContext, order: TOrderWithPayment): Promise<TCompletedOrder> {
  const [described] = await describeOrders(ctx, [order]);
  if (!described) throw new Error(`Order ${order.id} could not be described`);
  return described;
}

function ordersWithPayment(db: TDb) {
  return db
    .selectFrom('orders')
    .innerJoin('payments', 'payments.id', 'orders.payment_id')
    .selectAll('orders')
    .select('payments.provider_transaction_id');
}

export function listUserOrders(db: TDb, userId: string): Promise<TOrderWithPayment[]> {
  return ordersWithPayment(db)
    .where('orders.user_id', '=', userId)
    .orderBy('orders.created_at', 'desc')
    .orderBy('orders.id')
    .execute();
}

export function findOrderByCheckout(db: TDb, checkoutId: string): Promise<TOrderWithPayment | undefined> {
  return ordersWithPayment(db).where('orders.checkout_id', '=', checkoutId).executeTakeFirst();
}

export function findOrderById(db: TDb, orderId: string): Promise<TOrderWithPayment | undefined> {
  return ordersWithPayment(db).where('orders.id', '=', orderId).executeTakeFirst();
}

export function findUserOrderByReference(
  db: TDb,
  userId: string,
  reference: string,
): Promise<TOrderWithPayment | undefined> {
  return ordersWithPayment(db)
    .where('orders.user_id', '=', userId)
    .where('orders.reference', '=', reference)
    .executeTakeFirst();
}
