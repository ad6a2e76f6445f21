// Issue 6, item 1: the catalogue reads under load (64 connections) against 10,000 products, each as a ratio
// to a bare Fastify route started the same way and measured just before and just after it in the same run.
// Issue 13: the same on PostgreSQL (a database made for the run), each read also as a ratio to SQLite's.
// Issue 15: users/departures of products with 30 departures a day, over two months, uncached, one at a time.
// Issue 34: the shop's settings call and served pages carrying the shop's data block, beside the bare route.
import { addDays, todayInDubai } from '@rihla/shared/rules/time';
import { addTimedProducts, generateCatalogue, sampleCatalogue } from '../lib/catalogue.mjs';
import { benchDialects, withDatabase } from '../lib/database.mjs';
import { measure } from '../lib/load.mjs';
import {
  catalogueReads,
  DEPARTURE_DAYS,
  departureDaysSpanned,
  departuresRead,
  measureReads,
  READ_CONNECTIONS,
  shopReads,
} from '../lib/reads.mjs';
import { startServer } from '../lib/server.mjs';
import { withTempDir } from '../lib/temp.mjs';

const PRODUCTS = 10_000;
const TARGET_RATIO = 0.5;
const TARGET_P99_MS = 20;
/** Issue 13: every read on PostgreSQL at least this share of its SQLite figure. */
const TARGET_PG_RATIO = 0.8;
/** Issue 15: products with 30 departures a day, asked in turn; and the target of one uncached answer. */
const TIMED_PRODUCTS = 8;
const TARGET_DEPARTURES_P50_MS = 10;

const mean = (values) => Math.round(values.reduce((sum, value) => sum + value, 0) / values.length);

/** The bare route's runs and every read's figures on one dialect's database. */
/** Whether a read is measured in this run: all of them, or those whose names contain a word of `--reads`. */
const isChosen = (options, name) => !options.reads || options.reads.some((word) => name.includes(word));

async function measureDialect({ root, log, options, dialect, seconds, warmupSeconds, departureRequests }) {
  return withTempDir(`reads-${dialect}`, (dataDir) =>
    withDatabase(dialect, dataDir, async (database, databaseUrl) => {
      log(`  ${dialect}:`);
      await generateCatalogue({ root, database, products: PRODUCTS, log });
      const reads = [...catalogueReads(await sampleCatalogue({ root, database })), ...shopReads(root)].filter((read) =>
        isChosen(options, read.name),
      );
      if (isChosen(options, 'users/departures')) {
        // Tomorrow on: no departure of the measured days is past its cut-off while the section runs.
        const firstDay = addDays(todayInDubai(new Date()), 1);
        const timed = await addTimedProducts({
          root,
          database,
          count: TIMED_PRODUCTS,
          from: firstDay,
          days: departureDaysSpanned(TIMED_PRODUCTS, departureRequests),
        });
        reads.push(departuresRead(timed, firstDay, departureRequests));
      }

      // The machine is shared and its speed drifts: the bare route, running beside the real server (each idle
      // while the other is measured), is measured before the first read and after each one, and each read is
      // compared with the mean of the two measurements around it.
      const bare = await startServer({ root, kind: 'bare', dataDir, logDir: dataDir });
      const bareRuns = [];
      try {
        const reference = async () => {
          log('  bare Fastify route...');
          const figures = await measure({
            url: bare.url,
            path: '/api/bare',
            bodies: [{}],
            connections: READ_CONNECTIONS,
            seconds,
            warmupSeconds,
          });
          bareRuns.push(figures);
          return figures;
        };
        const measured = await measureReads({
          root,
          dataDir,
          databaseUrl,
          reads,
          load: { connections: READ_CONNECTIONS, seconds, warmupSeconds },
          log,
          label: ` (${dialect})`,
          reference,
        });
        return { bareRuns, measured };
      } finally {
        await bare.stop();
      }
    }),
  );
}

/**
 * The table's row of a read measured only uncached (users/departures): no load, so no req/s, load latency or
 * ratio; its uncached p50 and p95 in the first-read columns, and the server's CPU per request.
 */
function uncachedRow(name, uncached) {
  const meets =
    uncached.p50Ms !== null && uncached.p50Ms <= TARGET_DEPARTURES_P50_MS && uncached.errors === 0 && !uncached.failure;
  const row = [
    `${name} (${uncached.requests} uncached)`,
    '-',
    '-',
    '-',
    '',
    '',
    uncached.p50Ms ?? '-',
    uncached.p95Ms ?? '-',
    uncached.cpuMsPerRequest ?? '-',
    '-',
    uncached.errors,
    uncached.failure ? `no: ${uncached.failure}` : meets ? 'yes' : 'no',
  ];
  return { row, figures: { ...uncached, meetsTarget: meets } };
}

export async function run(ctx) {
  const { root, log, options } = ctx;
  const seconds = options.quick ? 3 : 10;
  const warmupSeconds = options.quick ? 1 : 3;
  // Full runs: each timed product asked from 30 different days.
  const departureRequests = TIMED_PRODUCTS * (options.quick ? 8 : 30);
  const results = { products: PRODUCTS, connections: READ_CONNECTIONS, seconds };
  const rows = [];
  for (const dialect of benchDialects()) {
    let figures;
    try {
      figures = await measureDialect({ root, log, options, dialect, seconds, warmupSeconds, departureRequests });
    } catch (error) {
      // PostgreSQL may be missing on a developer's machine: SQLite's figures still stand.
      log(`  ${dialect}: could not run (${error.message})`);
      results[dialect] = { unavailable: String(error.message) };
      rows.push([dialect, '-', '-', '-', '-', '-', '-', '-', '-', '-', '-', `not run: ${error.message}`]);
      continue;
    }
    const { bareRuns, measured } = figures;
    const bareFigures = {
      requestsPerSecond: mean(bareRuns.map((run) => run.requestsPerSecond)),
      p50Ms: Math.max(...bareRuns.map((run) => run.p50Ms)),
      p99Ms: Math.max(...bareRuns.map((run) => run.p99Ms)),
      errors: bareRuns.reduce((sum, run) => sum + run.errors, 0),
      bytesPerRequest: bareRuns[0].bytesPerRequest,
      runs: bareRuns.map((run) => run.requestsPerSecond),
    };
    const label = dialect === 'sqlite' ? '' : ` (${dialect})`;
    rows.push([
      `bare Fastify route${label} (mean of ${bareRuns.length})`,
      bareFigures.requestsPerSecond,
      bareFigures.p50Ms,
      bareFigures.p99Ms,
      '100%',
      '',
      '',
      '',
      '',
      bareFigures.bytesPerRequest,
      bareFigures.errors,
      '',
    ]);
    const reads = {};
    for (const [name, { bareBefore, bareAfter, ...read }] of Object.entries(measured)) {
      if (read.notRun) {
        reads[name] = read;
        rows.push([`${name}${label}`, '-', '-', '-', '-', '-', '-', '-', '-', '-', '-', `not run: ${read.notRun}`]);
        continue;
      }
      if (read.uncached) {
        const { row, figures: uncached } = uncachedRow(`${name}${label}`, read.uncached);
        reads[name] = uncached;
        rows.push(row);
        continue;
      }
      // The reference measured just before and just after this read.
      const bareRps = (bareBefore.requestsPerSecond + bareAfter.requestsPerSecond) / 2;
      const ratio = read.requestsPerSecond / bareRps;
      // Against SQLite as shares of each run's own bare route: the two runs are minutes apart on a machine whose
      // speed drifts by tens of percent, which their raw req/s would count as a difference of the databases.
      const sqlite = results.sqlite?.reads?.[name];
      const ofSqlite = dialect !== 'sqlite' && sqlite ? ratio / sqlite.ratioToBare : null;
      const meets =
        ratio >= TARGET_RATIO &&
        read.p99Ms !== null &&
        read.p99Ms <= TARGET_P99_MS &&
        read.errors === 0 &&
        (ofSqlite === null || ofSqlite >= TARGET_PG_RATIO);
      reads[name] = {
        ...read,
        bareRequestsPerSecond: Math.round(bareRps),
        ratioToBare: Number(ratio.toFixed(3)),
        ...(ofSqlite === null
          ? {}
          : {
              ratioToSqlite: Number(ofSqlite.toFixed(3)),
              rawRatioToSqlite: Number((read.requestsPerSecond / sqlite.requestsPerSecond).toFixed(3)),
            }),
        meetsTarget: meets,
      };
      rows.push([
        `${name}${label}`,
        read.requestsPerSecond,
        read.p50Ms ?? `none in ${seconds} s`,
        read.p99Ms ?? `none in ${seconds} s`,
        `${Math.round(ratio * 100)}%`,
        ofSqlite === null ? '' : `${Math.round(ofSqlite * 100)}%`,
        read.first.p50Ms,
        read.first.p95Ms,
        read.cpuMsPerRequest ?? '-',
        read.bytesPerRequest,
        read.errors,
        meets ? 'yes' : 'no',
      ]);
    }
    results[dialect] = { bare: bareFigures, reads };
  }
  return {
    key: 'api-reads',
    title: `API reads: ${PRODUCTS.toLocaleString('en')} products, ${READ_CONNECTIONS} connections (target: >= 50% of bare, p99 <= 20 ms; on PostgreSQL also >= ${TARGET_PG_RATIO * 100}% of SQLite); users/departures of ${DEPARTURE_DAYS} days x 30 departures, uncached, one at a time (target: first read p50 <= ${TARGET_DEPARTURES_P50_MS} ms)`,
    columns: [
      'read',
      'req/s',
      'p50 ms',
      'p99 ms',
      'of bare',
      'of SQLite',
      'first read ms',
      'first read p95 ms',
      'server CPU ms/req',
      'bytes/resp',
      'errors',
      'target met',
    ],
    rows,
    results,
  };
}
