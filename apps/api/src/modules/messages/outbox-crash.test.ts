// Issue 19's proof with real server processes on one database: a server killed with SIGKILL after an order
// commits and before its confirmation is sent, then two servers started on the database: the email goes out once.
// Decision 050: a server started as `npm start` starts it sends through its messages worker process, which it
// starts again when it dies and stops with itself.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { EMAIL_MESSAGES } from '@rihla/shared/messages/emails';
import { addDays, todayInDubai } from '@rihla/shared/rules/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtEntry } from '../../test/built-entry.js';
import { addSlotToCart, paidCheckout, quickShopper } from '../../test/crowd.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { freePort, httpCall, startServerProcess, type TServerProcess } from '../../test/server-process.js';
import { productsOf, type TCatalogueCard } from '../../test/shopping.js';
import { startSmtpSink, type TSmtpSink } from '../../test/smtp-sink.js';

let t: TTestApp;
let sink: TSmtpSink;
const servers: TServerProcess[] = [];
beforeAll(async () => {
  t = await createTestApp({ sqliteFile: true });
  sink = await startSmtpSink();
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.kill()));
  await t?.close();
  await sink?.close();
});

const METRICS_TOKEN = 'metrics-token-for-the-worker-test-0123456789';

async function startServer(pollMs: number, worker: 'inline' | 'process' = 'inline'): Promise<TServerProcess> {
  if (!t.databaseUrl) throw new Error('the test database has no URL for other processes');
  const env = { SMTP_URL: sink.url, OUTBOX_POLL_MS: String(pollMs), MESSAGES_WORKER: worker, METRICS_TOKEN };
  const server = await startServerProcess({ databaseUrl: t.databaseUrl, dataDir: t.dataDir, env });
  servers.push(server);
  return server;
}

/** How long the test waits for the messages worker to start or to send. */
const WORKER_WAIT_MS = 90_000;

/** One series' value in a scrape of the server's /metrics (its worker's included), or null when it has none. */
async function scraped(server: TServerProcess, series: string): Promise<number | null> {
  const answer = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(answer.status).toBe(200);
  const line = (await answer.text()).split('\n').find((each) => each.startsWith(`${series} `));
  return line === undefined ? null : Number(line.slice(series.length + 1));
}

async function until(check: () => Promise<boolean> | boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A new shopper's order of `count` seats on `product` `day` days ahead, confirmed through `server`: its reference. */
async function confirmedThrough(server: TServerProcess, product: TCatalogueCard, day: number, count: number) {
  const token = await quickShopper(t);
  const slot = { ...product, date: addDays(todayInDubai(t.clock.now()), day) };
  expect((await addSlotToCart(t, token, slot, count)).body.status).toBe(1);
  const paid = await paidCheckout(t, token);
  const confirmed = await httpCall(
    server.url,
    'users/confirmBooking',
    { paymentId: paid.transactionId, cartId: paid.cartId },
    token,
  );
  expect(confirmed.body.status, confirmed.body.message).toBe(1);
  return confirmed.body.data.reference as string;
}

/** The running children of a process (Linux's /proc): a server's messages worker. */
function childrenOf(pid: number): number[] {
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        const fields = fs.readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
        return fields[1] === String(pid) && fields[0] !== 'Z';
      } catch {
        return false;
      }
    })
    .map(Number);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('the outbox across processes', () => {
  it('sends a confirmation once when the server that confirmed the order was killed before sending it', {
    timeout: 120_000,
  }, async () => {
    const [picnic] = await productsOf(t, 'Picnic Musandum');
    if (!picnic) throw new Error('no picnic in the demo catalogue');
    // The first server confirms the order (its outbox worker is off, so it cannot send), then dies.
    const first = await startServer(0);
    const reference = await confirmedThrough(first, picnic, 9, 2);
    await first.kill();
    const queued = await t.app.ctx.db
      .selectFrom('outbox')
      .select(['status', 'topic'])
      .where('topic', '=', 'orderConfirmed')
      .where('channel', '=', 'email')
      .execute();
    expect(queued).toEqual([{ status: 'pending', topic: 'orderConfirmed' }]);
    expect(sink.received).toHaveLength(0);

    // Two servers come up on the database, both sending.
    await Promise.all([startServer(100), startServer(100)]);
    const subject = EMAIL_MESSAGES.orderConfirmedSubject(reference);
    await until(() => sink.received.some((mail) => mail.subject === subject), 30_000).catch(async (error) => {
      const rows = await t.app.ctx.db.selectFrom('outbox').selectAll().execute();
      throw new Error(`${error}: ${JSON.stringify(rows)} ${servers.map((server) => server.output()).join('\n')}`);
    });
    // Both workers keep polling for a while: nothing more goes out.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(sink.received.filter((mail) => mail.subject === subject)).toHaveLength(1);
    const sent = await t.app.ctx.db
      .selectFrom('outbox')
      .select(['status', 'attempts'])
      .where('topic', '=', 'orderConfirmed')
      .where('channel', '=', 'email')
      .executeTakeFirstOrThrow();
    expect(sent).toEqual({ status: 'sent', attempts: 1 });
  });

  // NOTE: the worker runs at a lower priority than everything else here (decision 050): beside another file's server
  // processes it took over 30 s to send when it still compiled its sources under tsx. Alone it takes seconds.
  it('sends through the messages worker process the server starts, starts it again when it dies and stops it with itself', {
    timeout: 300_000,
  }, async () => {
    const [ticket] = await productsOf(t, 'Entry ticket');
    if (!ticket) throw new Error('no entry ticket in the demo catalogue');
    // The servers of the test before would send too.
    await Promise.all(servers.splice(0).map((server) => server.kill()));
    const server = await startServer(100, 'process');
    const serverPid = server.child.pid as number;
    await until(() => childrenOf(serverPid).length === 1, 30_000);
    const [worker] = childrenOf(serverPid) as [number];

    const confirmationOf = async (day: number) =>
      EMAIL_MESSAGES.orderConfirmedSubject(await confirmedThrough(server, ticket, day, 1));
    const arrived = (subject: string) => sink.received.some((mail) => mail.subject === subject);

    // The worker stopped (SIGSTOP): the server still confirms, and nothing is sent until the worker goes on. A scrape
    // of the server says its worker is down, at once (decision 119).
    process.kill(worker, 'SIGSTOP');
    let first: string;
    try {
      first = await confirmationOf(12);
      const startedMs = performance.now();
      expect(await scraped(server, 'rihla_messages_worker_up')).toBe(0);
      expect(performance.now() - startedMs).toBeLessThan(5_000);
      expect(await scraped(server, 'rihla_messages_worker_process_cpu_seconds_total')).toBeNull();
      expect(arrived(first)).toBe(false);
    } finally {
      // A stopped process cannot act on the SIGTERM or IPC disconnect that ends it: a failure here must not leave it.
      process.kill(worker, 'SIGCONT');
    }
    await until(() => arrived(first), WORKER_WAIT_MS);
    // The server's scrape carries its worker's own metrics: the email it sent, and its process's.
    const sentEmails = 'rihla_messages_worker_messages_total{channel="email",result="sent"}';
    await until(async () => ((await scraped(server, sentEmails)) ?? 0) >= 1, 10_000);
    expect(await scraped(server, 'rihla_messages_worker_up')).toBe(1);
    expect(await scraped(server, 'rihla_messages_worker_process_cpu_seconds_total')).toBeGreaterThan(0);
    expect(
      await scraped(server, 'rihla_messages_worker_message_seconds_count{channel="email"}'),
    ).toBeGreaterThanOrEqual(1);

    // Killed, the worker is started again and sends the next confirmation.
    process.kill(worker, 'SIGKILL');
    await until(() => childrenOf(serverPid).some((pid) => pid !== worker), WORKER_WAIT_MS);
    const second = await confirmationOf(13);
    await until(() => arrived(second), WORKER_WAIT_MS);

    // SIGTERM to the server ends its worker too.
    const [restarted] = childrenOf(serverPid) as [number];
    expect(await server.stop()).toBe(0);
    await until(() => !isRunning(restarted), 10_000);
  });

  it("serves a lone worker's metrics on a port of their own (MESSAGES_WORKER_METRICS_PORT)", async () => {
    if (!t.databaseUrl) throw new Error('the test database has no URL for other processes');
    const port = await freePort();
    const worker = spawn(process.execPath, [builtEntry('messages-worker')], {
      cwd: t.dataDir,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: t.dataDir,
        DATABASE_URL: t.databaseUrl,
        SMTP_URL: sink.url,
        OUTBOX_POLL_MS: '100',
        MESSAGES_WORKER_METRICS_PORT: String(port),
      },
      stdio: 'ignore',
    });
    const exited = new Promise((resolve) => worker.once('exit', resolve));
    try {
      let text = '';
      await until(async () => {
        text = await fetch(`http://127.0.0.1:${port}/metrics`).then(
          (answer) => (answer.ok ? answer.text() : ''),
          () => '',
        );
        return text !== '';
      }, 30_000);
      expect(text).toContain('rihla_messages_worker_messages_total{channel="sms",result="sent"} 0');
      expect(text).toMatch(/^rihla_messages_worker_process_cpu_seconds_total \d/m);
      // Its own metrics only: the API server's (requests, the shop's counts) are not a worker's to answer.
      expect(text).not.toContain('rihla_http_requests_total');
    } finally {
      worker.kill('SIGTERM');
      await exited;
    }
  });
});
