// Issue 19's proof with real server processes on one database: a server killed with SIGKILL after an order
// commits and before its confirmation is sent, then two servers started on the database: the email goes out once.
import { EMAIL_MESSAGES } from '@rihla/shared/messages/emails';
import { addDays, todayInDubai } from '@rihla/shared/rules/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSlotToCart, paidCheckout, quickShopper } from '../../test/crowd.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { httpCall, startServerProcess, type TServerProcess } from '../../test/server-process.js';
import { productsOf } from '../../test/shopping.js';
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

async function startServer(pollMs: number): Promise<TServerProcess> {
  if (!t.databaseUrl) throw new Error('the test database has no URL for other processes');
  const env = { SMTP_URL: sink.url, OUTBOX_POLL_MS: String(pollMs) };
  const server = await startServerProcess({ databaseUrl: t.databaseUrl, dataDir: t.dataDir, env });
  servers.push(server);
  return server;
}

async function until(check: () => Promise<boolean> | boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the outbox across processes', () => {
  it('sends a confirmation once when the server that confirmed the order was killed before sending it', {
    timeout: 120_000,
  }, async () => {
    const [picnic] = await productsOf(t, 'Picnic Musandum');
    if (!picnic) throw new Error('no picnic in the demo catalogue');
    const token = await quickShopper(t);
    const slot = { ...picnic, date: addDays(todayInDubai(t.clock.now()), 9) };
    expect((await addSlotToCart(t, token, slot, 2)).body.status).toBe(1);
    const paid = await paidCheckout(t, token);

    // The first server confirms the order (its outbox worker is off, so it cannot send), then dies.
    const first = await startServer(0);
    const confirmed = await httpCall(
      first.url,
      'users/confirmBooking',
      { paymentId: paid.transactionId, cartId: paid.cartId },
      token,
    );
    expect(confirmed.body.status, confirmed.body.message).toBe(1);
    await first.kill();
    const reference = confirmed.body.data.reference as string;
    const queued = await t.app.ctx.db
      .selectFrom('outbox')
      .select(['status', 'topic'])
      .where('topic', '=', 'orderConfirmed')
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
      .executeTakeFirstOrThrow();
    expect(sent).toEqual({ status: 'sent', attempts: 1 });
  });
});
