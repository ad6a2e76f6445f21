// Per-date exceptions of a product's schedule (decision 026): a whole day closed or with its own seats
// (slot_overrides), one departure closed, with its own seats, or added (departure_exceptions).
import type { TDb } from '../../db/database.js';

export function listOverrides(db: TDb, productId: string, fromDate: string, toDate: string) {
  return db
    .selectFrom('slot_overrides')
    .selectAll()
    .where('product_id', '=', productId)
    .where('date', '>=', fromDate)
    .where('date', '<=', toDate)
    .execute();
}

export function listDepartureExceptions(db: TDb, productId: string, fromDate: string, toDate: string) {
  return db
    .selectFrom('departure_exceptions')
    .selectAll()
    .where('product_id', '=', productId)
    .where('date', '>=', fromDate)
    .where('date', '<=', toDate)
    .execute();
}

/** Sets a date's whole-day exception; null capacity and not closed removes it. */
export async function writeDayException(
  db: TDb,
  productId: string,
  date: string,
  day: { capacity: number | null; isClosed: boolean },
): Promise<void> {
  if (day.capacity === null && !day.isClosed) {
    await db.deleteFrom('slot_overrides').where('product_id', '=', productId).where('date', '=', date).execute();
    return;
  }
  const values = { capacity: day.capacity, is_closed: day.isClosed ? 1 : 0 };
  await db
    .insertInto('slot_overrides')
    .values({ product_id: productId, date, ...values })
    .onConflict((oc) => oc.columns(['product_id', 'date']).doUpdateSet(values))
    .execute();
}

/** Sets one departure's exception on a date; null means the exception is removed. */
export async function writeDepartureException(
  db: TDb,
  productId: string,
  date: string,
  start: string,
  exception: { end: string | null; capacity: number | null; isClosed: boolean; isExtra: boolean } | null,
): Promise<void> {
  if (exception === null) {
    await db
      .deleteFrom('departure_exceptions')
      .where('product_id', '=', productId)
      .where('date', '=', date)
      .where('start_time', '=', start)
      .execute();
    return;
  }
  const values = {
    end_time: exception.end,
    capacity: exception.capacity,
    is_closed: exception.isClosed ? 1 : 0,
    is_extra: exception.isExtra ? 1 : 0,
  };
  await db
    .insertInto('departure_exceptions')
    .values({ product_id: productId, date, start_time: start, ...values })
    .onConflict((oc) => oc.columns(['product_id', 'date', 'start_time']).doUpdateSet(values))
    .execute();
}
