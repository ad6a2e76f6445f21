import type { TDb } from '../../db/database.js';
import type { TGiftCardEntryReason } from '../../db/tables/schema.js';
import { newId } from '../../lib/ids.js';

// Gift cards (decision 049): entries are appended, never changed; each card's balance is kept with them in the same
// transaction, and a conditional update keeps it at zero or above, as the wallet's ledger does (decision 048).

export interface TNewGiftCardEntry {
  giftCardId: string;
  /** Fils; negative when value leaves the card. */
  amount: number;
  reason: TGiftCardEntryReason;
  userId?: string | null;
  orderId?: string | null;
  operatorId?: string | null;
  note?: string;
  /** The event this entry posts: a second posting of the same key posts nothing. */
  eventKey: string;
}

/** A card by its stored code (normaliseGiftCardCode's form). */
export function findGiftCardByCode(db: TDb, code: string) {
  return db.selectFrom('gift_cards').selectAll().where('code', '=', code).executeTakeFirst();
}

export function findGiftCardById(db: TDb, id: string) {
  return db.selectFrom('gift_cards').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Appends the entry unless its event was posted already; answers whether it was appended. */
export async function appendGiftCardEntry(trx: TDb, entry: TNewGiftCardEntry, now: string): Promise<boolean> {
  const inserted = await trx
    .insertInto('gift_card_entries')
    .values({
      id: newId(),
      gift_card_id: entry.giftCardId,
      amount: entry.amount,
      reason: entry.reason,
      user_id: entry.userId ?? null,
      order_id: entry.orderId ?? null,
      operator_id: entry.operatorId ?? null,
      note: entry.note ?? '',
      event_key: entry.eventKey,
      created_at: now,
    })
    .onConflict((oc) => oc.column('event_key').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * Moves a card's balance by `amount` unless that would take it below zero, in one statement (re-checked under the
 * row's lock on PostgreSQL); answers whether it moved.
 */
export async function moveGiftCardBalance(trx: TDb, giftCardId: string, amount: number, now: string): Promise<boolean> {
  const result = await trx
    .updateTable('gift_cards')
    .set((eb) => ({ balance_fils: eb('balance_fils', '+', amount), updated_at: now }))
    .where('id', '=', giftCardId)
    .where((eb) => eb(eb('balance_fils', '+', amount), '>=', 0))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A card's entries, newest first. */
export function listGiftCardEntries(db: TDb, giftCardId: string) {
  return db
    .selectFrom('gift_card_entries')
    .leftJoin('orders', 'orders.id', 'gift_card_entries.order_id')
    .select([
      'gift_card_entries.id',
      'gift_card_entries.amount',
      'gift_card_entries.reason',
      'gift_card_entries.note',
      'gift_card_entries.created_at',
      'orders.reference',
    ])
    .where('gift_card_entries.gift_card_id', '=', giftCardId)
    .orderBy('gift_card_entries.created_at', 'desc')
    .orderBy('gift_card_entries.id', 'desc')
    .execute();
}
