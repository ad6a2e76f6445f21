import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { loadConfig, loadEnvFile } from './config.js';
import { migrateToLatest, migrationsOfLaterRelease, openDatabase } from './db/database.js';
import { systemClock } from './lib/clock.js';
import { exitGracefully } from './lib/graceful-exit.js';
import { superviseChild, type TSupervisedChild } from './lib/supervised-child.js';
import { demoPictureCacheDir, warmDemoPictureCache } from './modules/media/index.js';
import { startMetricsServer } from './modules/metrics/index.js';
import { readShop } from './modules/shop/index.js';
import { warmVoucherRenderer } from './modules/vouchers/index.js';

/** How long a scrape waits for the messages worker's metrics. */
const WORKER_METRICS_WAIT_MS = 1_000;

async function main(): Promise<void> {
  loadEnvFile();
  const config = loadConfig();
  const database = await openDatabase(config.database);
  await migrateToLatest(database.db);
  // The demo goes into an empty database only; its package is loaded only with SEED_DEMO (decision 055).
  if (config.seedDemo) {
    const { seedDemoIntoEmptyDatabase } = await import('./demo/seed.js');
    await seedDemoIntoEmptyDatabase(database.db, systemClock);
  }

  const app = await buildApp({ config, database });
  const later = await migrationsOfLaterRelease(database.db);
  if (later.length > 0) {
    app.log.warn(
      `the database is a later release's (${later.join(', ')}): this server runs on it until it is upgraded`,
    );
  }
  let messagesWorker: TSupervisedChild | undefined;
  let metricsServer: { close(): Promise<void> } | undefined;
  const exit = exitGracefully({
    log: app.log,
    graceMs: config.shutdownGraceMs,
    // app.close() stops accepting connections, answers 503 to new requests on open ones, closes idle
    // keep-alive connections and resolves once the requests in flight have been answered.
    close: async () => {
      await app.close();
      await metricsServer?.close();
      await messagesWorker?.stop();
      await database.close();
    },
  });

  await app.listen({ host: config.host, port: config.port });
  if (config.metrics.port !== null && app.metrics) {
    const where = { host: config.metrics.host, port: config.metrics.port };
    const started = await startMetricsServer(app.metrics, where);
    metricsServer = started;
    app.log.info(`metrics on http://${where.host}:${started.port}/metrics`);
  }
  const { settings: shop } = await readShop(app.ctx);
  app.log.info(`${shop.name} is serving on ${config.publicUrl} (database: ${config.database.dialect})`);
  if (config.mail.worker === 'process' && config.mail.pollMs > 0 && !exit.isClosing()) {
    // The same kind of file as this one: dist/messages-worker.js, or the .ts source under tsx.
    const script = fileURLToPath(import.meta.url).replace(/server(\.[cm]?[jt]s)$/, 'messages-worker$1');
    messagesWorker = superviseChild(script, {
      name: 'messages worker',
      niceness: config.mail.workerNiceness,
      log: app.log,
    });
    const worker = messagesWorker;
    // Each scrape of this server carries its worker's metrics (decision 119); a worker that does not answer within a
    // second (stopped, starting again) is scraped as down, never a hung scrape.
    app.metrics?.readWorker(async () => {
      const answer = await worker.ask({ type: 'metrics' }, WORKER_METRICS_WAIT_MS);
      return typeof answer === 'string' ? answer : null;
    });
  }
  // In the background: requests are served meanwhile, and a failure only costs the first visitor a painting
  // (or the first voucher its fonts).
  warmVoucherRenderer().catch((error: unknown) =>
    app.log.warn({ err: error }, 'could not prepare the voucher renderer'),
  );
  warmDemoPictureCache(database.db, demoPictureCacheDir(config.dataDir)).then(
    (count) => count > 0 && app.log.info(`painted ${count} first-screen demo pictures into the cache`),
    (error: unknown) => app.log.warn({ err: error }, 'could not paint the first-screen demo pictures'),
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  if (error instanceof Error && error.cause) console.error(error.cause);
  process.exit(1);
});
