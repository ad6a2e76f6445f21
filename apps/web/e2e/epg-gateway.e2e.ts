// Paying through the Etisalat payment gateway (issue 35, decision 082): a server of its own configured to the local
// fake of EPG (api/src/gateway-fakes/epg.ts), a ticket bought through EPG's hosted page (the whole window goes there
// and EPG POSTs the payer back), the success page; then a declined card lands on the failure page.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEpgFake, type TEpgFake } from '../../api/src/gateway-fakes/epg';
import { DEMO_SHOPPER } from './api';
import { launchBrowser, newContext, screenshot, watchProblems } from './browser';
import { startGatewayShop, type TGatewayShop } from './gateway-shop';
import { shows, unexpectedProblems } from './journey';

let shop: TGatewayShop<TEpgFake>;
let browser: Browser;

/** The demo shopper's cart with one entry ticket next week, checked out: its checkout page's address. */
async function checkedOutTicket(token: string): Promise<string> {
  return `${shop.baseUrl}/checkout/${await shop.checkedOutCart(token, 'Entry ticket')}`;
}

/** Pay Now -> the shop's gateway frame -> the whole window on EPG's page -> a card -> back to the shop. */
async function payAtEpg(page: Page, card: string, shot?: (step: string) => Promise<unknown>) {
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await page.waitForURL((url) => url.origin === shop.fake.url, { timeout: 20_000 });
  await shows(page.getByText('Etisalat Payment Gateway'));
  await page.getByLabel('Card number').fill(card);
  await shot?.('epg-page');
  await page.getByRole('button', { name: /^Pay AED/ }).click();
}

describe('paying through the Etisalat payment gateway', () => {
  beforeAll(async () => {
    shop = await startGatewayShop('epg', () => startEpgFake());
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.close();
  });

  it('buys a ticket on EPG’s page and lands on the success page; a declined card lands on the failure page', async () => {
    const login = await shop.call('users/userLogin', DEMO_SHOPPER);
    expect(login.status, login.message).toBe(1);
    const session = { token: login.data.token as string, firstName: login.data.first_name as string };
    const context = await newContext(browser, 'desktop', session);
    const page = await context.newPage();
    const problems = watchProblems(page, shop.baseUrl);
    const shot = (step: string) => screenshot(page, `epg-${step}`);

    await page.goto(await checkedOutTicket(session.token));
    await payAtEpg(page, '4111 1111 1111 1111', shot);
    await page.waitForURL(`${shop.baseUrl}/success`, { timeout: 20_000 });
    await shows(page.getByRole('heading', { level: 1 }));
    await shot('success');
    const paid = [...shop.fake.transactions.values()].at(-1);
    expect(paid).toMatchObject({ state: 'approved', isFinalized: true, finalizations: 1 });

    await page.goto(await checkedOutTicket(session.token));
    await payAtEpg(page, '4000 0000 0000 0002');
    await page.waitForURL(`${shop.baseUrl}/failure`, { timeout: 20_000 });
    await shot('failure');
    expect([...shop.fake.transactions.values()].at(-1)).toMatchObject({ state: 'declined', isFinalized: true });
    // The return page's confirmation of the declined payment is refused (409): the failure page says why.
    expect(unexpectedProblems(problems, [{ url: '/api/users/confirmBooking', status: 409 }])).toEqual([]);
    await context.close();
  });
});
