// Step "price the balances" (issue 20, decision 049): what points, a gift card and the wallet would pay of a price
// after its discount, from the balances read now. Reads only: the order takes the value (spend-balances.ts).
import { GIFT_CARD_MESSAGES, LEDGER_MESSAGES } from '@rihla/shared/messages/ledger';
import type { TRefusalCode } from '@rihla/shared/refusal-codes';
import { normaliseGiftCardCode } from '@rihla/shared/rules/gift-cards';
import { filsOfPoints, pointsToSpend } from '@rihla/shared/rules/ledger';
import type { TDb } from '../../../db/database.js';
import type { TCheckoutRow } from '../../../db/tables/schema.js';
import { AppError } from '../../../lib/app-error.js';
import { findGiftCardByCode, findGiftCardById, giftCardRefusal } from '../../gift-cards/index.js';
import { findLedgerAccount, spendablePointsOf } from '../../ledger/index.js';

export interface TBalanceChoice {
  usePoints?: boolean;
  useWallet?: boolean;
  giftCardCode?: string;
}

/** What each source pays, fils but pointsUsed; cardFils is what is left to pay online. */
export interface TBalanceParts {
  pointsUsed: number;
  pointsFils: number;
  giftCardId: string | null;
  giftCardCode: string | null;
  giftCardFils: number;
  walletFils: number;
  cardFils: number;
}

/**
 * Splits a price after its discount: points first (steps of 5, as many as the price allows, of those not pending:
 * decision 058), then the gift card
 * (valid, not expired nor voided, up to its balance), then the wallet; the rest is the card's. A source asked for
 * that cannot pay (no points, an empty wallet, a bad card) is refused with a 400; a blocked account's points and
 * wallet with a 409. Reads only.
 */
export async function priceBalances(
  db: TDb,
  userId: string,
  priceFils: number,
  choice: TBalanceChoice,
  now: string,
): Promise<TBalanceParts> {
  const parts: TBalanceParts = {
    pointsUsed: 0,
    pointsFils: 0,
    giftCardId: null,
    giftCardCode: null,
    giftCardFils: 0,
    walletFils: 0,
    cardFils: priceFils,
  };
  const account = choice.usePoints || choice.useWallet ? await findLedgerAccount(db, userId) : undefined;
  if (account?.blocked_at) throw new AppError('CONFLICT', LEDGER_MESSAGES.blocked);
  if (choice.usePoints) {
    const points = await spendablePointsOf(db, userId, account?.points, now);
    parts.pointsUsed = pointsToSpend(points, parts.cardFils);
    if (parts.pointsUsed === 0 && parts.cardFils > 0) throw new AppError('BAD_REQUEST', LEDGER_MESSAGES.noPoints);
    parts.pointsFils = filsOfPoints(parts.pointsUsed);
    parts.cardFils -= parts.pointsFils;
  }
  if (choice.giftCardCode !== undefined) {
    const code = normaliseGiftCardCode(choice.giftCardCode);
    if (!code) throw new AppError('BAD_REQUEST', GIFT_CARD_MESSAGES.invalid);
    const card = await findGiftCardByCode(db, code);
    if (!card) throw new AppError('BAD_REQUEST', GIFT_CARD_MESSAGES.notFound);
    const refusal = giftCardRefusal(card, now);
    if (refusal) throw new AppError('BAD_REQUEST', refusal);
    parts.giftCardFils = Math.min(card.balance_fils, parts.cardFils);
    if (parts.giftCardFils > 0) {
      parts.giftCardId = card.id;
      parts.giftCardCode = code;
      parts.cardFils -= parts.giftCardFils;
    }
  }
  if (choice.useWallet) {
    const walletFils = account?.wallet_fils ?? 0;
    if (walletFils <= 0) throw new AppError('BAD_REQUEST', LEDGER_MESSAGES.emptyWallet);
    parts.walletFils = Math.min(walletFils, parts.cardFils);
    parts.cardFils -= parts.walletFils;
  }
  return parts;
}

/** Whether anything but the card pays the checkout (or order). */
export function hasBalanceParts(record: Pick<TCheckoutRow, 'points_used' | 'gift_card_fils' | 'wallet_fils'>): boolean {
  return record.points_used > 0 || record.gift_card_fils > 0 || record.wallet_fils > 0;
}

/**
 * A balance gone since checkout. Its code tells the checkout page to price the same choices again (decision 069),
 * whatever the message's words.
 */
export const BALANCE_CHANGED = { message: LEDGER_MESSAGES.balanceChanged, refusal: 'ledger.balance_changed' } as const;

/**
 * Whether the balances a checkout priced are still there to be taken (asked before its payment starts): null
 * when they are, else the shopper's reason to check out again. Reads only; the order takes them under lock.
 */
export async function balanceRefusalOf(
  db: TDb,
  checkout: TCheckoutRow,
  now: string,
): Promise<{ message: string; refusal?: TRefusalCode } | null> {
  if (!hasBalanceParts(checkout)) return null;
  if (checkout.points_used > 0 || checkout.wallet_fils > 0) {
    const account = await findLedgerAccount(db, checkout.user_id);
    if (account?.blocked_at) return { message: LEDGER_MESSAGES.blocked };
    const points = checkout.points_used > 0 ? await spendablePointsOf(db, checkout.user_id, account?.points, now) : 0;
    if (points < checkout.points_used) return BALANCE_CHANGED;
    if ((account?.wallet_fils ?? 0) < checkout.wallet_fils) return BALANCE_CHANGED;
  }
  if (checkout.gift_card_id && checkout.gift_card_fils > 0) {
    const card = await findGiftCardById(db, checkout.gift_card_id);
    if (!card || giftCardRefusal(card, now) || card.balance_fils < checkout.gift_card_fils) {
      return BALANCE_CHANGED;
    }
  }
  return null;
}
