// N-Genius under the conformance suite (decision 083): the shop against the local fake of N-Genius Online, the
// browser's part played over real HTTP to the fake's hosted page.
import { expect } from 'vitest';
import { FAKE_CARDS } from '../../gateway-fakes/fake-gateway.js';
import { startNgeniusFake, type TNgeniusFake } from '../../gateway-fakes/ngenius.js';
import { NGENIUS_PREFIX } from '../../modules/payments/ngenius-provider.js';
import type { TTestApp } from '../harness.js';
import {
  gatewayFormOf,
  type TBrowserReturn,
  type TGatewayRecordStatus,
  type TGatewayUnderTest,
} from './gateway-under-test.js';

const NOTICE_URL = '/api/payments/callback/ngenius';

/** The fake's order of one of the shop's transactions (our reference is its merchantOrderReference). */
export function fakeOrderOf(fake: TNgeniusFake, transactionId: string) {
  const order = fake.orderByMerchantReference(transactionId.slice(NGENIUS_PREFIX.length));
  if (!order) throw new Error(`the fake has no order for ${transactionId}`);
  return order;
}

/**
 * As the payer's browser: the shop's go page, the fake's hosted page by the form it gives, then paying there (or
 * following its Cancel link). Answers where the browser is sent back.
 */
export async function payOnNgeniusFake(
  t: TTestApp,
  payment: { transactionId: string; paymentPage: string },
  outcome: 'approve' | 'decline' | 'cancel',
): Promise<TBrowserReturn> {
  const form = await gatewayFormOf(t, payment);
  expect(form.method).toBe('GET');
  const pageUrl = new URL(form.url);
  for (const [name, value] of Object.entries(form.fields)) pageUrl.searchParams.set(name, value);
  expect(form.csp).toContain(pageUrl.origin);
  const page = await fetch(pageUrl);
  const html = await page.text();
  expect(page.status, html).toBe(200);
  if (outcome === 'cancel') {
    const cancel = /<a class="muted" id="cancel" href="([^"]+)">/.exec(html)?.[1];
    if (!cancel) throw new Error('no Cancel link on the page');
    return { method: 'GET', url: cancel.replaceAll('&#38;', '&') };
  }
  const code = /name="code" value="([^"]+)"/.exec(html)?.[1] ?? '';
  const res = await fetch(new URL('/paypage/pay', pageUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      code,
      pan: outcome === 'approve' ? FAKE_CARDS.approve : FAKE_CARDS.decline,
      expiry: '12/30',
      cvv: '123',
      name: 'Test Payer',
    }).toString(),
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
  return { method: 'GET', url: String(res.headers.get('location')) };
}

const STATUS: Record<string, TGatewayRecordStatus> = {
  STARTED: 'pending',
  PURCHASED: 'paid',
  PARTIALLY_REFUNDED: 'paid',
  FAILED: 'declined',
  REFUNDED: 'refunded',
  // Only the shop's own reversal of a PURCHASE before settlement: its money given back in full.
  REVERSED: 'refunded',
};

export const ngeniusUnderTest: TGatewayUnderTest = {
  name: 'ngenius',
  async start() {
    const fake = await startNgeniusFake();
    return {
      env: fake.env,
      payAsBrowser: payOnNgeniusFake,
      async notice(_t, transactionId) {
        const hook = fake.webhookFor(fakeOrderOf(fake, transactionId).reference);
        return { url: NOTICE_URL, headers: hook.headers, payload: hook.payload };
      },
      async forgedNotice(_t, transactionId) {
        const hook = fake.webhookFor(fakeOrderOf(fake, transactionId).reference, 'a-guessed-value');
        return { url: NOTICE_URL, headers: hook.headers, payload: hook.payload };
      },
      async record(_t, transactionId) {
        const order = fakeOrderOf(fake, transactionId);
        const refundedFils =
          order.state === 'REVERSED'
            ? order.value
            : order.refunds.filter((r) => r.state === 'SUCCESS').reduce((sum, r) => sum + r.value, 0);
        return { status: STATUS[order.state] ?? 'pending', amountFils: order.value, refundedFils };
      },
      async settle(_t, transactionId) {
        fake.settle(fakeOrderOf(fake, transactionId).reference);
      },
      async misreportAmount(_t, transactionId, amountFils) {
        fakeOrderOf(fake, transactionId).reportedValue = amountFils;
      },
      close: () => fake.close(),
    };
  },
};
