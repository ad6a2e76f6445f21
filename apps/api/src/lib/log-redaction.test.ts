// Issue 14, item 9: the request log never holds a voucher link's signature or a payment page's transaction id.
import { addDays, todayInDubai } from '@rihla/shared/rules/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSlotToCart, paidCheckout, quickShopper } from '../test/crowd.js';
import { createTestApp, TEST_PUBLIC_URL, type TTestApp } from '../test/harness.js';
import { productsOf } from '../test/shopping.js';
import { REDACTED, redactUrl } from './log-redaction.js';

const lines: string[] = [];
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ logLines: lines });
});
afterAll(async () => {
  await t?.close();
});

describe('the request log', () => {
  it('keeps the path and parameter names of a voucher link and a payment page, never their keys', async () => {
    const [picnic] = await productsOf(t, 'Picnic Musandum');
    if (!picnic) throw new Error('no picnic in the demo catalogue');
    const token = await quickShopper(t);
    const slot = { ...picnic, date: addDays(todayInDubai(t.clock.now()), 9) };
    expect((await addSlotToCart(t, token, slot, 1)).body.status).toBe(1);
    const { cartId, transactionId } = await paidCheckout(t, token);
    const confirmed = await t.call('users/confirmBooking', { paymentId: transactionId, cartId }, token);
    expect(confirmed.body.status).toBe(1);
    const pdfUrl = confirmed.body.data.pdfUrl as string;
    const signature = new URL(pdfUrl).searchParams.get('sig');
    expect(signature).toBeTruthy();

    lines.length = 0;
    const voucher = await t.app.inject({ method: 'GET', url: pdfUrl.slice(TEST_PUBLIC_URL.length) });
    expect(voucher.statusCode).toBe(200);
    const page = await t.app.inject({ method: 'GET', url: `/api/sandbox/pay?TransactionID=${transactionId}` });
    expect(page.statusCode).toBe(200);
    // The web app's payment page names the transaction in its path (a refresh asks the server for it).
    await t.app.inject({
      method: 'GET',
      url: `/gateway/${transactionId}/${encodeURIComponent('http://rihla.test/pay')}`,
    });

    const logged = lines.join('\n');
    const urls = lines.map((line) => JSON.parse(line).req?.url).filter(Boolean);
    expect(urls).toEqual([
      expect.stringMatching(/^\/api\/vouchers\/[^?]+\.pdf\?exp=\d+&sig=\[Redacted\]$/),
      '/api/sandbox/pay?TransactionID=[Redacted]',
      '/gateway/[Redacted]/http%3A%2F%2Frihla.test%2Fpay',
    ]);
    expect(logged).not.toContain(signature);
    expect(logged).not.toContain(transactionId);
  });

  it('redacts secret parameters whatever their case or encoding, and leaves the rest alone', () => {
    expect(redactUrl('/a?SIG=x&page=2&%74oken=y')).toBe(`/a?SIG=${REDACTED}&page=2&%74oken=${REDACTED}`);
    expect(redactUrl('/a?page=2')).toBe('/a?page=2');
    expect(redactUrl('/a')).toBe('/a');
    expect(redactUrl('/gateway/sbx_abc/http%3A%2F%2Fx%2Fpay')).toBe(`/gateway/${REDACTED}/http%3A%2F%2Fx%2Fpay`);
    expect(redactUrl('/Gateway/sbx_abc?x=1')).toBe(`/Gateway/${REDACTED}?x=1`);
    // A real gateway's return address (decision 078) carries the transaction id too.
    expect(redactUrl('/api/payments/return/telr/telr_abc?ref=9')).toBe(`/api/payments/return/telr/${REDACTED}?ref=9`);
    expect(redactUrl('/a?sig&%E0=1')).toBe('/a?sig&%E0=1');
  });
});
