// A shop of its own for a gateway's journey (issue 35, decision 078): the gateway's local fake, and a server built
// from apps/api/dist configured to it (PAYMENT_PROVIDER and the gateway's variables), on a free port with its own
// SQLite data; its calls as the storefront makes them; and the one flow every gateway's journey walks in Chromium
// (sellsEndToEnd): pay, decline, cancel on the gateway's page, a part refunded from the back office, and the
// shopper's orders, the operator's order page and the fake's own record agreeing on what was paid and refunded.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { timeRange12Hour } from '@rihla/shared/rules/time';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TFakeGateway } from '../../api/src/gateway-fakes/fake-gateway';
import { DEMO_SHOPPER, nextWeek } from './api';
import { launchBrowser, newContext, screenshot, watchProblems } from './browser';
import { freePort, serverEnv, waitUntilReady } from './global-setup';
import { shows, toast, unexpectedProblems } from './journey';
import { DEMO_OPERATOR_PASSWORD } from './operators';

const API_ENTRY = path.resolve(import.meta.dirname, '../../api/dist/server.js');

export type TEnvelope = { status: number; message: string; data: any };

export interface TGatewayShop<F extends TFakeGateway> {
  baseUrl: string;
  fake: F;
  call(name: string, body: unknown, token?: string): Promise<TEnvelope>;
  /** A back-office call with an operator's session token. */
  operatorCall(name: string, body: unknown, operatorToken: string): Promise<TEnvelope>;
  /** The shopper's cart with tickets of the category's first product on `date`, checked out: its checkout id. */
  checkedOutCart(token: string, category: string, date: string, adultCount?: number): Promise<string>;
  close(): Promise<void>;
}

/** Starts the fake (told where the shop's notices go) and a server configured to it; `env` adds to the server's. */
export async function startGatewayShop<F extends TFakeGateway>(
  name: string,
  startFake: (notifyUrl: string) => Promise<F>,
  env: Record<string, string> = {},
): Promise<TGatewayShop<F>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `rihla-e2e-${name}-`));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const fake = await startFake(`${baseUrl}/api/payments/callback/${name}`);
  const server: ChildProcess = spawn(process.execPath, [API_ENTRY], {
    env: {
      ...serverEnv(port, dataDir),
      DATABASE_URL: '',
      MESSAGES_WORKER: 'inline',
      SMS_PROVIDER: 'files',
      ...env,
      ...fake.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitUntilReady(baseUrl, server, 120_000);

  const post = async (callName: string, body: unknown, headers: Record<string, string>) => {
    const send = () =>
      fetch(`${baseUrl}/api/${callName}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    // NOTE: a kept-alive connection the server closed (its keep-alive time is 10 s, app.ts) while a loaded machine
    // took longer than that to launch Chromium fails the next call before it reaches the server: sent again, once.
    const res = await send().catch((error: { cause?: { code?: string } }) => {
      if (error.cause?.code !== 'UND_ERR_SOCKET') throw error;
      return send();
    });
    return (await res.json()) as TEnvelope;
  };
  const call = (callName: string, body: unknown, token?: string) =>
    post(callName, body, token ? { 'x-access-token': token } : {});

  return {
    baseUrl,
    fake,
    call,
    operatorCall: (callName, body, operatorToken) => post(callName, body, { 'x-operator-token': operatorToken }),
    async checkedOutCart(token, category, date, adultCount = 1) {
      const [product] = (await call('users/filteredList', { category: [category] })).data;
      const detail = await call('users/viewDetail', { module: product.module, planId: product.planId });
      const time = timeRange12Hour(detail.data.start, detail.data.end);
      const added = await call(
        'users/addToCart',
        { item: [{ module: product.module, planId: product.planId, date, time, adultCount }] },
        token,
      );
      expect(added.status, added.message).toBe(1);
      const checkout = await call('users/checkout', {}, token);
      expect(checkout.status, checkout.message).toBe(1);
      return checkout.data[0]._id as string;
    },
    async close() {
      if (server.exitCode === null) {
        server.kill('SIGTERM');
        await new Promise((resolve) => server.once('exit', resolve));
      }
      await fake.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** What one gateway's journey adds to the shared flow: its fake's hosted page and its fake's own record. */
export interface TGatewayJourney<F extends TFakeGateway> {
  /** PAYMENT_PROVIDER's value, and the screenshots' prefix. */
  name: string;
  /** Starts the gateway's fake, told where the shop's notices go. */
  startFake(notifyUrl: string): Promise<F>;
  /** After Pay Now: waits until the whole window is on the fake's hosted page. */
  isOnPage(page: Page, fake: F): Promise<void>;
  /** The hosted page's pay button (its card form's fields are the same on every fake). */
  payButton: string | RegExp;
  /** The hosted page's own way to cancel and go back to the shop (a button or a link). */
  cancel(page: Page): Locator;
  /** What the failure page says after Cancel: the gateway's word on the payment (declined, or still not paid). */
  cancelledWords: string;
  /** The fake's record of the one payment it approved: what it took and what it gave back since, in fils. */
  paidRecord(fake: F): { paidFils: number; refundedFils: number };
}

const PICNIC = 'Picnic Musandum';
/** The demo agent: no second factor, refunds up to AED 500 (packages/demo/src/operators.ts). */
const DEMO_AGENT = { email: 'agent@rihla.example', password: DEMO_OPERATOR_PASSWORD } as const;
const CARDS = { approve: '4111 1111 1111 1111', decline: '4000 0000 0000 0002' } as const;
/** "AED 1,234.50" of fils, as the app writes an amount. */
const aedOf = (fils: number) =>
  `AED ${new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(fils / 100)}`;

/**
 * The journey every gateway walks (issue 35's "sells end to end"), in one browser against `shop`: the demo shopper
 * pays for two picnic tickets on the gateway's page (the success page); a declined card (the failure page); Cancel
 * on the gateway's page (a clear page in the shop, no order, the seats held no longer than the checkout's hold);
 * the demo agent cancels one of the two tickets on the back office's order page, refunded per the terms through the
 * gateway; then the operator's order page and the shopper's orders show the paid and refunded amounts the fake
 * itself recorded.
 */
export async function sellsEndToEnd<F extends TFakeGateway>(
  shop: TGatewayShop<F>,
  browser: Browser,
  journey: TGatewayJourney<F>,
): Promise<void> {
  const { baseUrl, fake, call } = shop;
  const login = await call('users/userLogin', DEMO_SHOPPER);
  expect(login.status, login.message).toBe(1);
  const token = login.data.token as string;
  const context = await newContext(browser, 'desktop', { token, firstName: login.data.first_name });
  const page = await context.newPage();
  const problems = watchProblems(page, baseUrl);
  const shot = (step: string) => screenshot(page, `${journey.name}-${step}`);
  const [product] = (await call('users/filteredList', { category: [PICNIC] })).data;
  // NOTE: one day for the whole journey: a run crossing midnight (UTC) would otherwise count one day's seats before
  // and the next day's after.
  const date = nextWeek();
  const seatsLeft = async () =>
    (await call('users/availability', { module: product.module, planId: product.planId, from: date, days: 1 })).data[0]
      .seatsLeft as number;
  const seatsBefore = await seatsLeft();
  const payWith = async (card: string) => {
    await page.getByLabel('Card number').fill(card);
    await page.getByLabel('Expiry (MM/YY)').fill('12/30');
    await page.getByLabel('CVV').fill('123');
    await page.getByRole('button', { name: journey.payButton }).click();
  };
  const toGatewayPage = async (checkoutId: string) => {
    await page.goto(`${baseUrl}/checkout/${encodeURIComponent(checkoutId)}`);
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await journey.isOnPage(page, fake);
  };

  // 1. Two tickets paid on the gateway's page: the success page, with the booking's reference.
  await toGatewayPage(await shop.checkedOutCart(token, PICNIC, date, 2));
  await shot('hosted-page');
  await payWith(CARDS.approve);
  await page.waitForURL(`${baseUrl}/success`, { timeout: 20_000 });
  await shows(page.getByRole('heading', { name: 'Your booking is confirmed' }));
  await shot('success');
  const [order] = (await call('users/viewCompletedOrder', {}, token)).data as Array<{ reference: string }>;
  await shows(page.getByText(order?.reference ?? 'no order'));
  expect(await seatsLeft()).toBe(seatsBefore - 2);

  // 2. A declined card: the failure page; the ticket stays in the cart.
  await toGatewayPage(await shop.checkedOutCart(token, PICNIC, date, 1));
  await payWith(CARDS.decline);
  const nothingBooked = async (step: string, words: string) => {
    await page.waitForURL(`${baseUrl}/failure`, { timeout: 20_000 });
    await shows(page.getByRole('heading', { name: 'Your Order Failed' }));
    await shows(page.getByText(words, { exact: true }));
    await shows(page.getByText(/^Your payment did not go through, so nothing was booked\./));
    await shot(step);
  };
  await nothingBooked('declined', 'Your payment was declined');

  // 3. The cart checked out again, and Cancel on the gateway's page: back in the shop, nothing booked.
  const checkout = await call('users/checkout', {}, token);
  expect(checkout.status, checkout.message).toBe(1);
  await toGatewayPage(checkout.data[0]._id);
  await journey.cancel(page).click();
  await nothingBooked('cancelled', journey.cancelledWords);
  expect((await call('users/viewCompletedOrder', {}, token)).data).toHaveLength(1);
  // The cancelled checkout's seat is given back, or held until its hold ends (then it stops counting by itself).
  const seatsAfterCancel = await seatsLeft();
  expect([seatsBefore - 2, seatsBefore - 3]).toContain(seatsAfterCancel);
  const holdLeftMs = Date.parse(checkout.data[0].expiresAt) - Date.now();
  expect(holdLeftMs).toBeLessThanOrEqual(checkout.data[0].holdMinutes * 60_000);
  // The return page's confirmation of a declined or cancelled payment is refused (409): the failure page says why.
  expect(unexpectedProblems(problems, [{ url: '/api/users/confirmBooking', status: 409 }])).toEqual([]);

  // 4. The demo agent cancels one of the two tickets on the order page, refunded per the terms at the gateway.
  const agent = await call('operator/signIn', DEMO_AGENT);
  expect(agent.data?.step, agent.message).toBe('done');
  const found = await shop.operatorCall('operator/searchOrders', { search: order?.reference }, agent.data.token);
  expect(found.data?.rows, found.message).toHaveLength(1);
  const desk = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await desk.addInitScript((operatorToken) => {
    window.localStorage.setItem('rihla.operatorToken', operatorToken);
  }, agent.data.token as string);
  const deskPage = await desk.newPage();
  const deskProblems = watchProblems(deskPage, baseUrl);
  await deskPage.goto(`${baseUrl}/admin/bookings/${found.data.rows[0].id}`);
  await shows(deskPage.getByRole('heading', { name: `Order ${order?.reference}`, level: 1 }));
  await deskPage.getByRole('button', { name: 'Cancel tickets' }).click();
  const dialog = deskPage.getByRole('dialog', { name: `Cancel tickets of ${order?.reference}` });
  await dialog.getByLabel('adult (of 2)').fill('1');
  await dialog.getByLabel(/^Per the terms: AED/).check();
  await dialog.getByLabel('Reason (required)').fill('One guest cannot come');
  await dialog.getByRole('button', { name: 'Cancel the tickets' }).click();
  await shows(toast(deskPage, /^1 ticket cancelled and AED [\d,.]+ refunded$/, 'success'));

  // 5. The operator's order page and the shopper's orders say what the gateway itself recorded.
  const record = journey.paidRecord(fake);
  expect(record.refundedFils).toBeGreaterThan(0);
  expect(record.refundedFils).toBeLessThan(record.paidFils);
  const refundedWords = `${aedOf(record.refundedFils)} of ${aedOf(record.paidFils)} refunded`;
  await shows(deskPage.getByTestId('order-progress').getByText(refundedWords));
  await shows(deskPage.getByText('Cancelled: 1 adult'));
  await screenshot(deskPage, `${journey.name}-desk-order-part-refunded`);
  await page.goto(`${baseUrl}/orderDetails`);
  const card = page.getByRole('article', { name: `Booking ${order?.reference}` });
  await shows(card.getByText(refundedWords));
  await shows(card.getByText('1 of 2 tickets cancelled'));
  await shot('orders-part-refunded');
  expect(unexpectedProblems(deskProblems)).toEqual([]);
  await desk.close();
  await context.close();
}

/**
 * A gateway journey's file in one call: a shop configured to the gateway's fake and a browser for the file, and a
 * test that walks sellsEndToEnd, then `afterwards` (what else the fake's record must say).
 */
export function itSellsEndToEnd<F extends TFakeGateway>(
  title: string,
  journey: TGatewayJourney<F>,
  afterwards: (fake: F) => void,
): void {
  let shop: TGatewayShop<F> | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    shop = await startGatewayShop(journey.name, (notifyUrl) => journey.startFake(notifyUrl));
    browser = await launchBrowser();
  }, 150_000);
  afterAll(async () => {
    await browser?.close();
    await shop?.close();
  });
  // NOTE: under 40 s on a quiet machine; the time limit is for a loaded one (lanes of journeys two to a core).
  it(title, { timeout: 600_000 }, async () => {
    if (!shop || !browser) throw new Error('the shop did not start');
    await sellsEndToEnd(shop, browser, journey);
    afterwards(shop.fake);
  });
}
