// Paying through the Etisalat payment gateway (issue 35, decision 082): a server of its own configured to the local
// fake of EPG (api/src/gateway-fakes/epg.ts), a ticket bought through EPG's hosted page (the whole window goes there
// and EPG POSTs the payer back), the success page; then a declined card lands on the failure page.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { timeRange12Hour } from '@rihla/shared/rules/time';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEpgFake, type TEpgFake } from '../../api/src/gateway-fakes/epg';
import { DEMO_SHOPPER } from './api';
import { launchBrowser, newContext, screenshot, watchProblems } from './browser';
import { freePort, serverEnv, waitUntilReady } from './global-setup';
import { shows, unexpectedProblems } from './journey';

const API_ENTRY = path.resolve(import.meta.dirname, '../../api/dist/server.js');

let fake: TEpgFake;
let server: ChildProcess;
let browser: Browser;
let baseUrl = '';
let dataDir = '';

type TEnvelope = { status: number; message: string; data: any };

async function call(name: string, body: unknown, token?: string): Promise<TEnvelope> {
  const res = await fetch(`${baseUrl}/api/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'x-access-token': token } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as TEnvelope;
}

/** The demo shopper's cart with one entry ticket next week, checked out: its checkout page's address. */
async function checkedOutTicket(token: string): Promise<string> {
  const list = await call('users/filteredList', { category: ['Entry ticket'] });
  const product = list.data[0] as { module: string; planId: string };
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
  return `${baseUrl}/checkout/${checkout.data[0]._id}`;
}

/** Pay Now -> the shop's gateway frame -> the whole window on EPG's page -> a card -> back to the shop. */
async function payAtEpg(page: Page, card: string, shot?: (step: string) => Promise<unknown>) {
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await page.waitForURL((url) => url.origin === fake.url, { timeout: 20_000 });
  await shows(page.getByText('Etisalat Payment Gateway'));
  await page.getByLabel('Card number').fill(card);
  await shot?.('epg-page');
  await page.getByRole('button', { name: /^Pay AED/ }).click();
}

describe('paying through the Etisalat payment gateway', () => {
  beforeAll(async () => {
    fake = await startEpgFake();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rihla-e2e-epg-'));
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, [API_ENTRY], {
      env: {
        ...serverEnv(port, dataDir),
        DATABASE_URL: '',
        MESSAGES_WORKER: 'inline',
        SMS_PROVIDER: 'files',
        ...fake.env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    await waitUntilReady(baseUrl, server, 60_000);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    await fake?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('buys a ticket on EPG’s page and lands on the success page; a declined card lands on the failure page', async () => {
    const login = await call('users/userLogin', DEMO_SHOPPER);
    expect(login.status, login.message).toBe(1);
    const session = { token: login.data.token as string, firstName: login.data.first_name as string };
    const context = await newContext(browser, 'desktop', session);
    const page = await context.newPage();
    const problems = watchProblems(page, baseUrl);
    const shot = (step: string) => screenshot(page, `epg-${step}`);

    await page.goto(await checkedOutTicket(session.token));
    await payAtEpg(page, '4111 1111 1111 1111', shot);
    await page.waitForURL(`${baseUrl}/success`, { timeout: 20_000 });
    await shows(page.getByRole('heading', { level: 1 }));
    await shot('success');
    const paid = [...fake.transactions.values()].at(-1);
    expect(paid).toMatchObject({ state: 'approved', isFinalized: true, finalizations: 1 });

    await page.goto(await checkedOutTicket(session.token));
    await payAtEpg(page, '4000 0000 0000 0002');
    await page.waitForURL(`${baseUrl}/failure`, { timeout: 20_000 });
    await shot('failure');
    expect([...fake.transactions.values()].at(-1)).toMatchObject({ state: 'declined', isFinalized: true });
    // The return page's confirmation of the declined payment is refused (409): the failure page says why.
    expect(unexpectedProblems(problems, [{ url: '/api/users/confirmBooking', status: 409 }])).toEqual([]);
    await context.close();
  });
});
