// Issue 32 item 17: a shop opened at 127.0.0.1 while PUBLIC_URL says localhost (the same machine and port) gets its
// payment and return pages at the address it was opened at, outside production; another address is told exactly
// what to set.
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { addLine, payOnSandbox, productsOf } from '../../test/shopping.js';
import { SANDBOX_CARDS } from '../payments/sandbox-provider.js';

const PUBLIC_URL = 'http://localhost:3000';
const QUIET = { OUTBOX_POLL_MS: '0', RECONCILE_PAYMENTS_EVERY_SECONDS: '0', LOG_LEVEL: 'silent' };

const apps: TTestApp[] = [];
afterEach(async () => {
  for (const t of apps.splice(0)) await t.close();
});

async function shopIn(env: Record<string, string>): Promise<TTestApp> {
  const t = await createTestApp({ env: { PUBLIC_URL, ...QUIET, ...env } });
  apps.push(t);
  return t;
}

/** A shopper with a checkout of one line, paid for from a browser that opened the shop at `host`. */
async function initiateFrom(t: TTestApp, host: string) {
  const { token } = await t.newShopper();
  const [product] = await productsOf(t, 'Entry ticket');
  if (!product) throw new Error('no demo product');
  await addLine(t, token, product, 1);
  const checkout = await t.call('users/checkout', {}, token);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/users/paymentInitiate',
    headers: { host, 'x-access-token': token },
    payload: { cartId: checkout.body.data[0]._id },
  });
  return { statusCode: res.statusCode, body: res.json() as { status: number; message: string; data?: any } };
}

describe('paying in a shop opened at another address than PUBLIC_URL', () => {
  it('opens the payment page and returns to 127.0.0.1:3000 when the shop was opened there (development)', async () => {
    const t = await shopIn({ NODE_ENV: 'development' });
    const answer = await initiateFrom(t, '127.0.0.1:3000');
    expect(answer.body.status).toBe(1);
    expect(answer.body.data.Transaction.PaymentPage).toBe('http://127.0.0.1:3000/api/sandbox/pay');
    const paid = await payOnSandbox(t, answer.body.data.Transaction.TransactionID, SANDBOX_CARDS.approve);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe('http://127.0.0.1:3000/transactionStatus');
  });

  it('keeps PUBLIC_URL for a shop opened at PUBLIC_URL', async () => {
    const t = await shopIn({ NODE_ENV: 'development' });
    const answer = await initiateFrom(t, 'localhost:3000');
    expect(answer.body.data.Transaction.PaymentPage).toBe(`${PUBLIC_URL}/api/sandbox/pay`);
  });

  it('says exactly what to set when the shop was opened at an address that is not PUBLIC_URL (development)', async () => {
    const t = await shopIn({ NODE_ENV: 'development' });
    for (const host of ['192.168.1.5:3000', '127.0.0.1:5173']) {
      const answer = await initiateFrom(t, host);
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toEqual({
        status: 0,
        message:
          `This shop is open at http://${host} but PUBLIC_URL is ${PUBLIC_URL}, so the payment page cannot open here. ` +
          `Set PUBLIC_URL=http://${host} (in .env) and restart the server, or open the shop at ${PUBLIC_URL}.`,
      });
    }
  });

  it('always uses PUBLIC_URL in production, whatever address the request names', async () => {
    const t = await shopIn({ NODE_ENV: 'production', APP_SECRET: 'k'.repeat(40), PERSONAL_DATA_KEY: 'a'.repeat(64) });
    const answer = await initiateFrom(t, '127.0.0.1:3000');
    expect(answer.body.status).toBe(1);
    expect(answer.body.data.Transaction.PaymentPage).toBe(`${PUBLIC_URL}/api/sandbox/pay`);
  });
});
