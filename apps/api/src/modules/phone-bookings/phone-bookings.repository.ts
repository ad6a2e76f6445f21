import type { TDb } from '../../db/database.js';
import type { PaymentLinkSendsTable, PhoneBookingsTable } from '../../db/tables/schema.js';

const CUSTOMER_COLUMNS = [
  'users.id',
  'users.first_name',
  'users.last_name',
  'users.phone_number',
  'users.email',
] as const;

/** A shopper account that is not deleted, by id. */
export function findCustomerById(db: TDb, userId: string) {
  return db
    .selectFrom('users')
    .select(CUSTOMER_COLUMNS)
    .where('users.id', '=', userId)
    .where('users.deleted_at', 'is', null)
    .executeTakeFirst();
}
export type TCustomerRow = NonNullable<Awaited<ReturnType<typeof findCustomerById>>>;

/** The language of a customer's last order (decision 110), or undefined when they have none. */
export async function findLastOrderLanguage(db: TDb, userId: string) {
  const row = await db
    .selectFrom('orders')
    .select('orders.language')
    .where('orders.user_id', '=', userId)
    .orderBy('orders.created_at', 'desc')
    .orderBy('orders.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.language;
}

export async function insertPhoneBooking(db: TDb, row: PhoneBookingsTable): Promise<void> {
  await db.insertInto('phone_bookings').values(row).execute();
}

/** A phone booking with its checkout and customer; undefined when the checkout was not booked by an operator. */
export function findPhoneBooking(db: TDb, checkoutId: string) {
  return db
    .selectFrom('phone_bookings')
    .innerJoin('checkouts', 'checkouts.id', 'phone_bookings.checkout_id')
    .innerJoin('users', 'users.id', 'phone_bookings.user_id')
    .selectAll('checkouts')
    .select(CUSTOMER_COLUMNS.filter((column) => column !== 'users.id'))
    .select('phone_bookings.operator_id as booked_by')
    .where('phone_bookings.checkout_id', '=', checkoutId)
    .executeTakeFirst();
}

export async function insertPaymentLinkSend(db: TDb, row: PaymentLinkSendsTable): Promise<void> {
  await db.insertInto('payment_link_sends').values(row).execute();
}
