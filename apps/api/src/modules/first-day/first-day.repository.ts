// What the first day's checklist asks of the database (issue 34, decision 071): whether each step has happened.
import type { TDb } from '../../db/database.js';

export async function hasAnyProduct(db: TDb): Promise<boolean> {
  return (await db.selectFrom('products').select('id').limit(1).executeTakeFirst()) !== undefined;
}

/** Published products with a price, a few: whether one of them has a departure is the service's to say. */
export async function listPublishedPricedProductIds(db: TDb, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('products')
    .select('id')
    .where('is_published', '=', 1)
    .where('price_fils', '>', 0)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

export async function hasConfirmedOrder(db: TDb): Promise<boolean> {
  const row = await db.selectFrom('orders').select('id').where('status', '=', 'confirmed').limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Whether someone besides the first operator has been invited (an operator of any role or status). */
export async function hasSecondOperator(db: TDb): Promise<boolean> {
  const rows = await db.selectFrom('operators').select('id').limit(2).execute();
  return rows.length > 1;
}

/** Whether this operator has taken a phone or walk-in booking (any, paid or not). */
export async function hasPhoneBookingBy(db: TDb, operatorId: string): Promise<boolean> {
  const row = await db
    .selectFrom('phone_bookings')
    .select('checkout_id')
    .where('operator_id', '=', operatorId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether this operator has checked a booking in (a scan of theirs, counted or not). */
export async function hasCheckInBy(db: TDb, operatorId: string): Promise<boolean> {
  const row = await db
    .selectFrom('check_ins')
    .select('id')
    .where('operator_id', '=', operatorId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
