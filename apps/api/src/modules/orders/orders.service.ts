import type { TContentLanguage } from '@rihla/shared/rules/content-language';
import { filsToAed } from '@rihla/shared/rules/money';
import type { TCompletedOrder, TPaidWith } from '@rihla/shared/schemas/booking';
import type { TAppContext } from '../../context.js';
import type { TOrderRow } from '../../db/tables/schema.js';
import {
  cancellationOf,
  leftToRefundFils,
  lineAnswer,
  orderVatFils,
  refundPartsOf,
  storedLines,
  type TOrderWithPayment,
  ticketsCancelledOf,
} from '../booking/index.js';
import { arabicTitlesOf } from '../catalogue/index.js';
import { isCashTransaction } from '../payments/index.js';
import { pickupsOfOrders } from '../pickups/index.js';
import { voucherUrl } from '../vouchers/index.js';

/** An order as the shopper sees it, with what cancelling it now would give back under its own terms. */
export function toCompletedOrder(
  ctx: TAppContext,
  order: TOrderWithPayment,
  language: TContentLanguage = 'en',
  titlesAr?: ReadonlyMap<string, string>,
): TCompletedOrder {
  const status = order.status;
  const now = ctx.clock.now();
  const cancellation = cancellationOf(order, now);
  const cancellable = status === 'confirmed' && cancellation.refusal === null;
  return {
    paymentId: order.provider_transaction_id,
    reference: order.reference,
    cartData: storedLines(order).map((line) => lineAnswer(line, language, titlesAr)),
    createdAt: order.created_at,
    amount_paid: filsToAed(order.amount_paid_fils),
    discount: filsToAed(order.discount_fils),
    status,
    // Asked from an Arabic page, the voucher downloads in Arabic whatever the order's language (decision 103).
    pdfUrl:
      status === 'confirmed' ? `${voucherUrl(ctx.config, order.id, now)}${language === 'ar' ? '&lang=ar' : ''}` : null,
    refundable: cancellation.refundable,
    cancellableUntil:
      status === 'confirmed' && cancellation.cancellableUntil ? cancellation.cancellableUntil.toISOString() : null,
    // Never more than is left, should part of it have been refunded already (decision 062).
    refundNow: cancellable
      ? {
          percent: cancellation.percent,
          amount: filsToAed(Math.min(cancellation.refundFils, leftToRefundFils(order))),
        }
      : null,
    refunded_amount: filsToAed(order.refunded_fils),
    // The VAT the whole price contains, whatever paid it (card, gift card, wallet, points), as the voucher states it.
    vat: filsToAed(orderVatFils(order)),
    paid_with: paidWithOf(order),
    refunded_to: refundedToOf(order),
    payment_method: isCashTransaction(order.provider_transaction_id) ? 'cash' : 'card',
    refund_parts: refundPartsOf(order).map((part) => ({
      to: part.to,
      amount: filsToAed(part.fils),
      points: part.points ?? 0,
    })),
    tickets_cancelled: ticketsCancelledOf(storedLines(order)),
  };
}

/** How the order was paid, from its own record (decision 049). */
export function paidWithOf(order: TOrderRow): TPaidWith {
  return {
    card: filsToAed(order.amount_paid_fils),
    gift_card: filsToAed(order.gift_card_fils),
    wallet: filsToAed(order.wallet_fils),
    points: filsToAed(order.points_fils),
    points_used: order.points_used,
  };
}

/**
 * Where what was given back went: points as points; the gift card's part to the card or the wallet; the wallet's
 * to the wallet; the card's to the card or the wallet, as the cancellation chose.
 */
function refundedToOf(order: TOrderRow): TPaidWith {
  const isCardToWallet = order.refund_to === 'wallet';
  const isGiftCardToWallet = order.gift_card_refund_to === 'wallet';
  // A voided gift card's part went nowhere (decision 057): it is in refund_parts as 'voided', not here.
  const isGiftCardToCard = order.gift_card_refund_to === 'gift_card' || order.gift_card_refund_to === null;
  const toWalletFils =
    order.refunded_wallet_fils +
    (isCardToWallet ? order.refunded_fils : 0) +
    (isGiftCardToWallet ? order.refunded_gift_card_fils : 0);
  return {
    card: filsToAed(isCardToWallet ? 0 : order.refunded_fils),
    gift_card: filsToAed(isGiftCardToCard ? order.refunded_gift_card_fils : 0),
    wallet: filsToAed(toWalletFils),
    points: filsToAed(order.refunded_points_fils),
    points_used: order.refunded_points_used,
  };
}

/** The shopper's orders, each with the pick-ups chosen for its lines (decision 095), read at once for all. */
export async function describeOrders(
  ctx: TAppContext,
  orders: TOrderWithPayment[],
  language: TContentLanguage = 'en',
): Promise<TCompletedOrder[]> {
  const pickups = await pickupsOfOrders(
    ctx.db,
    orders.map((order) => order.id),
    language,
  );
  // An order keeps the English title it was booked with; an Arabic page reads the product's Arabic title (decision 109).
  const titlesAr =
    language === 'ar'
      ? await arabicTitlesOf(ctx.db, [
          ...new Set(orders.flatMap((order) => storedLines(order).map((line) => line.productId))),
        ])
      : undefined;
  return orders.map((order) => ({
    ...toCompletedOrder(ctx, order, language, titlesAr),
    pickups: pickups.get(order.id) ?? [],
  }));
}

export async function describeOrder(
  ctx: TAppContext,
  order: TOrderWithPayment,
  language: TContentLanguage = 'en',
): Promise<TCompletedOrder> {
  const [described] = await describeOrders(ctx, [order], language);
  return described ?? toCompletedOrder(ctx, order, language);
}
