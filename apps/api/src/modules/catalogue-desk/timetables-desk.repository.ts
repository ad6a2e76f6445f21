// What the timetables desk reads that no other module reads (decision 035): seats booked and held apart, per
// departure of a range of dates. The exceptions themselves are the catalogue's (departure-exceptions.repository.ts);
// the slot locks and a date's confirmed bookings (listDepartureOrders) the booking module's.

import type { TDb } from '../../db/database.js';
import type { THoldStatus } from '../../db/tables/schema.js';

/** Seats per departure of a date range, keyed `date start`: booked, and held by checkouts whose hold still runs. */
export async function seatsBookedAndHeld(
  db: TDb,
  productId: string,
  fromDate: string,
  toDate: string,
  nowIso: string,
): Promise<Map<string, { booked: number; held: number }>> {
  const rows = await db
    .selectFrom('seat_holds')
    .select((eb) => [
      'date',
      'start_time',
      eb.fn
        .sum<number>(
          eb
            .case()
            .when('status', '=', 'booked' satisfies THoldStatus)
            .then(eb.ref('quantity'))
            .else(0)
            .end(),
        )
        .as('booked'),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when(eb.and([eb('status', '=', 'held' satisfies THoldStatus), eb('expires_at', '>', nowIso)]))
            .then(eb.ref('quantity'))
            .else(0)
            .end(),
        )
        .as('held'),
    ])
    .where('product_id', '=', productId)
    .where('date', '>=', fromDate)
    .where('date', '<=', toDate)
    .where('status', '!=', 'released' satisfies THoldStatus)
    .groupBy(['date', 'start_time'])
    .execute();
  return new Map(
    rows.map((row) => [`${row.date} ${row.start_time}`, { booked: Number(row.booked), held: Number(row.held) }]),
  );
}

/** The last date from `fromDate` on with a seat booked or held, or null: how far a schedule change must look. */
export async function lastDateWithSeats(db: TDb, productId: string, fromDate: string): Promise<string | null> {
  const row = await db
    .selectFrom('seat_holds')
    .select((eb) => eb.fn.max('date').as('last'))
    .where('product_id', '=', productId)
    .where('date', '>=', fromDate)
    .where('status', '!=', 'released' satisfies THoldStatus)
    .executeTakeFirst();
  return row?.last ? String(row.last) : null;
}
