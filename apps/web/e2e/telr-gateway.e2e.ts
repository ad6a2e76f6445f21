// Paying at Telr (issue 35, decision 084): a server of its own configured to Telr's local fake (the protocol of
// docs.telr.com: order.json, the hosted page, the return address), a ticket bought through the fake's hosted page in
// the whole window (a gateway's card page is never framed) and the success page; then a declined card and the
// failure page.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTelrFake, type TTelrFake } from '../../api/src/gateway-fakes/telr';
import { DEMO_SHOPPER } from './api';
import { launchBrowser, newContext, screenshot } from './browser';
import { startGatewayShop, type TGatewayShop } from './gateway-shop';
import { dubaiDate, pickDateAndGetTicket, shows } from './journey';

let shop: TGatewayShop<TTelrFake>;
let baseUrl: string;
let fake: TTelrFake;
let browser: Browser;
const call = (name: string, body: unknown, token?: string) => shop.call(name, body, token);

beforeAll(async () => {
  shop = await startGatewayShop('telr', (notifyUrl) => startTelrFake({ notifyUrl }), { RATE_LIMIT_SCALE: '10' });
  ({ baseUrl, fake } = shop);
  browser = await launchBrowser();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await shop?.close();
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
