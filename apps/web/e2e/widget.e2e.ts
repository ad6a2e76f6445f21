// The booking widget on a partner's site (issue 39, decision 123): a hotel's page on another origin (localhost, not
// the shop's 127.0.0.1) carries the widget's script tag; a shopper books a trip inside its frame, pays on the payment
// page in a tab of its own, and the frame shows the booking, which names the hotel as its seller. A declined card
// shows in the frame, in the hotel's window (decision 133), in English and in Arabic. A page of an origin the hotel
// did not register gets no frame: the browser refuses it (frame-ancestors).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PAYMENT_MESSAGES } from '@rihla/shared/messages/booking';
import { arabicMessageOf } from '@rihla/shared/messages/storefront-ar';
import type { Browser, BrowserContext, Frame, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../api/src/db/database';
import { newId } from '../../api/src/lib/ids';
import { insertPartner } from '../../api/src/modules/partners/partners.repository';
import { firstOfCategory, seedShopper } from './api';
import { ar, arabicLongDate } from './arabic-words';
import { launchBrowser, screenshot, type TViewportName, VIEWPORTS, watchProblems } from './browser';
import { englishTexts } from './english-on-arabic';
import { dubaiDate, longDate, pickDateAndGetTicket, shows, unexpectedProblems } from './journey';

const baseUrl = inject('baseUrl');
/** The hotel's site and a site it never registered: ports of this journey's own (the brief's). */
const HOTEL_PORT = 3111;
const STRANGER_PORT = 3112;

type TProduct = Awaited<ReturnType<typeof firstOfCategory>>;
type TShopper = Awaited<ReturnType<typeof seedShopper>>;
/** The words of the frame's page: the English itself, or its Arabic (`ar`). */
type TWords = (english: string) => string;
const english: TWords = (text) => text;

/**
 * A partner's page with the widget's script tag where the booking should show, in Arabic at /ar (data-language),
 * and the hotel's own text below it, taller than a phone's window.
 */
function partnerPage(partnerId: string, productId: string, path = '/'): string {
  const language = path === '/ar' ? ' data-language="ar"' : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Palm Hotel: excursions</title>
<style>body{font-family:sans-serif;margin:0}header{background:#123;color:#fff;padding:16px}main{padding:16px}</style>
</head><body><header>Palm Hotel</header><main><h1>Excursions at the desk</h1>
<script src="${baseUrl}/widget.js" data-partner="${partnerId}" data-product="${productId}"${language} async></script>
<section style="min-height:1600px"><h2>About the hotel</h2><p>Rooms, the pool and the beach.</p></section>
</main></body></html>`;
}

/** A tiny site on 'localhost' at a port: the partner's page on another origin (and site) than the shop's. */
function servePartnerSite(port: number, html: (path: string) => string): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html(request.url ?? '/'));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, 'localhost', () => resolve(server));
  });
}

/** The element (in the frame) fits the partner's window of `windowHeight` and is shown in it. */
async function expectInWindow(page: Page, element: Locator, windowHeight: number): Promise<void> {
  await expect
    .poll(async () => {
      const box = await element.boundingBox();
      const vars = await element.evaluate((node) => [
        document.documentElement.style.getPropertyValue('--widget-viewport-height'),
        (node as HTMLElement).offsetTop,
        (node as HTMLElement).offsetHeight,
      ]);
      const scrollY = await page.evaluate(() => window.scrollY);
      return JSON.stringify({
        box,
        vars,
        scrollY,
        // No taller than the window, and in it (the journey's own clicks may have scrolled the page a little since).
        ok:
          box !== null &&
          box.height <= windowHeight + 1 &&
          box.y < windowHeight / 2 &&
          box.y + box.height > windowHeight / 2,
      });
    })
    .toContain('"ok":true');
  expect(await page.evaluate(() => window.innerHeight)).toBe(windowHeight);
}

/** The element (in the frame) is whole inside the partner's window of `windowHeight`, once scrolled there. */
async function expectWholeInWindow(element: Locator, windowHeight: number): Promise<void> {
  await expect
    .poll(async () => {
      // Relative to the top page's viewport (Playwright's box of an element in a frame).
      const box = await element.boundingBox();
      return box !== null && box.y >= 0 && box.y + box.height <= windowHeight ? 'in the window' : JSON.stringify(box);
    })
    .toBe('in the window');
}

/** The height of the widget's frame on the partner's page. */
function frameHeight(page: Page): Promise<number> {
  return page.locator('iframe').evaluate((element) => element.getBoundingClientRect().height);
}

/**
 * On a phone, from the frame's product page: a ticket for the day, Buy It Now, the sign-in it asks for, Buy It Now
 * again, and the frame's checkout page under `frameBase` (/widget/<partner>, with /ar in Arabic). Answers its id.
 */
async function checkOutInFrame(
  page: Page,
  frame: Frame,
  shopper: TShopper,
  words: TWords,
  frameBase: string,
): Promise<string> {
  const sheet = frame.getByRole('dialog', { name: words('Choose date and time') });
  await frame.getByRole('button', { name: words('Check availability') }).click();
  await shows(sheet);
  const isoDate = dubaiDate(5);
  const dayName = words === english ? longDate(isoDate) : await arabicLongDate(frame, isoDate);
  const day = sheet.getByRole('button', { name: dayName, exact: true });
  await day.click();
  await expect.poll(() => day.getAttribute('aria-pressed')).toBe('true');
  const time = sheet.getByLabel(words('Time'), { exact: true });
  const [range] = await time.locator('option').allTextContents();
  await time.selectOption({ label: range as string });
  await sheet.getByRole('button', { name: new RegExp(`^${words('Get Ticket For')}`) }).click();
  await shows(frame.getByRole('heading', { name: words('Your tickets') }));
  await frame.getByRole('button', { name: words('Buy It Now'), exact: true }).click();
  const login = frame.getByRole('dialog', { name: words('Login') });
  await shows(login);
  await expect
    .poll(() => login.getByLabel(words('Country'), { exact: true }).inputValue(), { timeout: 20_000 })
    .toBe('AE');
  await login.getByLabel(words('Phone number'), { exact: true }).fill(shopper.phone);
  await login.getByLabel(words('Password'), { exact: true }).fill(shopper.password);
  await login.getByRole('button', { name: words('Login'), exact: true }).click();
  await shows(frame.getByRole('heading', { name: words('Your tickets') }));
  const buying = page.waitForResponse((res) => res.url().endsWith('/api/users/checkout'));
  await frame.getByRole('button', { name: words('Buy It Now'), exact: true }).click();
  const cartId = ((await (await buying).json()) as { data: Array<{ _id: string }> }).data[0]?._id as string;
  await frame.waitForURL(`${frameBase}/checkout/${cartId}`);
  return cartId;
}

/** Pay Now in the frame: the payment page's tab, once it shows the card form; the frame waits for it. */
async function payNowInTab(context: BrowserContext, frame: Frame, words: TWords): Promise<Page> {
  const opened = context.waitForEvent('page');
  await frame.getByRole('button', { name: words('Pay Now') }).click();
  const tab = await opened;
  await shows(frame.getByRole('heading', { name: words('Complete your payment in the new tab') }));
  await tab.waitForURL((url) => url.pathname.includes('/gateway/'));
  return tab;
}

/** A card on the sandbox's payment page (in English, as a gateway's own page is). */
async function payIn(tab: Page, card: string): Promise<void> {
  const gateway = tab.frameLocator('iframe');
  await gateway.getByLabel('Card number').fill(card);
  await gateway.getByLabel('Expiry (MM/YY)').fill('12/30');
  await gateway.getByLabel('CVV').fill('123');
  await gateway.getByRole('button', { name: /^Pay AED/ }).click();
}

/** The widget's frame once the shop's page has loaded in it. */
async function widgetFrame(page: Page): Promise<Frame> {
  let found: Frame | undefined;
  await expect
    .poll(() => {
      found = page.frames().find((frame) => frame.url().startsWith(`${baseUrl}/widget/`));
      return Boolean(found);
    })
    .toBe(true);
  return found as Frame;
}

describe('the booking widget on a partner site', () => {
  let browser: Browser;
  let product: TProduct;
  let hotel: http.Server;
  let stranger: http.Server;
  const partnerId = `hotel-${newId().slice(-8).toLowerCase()}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    product = await firstOfCategory('Picnic Musandum');
    hotel = await servePartnerSite(HOTEL_PORT, (path) => partnerPage(partnerId, product.planId, path));
    stranger = await servePartnerSite(STRANGER_PORT, () => partnerPage(partnerId, product.planId));
    const origin = `http://localhost:${(hotel.address() as AddressInfo).port}`;
    const database = await openDatabase({ dialect: 'sqlite', filename: inject('databaseFile') });
    try {
      // The row the partners desk writes (modules/partners), with the hotel's page as its one framing origin.
      await insertPartner(
        database.db,
        partnerId,
        {
          name: 'Palm Hotel',
          kind: 'hotel',
          contact_email: null,
          status: 'active',
          rate_kind: 'commission',
          commission_bp: 1000,
          rate_limit_per_minute: 60,
          widget_origins: JSON.stringify([origin]),
          credit_limit_fils: 0,
        },
        new Date().toISOString(),
      );
    } finally {
      await database.close();
    }
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => hotel?.close(resolve));
    await new Promise((resolve) => stranger?.close(resolve));
  });

  const journeys: Array<{ viewport: TViewportName; size: { width: number; height: number }; days: number }> = [
    { viewport: 'desktop', size: VIEWPORTS.desktop, days: 6 },
    { viewport: 'phone', size: { width: 390, height: 844 }, days: 4 },
    { viewport: 'phone', size: { width: 320, height: 640 }, days: 5 },
  ];
  for (const { viewport, size, days } of journeys) {
    const width = String(size.width);
    it(`books a trip in the frame on the hotel's page, paid in a tab of its own, sold by the hotel, at ${width} px`, async () => {
      const shopper = await seedShopper('Widget');
      // A new context is an incognito window: the frame, a third party on the hotel's page, gets no storage and
      // keeps the shopper's sign-in for the page view (lib/storage.ts).
      const context = await browser.newContext({ viewport: size });
      const page = await context.newPage();
      const problems = watchProblems(page, baseUrl);
      // What the shopper sees in the window: a whole-page picture of a page with a frame shows the frame unpainted.
      const shot = (step: string) => screenshot(page, `widget-${step}-${width}`, { fullPage: false });

      await page.goto(`http://localhost:${HOTEL_PORT}/`);
      await shows(page.getByRole('heading', { name: 'Excursions at the desk' }));
      const frame = await widgetFrame(page);
      await frame.waitForURL(`${baseUrl}/widget/${partnerId}/detail/picnic/${product.planId}`);
      await shows(frame.getByRole('heading', { level: 1, name: product.title }));
      // The shop's header and footer are the partner's page's business: the frame shows the booking only.
      expect(await frame.getByRole('banner').count()).toBe(0);
      await shows(frame.getByText(/^Booked with /));
      await shot('product');

      const date = dubaiDate(days);
      await pickDateAndGetTicket(frame as unknown as Page, viewport, date, async () => {
        if (viewport !== 'phone') return;
        // The date sheet opens in the hotel's window, whole, however tall the frame is (decision 129).
        await expectInWindow(page, frame.getByRole('dialog', { name: 'Choose date and time' }), size.height);
        await shot('date-sheet');
      });
      await frame.waitForURL(`${baseUrl}/widget/${partnerId}/cartcount/picnic/${product.planId}`);
      await shows(frame.getByRole('heading', { name: 'Your tickets' }));
      await shot('tickets');

      // Not signed in yet: Buy It Now asks for the sign-in, in the frame.
      await frame.getByRole('button', { name: 'Buy It Now', exact: true }).click();
      const login = frame.getByRole('dialog', { name: 'Login' });
      await shows(login);
      await expectInWindow(page, login, size.height);
      await expect
        .poll(() => login.getByLabel('Country', { exact: true }).inputValue(), { timeout: 20_000 })
        .toBe('AE');
      await login.getByLabel('Phone number', { exact: true }).fill(shopper.phone);
      await login.getByLabel('Password', { exact: true }).fill(shopper.password);
      const loggedIn = page.waitForResponse((res) => res.url().endsWith('/api/users/userLogin'));
      await login.getByRole('button', { name: 'Login', exact: true }).click();
      expect(((await (await loggedIn).json()) as { status: number }).status).toBe(1);
      await shows(frame.getByRole('heading', { name: 'Your tickets' }));
      await shot('signed-in');

      const buying = page.waitForResponse((res) => res.url().endsWith('/api/users/checkout'));
      await frame.getByRole('button', { name: 'Buy It Now', exact: true }).click();
      const checkout = (await (await buying).json()) as { status: number; data: Array<{ _id: string }> };
      expect(checkout.status).toBe(1);
      const cartId = checkout.data[0]?._id as string;
      await frame.waitForURL(`${baseUrl}/widget/${partnerId}/checkout/${cartId}`);
      await shows(frame.getByRole('button', { name: 'Pay Now' }));
      await shot('checkout');

      // The payment page is never framed: it opens in a tab of its own.
      const tab = await payNowInTab(context, frame, english);
      await payIn(tab, '4111 1111 1111 1111');
      await tab.waitForURL(`${baseUrl}/widget/${partnerId}/transactionStatus`, { timeout: 20_000 });
      await shows(tab.getByRole('heading', { name: 'Return to the booking window' }));
      await screenshot(tab, `widget-payment-tab-${width}`, { fullPage: false });

      // The shopper goes back to the booking window (a page in the background is not painted), and the frame has
      // learnt of the payment and shows the booking.
      await page.bringToFront();
      await frame.waitForURL(`${baseUrl}/widget/${partnerId}/success`, { timeout: 30_000 });
      await shows(frame.getByText(/Booking reference/i));
      // The new page is shown from its top, wherever the shopper had scrolled to on the checkout.
      await expect
        .poll(() => page.locator('iframe').evaluate((element) => Math.round(element.getBoundingClientRect().top)))
        .toBeGreaterThanOrEqual(0);
      await shot('success');

      const database = await openDatabase({ dialect: 'sqlite', filename: inject('databaseFile') });
      try {
        const order = await database.db
          .selectFrom('orders')
          .select(['partner_id', 'status'])
          .where('checkout_id', '=', cartId)
          .executeTakeFirstOrThrow();
        expect(order).toEqual({ partner_id: partnerId, status: 'confirmed' });
      } finally {
        await database.close();
      }
      // The one refusal provoked: Buy It Now before signing in.
      expect(unexpectedProblems(problems, [{ url: '/api/users/addToCart', status: 401 }])).toEqual([]);
      await context.close();
    });
  }

  it('shows a declined card inside the frame with Try again, and lets the shopper try again after closing the payment tab, at 390 px', async () => {
    const shopper = await seedShopper('Widget declined');
    const size = { width: 390, height: 844 };
    const context = await browser.newContext({ viewport: size });
    const page = await context.newPage();
    const problems = watchProblems(page, baseUrl);
    const shot = (step: string) => screenshot(page, `widget-${step}-390`, { fullPage: false });

    await page.goto(`http://localhost:${HOTEL_PORT}/`);
    const frame = await widgetFrame(page);
    await frame.waitForURL(`${baseUrl}/widget/${partnerId}/detail/picnic/${product.planId}`);
    const cartId = await checkOutInFrame(page, frame, shopper, english, `${baseUrl}/widget/${partnerId}`);
    // The checkout page is taller than the phone's window, and so is its frame.
    expect(await frameHeight(page)).toBeGreaterThan(size.height);
    const payNow = () => payNowInTab(context, frame, english);

    // The sandbox's declined card (README). While paying in the other tab the shopper had scrolled the hotel's page
    // to its end, past the frame: the frame learns of the decline, says it in the shop's words, shrinks back to its
    // page's height and brings the message into the hotel's window (decision 133).
    const declinedTab = await payNow();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await payIn(declinedTab, '4000 0000 0000 0002');
    await page.bringToFront();
    const refusal = frame.getByRole('alert');
    await shows(refusal.getByText(PAYMENT_MESSAGES.declined, { exact: true }));
    await expectWholeInWindow(refusal, size.height);
    await expect.poll(() => frameHeight(page)).toBeLessThan(size.height);
    await expect.poll(() => frame.evaluate(() => document.activeElement?.textContent)).toBe('Payment failed');
    await shot('declined');
    await declinedTab.close();
    await refusal.getByRole('button', { name: 'Try again' }).click();
    await frame.waitForURL(`${baseUrl}/widget/${partnerId}/checkout/${cartId}`);

    // The payment tab closed without paying: the waiting frame offers Try again too.
    const closedTab = await payNow();
    await closedTab.close();
    await shows(frame.getByText('Closed the payment page without paying?', { exact: true }));
    await shot('payment-tab-closed');
    await frame.getByRole('button', { name: 'Try again' }).click();
    await frame.waitForURL(`${baseUrl}/widget/${partnerId}/checkout/${cartId}`);

    // The third time pays, and the frame shows the booking.
    const paidTab = await payNow();
    await payIn(paidTab, '4111 1111 1111 1111');
    await paidTab.waitForURL(`${baseUrl}/widget/${partnerId}/transactionStatus`, { timeout: 20_000 });
    await page.bringToFront();
    await frame.waitForURL(`${baseUrl}/widget/${partnerId}/success`, { timeout: 30_000 });
    await shows(frame.getByText(/Booking reference/i));
    await shot('paid-after-retry');
    expect(unexpectedProblems(problems, [{ url: '/api/users/addToCart', status: 401 }])).toEqual([]);
    await context.close();
  });

  it('says the waiting and the declined card in Arabic, right to left, in a frame the hotel opened in Arabic, at 390 px', async () => {
    const shopper = await seedShopper('Widget Arabic');
    const size = { width: 390, height: 844 };
    const context = await browser.newContext({ viewport: size });
    const page = await context.newPage();
    const problems = watchProblems(page, baseUrl);
    const shot = (step: string) => screenshot(page, `widget-ar-${step}-390`, { fullPage: false });

    await page.goto(`http://localhost:${HOTEL_PORT}/ar`);
    const frame = await widgetFrame(page);
    const frameBase = `${baseUrl}/widget/${partnerId}/ar`;
    await frame.waitForURL(`${frameBase}/detail/picnic/${product.planId}`);
    /** The frame's page is Arabic and right to left, with no English outside content marked as English. */
    const expectArabic = async (step: string) => {
      expect(await frame.locator('html').getAttribute('lang'), step).toBe('ar');
      expect(await frame.locator('html').getAttribute('dir'), step).toBe('rtl');
      expect(await englishTexts(frame as unknown as Page, ['Rihla']), step).toEqual([]);
    };
    await checkOutInFrame(page, frame, shopper, ar, frameBase);

    // Waiting for the payment in the other tab.
    const tab = await payNowInTab(context, frame, ar);
    await page.bringToFront();
    await shows(frame.getByText(ar('Closed the payment page without paying?'), { exact: true }));
    await expectArabic('waiting');
    await shot('waiting');

    // The declined card, in the shop's Arabic words (users/viewCheckout answers in the request's language).
    await payIn(tab, '4000 0000 0000 0002');
    await page.bringToFront();
    const refusal = frame.getByRole('alert');
    await shows(refusal.getByText(arabicMessageOf(PAYMENT_MESSAGES.declined) as string, { exact: true }));
    await shows(refusal.getByRole('heading', { name: ar('Payment failed') }));
    await shows(refusal.getByRole('button', { name: ar('Try again') }));
    await expectWholeInWindow(refusal, size.height);
    await expectArabic('declined');
    await shot('declined');
    expect(unexpectedProblems(problems, [{ url: '/api/users/addToCart', status: 401 }])).toEqual([]);
    await context.close();
  });

  it('is refused by the browser on a page of an origin the hotel did not register', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (/frame-ancestors/.test(message.text())) refusals.push(message.text());
    });
    await page.goto(`http://localhost:${STRANGER_PORT}/`);
    await shows(page.getByRole('heading', { name: 'Excursions at the desk' }));
    await shows(page.locator('iframe'));
    await expect.poll(() => refusals.length, { timeout: 15_000 }).toBeGreaterThan(0);
    // Nothing of the shop rendered inside: the frame holds the browser's error page, never the product.
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
    const rendered = await frame?.evaluate(() => document.querySelector('#root')?.textContent ?? '').catch(() => '');
    expect(rendered ?? '').toBe('');
    await screenshot(page, 'widget-refused-1280', { fullPage: false });
    await context.close();
  });
});
