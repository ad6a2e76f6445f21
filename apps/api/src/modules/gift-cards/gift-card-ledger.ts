import { GIFT_CARD_MESSAGES } from '@rihla/shared/messages/ledger';
import type { Selectable } from 'kysely';
import type { TDb } from '../../db/database.js';
import type { GiftCardsTable } from '../../db/tables/schema.js';
import { GIFT_CARD_BOOK, postToLedger } from '../ledger/index.js';
import type { TNewGiftCardEntry } from './gift-cards.repository.js';

export type TGiftCard = Selectable<GiftCardsTable>;

/** Why a card cannot be spent or redeemed now (voided, expired, empty), or null when it can. */
export function giftCardRefusal(
  card: Pick<TGiftCard, 'status' | 'expires_at' | 'balance_fils'>,
  now: string,
): string | null {
  if (card.status === 'void') return GIFT_CARD_MESSAGES.voided;
  if (now >= card.expires_at) return GIFT_CARD_MESSAGES.expired;
  if (card.balance_fils <= 0) return GIFT_CARD_MESSAGES.empty;
  return null;
}

/**
 * Posts one entry of a gift card in the caller's transaction, through the ledger primitive (decision 068): appended
 * once per event key, the card's balance moved in the same transaction and never below zero. A second posting of the
 * same event posts nothing and answers false; a posting that would take the balance below zero throws a CONFLICT, so
 * the caller's transaction rolls back.
 */
export async function postGiftCardEntry(trx: TDb, entry: TNewGiftCardEntry, now: string): Promise<boolean> {
  const { giftCardId, amount, eventKey, ...rest } = entry;
  return postToLedger(
    trx,
    GIFT_CARD_BOOK,
    {
      ownerId: giftCardId,
      amount,
      eventKey,
      columns: {
        gift_card_id: giftCardId,
        reason: rest.reason,
        user_id: rest.userId ?? null,
        order_id: rest.orderId ?? null,
        operator_id: rest.operatorId ?? null,
        note: rest.note ?? '',
      },
    },
    now,
    { notEnough: GIFT_CARD_MESSAGES.empty },
  );
}
