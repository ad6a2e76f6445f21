// Makes a benchmark catalogue of any size in bulk: the demo data of the seed (44 products, blogs, banners,
// promo codes, the demo shopper) plus generated variants of the demo products, written with the API's own
// migrations, row mapping (demoProductRow) and tables, in transactions of a few hundred rows.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_GROUP_UNIT } from '@rihla/shared/constants';
import { addDays } from '@rihla/shared/rules/time';
import cliProgress from 'cli-progress';

const BATCH_ROWS = 400;

const ADJECTIVES = [
  'Classic',
  'Private',
  'Sunset',
  'Morning',
  'Premium',
  'Family',
  'Express',
  'Grand',
  'Hidden',
  'Golden',
];
const PLACES = [
  'Dubai',
  'Abu Dhabi',
  'Sharjah',
  'Ajman',
  'Fujairah',
  'Ras Al Khaimah',
  'Khasab',
  'Hatta',
  'Al Ain',
  'Dibba',
];

/** A small deterministic generator, so that two runs bench the same catalogue. */
function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function importDist(root, file) {
  return import(pathToFileURL(path.join(root, 'apps/api/dist', file)).href);
}

function hhmm(minutes) {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The generated variant number `index` of a demo product. */
function variantOf(base, index, random) {
  const adjective = ADJECTIVES[index % ADJECTIVES.length];
  const place = PLACES[Math.floor(index / ADJECTIVES.length) % PLACES.length];
  const startMinute = 6 * 60 + Math.floor(random() * 14) * 60 + (random() < 0.5 ? 0 : 30);
  const durationHours = Math.max(1, Math.round(base.durationHours * (0.5 + random()) * 2) / 2);
  return {
    ...base,
    id: `${base.id}-v${index}`,
    title: `${adjective} ${base.title} ${place} ${index}`,
    priceAed: Math.max(20, Math.round(base.priceAed * (0.5 + random()))),
    userRating: Math.round((3 + random() * 2) * 10) / 10,
    visitorCount: Math.floor(random() * 5000),
    durationHours,
    start: hhmm(startMinute),
    end: hhmm(Math.min(23 * 60 + 30, startMinute + Math.round(durationHours * 60))),
    // Featured lists stay curated in a large catalogue: one generated product in a thousand joins them.
    mostPopular: index % 1000 === 7,
    exploreUae: index % 1000 === 507,
  };
}

function progressBar(log, label, total) {
  if (process.stdout.isTTY) {
    const bar = new cliProgress.SingleBar(
      { format: `  ${label} [{bar}] {percentage}% | {value}/{total} products | {eta}s left`, hideCursor: true },
      cliProgress.Presets.shades_classic,
    );
    bar.start(total, 0);
    return { update: (value) => bar.update(value), stop: () => bar.stop() };
  }
  let shown = -1;
  return {
    update: (value) => {
      const tenth = Math.floor((value / total) * 10);
      if (tenth !== shown) {
        shown = tenth;
        log(`  ${label}: ${value}/${total} products`);
      }
    },
    stop: () => {},
  };
}

/**
 * Migrates the database, writes the demo data and adds generated products until there are `products` in
 * all. `database` is the API's TDatabaseConfig: { dialect: 'sqlite', filename } or { dialect: 'postgres', url }.
 */
export async function generateCatalogue({ root, database, products, log }) {
  const { openDatabase, migrateToLatest } = await importDist(root, 'db/database.js');
  const { seedDemoData, demoProductRow } = await importDist(root, 'demo/seed.js');
  const { DEMO_PRODUCTS } = await import(pathToFileURL(path.join(root, 'packages/demo/dist/catalogue.js')).href);
  const { systemClock, isoNow } = await importDist(root, 'lib/clock.js');
  // The search text of a title, as the catalogue's repository stores it (decision 102: the shared rules build it).
  const { searchTextOf } = await import(
    pathToFileURL(path.join(root, 'packages/shared/dist/rules/arabic-search.js')).href
  );

  const started = performance.now();
  const handle = await openDatabase(database);
  try {
    await migrateToLatest(handle.db);
    await seedDemoData(handle.db, systemClock);
    // The bench's server runs in production, which closes its back office while an operator still has the demo
    // password (decision 055); the bench signs in as the demo operators of its throwaway database.
    await handle.db.updateTable('operators').set({ demo_password_hash: null }).execute();
    const now = isoNow(systemClock);
    const random = mulberry32(products);
    const extra = Math.max(0, products - DEMO_PRODUCTS.length);
    const bar = progressBar(log, `catalogue of ${products.toLocaleString('en')}`, products);
    bar.update(DEMO_PRODUCTS.length);
    for (let from = 0; from < extra; from += BATCH_ROWS) {
      const rows = [];
      for (let index = from; index < Math.min(extra, from + BATCH_ROWS); index++) {
        const base = DEMO_PRODUCTS[index % DEMO_PRODUCTS.length];
        // The variants copy demo content that the seed already sanitised; only the title is new, so the rows
        // skip insertProduct's sanitiser (seconds at 100,000 rows) and get their search text here.
        const row = demoProductRow(variantOf(base, index, random), DEMO_PRODUCTS.length + index, now);
        // Changed a minute apart, newest last, as the catalogue desk's list orders them (decision 034).
        const updatedAt = new Date(Date.parse(now) - (extra - index) * 60_000).toISOString();
        // A batch names every column any row has: a row without a group unit must state the column's default.
        const groupUnit = row.group_unit ?? DEFAULT_GROUP_UNIT;
        rows.push({ ...row, group_unit: groupUnit, search_text: searchTextOf(row.title), updated_at: updatedAt });
      }
      await handle.db.transaction().execute((trx) => trx.insertInto('products').values(rows).execute());
      bar.update(DEMO_PRODUCTS.length + from + rows.length);
    }
    bar.stop();
    return { products: DEMO_PRODUCTS.length + extra, seconds: (performance.now() - started) / 1000 };
  } finally {
    await handle.close();
  }
}

/** Issue 15: a timed-entry product's day, 30 departures of 30 minutes every 30 minutes from 08:30 to 23:30. */
export const THIRTY_DEPARTURES = Array.from({ length: 30 }, (_, index) => ({
  start: hhmm(8 * 60 + 30 + index * 30),
  end: hhmm(9 * 60 + index * 30),
}));

/** Seats held on a departure that has holds: a few, most, all (sold out) or some of a capacity of 40. */
const TIMED_CAPACITY = 40;
const HELD_SEATS = [2, 35, 40, 12];

/**
 * Issue 15: gives `count` generated products (the last ones of the catalogue's order, so no other section's pick)
 * the schedule THIRTY_DEPARTURES and a capacity of TIMED_CAPACITY per departure, and books seats on one departure
 * in five of each over `days` days from `from` (held by one confirmed checkout of the demo shopper), so that
 * users/departures answers 30 departures a day with seats taken, some limited and some sold out. Answers the
 * products ({ id, module }).
 */
export async function addTimedProducts({ root, database, count, from, days }) {
  const { openDatabase } = await importDist(root, 'db/database.js');
  const { systemClock, isoNow } = await importDist(root, 'lib/clock.js');
  const handle = await openDatabase(database);
  try {
    const products = await handle.db
      .selectFrom('products')
      .select(['id', 'module'])
      .where('id', 'like', '%-v%')
      .orderBy('sort_order', 'desc')
      .limit(count)
      .execute();
    const ids = products.map((product) => product.id);
    await handle.db
      .updateTable('products')
      .set({ schedule: JSON.stringify(THIRTY_DEPARTURES), capacity_per_slot: TIMED_CAPACITY })
      .where('id', 'in', ids)
      .execute();

    const shopper = await handle.db.selectFrom('users').select('id').orderBy('id').limit(1).executeTakeFirst();
    if (!shopper) return products;
    const now = isoNow(systemClock);
    const checkoutId = 'bench-timed-products';
    await handle.db
      .insertInto('checkouts')
      .values({
        id: checkoutId,
        user_id: shopper.id,
        items: '[]',
        subtotal_fils: 0,
        discount_fils: 0,
        total_fils: 0,
        promo_code: null,
        status: 'confirmed',
        created_at: now,
        updated_at: now,
      })
      .execute();
    const holds = [];
    for (const [productIndex, id] of ids.entries()) {
      for (let day = 0; day < days; day++) {
        for (const [index, departure] of THIRTY_DEPARTURES.entries()) {
          const turn = index + day + productIndex;
          if (turn % 5 !== 0) continue;
          holds.push({
            id: `bench-hold-${productIndex}-${day}-${index}`,
            checkout_id: checkoutId,
            product_id: id,
            date: addDays(from, day),
            start_time: departure.start,
            quantity: HELD_SEATS[(turn / 5) % HELD_SEATS.length],
            // A booked hold counts whatever its expiry.
            status: 'booked',
            expires_at: now,
            created_at: now,
            updated_at: now,
          });
        }
      }
    }
    for (let at = 0; at < holds.length; at += BATCH_ROWS) {
      const batch = holds.slice(at, at + BATCH_ROWS);
      await handle.db.transaction().execute((trx) => trx.insertInto('seat_holds').values(batch).execute());
    }
    return products;
  } finally {
    await handle.close();
  }
}

/** A sample of the catalogue for building requests: ids, modules and title words. */
export async function sampleCatalogue({ root, database, size = 2000 }) {
  const { openDatabase } = await importDist(root, 'db/database.js');
  const handle = await openDatabase(database);
  try {
    const rows = await handle.db.selectFrom('products').select(['id', 'module', 'title']).orderBy('id').execute();
    const random = mulberry32(7);
    const picked = [];
    for (let index = 0; index < Math.min(size, rows.length); index++)
      picked.push(rows[Math.floor(random() * rows.length)]);
    return picked;
  } finally {
    await handle.close();
  }
}
