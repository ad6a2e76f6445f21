// Agency accounts' SQL (issue 39, decision 126): a partner's travel agents, the payments it made against its
// statements, and the orders it owes for on account.
import type { TDb } from '../../db/database.js';
import type { TPartnerPaymentRow, TPartnerRow, TUserRow } from '../../db/tables/schema.js';

/** A live storefront account by its email (any case) or its phone number as stored (+ and dial code, e.g. +971…). */
export function findUserByContact(db: TDb, contact: string): Promise<TUserRow | undefined> {
  const digits = contact.replace(/[\s()+-]/g, '');
  const numbers = /^\d{6,}$/.test(digits) ? [`+${digits}`, digits] : [];
  return db
    .selectFrom('users')
    .selectAll()
    .where('deleted_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['email']), '=', contact.toLowerCase()),
        ...(numbers.length > 0 ? [eb('phone_number', 'in', numbers)] : []),
      ]),
    )
    .orderBy('created_at')
    .executeTakeFirst();
}

/** The partner whose agent the account is, if any. */
export function findAgentRow(db: TDb, userId: string) {
  return db.selectFrom('partner_agents').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Whether the account is some partner's own API account. */
export async function isPartnerAccount(db: TDb, userId: string): Promise<boolean> {
  const row = await db.selectFrom('partners').select('id').where('user_id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

export async function insertAgent(
  db: TDb,
  row: { user_id: string; partner_id: string; created_at: string; created_by: string | null },
): Promise<void> {
  await db.insertInto('partner_agents').values(row).execute();
}

/** Removes an agent of the partner; false when the account is not its agent. */
export async function deleteAgent(db: TDb, partnerId: string, userId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('partner_agents')
    .where('partner_id', '=', partnerId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** A partner's agents with their accounts' names and contacts, by when they were added. */
export function listAgentRows(db: TDb, partnerId: string) {
  return db
    .selectFrom('partner_agents')
    .innerJoin('users', 'users.id', 'partner_agents.user_id')
    .select([
      'partner_agents.user_id',
      'partner_agents.created_at',
      'users.first_name',
      'users.last_name',
      'users.email',
      'users.country',
      'users.phone_number',
    ])
    .where('partner_agents.partner_id', '=', partnerId)
    .orderBy('partner_agents.created_at')
    .orderBy('partner_agents.user_id')
    .execute();
}

export async function insertPartnerPayment(db: TDb, row: TPartnerPaymentRow): Promise<void> {
  await db.insertInto('partner_payments').values(row).execute();
}

/** A partner's payments received, newest first; within [from, to] (Dubai dates) when given. */
export function listPartnerPaymentRows(db: TDb, partnerId: string, days?: { from: string; to: string }) {
  let query = db.selectFrom('partner_payments').selectAll().where('partner_id', '=', partnerId);
  if (days) query = query.where('received_on', '>=', days.from).where('received_on', '<=', days.to);
  return query.orderBy('received_on', 'desc').orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

/** Everything the partner has paid us. */
export async function sumPartnerPayments(db: TDb, partnerId: string): Promise<number> {
  const row = await db
    .selectFrom('partner_payments')
    .select((eb) => eb.fn.sum<number | string | null>('amount_fils').as('total'))
    .where('partner_id', '=', partnerId)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/**
 * Locks a partner's row for the rest of the caller's transaction and answers it as it is then (decision 132): the
 * credit check and the order it admits are one unit across processes. One statement in both dialects, as lockSlots:
 * an update that changes nothing. On PostgreSQL it takes the row's lock, so another transaction locking the same
 * partner waits until this one commits and then reads what it wrote (unlike SELECT ... FOR UPDATE it does not hold
 * back the key-share locks of rows that only reference the partner, such as an OCTO confirmation's order); on
 * SQLite, as the transaction's first statement, it takes the database's single write lock before anything is read.
 * Undefined for an unknown partner.
 */
export function lockPartnerRow(trx: TDb, partnerId: string): Promise<TPartnerRow | undefined> {
  return trx
    .updateTable('partners')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', partnerId)
    .returningAll()
    .executeTakeFirst();
}
