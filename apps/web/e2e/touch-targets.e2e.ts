import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addNextWeek, call, firstOfCategory, loginDemoShopper, seedShopper } from './api';
import { launchBrowser, newContext, screenshot } from './browser';
import { itemPathOf, shows } from './journey';
import { rememberTicketChoice } from './route-table';

const baseUrl = inject('baseUrl');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const MIN_TARGET = 44;

/** "name: width x height" of each control smaller than 44 px either way (WCAG 2.5.5), for the failure message. */
async function smallTargets(controls: Array<[name: string, locator: Locator]>): Promise<string[]> {
  const small: string[] = [];
  for (const [name, locator] of controls) {
    await shows(locator);
    const box = await locator.first().boundingBox();
    if (!box) small.push(`${name}: not drawn`);
    else if (box.width < MIN_TARGET - 0.5 || box.height < MIN_TARGET - 0.5)
      small.push(`${name}: ${Math.round(box.width)} x ${Math.round(box.height)}`);
  }
  return small;
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  await expect.poll(() => page.locator('header a[href="/"]').count()).toBeGreaterThan(0);
}

describe('touch targets at 390 px and the accessible states issue 16 asks for', () => {
  let browser: Browser;
  let session: { token: string; firstName: string };
  let productPath: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    session = await loginDemoShopper();
    const picnic = await firstOfCategory('Picnic Musandum');
    productPath = itemPathOf(picnic.module, picnic.planId);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('makes the header controls of a visitor and of a shopper at least 44 px', async () => {
    const visitor = await newContext(browser, PHONE);
    const page = await visitor.newPage();
    await open(page, '/');
    const header = page.locator('header');
    const visitorSmall = await smallTargets([
      ['logo', header.getByRole('link', { name: 'Rihla home' })],
      ['search', header.getByRole('button', { name: 'Search' })],
      ['LOGIN', header.getByRole('button', { name: 'LOGIN' })],
      ['SIGN UP', header.getByRole('button', { name: 'SIGN UP' })],
    ]);
    await screenshot(page, 'a11y-header-visitor-390', { fullPage: false });
    await visitor.close();

    const shopper = await newContext(browser, PHONE, session);
    const signedIn = await shopper.newPage();
    await open(signedIn, '/');
    const bar = signedIn.locator('header');
    const shopperSmall = await smallTargets([
      ['cart', bar.getByRole('link', { name: 'Cart' })],
      ['wishlist', bar.getByRole('link', { name: 'Wishlist' })],
      ['notifications', bar.getByRole('button', { name: /^Notifications/ })],
      ['account menu', bar.getByRole('button', { name: 'Account menu' })],
    ]);
    // Each control still fits the phone's header: nothing spills past the window.
    const overflow = await signedIn.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(signedIn, 'a11y-header-shopper-390', { fullPage: false });
    const footerSmall = await smallTargets(
      (await signedIn.locator('footer a').all()).map((link, index) => [`footer link ${index + 1}`, link]),
    );
    await shopper.close();
    expect([...visitorSmall, ...shopperSmall, ...footerSmall]).toEqual([]);
  });

  it('makes the banner carousel arrows 44 px, and shows a disabled Previous arrow dimmed, not hidden', async () => {
    for (const [width, size] of [
      ['390', PHONE],
      ['1280', DESKTOP],
    ] as const) {
      const context = await newContext(browser, size);
      const page = await context.newPage();
      await open(page, '/');
      const offers = page.getByRole('group', { name: 'Offers' });
      const previous = offers.getByRole('button', { name: 'Previous slides' });
      const next = offers.getByRole('button', { name: 'Next slides' });
      expect(
        await smallTargets([
          ['previous', previous],
          ['next', next],
        ]),
      ).toEqual([]);
      expect(await previous.isDisabled()).toBe(true);
      const look = await previous.evaluate((button) => {
        const style = getComputedStyle(button);
        return { opacity: Number(style.opacity), visibility: style.visibility };
      });
      expect(look.visibility).toBe('visible');
      expect(look.opacity).toBeGreaterThan(0.3);
      expect(look.opacity).toBeLessThan(1);
      // No hover effect: pointing at it changes nothing.
      const before = await previous.evaluate((button) => getComputedStyle(button).backgroundColor);
      await previous.hover({ force: true });
      await page.waitForTimeout(200);
      expect(await previous.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe(before);
      await offers.scrollIntoViewIfNeeded();
      await screenshot(offers, `a11y-carousel-disabled-previous-${width}`);
      await context.close();
    }
  });

  it("makes the breadcrumbs, the date strip's arrows and days 44 px on a phone, and moves between days with the arrow keys", async () => {
    const context = await newContext(browser, PHONE, session);
    const page = await context.newPage();
    await open(page, productPath);
    const crumbs = await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').all();
    expect(await smallTargets(crumbs.map((link, index) => [`breadcrumb ${index + 1}`, link]))).toEqual([]);
    await page.getByRole('button', { name: 'Check availability' }).click();
    const sheet = page.getByRole('dialog', { name: 'Choose date and time' });
    await shows(sheet);
    const strip = sheet.getByRole('toolbar', { name: 'Choose a date' });
    const days = strip.getByRole('button');
    expect(
      await smallTargets([
        ['previous dates', sheet.getByRole('button', { name: 'Previous dates' })],
        ['next dates', sheet.getByRole('button', { name: 'Next dates' })],
        ['first day', days.first()],
      ]),
    ).toEqual([]);
    expect(await smallTargets([['close the sheet', sheet.getByRole('button', { name: 'Close' })]])).toEqual([]);
    // The strip starts at today: nothing before it can be booked, so Previous is disabled and dimmed.
    const previousDates = sheet.getByRole('button', { name: 'Previous dates' });
    expect(await previousDates.isDisabled()).toBe(true);
    expect(Number(await previousDates.evaluate((button) => getComputedStyle(button).opacity))).toBeLessThan(1);
    // One tab stop; Right moves the focus (and the tab stop) to the next day.
    expect(await strip.locator('button[tabindex="0"]').count()).toBe(1);
    await strip.locator('button[tabindex="0"]').focus();
    const first = await page.evaluate(() => document.activeElement?.getAttribute('data-date'));
    await page.keyboard.press('ArrowRight');
    const second = await page.evaluate(() => document.activeElement?.getAttribute('data-date'));
    expect(second).not.toBe(first);
    expect(await strip.locator('button[tabindex="0"]').getAttribute('data-date')).toBe(second);
    await screenshot(page, 'a11y-date-strip-focus-390', { fullPage: false });
    // Closing the sheet gives the focus back to the button that opened it.
    await page.keyboard.press('Escape');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()))
      .toBe('Check availability');
    await context.close();
  });

  it('shows the focus ring of a day moved to with the keyboard on the desktop side card', async () => {
    const context = await newContext(browser, DESKTOP, session);
    const page = await context.newPage();
    await open(page, productPath);
    const panel = page.getByRole('region', { name: 'Book this experience' });
    const strip = panel.getByRole('toolbar', { name: 'Choose a date' });
    await strip.locator('button[tabindex="0"]').focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await screenshot(panel, 'a11y-date-strip-focus-1280');
    await context.close();
  });

  it('makes the steppers of the ticket page 44 px', async () => {
    const context = await newContext(browser, PHONE, session);
    await rememberTicketChoice(context);
    const page = await context.newPage();
    const picnic = await firstOfCategory('Picnic Musandum');
    await open(page, `/cartcount/${picnic.module}/${picnic.planId}`);
    const steppers = page.getByRole('button', { name: /^(Increase|Decrease) / });
    await shows(steppers);
    const all = await steppers.all();
    expect(all.length).toBeGreaterThan(0);
    expect(await smallTargets(all.map((button, index) => [`stepper ${index + 1}`, button]))).toEqual([]);
    expect(await smallTargets([['change the date', page.getByRole('link', { name: 'Change date and time' })]])).toEqual(
      [],
    );
    await context.close();
  });

  it("makes the cart's Remove button and the checkout's links back to the cart 44 px", async () => {
    const shopper = await seedShopper('Targets');
    const picnic = await firstOfCategory('Picnic Musandum');
    await addNextWeek(picnic, 1, shopper.token);
    const checkout = await call('users/checkout', {}, shopper.token);
    const context = await newContext(browser, PHONE, { token: shopper.token, firstName: shopper.firstName });
    const page = await context.newPage();
    await open(page, '/cart');
    expect(await smallTargets([['remove', page.getByRole('button', { name: /^Remove / })]])).toEqual([]);
    await open(page, `/checkout/${checkout.data[0]._id}`);
    expect(await smallTargets([['edit cart', page.getByRole('link', { name: 'Edit cart' })]])).toEqual([]);
    await context.close();
  });
});
