// Paying at Telr (issue 35, decision 084): a server of its own configured to Telr's local fake (the protocol of
// docs.telr.com: order.json, the hosted page, the return address), a ticket bought through the fake's hosted page in
// the whole window (a gateway's card page is never framed) and the success page; then a declined card and the
// failure page.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTelrFake, type TTelrFake } from '../../api/src/gateway-fakes/telr';
import { DEMO_SHOPPER } from './api';
import { launchBrowser, newContext, screenshot } from './browser';
import { freePort, serverEnv, waitUntilReady } from './global-setup';
import { dubaiDate, pickDateAndGetTicket, shows } from './journey';

const API_ENTRY = path.resolve(import.meta.dirname, '../../api/dist/server.js');

let dataDir: string;
let baseUrl: string;
let server: ChildProcess;
let fake: TTelrFake;
let browser: Browser;

async function call(name: string, body: unknown, token?: string) {
  const res = await fetch(`${baseUrl}/api/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'x-access-token': token } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { status: number; message: string; data: any };
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'telr-e2e-'));
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  fake = await startTelrFake({ notifyUrl: `${baseUrl}/api/payments/callback/telr` });
  server = spawn(process.execPath, [API_ENTRY], {
    env: { ...serverEnv(port, dataDir), DATABASE_URL: '', SMS_PROVIDER: 'files', RATE_LIMIT_SCALE: '10', ...fake.env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitUntilReady(baseUrl, server, 60_000);
  browser = await launchBrowser();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  await fake?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** From the product page to the checkout: a date, Get Ticket, Add To Cart, Proceed To Checkout. */
async function toCheckout(page: Page, product: { module: string; planId: string }, date: string) {
  await page.goto(`${baseUrl}/detail/${product.module}/${product.planId}`);
  const time = await pickDateAndGetTicket(page, 'desktop', date);
  await page.waitForURL((url) => url.pathname.startsWith('/cartcount/'));
  await page.getByRole('button', { name: 'Add To Cart', exact: true }).click();
  await page.waitForURL(`${baseUrl}/cart`);
  await page.getByRole('button', { name: 'Proceed To Checkout' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/checkout/'));
  return time;
}

/** Pay Now on the checkout: the shop's /gateway frame hands the whole window to Telr's hosted page. */
async function toTelrPage(page: Page) {
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await page.waitForURL((url) => url.href.startsWith(`${fake.url}/gateway/process.html?o=`), { timeout: 20_000 });
  await shows(page.getByText('LOCAL FAKE'));
}

async function payWith(page: Page, card: string) {
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: 'Pay now' }).click();
}

describe('paying at Telr', () => {
  it('buys a ticket on Telr’s hosted page and lands on the success page; a declined card on the failure page', {
    timeout: 60_000,
  }, async () => {
    const login = await call('users/userLogin', DEMO_SHOPPER);
    expect(login.status, login.message).toBe(1);
    const list = await call('users/filteredList', { category: ['Picnic Musandum'] });
    const product = list.data?.[0] as { module: string; planId: string; title: string } | undefined;
    if (!product) throw new Error('no picnic in the demo');
    const context = await newContext(browser, 'desktop', { token: login.data.token, firstName: login.data.first_name });
    const page = await context.newPage();

    const date = dubaiDate(4);
    const time = await toCheckout(page, product, date);
    await toTelrPage(page);
    await shows(page.getByText('Test mode: no money moves.'));
    await screenshot(page, 'telr-hosted-page-desktop');
    await payWith(page, '4111111111111111');
    await page.waitForURL(`${baseUrl}/success`, { timeout: 20_000 });
    await shows(page.getByRole('heading', { name: 'Your booking is confirmed' }));
    await screenshot(page, 'telr-success-desktop');
    const paid = [...fake.orders.values()].filter((order) => order.statusCode === 3);
    expect(paid).toHaveLength(1);

    // The second cart is made through the API (the journey above walked the pages): its checkout, then Pay Now.
    const added = await call(
      'users/addToCart',
      { item: [{ module: product.module, planId: product.planId, title: product.title, date, time, adultCount: 1 }] },
      login.data.token,
    );
    expect(added.status, added.message).toBe(1);
    const checkout = await call('users/checkout', {}, login.data.token);
    expect(checkout.status, checkout.message).toBe(1);
    await page.goto(`${baseUrl}/checkout/${checkout.data[0]._id}`);
    await toTelrPage(page);
    await payWith(page, '4000000000000002');
    await page.waitForURL(`${baseUrl}/failure`, { timeout: 20_000 });
    await shows(page.getByRole('heading', { name: 'Your Order Failed' }));
    await screenshot(page, 'telr-failure-desktop');
    await context.close();
  });
});
