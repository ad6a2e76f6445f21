// Issue 6, item 1: the catalogue reads under load (64 connections) against 10,000 products, each as a ratio
// to a bare Fastify route started the same way in the same run.
import { generateCatalogue, sampleCatalogue } from '../lib/catalogue.mjs';
import { measure } from '../lib/load.mjs';
import { catalogueReads, measureReads, READ_CONNECTIONS, sqliteOf } from '../lib/reads.mjs';
import { startServer } from '../lib/server.mjs';
import { withTempDir } from '../lib/temp.mjs';

const PRODUCTS = 10_000;
const TARGET_RATIO = 0.5;
const TARGET_P99_MS = 20;

export async function run(ctx) {
  const { root, log, options } = ctx;
  const seconds = options.quick ? 3 : 10;
  const warmupSeconds = options.quick ? 1 : 3;
  return withTempDir('reads', async (dataDir) => {
    const database = sqliteOf(dataDir);
    await generateCatalogue({ root, database, products: PRODUCTS, log });
    const reads = catalogueReads(await sampleCatalogue({ root, database }));

    const measureBare = async () => {
      const bare = await startServer({ root, kind: 'bare', dataDir, logDir: dataDir });
      try {
        return await measure({
          url: bare.url,
          path: '/api/bare',
          bodies: [{}],
          connections: READ_CONNECTIONS,
          seconds,
          warmupSeconds,
        });
      } finally {
        await bare.stop();
      }
    };

    // The machine is shared: the reference is measured before and after the reads and averaged.
    log('  bare Fastify route...');
    const bareBefore = await measureBare();
    const measured = await measureReads({
      root,
      dataDir,
      reads,
      load: { connections: READ_CONNECTIONS, seconds, warmupSeconds },
      log,
    });
    log('  bare Fastify route again...');
    const bareAfter = await measureBare();
    const bareRps = Math.round((bareBefore.requestsPerSecond + bareAfter.requestsPerSecond) / 2);
    const bare = { ...bareAfter, requestsPerSecond: bareRps, before: bareBefore, after: bareAfter };

    const rows = [
      ['bare Fastify route', bareRps, bare.p50Ms, bare.p99Ms, '100%', bare.bytesPerRequest, bare.errors, ''],
    ];
    const results = { products: PRODUCTS, connections: READ_CONNECTIONS, seconds, bare, reads: {} };
    for (const [name, figures] of Object.entries(measured)) {
      const ratio = figures.requestsPerSecond / bareRps;
      const meets =
        ratio >= TARGET_RATIO && figures.p99Ms !== null && figures.p99Ms <= TARGET_P99_MS && figures.errors === 0;
      results.reads[name] = { ...figures, ratioToBare: Number(ratio.toFixed(3)), meetsTarget: meets };
      rows.push([
        name,
        figures.requestsPerSecond,
        figures.p50Ms ?? `none in ${seconds} s`,
        figures.p99Ms ?? `none in ${seconds} s`,
        `${Math.round(ratio * 100)}%`,
        figures.bytesPerRequest,
        figures.errors,
        meets ? 'yes' : 'no',
      ]);
    }
    return {
      key: 'api-reads',
      title: `API reads: ${PRODUCTS.toLocaleString('en')} products, ${READ_CONNECTIONS} connections (target: >= 50% of bare, p99 <= 20 ms)`,
      columns: ['read', 'req/s', 'p50 ms', 'p99 ms', 'of bare', 'bytes/resp', 'errors', 'target met'],
      rows,
      results,
    };
  });
}
