#!/usr/bin/env node
// `npm run scale-out` (issue 38, decision 116): the deployment of deploy/compose.yaml proven without containers, on
// this machine. A fresh PostgreSQL schema with the demo, three API servers (the built dist, one environment, each on
// its own port), one messages worker, and Caddy in front as the load balancer (a generated Caddyfile: plain HTTP on
// a local port, health checks, a dead server skipped, an X-Request-Id per request). Shoppers buy through the proxy
// with the sandbox gateway (the bench's purchase steps, bench/lib/shopper.mjs) for ~10 s behind 1, 2 and 3 servers,
// then while one server is killed (SIGKILL) and started again; the worker is killed once and started again while
// they buy. Afterwards the database must show: every payment whose money moved at the gateway is exactly one order
// or one refund, no departure oversold, every message sent exactly once (none lost, none twice). Exit code 1 on a
// broken promise. Nightly, not in CI (README, "Production"): it takes the machine for about two minutes.
//
//   npm run scale-out                         # needs PostgreSQL (SCALE_OUT_DATABASE_URL) and caddy on PATH
//   SCALE_OUT_SHOPPERS=16 npm run scale-out   # fewer shoppers on a loaded machine
//   npm run scale-out -- --keep               # keep the schema and the data directory to look at afterwards
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { apiNodeFlags, cpuMsOf, freePort } from '../bench/lib/server.mjs';
import { buyOnce, call, login, register } from '../bench/lib/shopper.mjs';
import { buildWorkspaces, ROOT, workspacesFor } from './lib/build-state.mjs';

const DATABASE_URL = process.env.SCALE_OUT_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SHOPPERS = Number(process.env.SCALE_OUT_SHOPPERS ?? 24);
const PHASE_SECONDS = Number(process.env.SCALE_OUT_PHASE_SECONDS ?? 10);
const KILL_PHASE_SECONDS = Number(process.env.SCALE_OUT_KILL_SECONDS ?? 20);
const SERVERS = 3;
const KEEP = process.argv.includes('--keep');
/**
 * The products shoppers buy and the dates they buy on, with room for every run; and one more product, bought only while
 * a server is killed, whose departures sell out then: seats on every server at once, one of them dying.
 */
const HOT_PRODUCTS = 4;
const HOT_DATES = 3;
const CAPACITY = 2_000;
const SCARCE_CAPACITY = 40;
/** A failure this long after the kill is not one of the killed server's requests in flight: the proxy should have skipped it. */
const IN_FLIGHT_MS = 1_000;
/** A message a killed worker had claimed is free again after its claim (OUTBOX_LEASE_MS, 60 s): the drain waits that long. */
const DRAIN_TIMEOUT_MS = 90_000;
const RECONCILE_TIMEOUT_MS = 60_000;

const log = (text) => console.log(`[${((performance.now() - t0) / 1000).toFixed(1).padStart(5)} s] ${text}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** When the run began (after the build): the log's clock. */
let t0 = performance.now();

/** A PostgreSQL URL whose connections work in `schema`, as the API's tests make them. */
function withSearchPath(url, schema) {
  const parsed = new URL(url);
  parsed.searchParams.set('options', `-c search_path=${schema}`);
  return parsed.toString();
}

/** Runs `node <flags> script` with `env`, its output appended to `logFile`; answers the child. */
function startNode(script, env, logFile) {
  const out = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, [...apiNodeFlags(ROOT), script], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  child.exited = new Promise((resolve) => child.once('exit', resolve));
  return child;
}

async function untilReady(url, child, logFile, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`exited with code ${child.exitCode} (log: ${logFile})`);
    const ok = await fetch(`${url}/api/ready`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await sleep(100);
  }
  throw new Error(`not ready within ${timeoutMs / 1000} s (log: ${logFile})`);
}

/** Waits until a process has finished its start-up work (the first-screen pictures): under 5% of a core over 0.5 s. */
async function untilQuiet(pid, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  let before = cpuMsOf(pid);
  while (before !== null && Date.now() < deadline) {
    await sleep(500);
    const now = cpuMsOf(pid);
    if (now === null || now - before < 25) return;
    before = now;
  }
}

async function main() {
  if (buildWorkspaces({ onlyStale: true, workspaces: workspacesFor(['@rihla/api']) }) === null) {
    throw new Error('the build failed');
  }
  t0 = performance.now();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rihla-scale-out-'));
  const schema = `scale_out_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  await admin.connect();
  await admin.query(`create schema "${schema}"`);
  const databaseUrl = withSearchPath(DATABASE_URL, schema);
  const db = new pg.Client({ connectionString: databaseUrl });
  const children = [];
  let failed = false;
  try {
    await db.connect();
    failed = await run({ dataDir, schema, databaseUrl, db, children });
  } finally {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await Promise.all(children.map((child) => Promise.race([child.exited, sleep(15_000)])));
    await db.end();
    if (KEEP) {
      log(`kept: schema ${schema}, data ${dataDir}`);
    } else {
      await admin.query(`drop schema "${schema}" cascade`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    await admin.end();
  }
  return failed;
}

async function run({ dataDir, schema, databaseUrl, db, children }) {
  const logDir = path.join(dataDir, 'logs');
  fs.mkdirSync(logDir);
  log(`PostgreSQL schema ${schema}, data in ${dataDir}`);

  // The demo, as `npm run seed` writes it (refused with NODE_ENV=production; the servers then run in production).
  const seed = startNode(
    path.join(ROOT, 'apps/api/dist/demo/run-seed.js'),
    { NODE_ENV: 'development', DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    path.join(logDir, 'seed.log'),
  );
  if ((await seed.exited) !== 0) throw new Error(`the seed failed (log: ${path.join(logDir, 'seed.log')})`);
  const products = await prepareProducts(db);
  const hot = products.slice(0, HOT_PRODUCTS);
  const scarce = products[HOT_PRODUCTS];
  log(`demo seeded; shoppers buy ${hot.map((product) => product.title).join(', ')} (${CAPACITY} seats a departure)`);
  log(`  and while a server is killed also ${scarce.title} (${SCARCE_CAPACITY} seats a departure)`);

  const proxyPort = await freePort();
  const proxyUrl = `http://127.0.0.1:${proxyPort}`;
  const ports = await Promise.all(Array.from({ length: SERVERS }, () => freePort()));
  const sharedEnv = {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    PUBLIC_URL: proxyUrl,
    APP_SECRET: crypto.randomBytes(32).toString('hex'),
    PERSONAL_DATA_KEY: crypto.randomBytes(32).toString('base64'),
    SEED_DEMO: 'false',
    LOG_LEVEL: 'info',
    // The shoppers all come from this machine through the proxy: the limits would refuse them by design.
    RATE_LIMITS: 'off',
    // The sandbox's callbacks and the reconciler catch a payment whose return page died with its server.
    SANDBOX_CALLBACKS: 'true',
    RECONCILE_PAYMENTS_EVERY_SECONDS: '5',
    RECONCILE_PAYMENTS_AFTER_SECONDS: '15',
  };
  const serverEnv = (port) => ({
    ...sharedEnv,
    HOST: '127.0.0.1',
    PORT: String(port),
    TRUST_PROXY: 'loopback',
    // The messages go out from the worker alone, as deploy/compose.yaml runs them.
    MESSAGES_WORKER: 'inline',
    OUTBOX_POLL_MS: '0',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
  });
  const servers = ports.map((port, index) => ({
    index: index + 1,
    port,
    url: `http://127.0.0.1:${port}`,
    child: null,
  }));
  const startApi = async (server) => {
    const logFile = path.join(logDir, `api-${server.index}.log`);
    server.child = startNode(path.join(ROOT, 'apps/api/dist/server.js'), serverEnv(server.port), logFile);
    children.push(server.child);
    await untilReady(server.url, server.child, logFile);
  };
  let worker = null;
  const startWorker = () => {
    worker = startNode(
      path.join(ROOT, 'apps/api/dist/messages-worker.js'),
      { ...sharedEnv, OUTBOX_POLL_MS: '200' },
      path.join(logDir, 'worker.log'),
    );
    children.push(worker);
  };

  // Caddy, reloaded with the upstreams of each phase through its admin endpoint.
  const adminPort = await freePort();
  const caddyDir = path.join(dataDir, 'caddy');
  fs.mkdirSync(caddyDir);
  const caddyfile = path.join(caddyDir, 'Caddyfile');
  const writeCaddyfile = (upstreams) =>
    fs.writeFileSync(caddyfile, caddyfileFor({ proxyPort, adminPort, upstreams, storage: caddyDir }));
  const caddyEnv = { HOME: caddyDir, XDG_DATA_HOME: caddyDir, XDG_CONFIG_HOME: caddyDir };
  const reloadCaddy = async (upstreams) => {
    writeCaddyfile(upstreams);
    const reload = spawn(
      'caddy',
      ['reload', '--config', caddyfile, '--adapter', 'caddyfile', '--address', `127.0.0.1:${adminPort}`],
      {
        env: { PATH: process.env.PATH, ...caddyEnv },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let errors = '';
    reload.stderr.on('data', (chunk) => {
      errors += chunk;
    });
    const code = await new Promise((resolve) => reload.once('exit', resolve));
    if (code !== 0) throw new Error(`caddy reload failed: ${errors}`);
  };

  await startApi(servers[0]);
  startWorker();
  writeCaddyfile([servers[0].url]);
  const caddyLog = path.join(logDir, 'caddy.log');
  const caddyOut = fs.openSync(caddyLog, 'a');
  const caddy = spawn('caddy', ['run', '--config', caddyfile, '--adapter', 'caddyfile'], {
    env: { PATH: process.env.PATH, ...caddyEnv },
    stdio: ['ignore', caddyOut, caddyOut],
  });
  fs.closeSync(caddyOut);
  caddy.exited = new Promise((resolve) => caddy.once('exit', resolve));
  children.push(caddy);
  await untilReady(proxyUrl, caddy, caddyLog);
  await untilQuiet(servers[0].child.pid);
  log(`server 1 on :${servers[0].port}, the messages worker, Caddy on ${proxyUrl}`);

  // The proxy's request id reaches the server, which answers it (decision 113).
  const mine = `scale-out-${crypto.randomUUID()}`;
  const probe = await fetch(`${proxyUrl}/api/ready`, { headers: { 'x-request-id': mine } });
  const requestId = probe.headers.get('x-request-id');
  const requestIdCarried = requestId !== null && requestId !== mine && /^[0-9a-f-]{36}$/.test(requestId);

  log(`registering ${SHOPPERS} shoppers through the proxy (codes texted by the worker)...`);
  const password = 'scale-out-pass-1';
  const phones = Array.from({ length: SHOPPERS }, (_, index) => `050${8_000_000 + index}`);
  await Promise.all(phones.map((phone) => register(proxyUrl, phone, password, dataDir)));
  const tokens = await Promise.all(phones.map((phone) => login(proxyUrl, phone, password)));

  const { addDays, todayInDubai } = await import(
    pathToFileURL(path.join(ROOT, 'packages/shared/dist/rules/time.js')).href
  );
  const today = todayInDubai(new Date());
  /** Shoppers buy `choice` in loops while `goOn()`; each order, refusal and failure is counted with the time it ended. */
  const shop = async (goOn, events, choice = hot) => {
    await Promise.all(
      tokens.map(async (token, shopper) => {
        for (let round = 0; goOn(); round++) {
          const product = choice[(shopper + round) % choice.length];
          const line = {
            module: product.module,
            planId: product.id,
            title: product.title,
            date: addDays(today, 7 + ((shopper * 7 + round) % HOT_DATES)),
            time: `${product.start_time} - ${product.end_time}`,
            adultCount: 1 + (round % 2),
          };
          const started = performance.now();
          try {
            await buyOnce(proxyUrl, token, line);
            events.push({ at: performance.now(), kind: 'order', ms: performance.now() - started });
          } catch (error) {
            events.push({ at: performance.now(), ...classify(error) });
          }
        }
      }),
    );
  };

  const phases = [];
  for (let count = 1; count <= SERVERS; count++) {
    if (count > 1) {
      await startApi(servers[count - 1]);
      await untilQuiet(servers[count - 1].child.pid);
      await reloadCaddy(servers.slice(0, count).map((server) => server.url));
    }
    const events = [];
    const started = performance.now();
    log(`${SHOPPERS} shoppers buying through the proxy for ${PHASE_SECONDS} s with ${count} server(s)...`);
    const deadline = performance.now() + PHASE_SECONDS * 1000;
    const buying = shop(() => performance.now() < deadline, events);
    if (count === 1) {
      // The worker killed once while shoppers buy; what it had claimed is sent by its successor.
      await sleep(3_000);
      worker.kill('SIGKILL');
      await worker.exited;
      log('  killed the messages worker (SIGKILL)');
      await sleep(1_000);
      startWorker();
      log('  started the messages worker again');
    }
    await buying;
    phases.push(summarise(`${count} server${count > 1 ? 's' : ''}`, events, started, performance.now()));
    log(
      `  ${phases.at(-1).orders} orders, ${phases.at(-1).ordersPerSecond} orders/s, ${phases.at(-1).failures} failed`,
    );
  }

  // One server killed mid-purchase and started again while the shoppers buy (at least KILL_PHASE_SECONDS, and on
  // for 4 s after the server is back).
  log(`${SHOPPERS} shoppers buying for ${KILL_PHASE_SECONDS}+ s; server 2 killed (SIGKILL) at 4 s, started at 8 s...`);
  const killEvents = [];
  const killStarted = performance.now();
  let killPhaseEnds = killStarted + KILL_PHASE_SECONDS * 1000;
  const buying = shop(() => performance.now() < killPhaseEnds, killEvents, [...hot, scarce]);
  await sleep(4_000);
  const victim = servers[1];
  const killedAt = performance.now();
  victim.child.kill('SIGKILL');
  await victim.child.exited;
  log(`  killed server 2 (pid ${victim.child.pid})`);
  await sleep(4_000);
  await startApi(victim);
  const backAt = performance.now();
  killPhaseEnds = Math.max(killPhaseEnds, backAt + 4_000);
  log(`  server 2 answers again ${((backAt - killedAt) / 1000).toFixed(1)} s after the kill`);
  await buying;
  const killPhase = summarise('3 servers, one killed and restarted', killEvents, killStarted, performance.now());
  const failures = killEvents.filter((event) => event.kind === 'failure');
  const failedAtKill = failures.filter((event) => event.at >= killedAt && event.at < killedAt + IN_FLIGHT_MS);
  const failedBeforeKill = failures.filter((event) => event.at < killedAt);
  const failedAfterKill = failures.filter((event) => event.at >= killedAt + IN_FLIGHT_MS);

  log('waiting for the reconciler and the messages worker to finish...');
  const reconciled = await untilReconciled(db);
  const drained = await untilDrained(db);

  const retried = await retryConfirmations(db, proxyUrl, phones, tokens);
  const checks = await checkInvariants(db, dataDir, products);
  const steadyFailures = phases.reduce((sum, phase) => sum + phase.failures, 0) + failedBeforeKill.length;
  const broken = [
    ...checks.broken,
    ...(reconciled ? [] : ['payments paid at the gateway still pending after the reconciler ran']),
    ...(drained ? [] : ['messages still waiting after the drain']),
    ...(steadyFailures === 0 ? [] : [`${steadyFailures} purchase step(s) failed while no server was killed`]),
    ...(failedAtKill.length <= SHOPPERS
      ? []
      : [`${failedAtKill.length} steps failed at the kill: more than the ${SHOPPERS} shoppers had in flight`]),
    ...(failedAfterKill.length === 0
      ? []
      : [
          `${failedAfterKill.length} step(s) failed later than ${IN_FLIGHT_MS} ms after the kill: the dead server was not skipped`,
        ]),
    ...(requestIdCarried ? [] : ['the proxy did not set X-Request-Id, or the server did not answer it']),
    ...(retried.newOrders === 0 && retried.answered === retried.retried
      ? []
      : [
          `confirmations sent again: ${retried.answered} of ${retried.retried} answered, ${retried.newOrders} new order(s)`,
        ]),
  ];

  console.log('');
  console.log(
    `Scale-out on PostgreSQL behind Caddy, ${SHOPPERS} shoppers, ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)}`,
  );
  console.log('');
  console.log('| servers | orders | orders/s | order p50 ms | refused (sold out etc.) | failed |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const phase of [...phases, killPhase]) {
    console.log(
      `| ${phase.name} | ${phase.orders} | ${phase.ordersPerSecond} | ${phase.p50Ms} | ${phase.refusals} | ${phase.failures} |`,
    );
  }
  console.log('');
  console.log(
    `Killed server: ${failedAtKill.length} purchase step(s) failed within ${IN_FLIGHT_MS} ms of the kill (its requests in flight), ${failedAfterKill.length} later; back in ${((backAt - killedAt) / 1000).toFixed(1)} s`,
  );
  for (const [message, count] of Object.entries(
    countBy([...failedAtKill, ...failedAfterKill].map((event) => event.message)),
  )) {
    console.log(`  ${count} x ${message}`);
  }
  console.log(
    `Messages worker killed once: ${checks.messages.sent} messages sent, ${checks.messages.skipped} skipped, ${checks.messages.later} due later (reminders),`,
  );
  console.log(
    `  ${checks.messages.lost} lost, ${checks.messages.twice} sent twice, ${checks.messages.repeated} repeated with the same Message-ID`,
  );
  console.log(
    `Payments: ${checks.payments.moved} moved money at the gateway: ${checks.payments.orders} became orders, ${checks.payments.refunds} refunds`,
  );
  console.log(
    `Departures: ${checks.slots} booked, ${checks.oversold} oversold seats, ${checks.soldOut} sold out (${SCARCE_CAPACITY} seats each for ${scarce.title})`,
  );
  console.log(
    `Confirmations sent again (a return page reloaded): ${retried.answered} of ${retried.retried} answered, ${retried.newOrders} new orders`,
  );
  console.log(`Request id from the proxy carried to the server and answered: ${requestIdCarried ? 'yes' : 'no'}`);
  console.log('');
  const figures = {
    shoppers: SHOPPERS,
    phases: [...phases, killPhase].map(({ name, orders, ordersPerSecond, p50Ms, refusals, failures, seconds }) => ({
      name,
      orders,
      ordersPerSecond,
      p50Ms,
      refusals,
      failures,
      seconds,
    })),
    failedAtKill: failedAtKill.length,
    failedAfterKill: failedAfterKill.length,
    restartSeconds: Number(((backAt - killedAt) / 1000).toFixed(1)),
    messages: checks.messages,
    payments: checks.payments,
    oversold: checks.oversold,
    confirmationsSentAgain: retried,
    broken,
  };
  if (process.env.SCALE_OUT_RESULTS) fs.writeFileSync(process.env.SCALE_OUT_RESULTS, JSON.stringify(figures, null, 2));
  if (broken.length > 0) {
    console.log(`BROKEN (logs: ${logDir}${KEEP ? '' : '; run with --keep to look at them'}):`);
    for (const line of broken) console.log(`  - ${line}`);
    return true;
  }
  console.log('Every promise held.');
  return false;
}

/** The Caddyfile of the run: plain HTTP on a local port, the upstreams shared round-robin, a dead one skipped. */
function caddyfileFor({ proxyPort, adminPort, upstreams, storage }) {
  return `{
	admin 127.0.0.1:${adminPort}
	auto_https off
	storage file_system ${storage}
	log default {
		output stdout
		format filter {
			wrap json
			fields {
				request>headers>X-Access-Token delete
			}
		}
	}
}

http://127.0.0.1:${proxyPort} {
	request_header X-Request-Id {http.request.uuid}
	reverse_proxy ${upstreams.map((url) => url.replace('http://', '')).join(' ')} {
		lb_policy round_robin
		lb_try_duration 5s
		lb_try_interval 100ms
		health_uri /api/ready
		health_interval 1s
		health_timeout 1s
		fail_duration 5s
	}
}
`;
}

/** A refusal (the shop answered 4xx: sold out, a hold gone) or a failure (no answer, a 5xx, the proxy's 502). */
function classify(error) {
  // The bench's call() reads every answer as JSON: the proxy's 502 (an empty body) fails there.
  const message =
    error instanceof SyntaxError
      ? "an answer without JSON (the proxy's 502)"
      : String(error?.message ?? error).slice(0, 160);
  const status = /^[\w/]+: (\d{3}) /.exec(message)?.[1];
  if (status && Number(status) < 500) return { kind: 'refusal', message };
  return { kind: 'failure', message };
}

function countBy(values) {
  const counts = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

function summarise(name, events, started, ended) {
  const seconds = (ended - started) / 1000;
  const times = events
    .filter((event) => event.kind === 'order')
    .map((event) => event.ms)
    .sort((a, b) => a - b);
  const orders = times.length;
  const p50Ms = orders === 0 ? '-' : Math.round(times[Math.floor(orders / 2)]);
  return {
    name,
    seconds: Number(seconds.toFixed(1)),
    orders,
    ordersPerSecond: Number((orders / seconds).toFixed(1)),
    p50Ms,
    refusals: events.filter((event) => event.kind === 'refusal').length,
    failures: events.filter((event) => event.kind === 'failure').length,
  };
}

/**
 * Entry tickets without passengers' forms, waivers or pick-ups: HOT_PRODUCTS with CAPACITY seats a departure, and one
 * more with SCARCE_CAPACITY.
 */
async function prepareProducts(db) {
  const { rows } = await db.query(
    `select id, module, title, start_time, end_time from products
      where module = 'entryTicket' and is_published = 1
        and id not in (select product_id from product_passenger_forms)
        and id not in (select product_id from product_waivers)
        and id not in (select product_id from product_pickups)
      order by id limit $1`,
    [HOT_PRODUCTS + 1],
  );
  if (rows.length < HOT_PRODUCTS + 1)
    throw new Error(`the demo has fewer than ${HOT_PRODUCTS + 1} entry tickets to buy`);
  const set = 'update products set capacity_per_slot = $1, max_tickets_per_order = 10 where id = any($2)';
  await db.query(set, [CAPACITY, rows.slice(0, HOT_PRODUCTS).map((row) => row.id)]);
  await db.query(set, [SCARCE_CAPACITY, [rows[HOT_PRODUCTS].id]]);
  return rows;
}

/**
 * Each shopper's last paid purchase confirmed again through the proxy (users/confirmBooking with the same payment and
 * cart), as a browser reloading the return page after an answer it never saw: it must answer, and make no order.
 */
async function retryConfirmations(db, proxyUrl, phones, tokens) {
  const countOrders = async () => (await db.query('select count(*)::int as n from orders')).rows[0].n;
  const before = await countOrders();
  const { rows } = await db.query(
    `select distinct on (p.user_id) u.phone_number, p.provider_transaction_id, p.checkout_id
       from payments p join users u on u.id = p.user_id
      where p.status = 'paid' and p.provider = 'sandbox'
      order by p.user_id, p.created_at desc`,
  );
  let answered = 0;
  let retried = 0;
  for (const row of rows) {
    // The demo's own customers' payments are left alone: only the shoppers' tokens are at hand.
    const shopper = phones.findIndex((phone) => row.phone_number === `+971${phone.slice(1)}`);
    if (shopper < 0) continue;
    retried += 1;
    const body = { paymentId: row.provider_transaction_id, cartId: row.checkout_id };
    await call(proxyUrl, 'users/confirmBooking', body, tokens[shopper]).then(
      () => {
        answered += 1;
      },
      (error) => log(`  confirmBooking again refused: ${error.message}`),
    );
  }
  return { retried, answered, newOrders: (await countOrders()) - before };
}

/** Waits until no payment paid at the sandbox is still pending here (the reconciler's work); false on time-out. */
async function untilReconciled(db) {
  const deadline = Date.now() + RECONCILE_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const { rows } = await db.query(
      `select count(*)::int as n from payments p join sandbox_transactions s on s.id = p.provider_transaction_id
        where p.status = 'pending' and s.status in ('paid', 'refunded')`,
    );
    if (rows[0].n === 0) return true;
    await sleep(500);
  }
  return false;
}

/** Waits until the outbox holds no message due and unsent; false on time-out. */
async function untilDrained(db) {
  const deadline = Date.now() + DRAIN_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const { rows } = await db.query(
      `select count(*)::int as n from outbox where status = 'pending' and next_attempt_at <= $1`,
      [new Date(Date.now() + 1_000).toISOString()],
    );
    if (rows[0].n === 0) return true;
    await sleep(500);
  }
  return false;
}

async function checkInvariants(db, dataDir, products) {
  const broken = [];
  // Money: every sandbox transaction that took a card's money is exactly one order or one refund, and its payment
  // here says so (paid with its order, or refunded).
  const { rows: moved } = await db.query(
    `select s.id, s.status as gateway, p.status as payment,
            (select count(*)::int from orders o where o.payment_id = p.id) as orders,
            (select count(*)::int from sandbox_refunds r where r.transaction_id = s.id) as refunds
       from sandbox_transactions s left join payments p on p.provider_transaction_id = s.id
      where s.status in ('paid', 'refunded')`,
  );
  const payments = { moved: moved.length, orders: 0, refunds: 0 };
  for (const row of moved) {
    payments.orders += row.orders;
    payments.refunds += row.refunds;
    const ok =
      (row.gateway === 'paid' && row.payment === 'paid' && row.orders === 1 && row.refunds === 0) ||
      (row.gateway === 'refunded' && row.payment === 'refunded' && row.orders === 0 && row.refunds === 1);
    if (!ok) {
      broken.push(
        `gateway transaction ${row.id}: ${row.gateway} at the gateway, payment ${row.payment ?? 'missing'}, ${row.orders} order(s), ${row.refunds} refund(s)`,
      );
    }
  }
  const { rows: strays } = await db.query(
    `select count(*)::int as n from orders o join payments p on p.id = o.payment_id where p.provider = 'sandbox'
        and not exists (select 1 from sandbox_transactions s where s.id = p.provider_transaction_id and s.status in ('paid', 'refunded'))`,
  );
  if (strays[0].n > 0) broken.push(`${strays[0].n} order(s) whose payment took no money at the gateway`);

  // Seats: booked per departure against its seats (the product's, or the date's override).
  const { rows: slots } = await db.query(
    `select h.product_id, h.date, h.start_time, sum(h.quantity)::int as booked,
            coalesce(e.capacity, o.capacity, p.capacity_per_slot) as capacity
       from seat_holds h join products p on p.id = h.product_id
       left join slot_overrides o on o.product_id = h.product_id and o.date = h.date
       left join departure_exceptions e on e.product_id = h.product_id and e.date = h.date and e.start_time = h.start_time
      where h.status = 'booked' and h.product_id = any($1)
      group by h.product_id, h.date, h.start_time, e.capacity, o.capacity, p.capacity_per_slot`,
    [products.map((product) => product.id)],
  );
  let oversold = 0;
  for (const slot of slots) oversold += Math.max(0, slot.booked - slot.capacity);
  if (oversold > 0) broken.push(`${oversold} seat(s) oversold`);
  const soldOut = slots.filter((slot) => slot.booked >= slot.capacity).length;

  // Messages: each sent once, as the files the worker wrote show (their names end with the message's id).
  const { rows: outbox } = await db.query('select id, status, channel, attempts, next_attempt_at from outbox');
  const now = new Date().toISOString();
  const files = ['mail', 'sms'].flatMap((dir) =>
    fs.existsSync(path.join(dataDir, dir)) ? fs.readdirSync(path.join(dataDir, dir)) : [],
  );
  const outboxIds = new Set(outbox.map((row) => row.id));
  const filesOf = new Map();
  for (const name of files) {
    const id = idInFileName(name);
    if (outboxIds.has(id)) filesOf.set(id, (filesOf.get(id) ?? 0) + 1);
  }
  const messages = { sent: 0, skipped: 0, later: 0, lost: 0, twice: 0, repeated: 0, unknownFiles: 0 };
  for (const row of outbox) {
    const count = filesOf.get(row.id) ?? 0;
    if (row.status === 'skipped') messages.skipped += 1;
    else if (row.status === 'sent') messages.sent += 1;
    if (row.status === 'pending' && row.attempts === 0 && row.next_attempt_at > now) {
      messages.later += 1; // a reminder due before its departure, days from now
    } else if (row.status === 'pending' || row.status === 'failed') {
      messages.lost += 1;
      broken.push(`message ${row.id} (${row.channel}) is ${row.status} after ${row.attempts} attempt(s)`);
    } else if (row.status === 'sent' && count === 0) {
      messages.lost += 1;
      broken.push(`message ${row.id} (${row.channel}) is marked sent and was not written`);
    } else if (count > 1) {
      // The same message delivered again (a worker killed between the send and its mark): its Message-ID is the
      // same, which a mail client drops; one per kill of the worker is the most a claim can repeat.
      messages.repeated += count - 1;
    }
  }
  messages.unknownFiles = files.length - [...filesOf.values()].reduce((sum, n) => sum + n, 0);
  if (messages.unknownFiles > 0) broken.push(`${messages.unknownFiles} message file(s) of no outbox row`);
  // Only the message in flight at the worker's kill can go twice.
  messages.twice = Math.max(0, messages.repeated - 1);
  if (messages.twice > 0) broken.push(`${messages.twice} message(s) sent twice beyond the one in flight at the kill`);
  return { broken, payments, slots: slots.length, oversold, soldOut, messages };
}

/**
 * The outbox id in a message file's name: `<time>-<Message-ID>.eml` (`<id@host>`, made file-safe: `_<id>_host_`) or
 * `<time>-<id>.txt`; ids are 22 file-safe characters (lib/ids.ts).
 */
function idInFileName(name) {
  const rest = name.replace(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-/, '');
  return name.endsWith('.eml') ? rest.slice(1, 23) : rest.slice(0, 22);
}

main().then(
  (failed) => {
    process.exitCode = failed ? 1 : 0;
  },
  (error) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exitCode = 1;
  },
);
