// Telr under the conformance suite (decision 084): the shop configured to Telr's local fake (gateway-fakes/telr.ts),
// the browser driven through the fake's hosted page, and its transaction advice signed as the service signs it.
import { expect } from 'vitest';
import { FAKE_CARDS } from '../../gateway-fakes/fake-gateway.js';
import { startTelrFake, type TTelrFake } from '../../gateway-fakes/telr.js';
import type { TTestApp } from '../harness.js';
import { gatewayFormOf, type TGatewayUnderTest, type TRunningGateway } from './gateway-under-test.js';

/** Our reference of a Telr payment: the cart id the fake knows it by. */
export async function telrCartOf(t: TTestApp, transactionId: string): Promise<string> {
  const row = await t.app.ctx.db
    .selectFrom('gateway_transactions')
    .select('reference')
    .where('id', '=', transactionId)
    .executeTakeFirstOrThrow();
  return row.reference;
}

/** As the browser: the shop's go page, then the fake's hosted page, paying or cancelling there; answers where it is sent. */
export async function payAtTelrFake(
  t: TTestApp,
  payment: { transactionId: string; paymentPage: string },
  outcome: 'approve' | 'decline' | 'cancel',
): Promise<{ method: 'GET'; url: string }> {
  const form = await gatewayFormOf(t, payment);
  expect(form.method).toBe('GET');
  const page = await fetch(`${form.url}?${new URLSearchParams(form.fields)}`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Card number');
  const fields: Record<string, string> =
    outcome === 'cancel'
      ? { o: form.fields.o ?? '', action: 'cancel' }
      : {
          o: form.fields.o ?? '',
          card: outcome === 'approve' ? FAKE_CARDS.approve : FAKE_CARDS.decline,
          expiry: '12/30',
          cvv: '123',
          action: 'pay',
        };
  const sent = await fetch(form.url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  expect(sent.status).toBe(303);
  return { method: 'GET', url: String(sent.headers.get('location')) };
}

export async function runTelrFake(fake: TTelrFake): Promise<TRunningGateway> {
  const noticeOf = async (t: TTestApp, transactionId: string, secret?: string) => ({
    url: '/api/payments/callback/telr',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: fake.advice(await telrCartOf(t, transactionId), secret),
  });
  return {
    env: fake.env,
    payAsBrowser: payAtTelrFake,
    notice: (t, transactionId) => noticeOf(t, transactionId),
    forgedNotice: (t, transactionId) => noticeOf(t, transactionId, 'not-the-advice-secret'),
    async record(t, transactionId) {
      const order = fake.byCart(await telrCartOf(t, transactionId));
      if (!order) throw new Error(`Telr's fake has no order for ${transactionId}`);
      const amountFils = Math.round(Number(order.amount) * 100);
      const status =
        order.statusCode === 3
          ? order.refundedFils >= amountFils
            ? 'refunded'
            : 'paid'
          : order.statusCode === -2
            ? 'cancelled'
            : order.statusCode < 0
              ? 'declined'
              : 'pending';
      return { status, amountFils, refundedFils: order.refundedFils };
    },
    async misreportAmount(t, transactionId, amountFils) {
      fake.misreportAmount(await telrCartOf(t, transactionId), (amountFils / 100).toFixed(2));
    },
    close: () => fake.close(),
  };
}

export const telrUnderTest: TGatewayUnderTest = {
  name: 'telr',
  async start() {
    return runTelrFake(await startTelrFake());
  },
};
