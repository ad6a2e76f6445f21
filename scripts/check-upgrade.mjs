// The previous release's server on this release's schema (decision 115): `npm run check:upgrade [-- <commit>]`.
// Builds the previous release (the commit given, or deploy/previous-release.json's) in a temporary git worktree,
// migrates a fresh database with THIS checkout's migrations, starts the OLD server on it (it seeds the demo), buys
// through its API (demo shopper, add to cart, checkout, pay on the sandbox, confirm) and reads the order back, then
// starts the NEW server beside it on the same database and reads the same order there and again on the old one.
// On a new SQLite file, and on a new schema of PostgreSQL when TEST_DATABASE_URL (or DATABASE_URL) names one.
// Nightly, not in `npm test`: it builds a second copy of the API. Prints one PASS or FAIL line per database.
import { execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = path.resolve(import.meta.dirname, '..');
const PREVIOUS_RELEASE_FILE = path.join(ROOT, 'deploy/previous-release.json');
const DEMO_SHOPPER = { country: 'AE', phone_number: '0501234567', password: 'rihla-demo' };
const SANDBOX_APPROVE = '4111111111111111';
const BUILT_WORKSPACES = ['@rihla/shared', '@rihla/demo', '@rihla/api'];

const args = process.argv.slice(2);
const isKept = args.includes('--keep');
const commitArg = args.find((arg) => !arg.startsWith('--'));
const pgUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
/** One key for the old and the new servers, as every server of a shop has. */
const PERSONAL_DATA_KEY = crypto.randomBytes(32).toString('base64');

function log(line) {
  console.log(`check:upgrade: ${line}`);
}

function run(command, commandArgs, cwd) {
  return execFileSync(command, commandArgs, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** The previous release: the commit given, or the one recorded in deploy/previous-release.json. */
function previousRelease() {
  const recorded = JSON.parse(fs.readFileSync(PREVIOUS_RELEASE_FILE, 'utf8'));
  const commit = run('git', ['rev-parse', '--verify', `${commitArg ?? recorded.commit}^{commit}`], ROOT).trim();
  return { commit, recorded };
}

/** The migration names a commit (or, without one, this checkout's files) lists in apps/api/src/db/database.ts. */
function migrationsAt(commit) {
  const source = commit
    ? run('git', ['show', `${commit}:apps/api/src/db/database.ts`], ROOT)
    : fs.readFileSync(path.join(ROOT, 'apps/api/src/db/database.ts'), 'utf8');
  return [...source.matchAll(/^ {2}'(\d{4}-\d{2}-\d{2}-\d{3}-[^']+)':/gm)].map((match) => match[1]);
}

/**
 * The old release's tree beside this one: a detached git worktree whose node_modules links to this checkout's
 * packages (one `npm install` for both), except its own workspaces, which must be the old ones.
 */
function checkOutOld(commit, dir) {
  run('git', ['worktree', 'add', '--detach', dir, commit], ROOT);
  const modules = path.join(dir, 'node_modules');
  fs.mkdirSync(path.join(modules, '@rihla'), { recursive: true });
  for (const entry of fs.readdirSync(path.join(ROOT, 'node_modules'))) {
    if (entry === '@rihla') continue;
    fs.symlinkSync(path.join(ROOT, 'node_modules', entry), path.join(modules, entry));
  }
  for (const [name, where] of [
    ['shared', 'packages/shared'],
    ['demo', 'packages/demo'],
    ['api', 'apps/api'],
    ['web', 'apps/web'],
  ]) {
    fs.symlinkSync(path.join(dir, where), path.join(modules, '@rihla', name));
  }
  for (const workspace of ['apps/api', 'apps/web', 'packages/shared', 'packages/demo']) {
    const own = path.join(ROOT, workspace, 'node_modules');
    if (fs.existsSync(own) && fs.existsSync(path.join(dir, workspace))) {
      fs.symlinkSync(own, path.join(dir, workspace, 'node_modules'));
    }
  }
}

function build(dir, label) {
  log(`building ${label} (${BUILT_WORKSPACES.join(', ')})`);
  for (const workspace of BUILT_WORKSPACES) run('npm', ['run', 'build', '--workspace', workspace, '--silent'], dir);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Starts a tree's built server on the database; resolves once /api/ready answers, or rejects with its output. */
async function startServer(dir, label, databaseUrl, dataDir) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const flags = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).config?.apiNodeFlags ?? '';
  const child = spawn(process.execPath, [...flags.split(' ').filter(Boolean), 'apps/api/dist/server.js'], {
    cwd: dir,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      PERSONAL_DATA_KEY,
      SEED_DEMO: 'true',
      RATE_LIMITS: 'off',
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const server = { label, url, child, output: () => output, stop: () => stopServer(child) };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the ${label} server exited at start:\n${output.trim()}`);
    const isReady = await fetch(`${url}/api/ready`).then(
      (res) => res.ok,
      () => false,
    );
    if (isReady) return server;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await server.stop();
  throw new Error(`the ${label} server was not ready within 120 s:\n${output.trim()}`);
}

function stopServer(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  return exited.finally(() => clearTimeout(timer));
}

async function call(server, name, body, token) {
  const res = await fetch(`${server.url}/api/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'x-access-token': token } : {}) },
    body: JSON.stringify(body),
  });
  const json = await res.json().catch(() => ({ status: 0, message: `not JSON (${res.status})` }));
  if (json.status !== 1) throw new Error(`${name} on the ${server.label} server: HTTP ${res.status} ${json.message}`);
  return json.data;
}

async function form(server, route, fields) {
  return fetch(`${server.url}/api/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

/** A date `days` after today in Dubai, YYYY-MM-DD. */
function dubaiDate(days) {
  return new Date(Date.now() + 4 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** The demo shopper buys one seat of the first card with an open departure, as the web app does; answers the order. */
async function buyOn(server) {
  const token = (await call(server, 'users/userLogin', DEMO_SHOPPER)).token;
  const cards = await call(server, 'users/filteredList', {});
  for (const card of cards) {
    const days = await call(server, 'users/departures', {
      module: card.module,
      planId: card.planId,
      from: dubaiDate(10),
      days: 14,
    });
    const day = days.find((each) => each.departures.some((departure) => departure.seatsLeft > 0));
    const departure = day?.departures.find((each) => each.seatsLeft > 0);
    if (!day || !departure) continue;
    await call(
      server,
      'users/addToCart',
      {
        item: [{ module: card.module, planId: card.planId, date: day.date, time: departure.time, adultCount: 1 }],
      },
      token,
    );
    const [checkout] = await call(server, 'users/checkout', {}, token);
    const initiated = await call(server, 'users/paymentInitiate', { cartId: checkout._id }, token);
    const transactionId = initiated.Transaction.TransactionID;
    const page = await form(server, 'sandbox/pay', { TransactionID: transactionId });
    if (page.status !== 200) throw new Error(`the sandbox's card page answered ${page.status}`);
    const paid = await form(server, 'sandbox/pay/submit', {
      TransactionID: transactionId,
      card_number: SANDBOX_APPROVE,
      expiry: '12/39',
      cvv: '123',
    });
    if (paid.status !== 303) throw new Error(`the sandbox's card form answered ${paid.status}`);
    const confirmed = await call(
      server,
      'users/confirmBooking',
      { paymentId: transactionId, cartId: checkout._id },
      token,
    );
    return { token, reference: confirmed.reference, title: card.title, date: day.date };
  }
  throw new Error('no product has a departure with seats in the next weeks');
}

/** The order as Your Orders shows it on a server: what must read the same on the old and the new one. */
async function orderOn(server, token, reference) {
  const orders = await call(server, 'users/viewCompletedOrder', {}, token);
  const order = orders.find((each) => each.reference === reference);
  if (!order) throw new Error(`the ${server.label} server does not list order ${reference}`);
  return {
    reference: order.reference,
    status: order.status,
    amount_paid: order.amount_paid,
    paymentId: order.paymentId,
  };
}

/** A new database: a SQLite file, or a schema of its own on PostgreSQL (dropped afterwards). */
async function freshDatabase(dialect, workDir) {
  if (dialect === 'sqlite') {
    return { url: `sqlite:${path.join(workDir, 'upgrade.sqlite')}`, drop: async () => {} };
  }
  const { default: pg } = await import(pathToFileURL(path.join(ROOT, 'node_modules/pg/lib/index.js')).href);
  const schema = `upgrade_${crypto.randomBytes(5).toString('hex')}`;
  const admin = async (statement) => {
    const client = new pg.Client({ connectionString: pgUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create schema "${schema}"`);
  const url = new URL(pgUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return { url: url.toString(), drop: () => admin(`drop schema if exists "${schema}" cascade`) };
}

/** Migrates with this checkout's built code, as the first new server of an upgrade does. */
async function migrateWithNew(databaseUrl) {
  const database = await import(pathToFileURL(path.join(ROOT, 'apps/api/dist/db/database.js')).href);
  const config = databaseUrl.startsWith('sqlite:')
    ? { dialect: 'sqlite', filename: databaseUrl.slice('sqlite:'.length) }
    : { dialect: 'postgres', url: databaseUrl };
  const handle = await database.openDatabase(config);
  try {
    await database.migrateToLatest(handle.db);
  } finally {
    await handle.close();
  }
}

async function checkOn(dialect, oldDir, workDir) {
  const dir = path.join(workDir, dialect);
  fs.mkdirSync(dir, { recursive: true });
  const database = await freshDatabase(dialect, dir);
  const servers = [];
  try {
    await migrateWithNew(database.url);
    log(`${dialect}: migrated a new database with this checkout's migrations; starting the old server on it`);
    const old = await startServer(oldDir, 'old', database.url, dir);
    servers.push(old);
    const bought = await buyOn(old);
    const onOld = await orderOn(old, bought.token, bought.reference);
    if (onOld.status !== 'confirmed') throw new Error(`the old server's order is ${onOld.status}, not confirmed`);
    log(`${dialect}: the old server sold ${bought.reference} (${bought.title}, ${bought.date}), ${onOld.status}`);
    const fresh = await startServer(ROOT, 'new', database.url, dir);
    servers.push(fresh);
    const onNew = await orderOn(fresh, bought.token, bought.reference);
    const onOldAgain = await orderOn(old, bought.token, bought.reference);
    for (const [label, seen] of [
      ['new', onNew],
      ['old (with the new one running)', onOldAgain],
    ]) {
      if (JSON.stringify(seen) !== JSON.stringify(onOld)) {
        throw new Error(`the ${label} server reads ${JSON.stringify(seen)}, the old one sold ${JSON.stringify(onOld)}`);
      }
    }
    const logs = servers.map((server) => server.output().trim()).filter(Boolean);
    return { ok: true, detail: `order ${bought.reference} reads the same on both servers`, logs };
  } catch (error) {
    return { ok: false, detail: error.message, logs: [] };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await database.drop().catch(() => {});
  }
}

async function main() {
  const { commit, recorded } = previousRelease();
  const oldMigrations = migrationsAt(commit);
  const newMigrations = migrationsAt();
  const added = newMigrations.filter((name) => !oldMigrations.includes(name));
  log(`previous release ${commit.slice(0, 12)}${commitArg ? ' (given)' : ' (deploy/previous-release.json)'}`);
  log(`its last migration ${oldMigrations.at(-1)}; this checkout adds ${added.length}: ${added.join(', ') || 'none'}`);
  if (!commitArg && recorded.lastMigration !== oldMigrations.at(-1)) {
    log(`WARNING: deploy/previous-release.json says its last migration is ${recorded.lastMigration}`);
  }
  const lockDiff = run('git', ['diff', '--stat', commit, '--', 'package-lock.json'], ROOT).trim();
  if (lockDiff) log("note: package-lock.json changed since; the old build runs on this checkout's node_modules");

  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rihla-check-upgrade-'));
  const oldDir = path.join(workDir, 'old');
  const results = [];
  try {
    build(ROOT, 'this checkout');
    checkOutOld(commit, oldDir);
    build(oldDir, `the previous release ${commit.slice(0, 12)}`);
    const dialects = pgUrl ? ['sqlite', 'postgres'] : ['sqlite'];
    if (!pgUrl) log('PostgreSQL skipped: set TEST_DATABASE_URL to check it too');
    for (const dialect of dialects) results.push([dialect, await checkOn(dialect, oldDir, workDir)]);
  } catch (error) {
    results.push(['setup', { ok: false, detail: error.message, logs: [] }]);
  } finally {
    if (isKept) {
      log(`kept ${workDir} (remove it with: git worktree remove --force ${oldDir})`);
    } else {
      try {
        run('git', ['worktree', 'remove', '--force', oldDir], ROOT);
      } catch {
        // Not made (the commit did not resolve): nothing to remove.
      }
      fs.rmSync(workDir, { recursive: true, force: true });
    }
  }
  for (const [dialect, result] of results) {
    for (const lines of result.logs) log(`${dialect} server log:\n${lines}`);
    console.log(`${result.ok ? 'PASS' : 'FAIL'} ${dialect}: ${result.detail}`);
    if (/corrupted migrations: previously executed migration/.test(result.detail)) {
      console.log(
        '  The previous release predates decision 115: its servers refuse a database with migrations they do not ' +
          "know, so they cannot run beside this release's. Upgrade it by stopping every server first " +
          '(docs/operations.md, "An upgrade that closes the shop for a minute"); releases from decision 115 on start on a later one.',
      );
    }
  }
  process.exit(results.every(([, result]) => result.ok) ? 0 : 1);
}

await main();
