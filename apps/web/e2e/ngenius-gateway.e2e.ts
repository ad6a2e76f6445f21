// Paying through N-Genius in Chromium (issue 35, decision 083): a server of its own configured to the local fake of
// N-Genius Online (PAYMENT_PROVIDER=ngenius), a shopper's Pay Now, the shop's gateway frame sending the whole window
// to the fake's hosted page, an approved card back to the success page, then a declined card to the failure page.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { timeRange12Hour } from '@rihla/shared/rules/time';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNgeniusFake, type TNgeniusFake } from '../../api/src/gateway-fakes/ngenius';
import { DEMO_SHOPPER } from './api';
import { launchBrowser, newContext, screenshot } from './browser';
import { freePort, serverEnv, waitUntilReady } from './global-setup';
import { shows } from './journey';

const API_ENTRY = path.resolve(import.meta.dirname, '../../api/dist/server.js');

let fake: TNgeniusFake;
let server: ChildProcess;
let browser: Browser;
let baseUrl = '';
let dataDir = '';

async function call(name: string, body: unknown, token?: string) {
  const res = await fetch(`${baseUrl}/api/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'x-access-token': token } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { status: number; message: string; data: any };
}

/** A checked-out cart of one ticket of the first picnic, a week ahead: its id. */
async function checkedOutCart(token: string): Promise<string> {
  const [product] = (await call('users/filteredList', { category: ['Picnic Musandum'] })).data;
  const detail = await call('users/viewDetail', { module: product.module, planId: product.planId });
  const date = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const time = timeRange12Hour(detail.data.start, detail.data.end);
  const added = await call(
    'users/addToCart',
    { item: [{ module: product.module, planId: product.planId, date, time, adultCount: 1 }] },
    token,
  );
  expect(added.status, added.message).toBe(1);
  const checkout = await call('users/checkout', {}, token);
  expect(checkout.status, checkout.message).toBe(1);
  return checkout.data[0]._id as string;
}

/** From the checkout page: Pay Now, the fake's hosted page (the whole window), a card and Pay now. */
async function payAtNgenius(page: Page, cartId: string, card: string, shot: string | null) {
  await page.goto(`${baseUrl}/checkout/${encodeURIComponent(cartId)}`);
  const payNow = page.getByRole('button', { name: 'Pay Now' });
  await shows(payNow);
  await payNow.click();
  await page.waitForURL((url) => url.origin === fake.url && url.pathname === '/paypage');
  await shows(page.getByLabel('Card number'));
  expect(await page.getByText(/^AED \d+\.\d\d$/).isVisible()).toBe(true);
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVV').fill('123');
  if (shot) await screenshot(page, shot);
  await page.getByRole('button', { name: 'Pay now' }).click();
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ngenius-e2e-'));
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  fake = await startNgeniusFake({ notifyUrl: `${baseUrl}/api/payments/callback/ngenius` });
  server = spawn(process.execPath, [API_ENTRY], {
    env: {
      ...serverEnv(port, dataDir),
      ...fake.env,
      DATABASE_URL: '',
      MESSAGES_WORKER: 'inline',
      SMS_PROVIDER: 'files',
    },
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

describe('paying through N-Genius', () => {
  it("takes the shopper to N-Genius's page and back: approved to the success page, declined to the failure page", async () => {
    const login = await call('users/userLogin', DEMO_SHOPPER);
    expect(login.status, login.message).toBe(1);
    const context = await newContext(browser, 'desktop', { token: login.data.token, firstName: login.data.first_name });
    const page = await context.newPage();

    await payAtNgenius(page, await checkedOutCart(login.data.token), '4111 1111 1111 1111', 'ngenius-hosted-page');
    await page.waitForURL(`${baseUrl}/success`, { timeout: 20_000 });
    await shows(page.getByText(/Booking reference/i).first());
    await screenshot(page, 'ngenius-success');
    expect([...fake.orders.values()].map((order) => order.state)).toContain('PURCHASED');

    await payAtNgenius(page, await checkedOutCart(login.data.token), '4000 0000 0000 0002', null);
    await page.waitForURL(`${baseUrl}/failure`, { timeout: 20_000 });
    await shows(page.getByText('Your payment was declined').first());
    await screenshot(page, 'ngenius-failure');
    await context.close();
  });
});
