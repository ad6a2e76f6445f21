// Issue 6, item 1: the catalogue reads under load (64 connections) against 10,000 products, each as a ratio
// to a bare Fastify route started the same way and measured just before and just after it in the same run.
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

    // The machine is shared and its speed drifts: the bare route, running beside the real server (each idle
    // while the other is measured), is measured before the first read and after each one, and each read is
    // compared with the mean of the two measurements around it.
    const bare = await startServer({ root, kind: 'bare', dataDir, logDir: dataDir });
    const bareRuns = [];
    let measured;
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
      measured = await measureReads({
        root,
        dataDir,
        reads,
        load: { connections: READ_CONNECTIONS, seconds, warmupSeconds },
        log,
        reference,
      });
    } finally {
      await bare.stop();
    }
    const mean = (values) => Math.round(values.reduce((sum, value) => sum + value, 0) / values.length);
    const bareFigures = {
      requestsPerSecond: mean(bareRuns.map((run) => run.requestsPerSecond)),
      p50Ms: Math.max(...bareRuns.map((run) => run.p50Ms)),
      p99Ms: Math.max(...bareRuns.map((run) => run.p99Ms)),
      errors: bareRuns.reduce((sum, run) => sum + run.errors, 0),
      bytesPerRequest: bareRuns[0].bytesPerRequest,
      runs: bareRuns.map((run) => run.requestsPerSecond),
    };

    const rows = [
      [
        `bare Fastify route (mean of ${bareRuns.length})`,
        bareFigures.requestsPerSecond,
        bareFigures.p50Ms,
        bareFigures.p99Ms,
        '100%',
        '',
        bareFigures.bytesPerRequest,
        bareFigures.errors,
        '',
      ],
    ];
    const results = { products: PRODUCTS, connections: READ_CONNECTIONS, seconds, bare: bareFigures, reads: {} };
    for (const [name, { bareBefore, bareAfter, ...figures }] of Object.entries(measured)) {
      // The reference measured just before and just after this read.
      const bareRps = (bareBefore.requestsPerSecond + bareAfter.requestsPerSecond) / 2;
      const ratio = figures.requestsPerSecond / bareRps;
      const meets =
        ratio >= TARGET_RATIO && figures.p99Ms !== null && figures.p99Ms <= TARGET_P99_MS && figures.errors === 0;
      results.reads[name] = {
        ...figures,
        bareRequestsPerSecond: Math.round(bareRps),
        ratioToBare: Number(ratio.toFixed(3)),
        meetsTarget: meets,
      };
      rows.push([
        name,
        figures.requestsPerSecond,
        figures.p50Ms ?? `none in ${seconds} s`,
        figures.p99Ms ?? `none in ${seconds} s`,
        `${Math.round(ratio * 100)}%`,
        figures.first.p50Ms,
        figures.bytesPerRequest,
        figures.errors,
        meets ? 'yes' : 'no',
      ]);
    }
    return {
      key: 'api-reads',
      title: `API reads: ${PRODUCTS.toLocaleString('en')} products, ${READ_CONNECTIONS} connections (target: >= 50% of bare, p99 <= 20 ms)`,
      columns: ['read', 'req/s', 'p50 ms', 'p99 ms', 'of bare', 'first read ms', 'bytes/resp', 'errors', 'target met'],
      rows,
      results,
    };
  });
}
