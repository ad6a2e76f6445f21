// Migrations upgrade data, not only tables: a database with bookings made before a migration keeps them whole.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useUnmigratedDatabase } from '../test/migration-database.js';
import { migrateTo, migrateToLatest } from './database.js';

const database = useUnmigratedDatabase();

const NOW = '2026-11-20T08:00:00.000Z';
const OLD_LINE = {
  productId: 'old-cruise',
  module: 'picnic',
  title: 'Old cruise',
  date: '2026-12-05',
  time: '9:00 AM - 5:00 PM',
  adultCount: 3,
  unitFils: 10_000,
  totalFils: 30_000,
  pictures: [],
  tourType: 'Group',
};

describe('migration 009 (departures, decision 026)', () => {
  it('moves carts to lines, puts holds on their departure and stamps bookings with the terms they were sold with', async () => {
    // The untyped builder: these are the tables as they were at migration 008.
    const db = database().db as unknown as import('kysely').Kysely<any>;
    await migrateTo(database().db, '2026-11-24-008-pending-payments-index');
    const product = (id: string, isRefundable: number) => ({
      id,
      module: 'picnic',
      title: id,
      search_text: ` ${id}`,
      categories: 'Picnic musandum',
      pictures: '[]',
      price_fils: 10_000,
      rating_x10: 45,
      visitor_count: 1,
      availability: 'Daily',
      duration_minutes: 480,
      min_ppl: 1,
      max_ppl: 10,
      tour_type: 'Group',
      location: 'Dibba',
      summary: '',
      price_include: '',
      price_exclude: '',
      tour_activity: '',
      requirement: '',
      map_location: '',
      start_time: '09:00',
      start_minute: 540,
      end_time: '17:00',
      return_location: '',
      return_time: '',
      nights: 0,
      days: 1,
      sharing_basics: 1,
      inclusions: '',
      exclusions: '',
      terms: '',
      disclaimer: '',
      itinerary: '',
      next_step: '',
      cancellation_policy: '',
      most_popular: 0,
      explore_uae: 0,
      sort_order: 0,
      created_at: NOW,
      is_refundable: isRefundable,
    });
    await db
      .insertInto('products')
      .values([product('old-cruise', 1), product('old-final', 0)])
      .execute();
    await db
      .insertInto('users')
      .values({
        id: 'u1',
        country: 'AE',
        phone_number: '+971500000001',
        email: 'a@example.com',
        first_name: 'A',
        last_name: 'B',
        gender: '',
        dob: '',
        profile_pic: '',
        password_hash: 'x',
        created_at: NOW,
        updated_at: NOW,
        deleted_at: null,
      })
      .execute();
    await db
      .insertInto('cart_items')
      .values({
        user_id: 'u1',
        product_id: 'old-final',
        date: '2026-12-06',
        time: '9:00 AM - 5:00 PM',
        adult_count: 2,
        added_at: NOW,
      })
      .execute();
    const items = JSON.stringify([OLD_LINE]);
    await db
      .insertInto('checkouts')
      .values({
        id: 'c1',
        user_id: 'u1',
        items,
        subtotal_fils: 30_000,
        discount_fils: 0,
        total_fils: 30_000,
        promo_code: null,
        status: 'confirmed',
        created_at: NOW,
        updated_at: NOW,
      })
      .execute();
    await db
      .insertInto('payments')
      .values({
        id: 'p1',
        provider: 'sandbox',
        provider_transaction_id: 'sbx_1',
        checkout_id: 'c1',
        user_id: 'u1',
        amount_fils: 30_000,
        status: 'paid',
        created_at: NOW,
        updated_at: NOW,
      })
      .execute();
    await db
      .insertInto('orders')
      .values({
        id: 'o1',
        reference: 'RH-OLD00001',
        user_id: 'u1',
        checkout_id: 'c1',
        payment_id: 'p1',
        items,
        subtotal_fils: 30_000,
        discount_fils: 0,
        amount_paid_fils: 30_000,
        promo_code: null,
        status: 'confirmed',
        failure_reason: null,
        voucher_code: 'v1',
        created_at: NOW,
        updated_at: NOW,
      })
      .execute();
    await db
      .insertInto('seat_holds')
      .values({
        id: 'h1',
        checkout_id: 'c1',
        product_id: 'old-cruise',
        date: '2026-12-05',
        quantity: 3,
        status: 'booked',
        expires_at: NOW,
        created_at: NOW,
        updated_at: NOW,
      })
      .execute();

    await migrateToLatest(database().db);

    const [line] = await database().db.selectFrom('cart_lines').selectAll().execute();
    expect(line).toMatchObject({
      user_id: 'u1',
      product_id: 'old-final',
      date: '2026-12-06',
      start_time: '09:00',
      end_time: '17:00',
      adult_count: 2,
      child_count: 0,
      infant_count: 0,
    });
    const hold = await database()
      .db.selectFrom('seat_holds')
      .select(['start_time', 'quantity'])
      .executeTakeFirstOrThrow();
    expect(hold).toEqual({ start_time: '09:00', quantity: 3 });
    for (const table of ['checkouts', 'orders'] as const) {
      const row = await database().db.selectFrom(table).select('items').executeTakeFirstOrThrow();
      expect(JSON.parse(row.items)).toEqual([
        {
          ...OLD_LINE,
          start: '09:00',
          end: '17:00',
          pricing: 'perPerson',
          tickets: { adult: 3, child: 0, infant: 0 },
          rows: [{ kind: 'adult', label: 'Adult', count: 3, unitFils: 10_000, totalFils: 30_000 }],
          seats: 3,
          cancellation: { refundable: true, tiers: [{ hoursBefore: 24, refundPercent: 100 }] },
          whereToBe: null,
        },
      ]);
    }
    const products = await database()
      .db.selectFrom('products')
      .select(['id', 'schedule', 'ticket_types', 'pricing', 'cancellation_tiers', 'where_to_be'])
      .orderBy('id')
      .execute();
    expect(products[0]).toEqual({
      id: 'old-cruise',
      schedule: '[]',
      ticket_types: '[]',
      pricing: 'perPerson',
      cancellation_tiers: '[{"hoursBefore":24,"refundPercent":100}]',
      where_to_be: '',
    });
    const order = await database().db.selectFrom('orders').select(['refunded_fils']).executeTakeFirstOrThrow();
    expect(order.refunded_fils).toBe(0);
    // The old cart table is gone.
    const probe = sql`select count(*) from cart_items`.execute(database().db);
    await expect(probe).rejects.toThrow();
  });
});
