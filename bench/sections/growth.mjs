// Issue 6, item 2: the same reads at 1,000, 10,000 and 100,000 products. The figure that matters is how
// p50 grows per 10x products (target for filteredList and search: far less than 10x). Beside the loaded
// p50 (answers cached, as the storefront serves them), each size shows the median first, uncached read.
import { generateCatalogue, sampleCatalogue } from '../lib/catalogue.mjs';
import { addManifestBookings, MANIFEST_BOOKINGS, measureManifest } from '../lib/manifest.mjs';
import * as orderNames from '../lib/orders.mjs';
import {
  catalogueReads,
  dashboardRead,
  measureReads,
  operatorSearchRead,
  orderSearchRead,
  READ_CONNECTIONS,
  sqliteOf,
} from '../lib/reads.mjs';
import { withTempDir } from '../lib/temp.mjs';

// NOTE: BENCH_GROWTH_SIZES=1000 runs one small size, to try a change to this section in a minute.
const SIZES = process.env.BENCH_GROWTH_SIZES?.split(',').map(Number) ?? [1_000, 10_000, 100_000];
/** "Far less than 10x": the growth of p50 per 10x products must stay under this factor. */
const TARGET_GROWTH = 3;
const WATCHED = new Set(['users/filteredList', 'users/search']);
/** Issue 17: the catalogue desk's product list, uncached, one request at a time: p50 at 100,000 products. */
const OPERATOR_READ = 'operator/listProducts';
const OPERATOR_TARGET_P50_MS = 30;
/** Issue 18: a 500-booking departure's manifest PDF, and a check-in scan's answer on the server (p50). */
const MANIFEST_PDF_TARGET_MS = 150;
const CHECK_IN_TARGET_P50_MS = 10;
/** Issue 18: the bookings desk's order search, uncached, one at a time, on as many orders as products. */
const ORDER_READ = 'operator/searchOrders';
const ORDER_TARGET_P50_MS = 30;
/** Issue 18: the dashboard of a week to a year of orders, uncached, one at a time, on as many orders as products. */
const DASHBOARD_READ = 'operator/dashboard';
const DASHBOARD_TARGET_P50_MS = 100;

export async function run(ctx) {
  const { root, log, options } = ctx;
  const seconds = options.quick ? 2 : 5;
  const warmupSeconds = options.quick ? 1 : 2;
  const bySize = {};
  for (const products of SIZES) {
    bySize[products] = await withTempDir(`growth-${products}`, async (dataDir) => {
      const database = sqliteOf(dataDir);
      const generated = await generateCatalogue({ root, database, products, log });
      log(`  ${products.toLocaleString('en')} products generated in ${generated.seconds.toFixed(1)} s`);
      const sample = await sampleCatalogue({ root, database });
      const orders = await orderNames.generateOrders({ root, database, orders: products, products: sample, log });
      log(`  ${products.toLocaleString('en')} orders generated in ${orders.seconds.toFixed(1)} s`);
      const reads = [
        ...catalogueReads(sample),
        operatorSearchRead(sample, options.quick ? 80 : 240),
        orderSearchRead({
          sample,
          orders: products,
          shoppers: orders.shoppers,
          helpers: orderNames,
          requests: options.quick ? 80 : 240,
        }),
        dashboardRead(options.quick ? 40 : 120),
      ];
      const measured = await measureReads({
        root,
        dataDir,
        reads,
        load: { connections: READ_CONNECTIONS, seconds, warmupSeconds },
        log,
        label: ` at ${products.toLocaleString('en')}`,
      });
      // Issue 18's manifest and check-in, on the largest catalogue only, when it is the 100,000 of the issue.
      if (products !== SIZES.at(-1) || products < 100_000)
        return { generateSeconds: Number(generated.seconds.toFixed(1)), reads: measured };
      log(`  manifest of ${MANIFEST_BOOKINGS} bookings and check-in scans at ${products.toLocaleString('en')}...`);
      const booked = await addManifestBookings({ root, database });
      const manifest = await measureManifest({
        root,
        dataDir,
        ...booked,
        pdfRuns: options.quick ? 5 : 20,
        scans: options.quick ? 50 : 200,
      });
      return { generateSeconds: Number(generated.seconds.toFixed(1)), reads: measured, manifest };
    });
  }

  const rows = [];
  const growth = {};
  const names = Object.keys(bySize[SIZES[0]].reads).filter(
    (name) => name !== OPERATOR_READ && name !== ORDER_READ && name !== DASHBOARD_READ,
  );
  for (const name of names) {
    // A read that finished no request inside the window took at least the window: counted as that long.
    const p50s = SIZES.map((size) => bySize[size].reads[name].p50Ms);
    const floor = (p50) => (p50 === null ? seconds * 1000 : Math.max(p50, 1));
    // p50 of a fast read can be 0-1 ms; below 1 ms the ratio says nothing, so it is taken from 1 ms.
    const factors = p50s.slice(1).map((p50, index) => floor(p50) / floor(p50s[index]));
    const worst = Math.max(...factors);
    const unfinished = p50s.includes(null);
    const meetsGrowth = !unfinished && worst < TARGET_GROWTH;
    growth[name] = {
      p50Ms: p50s,
      factorPer10x: factors.map((f) => Number(f.toFixed(2))),
      // Uncached, one at a time: what the database work itself does with the catalogue's size.
      firstReadP50Ms: SIZES.map((size) => bySize[size].reads[name].first.p50Ms),
    };
    if (WATCHED.has(name)) growth[name].meetsTarget = meetsGrowth;
    const cell = (p50) => p50 ?? `none in ${seconds} s`;
    rows.push([
      name,
      ...SIZES.flatMap((size) => [
        cell(bySize[size].reads[name].p50Ms),
        bySize[size].reads[name].requestsPerSecond,
        bySize[size].reads[name].first.p50Ms,
      ]),
      factors.map((f) => `${f.toFixed(1)}x${unfinished ? '+' : ''}`).join(' / '),
      WATCHED.has(name) ? (meetsGrowth ? 'yes' : 'no') : '',
    ]);
  }
  // The desk's list is never cached: its figure is the uncached p50, in the "first read" columns.
  const operator = SIZES.map((size) => bySize[size].reads[OPERATOR_READ].uncached);
  const failed = operator.find((figures) => figures.failure);
  if (failed) throw new Error(`${OPERATOR_READ} failed: ${failed.failure}`);
  const operatorFactors = operator.slice(1).map((figures, index) => figures.p50Ms / Math.max(operator[index].p50Ms, 1));
  const operatorMeets = operator.at(-1).p50Ms <= OPERATOR_TARGET_P50_MS;
  growth[OPERATOR_READ] = {
    firstReadP50Ms: operator.map((figures) => figures.p50Ms),
    firstReadP95Ms: operator.map((figures) => figures.p95Ms),
    byKindAt100k: operator.at(-1).byKind,
    targetP50Ms: OPERATOR_TARGET_P50_MS,
    meetsTarget: operatorMeets,
  };
  rows.push([
    `${OPERATOR_READ} (operator product search, uncached; p95 ${operator.map((figures) => figures.p95Ms).join(' / ')} ms)`,
    ...operator.flatMap((figures) => ['', '', figures.p50Ms]),
    operatorFactors.map((f) => `${f.toFixed(1)}x`).join(' / '),
    `${operatorMeets ? 'yes' : 'no'} (p50 <= ${OPERATOR_TARGET_P50_MS} ms at 100k)`,
  ]);
  const { manifest } = bySize[SIZES.at(-1)];
  if (manifest) {
    const pdfMeets = manifest.pdf.p50Ms <= MANIFEST_PDF_TARGET_MS;
    const checkInMeets = manifest.checkIn.firstP50Ms <= CHECK_IN_TARGET_P50_MS;
    growth['operator/manifest.pdf'] = {
      ...manifest.pdf,
      bookings: MANIFEST_BOOKINGS,
      targetMs: MANIFEST_PDF_TARGET_MS,
      meetsTarget: pdfMeets,
    };
    growth['operator/checkIn'] = {
      ...manifest.checkIn,
      targetP50Ms: CHECK_IN_TARGET_P50_MS,
      meetsTarget: checkInMeets,
    };
    const atLargest = (value) => ['', '', '', '', '', '', '', '', value];
    rows.push([
      `operator/manifest.pdf (${MANIFEST_BOOKINGS} bookings, one at a time; max ${manifest.pdf.maxMs} ms, ${Math.round(manifest.pdf.bytes / 1024)} KB)`,
      ...atLargest(manifest.pdf.p50Ms),
      '',
      `${pdfMeets ? 'yes' : 'no'} (<= ${MANIFEST_PDF_TARGET_MS} ms)`,
    ]);
    rows.push([
      `operator/checkIn (first scans, p95 ${manifest.checkIn.firstP95Ms} ms; repeats p50 ${manifest.checkIn.repeatP50Ms} ms)`,
      ...atLargest(manifest.checkIn.firstP50Ms),
      '',
      `${checkInMeets ? 'yes' : 'no'} (p50 <= ${CHECK_IN_TARGET_P50_MS} ms)`,
    ]);
  }
  const orderSearch = SIZES.map((size) => bySize[size].reads[ORDER_READ].uncached);
  const orderFailed = orderSearch.find((figures) => figures.failure);
  if (orderFailed) throw new Error(`${ORDER_READ} failed: ${orderFailed.failure}`);
  const orderFactors = orderSearch
    .slice(1)
    .map((figures, index) => figures.p50Ms / Math.max(orderSearch[index].p50Ms, 1));
  const orderMeets = orderSearch.at(-1).p50Ms <= ORDER_TARGET_P50_MS;
  growth[ORDER_READ] = {
    orders: SIZES,
    firstReadP50Ms: orderSearch.map((figures) => figures.p50Ms),
    firstReadP95Ms: orderSearch.map((figures) => figures.p95Ms),
    byKindAt100k: orderSearch.at(-1).byKind,
    targetP50Ms: ORDER_TARGET_P50_MS,
    meetsTarget: orderMeets,
  };
  rows.push([
    `${ORDER_READ} (order search on as many orders as products, uncached; p95 ${orderSearch.map((figures) => figures.p95Ms).join(' / ')} ms)`,
    ...orderSearch.flatMap((figures) => ['', '', figures.p50Ms]),
    orderFactors.map((f) => `${f.toFixed(1)}x`).join(' / '),
    `${orderMeets ? 'yes' : 'no'} (p50 <= ${ORDER_TARGET_P50_MS} ms at 100k)`,
  ]);
  const dashboard = SIZES.map((size) => bySize[size].reads[DASHBOARD_READ].uncached);
  const dashboardFailed = dashboard.find((figures) => figures.failure);
  if (dashboardFailed) throw new Error(`${DASHBOARD_READ} failed: ${dashboardFailed.failure}`);
  const dashboardMeets = dashboard.at(-1).p50Ms <= DASHBOARD_TARGET_P50_MS;
  growth[DASHBOARD_READ] = {
    orders: SIZES,
    firstReadP50Ms: dashboard.map((figures) => figures.p50Ms),
    firstReadP95Ms: dashboard.map((figures) => figures.p95Ms),
    byKindAt100k: dashboard.at(-1).byKind,
    targetP50Ms: DASHBOARD_TARGET_P50_MS,
    meetsTarget: dashboardMeets,
  };
  rows.push([
    `${DASHBOARD_READ} (a week to a year of as many orders as products, uncached; p95 ${dashboard.map((figures) => figures.p95Ms).join(' / ')} ms)`,
    ...dashboard.flatMap((figures) => ['', '', figures.p50Ms]),
    dashboard
      .slice(1)
      .map((figures, index) => `${(figures.p50Ms / Math.max(dashboard[index].p50Ms, 1)).toFixed(1)}x`)
      .join(' / '),
    `${dashboardMeets ? 'yes' : 'no'} (p50 <= ${DASHBOARD_TARGET_P50_MS} ms at 100k)`,
  ]);
  return {
    key: 'growth',
    title: `Growth with catalogue size, ${READ_CONNECTIONS} connections (target: filteredList and search p50 < ${TARGET_GROWTH}x per 10x products)`,
    columns: [
      'read',
      ...SIZES.flatMap((size) => [
        `p50 ms @${size / 1000}k`,
        `req/s @${size / 1000}k`,
        `first read ms @${size / 1000}k`,
      ]),
      'p50 growth per 10x',
      'target met',
    ],
    rows,
    results: { sizes: SIZES, connections: READ_CONNECTIONS, seconds, bySize, growth },
  };
}
