// Issue 39 (decision 121): the OCTO supplier API as a reseller calls it, with the demo reseller's key. The
// availability calendar of 30 days of a product with 10 departures a day (p50 under 15 ms), and reservations
// confirmed at once by concurrent resellers' calls (reserve + confirm pairs per second, beside the storefront's
// purchase figures), on SQLite and PostgreSQL.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { addDays, todayInDubai } from '@rihla/shared/rules/time';
import { generateCatalogue } from '../lib/catalogue.mjs';
import { benchDialects, withDatabase } from '../lib/database.mjs';
import { startServer } from '../lib/server.mjs';
import { ms, withTempDir } from '../lib/temp.mjs';

const DEMO_KEY = 'rihla_pk_DEMO-reseller-key-for-the-OCTO-API-00000001';
const PRODUCT = 'dibba-dhow-cruise-full-day-from-dubai';
const TEN_DEPARTURES = Array.from({ length: 10 }, (_, index) => {
  const start = 8 * 60 + index * 60;
  const hhmm = (minutes) =>
    `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return { start: hhmm(start), end: hhmm(start + 50) };
});
const TARGET_CALENDAR_P50_MS = 15;
const RESELLERS = 8;

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function prepare(root, database) {
  const { openDatabase } = await import(pathToFileURL(path.join(root, 'apps/api/dist/db/database.js')).href);
  const handle = await openDatabase(database);
  try {
    await handle.db
      .updateTable('products')
      .set({ schedule: JSON.stringify(TEN_DEPARTURES), capacity_per_slot: 100_000, max_tickets_per_order: 10 })
      .where('id', '=', PRODUCT)
      .execute();
  } finally {
    await handle.close();
  }
}

async function octo(url, method, route, body) {
  const res = await fetch(`${url}/octo/v1${route}`, {
    method,
    headers: {
      authorization: `Bearer ${DEMO_KEY}`,
      'octo-capabilities': 'octo/pricing',
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, body: await res.json() };
}

async function measureCalendar(url, from, requests) {
  const times = [];
  let errors = 0;
  const body = { productId: PRODUCT, optionId: 'DEFAULT', localDateStart: from, localDateEnd: addDays(from, 29) };
  for (let i = 0; i < requests; i += 1) {
    const started = performance.now();
    const res = await octo(url, 'POST', '/availability/calendar', body);
    times.push(performance.now() - started);
    if (res.status !== 200 || res.body.length !== 30) errors += 1;
  }
  times.sort((a, b) => a - b);
  return { p50Ms: percentile(times, 50), p99Ms: percentile(times, 99), errors };
}

async function measureBookings(url, from, seconds) {
  const availabilities = (
    await octo(url, 'POST', '/availability', {
      productId: PRODUCT,
      optionId: 'DEFAULT',
      localDateStart: from,
      localDateEnd: addDays(from, 4),
    })
  ).body.map((item) => item.id);
  const until = performance.now() + seconds * 1000;
  let confirmed = 0;
  let errors = 0;
  let turn = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: RESELLERS }, async () => {
      while (performance.now() < until) {
        turn += 1;
        const availabilityId = availabilities[turn % availabilities.length];
        const reserved = await octo(url, 'POST', '/bookings', {
          productId: PRODUCT,
          optionId: 'DEFAULT',
          availabilityId,
          unitItems: [{ unitId: 'adult' }, { unitId: 'adult' }],
        });
        if (reserved.status !== 200) {
          errors += 1;
          continue;
        }
        const done = await octo(url, 'POST', `/bookings/${reserved.body.uuid}/confirm`, {
          contact: { fullName: 'Bench' },
        });
        if (done.status === 200 && done.body.status === 'CONFIRMED') confirmed += 1;
        else errors += 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return { perSecond: confirmed / elapsed, confirmed, errors };
}

export async function run(ctx) {
  const { root, log } = ctx;
  const seconds = ctx.options.quick ? 3 : 10;
  const requests = ctx.options.quick ? 50 : 200;
  const rows = [];
  const results = {};
  for (const dialect of benchDialects()) {
    await withTempDir(`octo-${dialect}`, (dataDir) =>
      withDatabase(dialect, dataDir, async (database, databaseUrl) => {
        await generateCatalogue({ root, database, products: 0, log });
        await prepare(root, database);
        const server = await startServer({ root, kind: 'api', dataDir, databaseUrl, logDir: dataDir });
        try {
          const from = addDays(todayInDubai(new Date()), 7);
          log(`  ${dialect}: availability/calendar, 30 days of 10 departures...`);
          const calendar = await measureCalendar(server.url, from, requests);
          log(`  ${dialect}: reserve + confirm, ${RESELLERS} at once...`);
          const bookings = await measureBookings(server.url, from, seconds);
          results[dialect] = { calendar, bookings };
          rows.push([
            dialect,
            'POST /octo/v1/availability/calendar (30 days x 10)',
            ms(calendar.p50Ms),
            ms(calendar.p99Ms),
            `${calendar.p50Ms < TARGET_CALENDAR_P50_MS ? 'meets' : 'misses'} p50 < ${TARGET_CALENDAR_P50_MS} ms`,
            calendar.errors,
          ]);
          rows.push([
            dialect,
            `reserve + confirm (${RESELLERS} at once)`,
            `${bookings.perSecond.toFixed(1)} bookings/s`,
            '',
            `${bookings.confirmed} confirmed`,
            bookings.errors,
          ]);
        } finally {
          await server.stop();
        }
      }),
    );
  }
  return {
    key: 'octo',
    title: 'OCTO supplier API with the demo reseller (decision 121)',
    columns: ['database', 'call', 'p50 / rate', 'p99', 'target', 'errors'],
    rows,
    results,
  };
}
