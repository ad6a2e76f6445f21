import { filsToAed } from '@rihla/shared/rules/money';
import type { TCompletedOrder } from '@rihla/shared/schemas/booking';
import type { TAppContext } from '../../context.js';
import type { TDb } from '../../db/database.js';
import type { TOrderRow } from '../../db/tables/schema.js';
import { storedLines } from '../cart/cart-pricing.js';
import { voucherUrl } from '../vouchers/voucher-links.js';

export type TOrderStatus = TCompletedOrder['status'];
export type TOrderWithPayment = TOrderRow & { provider_transaction_id: string };

export function toCompletedOrder(ctx: TAppContext, order: TOrderWithPayment): TCompletedOrder {
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
  };
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
