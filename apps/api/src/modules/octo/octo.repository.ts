// The one owner of the OCTO API's SQL (decision 121): partners as the API reads them, their keys, the products they
// may sell and their OCTO bookings. Every function takes the database or a transaction as its first argument.
import type { TDb } from '../../db/database.js';
import type { TOctoBookingRow, TPartnerRow } from '../../db/tables/schema.js';

export interface TKeyWithPartner {
  keyId: string;
  revokedAt: string | null;
  partner: TPartnerRow;
}

/** A key by the hash of the whole key, with its partner; undefined when no key has that hash. */
export async function findKeyByHash(db: TDb, keyHash: string): Promise<TKeyWithPartner | undefined> {
  const row = await db
    .selectFrom('partner_api_keys as k')
    .innerJoin('partners as p', 'p.id', 'k.partner_id')
    .select(['k.id as key_id', 'k.revoked_at'])
    .selectAll('p')
    .where('k.key_hash', '=', keyHash)
    .executeTakeFirst();
  if (!row) return undefined;
  const { key_id, revoked_at, ...partner } = row;
  return { keyId: key_id, revokedAt: revoked_at, partner };
}

/** Marks a key used; written at most once a minute a key, so a busy reseller does not write on every call. */
export async function touchKey(db: TDb, keyId: string, now: string): Promise<void> {
  const aMinuteAgo = new Date(Date.parse(now) - 60_000).toISOString();
  await db
    .updateTable('partner_api_keys')
    .set({ last_used_at: now })
    .where('id', '=', keyId)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', aMinuteAgo)]))
    .execute();
}

/** The products a partner may sell, with its net prices (fils by ticket kind) when its rate is net. */
export async function listPartnerProducts(
  db: TDb,
  partnerId: string,
): Promise<Array<{ productId: string; netPrices: Record<string, number> | null }>> {
  const rows = await db
    .selectFrom('partner_products')
    .select(['product_id', 'net_prices'])
    .where('partner_id', '=', partnerId)
    .orderBy('product_id')
    .execute();
  return rows.map((row) => ({
    productId: row.product_id,
    netPrices: row.net_prices ? (JSON.parse(row.net_prices) as Record<string, number>) : null,
  }));
}

/** Gives a partner its shopper account, unless another call gave it one first. */
export async function setPartnerUser(db: TDb, partnerId: string, userId: string, now: string): Promise<void> {
  await db
    .updateTable('partners')
    .set({ user_id: userId, updated_at: now })
    .where('id', '=', partnerId)
    .where('user_id', 'is', null)
    .execute();
}

export async function findPartnerUserId(db: TDb, partnerId: string): Promise<string | null> {
  const row = await db.selectFrom('partners').select('user_id').where('id', '=', partnerId).executeTakeFirst();
  return row?.user_id ?? null;
}

export async function insertOctoBooking(db: TDb, row: TOctoBookingRow): Promise<void> {
  await db.insertInto('octo_bookings').values(row).execute();
}

export function findOctoBooking(db: TDb, partnerId: string, uuid: string): Promise<TOctoBookingRow | undefined> {
  return db
    .selectFrom('octo_bookings')
    .selectAll()
    .where('partner_id', '=', partnerId)
    .where('uuid', '=', uuid)
    .executeTakeFirst();
}

/**
 * Moves a booking from one of `from` to its new fields; answers whether this caller moved it (of two racing
 * confirmations or cancellations, one does).
 */
export async function updateOctoBooking(
  db: TDb,
  id: string,
  from: readonly TOctoBookingRow['status'][],
  changes: Partial<Omit<TOctoBookingRow, 'id' | 'partner_id' | 'uuid' | 'created_at'>>,
): Promise<boolean> {
  const result = await db
    .updateTable('octo_bookings')
    .set(changes)
    .where('id', '=', id)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A partner's bookings by its reference, our order's reference or the dates of their departures (at most 500). */
export function listOctoBookings(
  db: TDb,
  partnerId: string,
  filter: { resellerReference?: string; orderId?: string; fromDate?: string; toDate?: string },
): Promise<TOctoBookingRow[]> {
  let query = db.selectFrom('octo_bookings').selectAll().where('partner_id', '=', partnerId);
  if (filter.resellerReference !== undefined) query = query.where('reseller_reference', '=', filter.resellerReference);
  if (filter.orderId !== undefined) query = query.where('order_id', '=', filter.orderId);
  // An availability id starts with its local date (YYYY-MM-DD), so a date range is a range of ids.
  if (filter.fromDate !== undefined) query = query.where('availability_id', '>=', filter.fromDate);
  if (filter.toDate !== undefined) query = query.where('availability_id', '<', `${filter.toDate}~`);
  return query.orderBy('created_at').limit(500).execute();
}
