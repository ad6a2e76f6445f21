// Steps "spend the balances" and their undo "give the balances back" (issue 20, decision 049): each in the
// transaction of the order's confirmation or cancellation, posted once per checkout or order however that is
// retried or raced (event keys), and never taking a balance below zero.
import { pointsOfRefund } from '@rihla/shared/rules/ledger';
import { supplyValueFils, supplyVatFils, type TPaymentParts } from '@rihla/shared/rules/money';
import type { TRefundDestination } from '@rihla/shared/schemas/booking';
import type { TDb } from '../../../db/database.js';
import type { TCheckoutRow, TGiftCardRefundDestination, TOrderRow } from '../../../db/tables/schema.js';
import { AppError } from '../../../lib/app-error.js';
import { findGiftCardById, giftCardRefusal, postGiftCardEntry } from '../../gift-cards/index.js';
import { postEntry } from '../../ledger/index.js';
import { BALANCE_CHANGED } from './price-balances.js';

/** The refusal of a balance gone since checkout (see BALANCE_CHANGED). */
export function balanceChanged(): AppError {
  return new AppError('CONFLICT', BALANCE_CHANGED.message, { refusal: BALANCE_CHANGED.refusal });
}

/**
 * Takes what the checkout priced from the shopper's points and wallet and from its gift card, for the order
 * `orderId`. Throws a CONFLICT (the caller's transaction, or its savepoint, rolls back) when a balance is no longer
 * there, the card is no longer valid, or the account is blocked.
 */
export async function spendBalances(trx: TDb, checkout: TCheckoutRow, orderId: string, now: string): Promise<void> {
  const holder = { userId: checkout.user_id, orderId, reason: 'spent' as const };
  if (checkout.points_used > 0) {
    const entry = { ...holder, kind: 'points' as const, amount: -checkout.points_used };
    await postEntry(trx, { ...entry, eventKey: `spend:points:${checkout.id}` }, now, { spend: true });
  }
  if (checkout.gift_card_id && checkout.gift_card_fils > 0) {
    const card = await findGiftCardById(trx, checkout.gift_card_id);
    if (!card || giftCardRefusal(card, now)) throw balanceChanged();
    await postGiftCardEntry(
      trx,
      {
        giftCardId: card.id,
        amount: -checkout.gift_card_fils,
        reason: 'spent',
        userId: checkout.user_id,
        orderId,
        eventKey: `spend:gift-card:${checkout.id}`,
      },
      now,
    );
  }
  if (checkout.wallet_fils > 0) {
    const entry = { ...holder, kind: 'wallet' as const, amount: -checkout.wallet_fils };
    await postEntry(trx, { ...entry, eventKey: `spend:wallet:${checkout.id}` }, now, { spend: true });
  }
}

/** An order's parts that can be given back, as the order records them. */
type TPaidParts = Pick<
  TOrderRow,
  'amount_paid_fils' | 'points_used' | 'points_fils' | 'gift_card_fils' | 'wallet_fils'
>;

/** What a refund gives back of each part, fils but pointsUsed. */
export interface TRefundSplit {
  pointsUsed: number;
  pointsFils: number;
  giftCardFils: number;
  walletFils: number;
  cardFils: number;
}

/** What paid an order, as the shared money rules read it (the card's part is the cash paid at a desk too). */
export function paymentPartsOf(order: Omit<TPaidParts, 'points_used'>): TPaymentParts {
  return {
    cardFils: order.amount_paid_fils,
    pointsFils: order.points_fils,
    giftCardFils: order.gift_card_fils,
    walletFils: order.wallet_fils,
  };
}

/** The price after the discount: everything the order was paid with, the value of its supply. */
export function orderValueFils(order: Omit<TPaidParts, 'points_used'>): number {
  return supplyValueFils(paymentPartsOf(order));
}

/** The VAT the order's whole price contains, whatever paid it (decision 080). */
export function orderVatFils(order: Omit<TPaidParts, 'points_used'>): number {
  return supplyVatFils(paymentPartsOf(order));
}

/** An order's refunded parts, as it records them. */
type TRefundedParts = Pick<
  TOrderRow,
  'refunded_fils' | 'refunded_points_fils' | 'refunded_gift_card_fils' | 'refunded_wallet_fils'
>;

/**
 * What every refund of an order took off its supply, part by part as the order records them (a voided gift card's
 * forfeited part too: the cancellation took it off the order, decision 091).
 */
export function refundedPartsOf(order: TRefundedParts): TPaymentParts {
  return {
    cardFils: order.refunded_fils,
    pointsFils: order.refunded_points_fils,
    giftCardFils: order.refunded_gift_card_fils,
    walletFils: order.refunded_wallet_fils,
  };
}

/** What an order's refunds took off its supply in all, every part. */
export function orderRefundedFils(order: TRefundedParts): number {
  return supplyValueFils(refundedPartsOf(order));
}

/** The VAT an order's refunds gave back: the VAT their whole amount contains, whatever part they came from. */
export function orderRefundVatFils(order: TRefundedParts): number {
  return supplyVatFils(refundedPartsOf(order));
}

/**
 * What is left to give back of each part: what paid the order less what refunds that kept it gave back already
 * (decision 062). An order never refunded in part leaves all it was paid with.
 */
export function remainingParts(
  order: TPaidParts &
    Pick<
      TOrderRow,
      | 'refunded_fils'
      | 'refunded_points_used'
      | 'refunded_points_fils'
      | 'refunded_gift_card_fils'
      | 'refunded_wallet_fils'
    >,
): TPaidParts {
  return {
    amount_paid_fils: Math.max(0, order.amount_paid_fils - order.refunded_fils),
    points_used: Math.max(0, order.points_used - order.refunded_points_used),
    points_fils: Math.max(0, order.points_fils - order.refunded_points_fils),
    gift_card_fils: Math.max(0, order.gift_card_fils - order.refunded_gift_card_fils),
    wallet_fils: Math.max(0, order.wallet_fils - order.refunded_wallet_fils),
  };
}

/** A refund of `refundFils` split over the parts: points first, then the gift card, then the wallet, then the card. */
export function splitRefund(order: TPaidParts, refundFils: number): TRefundSplit {
  let left = Math.min(refundFils, orderValueFils(order));
  const take = (partFils: number) => {
    const taken = Math.min(left, partFils);
    left -= taken;
    return taken;
  };
  const pointsFils = take(order.points_fils);
  const giftCardFils = take(order.gift_card_fils);
  const walletFils = take(order.wallet_fils);
  const cardFils = take(order.amount_paid_fils);
  return {
    pointsUsed: pointsFils > 0 ? pointsOfRefund(pointsFils, order.points_used, order.points_fils) : 0,
    pointsFils,
    giftCardFils,
    walletFils,
    cardFils,
  };
}

/**
 * Where a gift card's part goes back: to the card; to the wallet once the card has expired; nowhere once it was
 * voided (decision 057): a void takes a card's value back from whoever holds it, and the value it already paid into
 * an order is that card's value too, so it is forfeited to the void, recorded on the order and paid out nowhere.
 */
export async function giftCardRefundDestination(
  db: TDb,
  giftCardId: string | null,
  now: string,
): Promise<TGiftCardRefundDestination> {
  const card = giftCardId ? await findGiftCardById(db, giftCardId) : undefined;
  if (card?.status === 'void') return 'forfeited';
  return card && now < card.expires_at ? 'gift_card' : 'wallet';
}

/** What a refund did not give back of the gift card's part because the card had been voided (decision 057). */
export function forfeitedGiftCardFils(
  order: Pick<TOrderRow, 'gift_card_refund_to' | 'refunded_gift_card_fils'>,
): number {
  return order.gift_card_refund_to === 'forfeited' ? order.refunded_gift_card_fils : 0;
}

/** What a refund gives back to the shopper: every part but a voided gift card's (decision 057). */
export function givenBackFils(split: TRefundSplit, giftCardDestination: TGiftCardRefundDestination): number {
  const giftCardFils = giftCardDestination === 'forfeited' ? 0 : split.giftCardFils;
  return split.pointsFils + giftCardFils + split.walletFils + split.cardFils;
}

/**
 * Gives a cancelled order's parts back to where they came from, in the cancellation's transaction, once per order
 * (or, for a refund that keeps the order, once per refund: `refundId`, decision 062): points as points, the gift
 * card's part to the card (or the wallet; a voided card's part nowhere), the wallet's to the wallet, and the card's to
 * the wallet when the shopper chose so (else the gateway refunds it after the transaction).
 */
export async function returnBalances(
  trx: TDb,
  order: Pick<TOrderRow, 'id' | 'user_id' | 'gift_card_id'>,
  split: TRefundSplit,
  destinations: { card: TRefundDestination; giftCard: TGiftCardRefundDestination },
  now: string,
  refundId: string = order.id,
): Promise<void> {
  const holder = { userId: order.user_id, orderId: order.id, reason: 'refund' as const };
  if (split.pointsUsed > 0) {
    await postEntry(
      trx,
      { ...holder, kind: 'points', amount: split.pointsUsed, eventKey: `refund:points:${refundId}` },
      now,
    );
  }
  if (split.giftCardFils > 0 && order.gift_card_id && destinations.giftCard === 'gift_card') {
    await postGiftCardEntry(
      trx,
      {
        giftCardId: order.gift_card_id,
        amount: split.giftCardFils,
        reason: 'refund',
        userId: order.user_id,
        orderId: order.id,
        eventKey: `refund:gift-card:${refundId}`,
      },
      now,
    );
  } else if (split.giftCardFils > 0 && destinations.giftCard === 'wallet') {
    const entry = { ...holder, kind: 'wallet' as const, amount: split.giftCardFils };
    await postEntry(
      trx,
      {
        ...entry,
        note: 'The gift card part, to the wallet (the card expired)',
        eventKey: `refund:gift-card-to-wallet:${refundId}`,
      },
      now,
    );
  }
  if (split.walletFils > 0) {
    await postEntry(
      trx,
      { ...holder, kind: 'wallet', amount: split.walletFils, eventKey: `refund:wallet:${refundId}` },
      now,
    );
  }
  if (split.cardFils > 0 && destinations.card === 'wallet') {
    const entry = { ...holder, kind: 'wallet' as const, amount: split.cardFils };
    await postEntry(
      trx,
      { ...entry, note: 'The card part, to the wallet as you asked', eventKey: `refund:card-to-wallet:${refundId}` },
      now,
    );
  }
}
