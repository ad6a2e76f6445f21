import type { TLedgerKind } from '@rihla/shared/rules/ledger';
import type { TLedgerReason } from '@rihla/shared/schemas/ledger';
import { type Insertable, sql } from 'kysely';
import type { TDb } from '../../db/database.js';
import type { Database } from '../../db/tables/schema.js';
import { newId } from '../../lib/ids.js';

// The wallet and points ledger (decision 048) and the SQL of the ledger primitive every balance uses (decision 068):
// entries are appended, never changed; each balance is kept with them in the same transaction, and a conditional
// update keeps it at zero or above.

export interface TNewLedgerEntry {
  userId: string;
  kind: TLedgerKind;
  /** Fils or points; negative when value leaves the account. */
  amount: number;
  reason: TLedgerReason;
  orderId?: string | null;
  operatorId?: string | null;
  note?: string;
  /** The event this entry posts: a second posting of the same key posts nothing. */
  eventKey: string;
}

/** The account row of a shopper, made on first use (no value, not blocked). */
export async function ensureLedgerAccount(trx: TDb, userId: string, now: string): Promise<void> {
  await trx
    .insertInto('ledger_accounts')
    .values({ user_id: userId, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

/**
 * Where one balance keeps its entries and its stored balance (decision 068): the wallet and points of a shopper's
 * account row, made on its first posting, and a gift card's balance on the card's own row.
 */
export type TLedgerBook =
  | {
      entries: 'ledger_entries';
      balances: 'ledger_accounts';
      owner: 'user_id';
      column: 'wallet_fils' | 'points';
      isOwnerMadeOnFirstPosting: true;
    }
  | {
      entries: 'gift_card_entries';
      balances: 'gift_cards';
      owner: 'id';
      column: 'balance_fils';
      isOwnerMadeOnFirstPosting: false;
    };

/** An entry's own columns (its id, amount, event key and time are the primitive's). */
export type TLedgerEntryColumns<B extends TLedgerBook> = Omit<
  Insertable<Database[B['entries']]>,
  'id' | 'amount' | 'event_key' | 'created_at'
>;

/**
 * Appends an entry to a book unless its event key was posted already (the key is unique in every entries table);
 * answers whether it was appended.
 */
export async function appendLedgerEntry<B extends TLedgerBook>(
  trx: TDb,
  book: B,
  entry: { amount: number; eventKey: string; columns: TLedgerEntryColumns<B> },
  now: string,
): Promise<boolean> {
  const row = { ...entry.columns, id: newId(), amount: entry.amount, event_key: entry.eventKey, created_at: now };
  const inserted = await trx
    .insertInto(book.entries)
    .values(row as Insertable<Database[TLedgerBook['entries']]>)
    .onConflict((oc) => oc.column('event_key').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * Moves an owner's stored balance by `amount` unless that would take it below `floor` (null: no floor), in one
 * statement (re-checked under the row's lock on PostgreSQL; SQLite has one writer); answers whether it moved. Without
 * a floor, a book whose owner row is made on its first posting makes it here, with `amount` as its balance (with a
 * floor a missing row holds nothing, so the move is refused).
 */
export async function moveStoredBalance(
  trx: TDb,
  book: TLedgerBook,
  ownerId: string,
  amount: number,
  floor: number | null,
  now: string,
): Promise<boolean> {
  const table = sql.table(book.balances);
  const column = sql.ref(book.column);
  const owner = sql.ref(book.owner);
  const moved = sql`${sql.ref(`${book.balances}.${book.column}`)} + ${amount}`;
  const result =
    floor === null && book.isOwnerMadeOnFirstPosting
      ? await sql`insert into ${table} (${owner}, ${column}, updated_at) values (${ownerId}, ${amount}, ${now})
          on conflict (${owner}) do update set ${column} = ${moved}, updated_at = excluded.updated_at`.execute(trx)
      : await sql`update ${table} set ${column} = ${moved}, updated_at = ${now}
          where ${owner} = ${ownerId}${floor === null ? sql`` : sql` and ${moved} >= ${floor}`}`.execute(trx);
  return Number(result.numAffectedRows ?? 0) === 1;
}

/**
 * The account row of a shopper, made on first use, and locked for the rest of the transaction (the upsert's update
 * takes the row's lock on PostgreSQL; SQLite has one writer): what is read next about the account is what the
 * balance moved in this transaction stands on.
 */
export async function lockLedgerAccount(trx: TDb, userId: string, now: string): Promise<void> {
  await trx
    .insertInto('ledger_accounts')
    .values({ user_id: userId, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet((eb) => ({ updated_at: eb.ref('excluded.updated_at') })))
    .execute();
}

export function findLedgerAccount(db: TDb, userId: string) {
  return db.selectFrom('ledger_accounts').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export async function setLedgerBlock(
  trx: TDb,
  userId: string,
  block: { at: string | null; reason: string },
  now: string,
): Promise<void> {
  await trx
    .updateTable('ledger_accounts')
    .set({ blocked_at: block.at, blocked_reason: block.reason, updated_at: now })
    .where('user_id', '=', userId)
    .execute();
}

/** A shopper's newest entries, with the reference of the order each belongs to. */
export function listLedgerEntries(db: TDb, userId: string, limit: number) {
  return (
    db
      .selectFrom('ledger_entries')
      // NOTE: an invite bonus belongs to the friend's order; its reference is the friend's, never shown to the inviter.
      .leftJoin('orders', (join) =>
        join.onRef('orders.id', '=', 'ledger_entries.order_id').onRef('orders.user_id', '=', 'ledger_entries.user_id'),
      )
      .select([
        'ledger_entries.id',
        'ledger_entries.kind',
        'ledger_entries.amount',
        'ledger_entries.reason',
        'ledger_entries.note',
        'ledger_entries.created_at',
        'orders.reference',
      ])
      .where('ledger_entries.user_id', '=', userId)
      .orderBy('ledger_entries.created_at', 'desc')
      .orderBy('ledger_entries.id', 'desc')
      .limit(limit)
      .execute()
  );
}

/** A shopper account's name and contacts (a deleted one is not found). */
export function findShopper(db: TDb, userId: string) {
  return db
    .selectFrom('users')
    .select(['first_name', 'last_name', 'email', 'phone_number'])
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** The points an order earned when it was confirmed (0 when none). */
export async function pointsEarnedByOrder(db: TDb, orderId: string): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries')
    .select('amount')
    .where('order_id', '=', orderId)
    .where('reason', '=', 'pointsEarned')
    .executeTakeFirst();
  return row?.amount ?? 0;
}

/**
 * A shopper's points postings that belong to an order (earned, taken back, invite bonuses), each with the lines of
 * its order: those of orders whose trip has not run yet are pending (decision 058).
 */
export function listOrderPointsPostings(db: TDb, userId: string) {
  return db
    .selectFrom('ledger_entries')
    .innerJoin('orders', 'orders.id', 'ledger_entries.order_id')
    .select(['ledger_entries.amount', 'orders.items'])
    .where('ledger_entries.user_id', '=', userId)
    .where('ledger_entries.kind', '=', 'points')
    .where('ledger_entries.reason', 'in', ['pointsEarned', 'pointsReversed', 'inviteBonus'])
    .execute();
}

// --- Invites (decision 049) ---------------------------------------------------------------------------------

/** The invite bonus an order earned its shopper's friend, if it did. */
export function findInviteBonusOfOrder(db: TDb, orderId: string, eventKey: string) {
  return db
    .selectFrom('ledger_entries')
    .select(['user_id', 'amount'])
    .where('event_key', '=', eventKey)
    .where('order_id', '=', orderId)
    .executeTakeFirst();
}

export async function findInviteCode(db: TDb, userId: string): Promise<string | null> {
  const row = await db.selectFrom('users').select('invite_code').where('id', '=', userId).executeTakeFirst();
  return row?.invite_code ?? null;
}

/** Gives an account without one its invite code; answers whether it did (a racing call may have first). */
export async function setInviteCodeIfNone(db: TDb, userId: string, code: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ invite_code: code, updated_at: now })
    .where('id', '=', userId)
    .where('invite_code', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Friends who signed up with a shopper's code, and how many of them earned the shopper the bonus. */
export async function countInvited(db: TDb, userId: string): Promise<{ invited: number; booked: number }> {
  const invited = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('invited_by', '=', userId)
    .executeTakeFirstOrThrow();
  const booked = await db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('reason', '=', 'inviteBonus')
    .where('amount', '>', 0)
    .executeTakeFirstOrThrow();
  return { invited: Number(invited.count), booked: Number(booked.count) };
}
