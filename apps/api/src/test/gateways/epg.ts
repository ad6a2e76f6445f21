// The Etisalat payment gateway under the conformance suite (decision 082): the shop against the local fake of EPG,
// which speaks its protocol (gateway-fakes/epg.ts). EPG sends no server-to-server notice.
import { expect } from 'vitest';
import { startEpgFake, type TEpgFake, type TEpgFakeTransaction } from '../../gateway-fakes/epg.js';
import { FAKE_CARDS } from '../../gateway-fakes/fake-gateway.js';
import { findGatewayTransaction } from '../../modules/payments/gateway.repository.js';
import type { TTestApp } from '../harness.js';
import {
  gatewayFormOf,
  hiddenFieldsOf,
  type TBrowserReturn,
  type TGatewayUnderTest,
  unescapeHtml,
} from './gateway-under-test.js';

/** The fake's record of one of the shop's transactions (found by the EPG TransactionID the shop keeps). */
export async function epgTransactionOf(
  t: TTestApp,
  fake: TEpgFake,
  transactionId: string,
): Promise<TEpgFakeTransaction> {
  const row = await findGatewayTransaction(t.app.ctx.db, transactionId);
  const txn = row ? fake.transactions.get(row.gateway_id) : undefined;
  if (!txn) throw new Error(`EPG does not know ${transactionId}`);
  return txn;
}

/** A page's one form: where it goes and its fields (the fake's card page, its way back to the merchant). */
export function formOfPage(html: string, id?: string) {
  const pattern = id
    ? new RegExp(`<form id="${id}" method="post" action="([^"]+)">([\\s\\S]*?)</form>`)
    : /<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/;
  const match = pattern.exec(html);
  if (!match) throw new Error(`no form in: ${html}`);
  return { action: unescapeHtml(match[1] ?? ''), fields: hiddenFieldsOf(match[2] ?? '') };
}

async function postForm(url: string, fields: Record<string, string>) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: res.status, html: await res.text() };
}

/** As the payer's browser: the shop's go page, EPG's payment page, paying or cancelling, and EPG's way back. */
export async function payAtEpg(
  t: TTestApp,
  payment: { transactionId: string; paymentPage: string },
  outcome: 'approve' | 'decline' | 'cancel',
): Promise<TBrowserReturn> {
  const go = await gatewayFormOf(t, payment);
  expect(go.method).toBe('POST');
  const page = await postForm(go.url, go.fields);
  expect(page.status, page.html).toBe(200);
  const card = formOfPage(page.html);
  const pay = outcome === 'cancel' ? card.action.replace(/\/Pay$/, '/Cancel') : card.action;
  const number = outcome === 'approve' ? FAKE_CARDS.approve : FAKE_CARDS.decline;
  const back = await postForm(pay, { ...card.fields, CardNumber: number, Expiry: '12/30', CVV: '123' });
  expect(back.status, back.html).toBe(200);
  const ret = formOfPage(back.html, 'return-form');
  return { method: 'POST', url: ret.action, form: ret.fields };
}

export const epgUnderTest: TGatewayUnderTest = {
  name: 'epg',
  async start() {
    const fake = await startEpgFake();
    return {
      env: fake.env,
      payAsBrowser: payAtEpg,
      async notice() {
        return null;
      },
      async forgedNotice() {
        return null;
      },
      async record(t, transactionId) {
        const txn = await epgTransactionOf(t, fake, transactionId);
        const status =
          txn.state === 'registered'
            ? 'pending'
            : txn.state === 'approved'
              ? txn.refundedFils >= txn.amountFils
                ? 'refunded'
                : 'paid'
              : txn.state;
        return { status, amountFils: txn.amountFils, refundedFils: txn.refundedFils };
      },
      async misreportAmount(t, transactionId, amountFils) {
        (await epgTransactionOf(t, fake, transactionId)).reportedFils = amountFils;
      },
      close: () => fake.close(),
    };
  },
};
