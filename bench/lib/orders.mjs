// Issue 18: orders for the bookings desk's search, written in bulk as the booking flow leaves them: a shopper, a
// confirmed checkout, its paid payment, its order (reference, lines as JSON) and the seat hold of its line.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { addDays } from '@rihla/shared/rules/time';

const BATCH_ROWS = 400;
/** Shoppers per order: most shoppers book once, some several times. */
const ORDERS_PER_SHOPPER = 4;
const FIRST_NAMES = ['Layla', 'Omar', 'Aisha', 'Rania', 'Yusuf', 'Noor', 'Karim', 'Huda', 'Sami', 'Mariam'];
const LAST_NAMES = ['Haddad', 'Khan', 'Nasser', 'Rahman', 'Saleh', 'Farouk', 'Mansour', 'Aziz', 'Qasim', 'Darwish'];

function importDist(root, file) {
  return import(pathToFileURL(path.join(root, 'apps/api/dist', file)).href);
}

/** The bench's reference of order `index`: RH- and eight characters, as the shop makes them. */
export function benchReference(index) {
  return `RH-B${index.toString(36).toUpperCase().padStart(7, '0')}`;
}
export function benchEmail(shopper) {
  return `shopper.${shopper}@bench.example`;
}
export function benchPhone(shopper) {
  return `+97150${String(1_000_000 + shopper).padStart(7, '0')}`;
}
export function benchDate(index) {
  return addDays('2026-12-01', index % 365);
}

/**
 * Adds `orders` orders over `products` (ids from the catalogue's sample), newest last, a minute apart; one in a
 * hundred refunded. Answers the seconds it took.
 */
export async function generateOrders({ root, database, orders, products, log }) {
  const { openDatabase } = await importDist(root, 'db/database.js');
  const handle = await openDatabase(database);
  const started = performance.now();
  try {
    const shoppers = Math.ceil(orders / ORDERS_PER_SHOPPER);
    const base = Date.parse('2026-01-01T00:00:00.000Z');
    for (let from = 0; from < shoppers; from += BATCH_ROWS) {
      const rows = [];
      for (let shopper = from; shopper < Math.min(shoppers, from + BATCH_ROWS); shopper++) {
        const at = new Date(base).toISOString();
        rows.push({
          id: `bench-user-${shopper}`,
          country: 'AE',
          phone_number: benchPhone(shopper),
          email: benchEmail(shopper),
          first_name: FIRST_NAMES[shopper % FIRST_NAMES.length],
          last_name: `${LAST_NAMES[Math.floor(shopper / FIRST_NAMES.length) % LAST_NAMES.length]}${shopper % 97}`,
          gender: '',
          dob: '',
          profile_pic: '',
          password_hash: 'bench-no-sign-in',
          created_at: at,
          updated_at: at,
          deleted_at: null,
        });
      }
      await handle.db.transaction().execute((trx) => trx.insertInto('users').values(rows).execute());
    }
    for (let from = 0; from < orders; from += BATCH_ROWS) {
      const checkouts = [];
      const payments = [];
      const placed = [];
      const holds = [];
      for (let index = from; index < Math.min(orders, from + BATCH_ROWS); index++) {
        const at = new Date(base + index * 60_000).toISOString();
        const userId = `bench-user-${(index * 7919) % shoppers}`;
        const product = products[index % products.length];
        const date = benchDate(index);
        const adults = 1 + (index % 4);
        const totalFils = adults * 15_000;
        const items = JSON.stringify([
          {
            productId: product.id,
            module: product.module,
            title: product.title,
            date,
            time: '9:00 AM - 1:00 PM',
            start: '09:00',
            end: '13:00',
            adultCount: adults,
            unitFils: 15_000,
            totalFils,
            tickets: { adult: adults },
            seats: adults,
          },
        ]);
        const id = `bench-order-${index}`;
        const isRefunded = index % 100 === 42;
        checkouts.push({
          id: `bench-checkout-${index}`,
          user_id: userId,
          items,
          subtotal_fils: totalFils,
          discount_fils: 0,
          total_fils: totalFils,
          promo_code: null,
          line_ids: null,
          status: isRefunded ? 'cancelled' : 'confirmed',
          created_at: at,
          updated_at: at,
        });
        payments.push({
          id: `bench-payment-${index}`,
          provider: 'sandbox',
          provider_transaction_id: `sbx_bench_${index}`,
          checkout_id: `bench-checkout-${index}`,
          user_id: userId,
          amount_fils: totalFils,
          status: isRefunded ? 'refunded' : 'paid',
          created_at: at,
          updated_at: at,
        });
        placed.push({
          id,
          reference: benchReference(index),
          user_id: userId,
          checkout_id: `bench-checkout-${index}`,
          payment_id: `bench-payment-${index}`,
          items,
          subtotal_fils: totalFils,
          discount_fils: 0,
          amount_paid_fils: totalFils,
          promo_code: null,
          status: isRefunded ? 'refunded' : 'confirmed',
          failure_reason: null,
          voucher_code: `bench-voucher-${index}`,
          refunded_fils: isRefunded ? totalFils : 0,
          created_at: at,
          updated_at: at,
        });
        holds.push({
          id: `bench-order-hold-${index}`,
          checkout_id: `bench-checkout-${index}`,
          product_id: product.id,
          date,
          start_time: '09:00',
          quantity: adults,
          status: isRefunded ? 'released' : 'booked',
          expires_at: at,
          created_at: at,
          updated_at: at,
        });
      }
      await handle.db.transaction().execute(async (trx) => {
        await trx.insertInto('checkouts').values(checkouts).execute();
        await trx.insertInto('payments').values(payments).execute();
        await trx.insertInto('orders').values(placed).execute();
        await trx.insertInto('seat_holds').values(holds).execute();
      });
      if ((from / BATCH_ROWS) % 50 === 0) log(`  orders: ${from.toLocaleString('en')}/${orders.toLocaleString('en')}`);
    }
    return { seconds: (performance.now() - started) / 1000, shoppers };
  } finally {
    await handle.close();
  }
}
