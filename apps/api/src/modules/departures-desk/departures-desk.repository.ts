import type { TDb } from '../../db/database.js';
import type { THoldStatus, TOrderStatus } from '../../db/tables/schema.js';

export interface TDepartureRef {
  productId: string;
  date: string;
  start: string;
}

/**
 * The orders of a departure (decision 073): each confirmed order with seats booked on it (the manifest's bookings),
 * and each cancelled order that had seats on it (a cancellation whose card refund may still be owed), by reference.
 */
export function listDepartureOrders(db: TDb, departure: TDepartureRef) {
  return db
    .selectFrom('seat_holds')
    .innerJoin('orders', 'orders.checkout_id', 'seat_holds.checkout_id')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .select([
      'orders.id as order_id',
      'orders.reference',
      'orders.status',
      'orders.user_id',
      'users.first_name',
      'users.last_name',
      'seat_holds.status as hold_status',
      'seat_holds.quantity',
    ])
    .where('seat_holds.product_id', '=', departure.productId)
    .where('seat_holds.date', '=', departure.date)
    .where('seat_holds.start_time', '=', departure.start)
    .where((eb) =>
      eb.or([
        eb.and([
          eb('orders.status', '=', 'confirmed' satisfies TOrderStatus),
          eb('seat_holds.status', '=', 'booked' satisfies THoldStatus),
        ]),
        eb('orders.status', '=', 'cancelled' satisfies TOrderStatus),
      ]),
    )
    .orderBy('orders.reference')
    .execute();
}
export type TDepartureOrderRow = Awaited<ReturnType<typeof listDepartureOrders>>[number];
