// Paying through N-Genius in Chromium (issue 35, decision 083): a server of its own configured to the local fake of
// N-Genius Online (PAYMENT_PROVIDER=ngenius), a shopper's Pay Now, the shop's gateway frame sending the whole window
// to the fake's hosted page, an approved card back to the success page, then a declined card to the failure page.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNgeniusFake, type TNgeniusFake } from '../../api/src/gateway-fakes/ngenius';
import { DEMO_SHOPPER } from './api';
import { launchBrowser, newContext, screenshot } from './browser';
import { startGatewayShop, type TGatewayShop } from './gateway-shop';
import { shows } from './journey';

let shop: TGatewayShop<TNgeniusFake>;
let browser: Browser;

/** From the checkout page: Pay Now, the fake's hosted page (the whole window), a card and Pay now. */
async function payAtNgenius(page: Page, cartId: string, card: string, shot: string | null) {
  await page.goto(`${shop.baseUrl}/checkout/${encodeURIComponent(cartId)}`);
  const payNow = page.getByRole('button', { name: 'Pay Now' });
  await shows(payNow);
  await payNow.click();
  await page.waitForURL((url) => url.origin === shop.fake.url && url.pathname === '/paypage');
  await shows(page.getByLabel('Card number'));
  expect(await page.getByText(/^AED \d+\.\d\d$/).isVisible()).toBe(true);
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVV').fill('123');
  if (shot) await screenshot(page, shot);
  await page.getByRole('button', { name: 'Pay now' }).click();
}

beforeAll(async () => {
  shop = await startGatewayShop('ngenius', (notifyUrl) => startNgeniusFake({ notifyUrl }));
  browser = await launchBrowser();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

describe('paying through N-Genius', () => {
  it("takes the shopper to N-Genius's page and back: approved to the success page, declined to the failure page", async () => {
    const login = await shop.call('users/userLogin', DEMO_SHOPPER);
    expect(login.status, login.message).toBe(1);
    const context = await newContext(browser, 'desktop', { token: login.data.token, firstName: login.data.first_name });
    const page = await context.newPage();

    await payAtNgenius(
      page,
      await shop.checkedOutCart(login.data.token, 'Picnic Musandum'),
      '4111 1111 1111 1111',
      'ngenius-hosted-page',
    );
    await page.waitForURL(`${shop.baseUrl}/success`, { timeout: 20_000 });
    await shows(page.getByText(/Booking reference/i).first());
    await screenshot(page, 'ngenius-success');
    expect([...shop.fake.orders.values()].map((order) => order.state)).toContain('PURCHASED');

    await payAtNgenius(
      page,
      await shop.checkedOutCart(login.data.token, 'Picnic Musandum'),
      '4000 0000 0000 0002',
      null,
    );
    await page.waitForURL(`${shop.baseUrl}/failure`, { timeout: 20_000 });
    await shows(page.getByText('Your payment was declined').first());
    await screenshot(page, 'ngenius-failure');
    await context.close();
  });
});
