import type { TContentLanguage } from '@rihla/shared/rules/content-language';
import { type Selectable, sql } from 'kysely';
import type { TDb } from '../../db/database.js';
import { claimStatus } from '../../db/status-moves.js';
import {
  GIFT_CARD_PURCHASE_TRANSITIONS,
  GIFT_CARD_TRANSITIONS,
  type GiftCardPurchasesTable,
  type TGiftCardEntryReason,
  type TGiftCardPurchaseStatus,
} from '../../db/tables/schema.js';
import { checkedMove } from '../../lib/transitions.js';

// Gift cards (decision 049): entries are appended, never changed; each card's balance is kept with them in the same
// transaction, and a conditional update keeps it at zero or above: a book of the ledger primitive (decision 068).

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

export interface TNewGiftCard {
  id: string;
  code: string;
  initialFils: number;
  expiresAt: string;
  recipientName: string;
  message: string;
  boughtByUserId?: string | null;
  issuedByOperatorId?: string | null;
}

/** Inserts a card with a zero balance: its `issued` entry (postGiftCardEntry) gives it its value. */
export async function insertGiftCard(trx: TDb, card: TNewGiftCard, now: string): Promise<void> {
  await trx
    .insertInto('gift_cards')
    .values({
      id: card.id,
      code: card.code,
      initial_fils: card.initialFils,
      balance_fils: 0,
      expires_at: card.expiresAt,
      status: 'active',
      void_reason: '',
      recipient_name: card.recipientName,
      message: card.message,
      bought_by_user_id: card.boughtByUserId ?? null,
      issued_by_operator_id: card.issuedByOperatorId ?? null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

/** Voids an active card (the row's lock is taken here, so its balance read next is the last one); answers whether it did. */
export async function markGiftCardVoid(trx: TDb, giftCardId: string, reason: string, now: string): Promise<boolean> {
  const result = await trx
    .updateTable('gift_cards')
    .set({ status: 'void', void_reason: reason, updated_at: now })
    .where('id', '=', giftCardId)
    .where('status', 'in', checkedMove(GIFT_CARD_TRANSITIONS, ['active'], 'void'))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The cards a shopper bought, newest first. */
export function listGiftCardsBoughtBy(db: TDb, userId: string) {
  return db
    .selectFrom('gift_cards')
    .selectAll()
    .where('bought_by_user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The next string after every string starting with `prefix` (its last character moved one on). */
function prefixEnd(prefix: string): string {
  return prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
}

/** What the desk's search box matched: a whole code, a code's last four, or the start of an email or a name (lower case). */
export interface TGiftCardSearch {
  code: string | null;
  codeEnd: string | null;
  textPrefix: string | null;
}

/** The desk's page of cards, newest first, with their buyers, and how many match in all. */
export async function searchGiftCards(db: TDb, search: TGiftCardSearch, offset: number, limit: number) {
  const lower = (column: string) => sql<string>`lower(${sql.ref(column)})`;
  const base = db
    .selectFrom('gift_cards')
    .leftJoin('users', 'users.id', 'gift_cards.bought_by_user_id')
    .where((w) => {
      const matches = [];
      if (search.code) matches.push(w('gift_cards.code', '=', search.code));
      // The four characters come from the code alphabet only, so no LIKE wildcard can be among them.
      if (search.codeEnd) matches.push(w('gift_cards.code', 'like', `%-${search.codeEnd}`));
      if (search.textPrefix) {
        const end = prefixEnd(search.textPrefix);
        for (const column of ['users.email', 'users.first_name', 'users.last_name', 'gift_cards.recipient_name']) {
          matches.push(w.and([w(lower(column), '>=', search.textPrefix), w(lower(column), '<', end)]));
        }
      }
      return matches.length === 0 ? w.lit(true) : w.or(matches);
    });
  const [rows, count] = await Promise.all([
    base
      .select([
        'gift_cards.id',
        'gift_cards.code',
        'gift_cards.initial_fils',
        'gift_cards.balance_fils',
        'gift_cards.expires_at',
        'gift_cards.status',
        'gift_cards.recipient_name',
        'gift_cards.bought_by_user_id',
        'gift_cards.created_at',
        'users.email',
        'users.first_name',
        'users.last_name',
      ])
      .orderBy('gift_cards.created_at', 'desc')
      .orderBy('gift_cards.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}

/** One card for the desk, with its buyer's and issuing operator's names. */
export function findGiftCardForDesk(db: TDb, giftCardId: string) {
  return db
    .selectFrom('gift_cards')
    .leftJoin('users', 'users.id', 'gift_cards.bought_by_user_id')
    .leftJoin('operators', 'operators.id', 'gift_cards.issued_by_operator_id')
    .selectAll('gift_cards')
    .select(['users.email', 'users.first_name', 'users.last_name', 'operators.name as operator_name'])
    .where('gift_cards.id', '=', giftCardId)
    .executeTakeFirst();
}

/** Where a bought card's message goes: the buyer's address and number, unless the account was deleted. */
export function findBuyerContact(db: TDb, userId: string) {
  return db
    .selectFrom('users')
    .select(['email', 'phone_number', 'first_name', 'deleted_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

// Purchases (migration 026).

export type TGiftCardPurchase = Selectable<GiftCardPurchasesTable>;

export interface TNewGiftCardPurchase {
  id: string;
  userId: string;
  amountFils: number;
  recipientName: string;
  message: string;
  provider: string;
  transactionId: string;
  /** The buying page's language (decision 103). */
  language?: TContentLanguage;
}

export async function insertGiftCardPurchase(db: TDb, purchase: TNewGiftCardPurchase, now: string): Promise<void> {
  await db
    .insertInto('gift_card_purchases')
    .values({
      id: purchase.id,
      user_id: purchase.userId,
      amount_fils: purchase.amountFils,
      recipient_name: purchase.recipientName,
      message: purchase.message,
      provider: purchase.provider,
      provider_transaction_id: purchase.transactionId,
      language: purchase.language ?? 'en',
      status: 'pending',
      gift_card_id: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

export function findGiftCardPurchaseOfUser(db: TDb, purchaseId: string, userId: string) {
  return db
    .selectFrom('gift_card_purchases')
    .selectAll()
    .where('id', '=', purchaseId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function findGiftCardPurchaseByTransaction(db: TDb, provider: string, transactionId: string) {
  return db
    .selectFrom('gift_card_purchases')
    .selectAll()
    .where('provider', '=', provider)
    .where('provider_transaction_id', '=', transactionId)
    .executeTakeFirst();
}

/** Purchases still pending that started in [from, to): the reconciler asks the gateway about them. */
export function listPendingGiftCardPurchases(
  db: TDb,
  providers: readonly string[],
  from: string,
  to: string,
  limit: number,
) {
  return db
    .selectFrom('gift_card_purchases')
    .selectAll()
    .where('status', '=', 'pending')
    .where('provider', 'in', providers)
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .orderBy('created_at')
    .limit(limit)
    .execute();
}

/**
 * Marks a pending purchase paid with its card, once: the update re-checks that no card was made (PostgreSQL re-reads
 * the row after a concurrent update commits; SQLite has one writer). Answers whether this call won.
 */
export async function claimGiftCardPurchase(trx: TDb, purchaseId: string, giftCardId: string, now: string) {
  const result = await trx
    .updateTable('gift_card_purchases')
    .set({ status: 'paid', gift_card_id: giftCardId, updated_at: now })
    .where('id', '=', purchaseId)
    .where('gift_card_id', 'is', null)
    .where('status', 'in', checkedMove(GIFT_CARD_PURCHASE_TRANSITIONS, ['pending'], 'paid'))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function moveGiftCardPurchaseStatus(
  db: TDb,
  purchaseId: string,
  from: TGiftCardPurchaseStatus,
  to: TGiftCardPurchaseStatus,
  now: string,
): Promise<boolean> {
  return claimStatus(db, GIFT_CARD_PURCHASE_TRANSITIONS, purchaseId, [from], to, now);
}
