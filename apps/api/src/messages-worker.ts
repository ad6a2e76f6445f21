// The messages worker (decision 050): composes and sends what the outbox holds (emails with their voucher PDFs,
// texts, reminders) beside the API processes that queue them in their transactions, so a burst of orders is never
// slowed by rendering its confirmations. server.ts starts it as its child process; another host can run it alone
// (`node apps/api/dist/messages-worker.js` with the API's environment): claims keep any number of workers apart.
import Fastify from 'fastify';
import { createAppContext } from './app.js';
import { loadConfig, loadEnvFile } from './config.js';
import { migrateToLatest, openDatabase } from './db/database.js';
import { exitGracefully } from './lib/graceful-exit.js';
import { outboxWorkerPlugin } from './modules/messages/index.js';
import { createWorkerMetrics, startMetricsServer } from './modules/metrics/index.js';
import { partnerWebhooksPlugin } from './modules/partners/index.js';
import { warmVoucherRenderer } from './modules/vouchers/index.js';

// Started by a server (server.ts forks it with an IPC channel), or alone on another host (no channel).
const isStartedByServer = typeof process.send === 'function';

async function main(): Promise<void> {
  loadEnvFile();
  const config = loadConfig();
  const database = await openDatabase(config.database);
  await migrateToLatest(database.db);
  const app = Fastify({ logger: { level: config.logLevel, name: 'messages-worker' } });
  app.decorate('ctx', createAppContext(config, database));
  // Its own metrics (decision 119): answered to the server that started it, which adds them to its scrape, and on a
  // port of their own when MESSAGES_WORKER_METRICS_PORT says (a worker alone on another host).
  const metrics = createWorkerMetrics();
  await app.register(outboxWorkerPlugin, { observe: metrics.observeMessage });
  // Partners' webhooks (decision 122): due deliveries posted, signed, and retried with backoff, like the outbox.
  await app.register(partnerWebhooksPlugin);
  process.on('message', (message: { type?: string; askId?: number } | null) => {
    if (message?.type !== 'metrics' || typeof message.askId !== 'number') return;
    const { askId } = message;
    metrics.registry.metrics().then(
      (answer) => process.send?.({ askId, answer }),
      (error: unknown) => app.log.warn({ err: error }, 'could not read the metrics'),
    );
  });
  let metricsServer: { close(): Promise<void> } | undefined;
  if (config.metrics.workerPort !== null) {
    const where = { host: config.metrics.host, port: config.metrics.workerPort };
    metricsServer = await startMetricsServer(metrics, where);
    app.log.info(`metrics on http://${where.host}:${where.port}/metrics`);
  }
  await warmVoucherRenderer().catch((error: unknown) =>
    app.log.warn({ err: error }, 'could not prepare the voucher renderer'),
  );
  await app.ready();

  // Closing waits for the send in flight; a message claimed and not sent is sent again once its claim expires.
  const exit = exitGracefully({
    log: app.log,
    graceMs: config.shutdownGraceMs,
    close: async () => {
      await app.close();
      await metricsServer?.close();
      await database.close();
    },
  });
  // The server that started this process is gone (its IPC channel closed): so is its reason to run. It may have gone
  // while this process was still starting, before there was a listener to hear it.
  if (isStartedByServer && !process.connected) exit.begin('server gone');
  else process.on('disconnect', () => exit.begin('server gone'));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
