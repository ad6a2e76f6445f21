// Issue 19 (decision 047): one-time codes under load. users/sendCode to distinct numbers (each send locks its
// number's row, checks the limits, writes the code's HMAC and its outbox row), then users/loginWithCode with a
// wrong code for the same numbers (each check is counted and committed before the comparison). The numbers have
// no account, which runs the very statements a number with one runs (that is the point of the design) and sends
// no text. No target: the figures show the cost of a code beside the catalogue reads.
import { benchDialects, withDatabase } from '../lib/database.mjs';
import { measure } from '../lib/load.mjs';
import { startServer } from '../lib/server.mjs';
import { withTempDir } from '../lib/temp.mjs';

const CONNECTIONS = 16;

/** A UAE mobile number no earlier request of the run used: a code each, never the half minute between two. */
function numbersFrom(first) {
  let next = first;
  return () => {
    next += 1;
    return `050${String(next).padStart(7, '0')}`;
  };
}

async function measureDialect({ root, log, dialect, seconds, warmupSeconds }) {
  return withTempDir(`codes-${dialect}`, (dataDir) =>
    withDatabase(dialect, dataDir, async (_database, databaseUrl) => {
      const server = await startServer({ root, kind: 'api', dataDir, databaseUrl, logDir: dataDir });
      try {
        const load = { url: server.url, connections: CONNECTIONS, seconds, warmupSeconds };
        log(`  ${dialect}: users/sendCode...`);
        const sendNumber = numbersFrom(1_000_000);
        const sends = await measure({
          ...load,
          path: '/api/users/sendCode',
          nextBody: () => ({ country: 'AE', phone_number: sendNumber(), purpose: 'login' }),
        });
        log(`  ${dialect}: users/loginWithCode (a wrong code)...`);
        // The same numbers again, in the same order: each has an open code to check.
        const checkNumber = numbersFrom(1_000_000);
        const checks = await measure({
          ...load,
          path: '/api/users/loginWithCode',
          nextBody: () => ({ country: 'AE', phone_number: checkNumber(), code: '000000' }),
        });
        return { sends, checks };
      } finally {
        await server.stop();
      }
    }),
  );
}

export async function run(ctx) {
  const seconds = ctx.options.quick ? 3 : 10;
  const warmupSeconds = ctx.options.quick ? 1 : 2;
  const rows = [];
  const results = {};
  for (const dialect of benchDialects()) {
    const { sends, checks } = await measureDialect({ ...ctx, dialect, seconds, warmupSeconds });
    results[dialect] = { sends, checks };
    // A wrong code answers 400 by design: those are the answers measured, not errors.
    rows.push([dialect, 'users/sendCode', sends.requestsPerSecond, sends.p50Ms, sends.p99Ms, sends.errors]);
    rows.push([
      dialect,
      'users/loginWithCode, wrong code',
      checks.requestsPerSecond,
      checks.p50Ms,
      checks.p99Ms,
      '400 by design',
    ]);
  }
  return {
    key: 'codes',
    title: `One-time codes, ${CONNECTIONS} connections, distinct numbers (decision 047)`,
    columns: ['database', 'call', 'req/s', 'p50 ms', 'p99 ms', 'errors'],
    rows,
    results,
  };
}
