// The shop is the operator's (issue 34, decision 071): the demo owner renames the shop, sets a WhatsApp number and a
// hero headline and uploads a logo in Shop settings; a shopper in another browser context sees them at once, in the
// header, the footer, the home page's hero and a policy page, at 1280 and 390 px. The settings page is usable at
// 390 px. The demo's shop is put back afterwards, for the journeys that follow on the same server.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loginDemoShopper } from './api';
import { describeViolations, seriousViolations } from './axe';
import { launchBrowser, newContext, screenshot, watchProblems } from './browser';
import { shows, showsNo, toast, unexpectedProblems } from './journey';
import { operatorFetch, signInOwner } from './operators';

const baseUrl = inject('baseUrl');
/** A 64×32 PNG: the server checks it from its bytes and re-encodes it as WebP. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAgCAIAAAAt/+nTAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAXElEQVRYhe2SwQkAQRCD7Pp6ssot4h4yELAAIwG/25AbuAHkFd2FuAu5gRtAXtFdiLuQG7gB5BXdhbgLuYEbQF7RXYi7kBu4AeQV3YW4C7mBG0Be0V2Iu5Ab/OMBQl0IiJE9M8MAAAAASUVORK5CYII=',
  'base64',
);
const WIDTHS = [1280, 390] as const;

type TSettingsData = { settings: Record<string, unknown>; version: number };

let browser: Browser;
/** The owner's page, kept to put the demo's shop back when the journey ends. */
let ownerPage: Page | undefined;
let demoShop: TSettingsData['settings'] | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  // A journey that failed midway leaves its owner's page open: the demo's shop is put back from it.
  if (ownerPage) await putDemoShopBack(ownerPage);
  await browser?.close();
});

async function putDemoShopBack(page: Page): Promise<void> {
  if (!demoShop) return;
  const now = (await operatorFetch(page, 'operator/getShopSettings', {})).body.data as TSettingsData;
  const put = await operatorFetch(page, 'operator/updateShopSettings', { settings: demoShop, version: now.version });
  expect(put.status).toBe(200);
  ownerPage = undefined;
}

/** How far the page is wider than the window. */
const overflowOf = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('the shop settings', () => {
  it('an owner renames the shop, sets WhatsApp, a headline and a logo; shoppers see them at once at 1280 and 390 px', {
    timeout: 600_000,
  }, async () => {
    const ownerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await ownerContext.newPage();
    ownerPage = page;
    const problems = watchProblems(page, baseUrl);
    await signInOwner(page);
    demoShop = ((await operatorFetch(page, 'operator/getShopSettings', {})).body.data as TSettingsData).settings;

    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Shop settings' }).click();
    await page.waitForURL(/\/admin\/shop$/);
    await shows(page.getByRole('heading', { name: 'Shop settings', level: 1 }));
    expect(await page.title()).toBe('Shop settings | Rihla back office');
    await page.getByLabel('Shop name', { exact: true }).fill('Dibba Dhows');
    await page.getByLabel('WhatsApp number (leave empty for none)').fill('+971 50 123 4567');
    await page.getByLabel('Headline', { exact: true }).fill('Sail the fjords of Musandam');
    // Its Arabic beside it (decision 105): the demo's Arabic home sections are all written, so nothing is marked.
    const arabicHeadline = page.getByLabel('Headline (Arabic)', { exact: true });
    expect(await arabicHeadline.inputValue()).not.toBe('');
    expect(await page.getByText('Missing in Arabic').count()).toBe(0);
    await arabicHeadline.fill('أبحر في خيران مسندم');
    const logo = page.getByRole('group', { name: 'Logo (shown instead of the name)' });
    await logo.getByLabel('Upload a picture').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await shows(logo.getByText('Picture uploaded'));
    await screenshot(page, 'desk-shop-settings-1280');
    const findings = describeViolations('shop settings at 1280', await seriousViolations(page));
    expect(findings).toEqual([]);
    await page.getByRole('button', { name: 'Save shop settings' }).click();
    await shows(toast(page, 'Shop settings saved: shoppers see them now', 'success'));
    // The back office names the shop at once.
    await shows(page.getByText('Dibba Dhows back office'));
    expect(await page.title()).toBe('Shop settings | Dibba Dhows back office');

    const saved = (await operatorFetch(page, 'operator/getShopSettings', {})).body.data as TSettingsData;
    const logoPath = saved.settings.logo as string;
    expect(logoPath).toMatch(/^\/uploads\//);

    for (const width of WIDTHS) {
      const shopperContext = await browser.newContext({ viewport: { width, height: 860 } });
      const shopper = await shopperContext.newPage();
      const shopperProblems = watchProblems(shopper, baseUrl);
      await shopper.goto(baseUrl);
      await shows(shopper.getByRole('heading', { level: 1, name: 'Sail the fjords of Musandam' }));
      await showsNo(shopper.getByRole('status').filter({ hasText: 'Loading' }));
      await screenshot(shopper, `desk-shop-home-${width}`, { fullPage: false });
      // The Arabic home page reads the Arabic headline.
      const arabicContext = await browser.newContext({ viewport: { width, height: 860 } });
      const arabic = await arabicContext.newPage();
      await arabic.goto(`${baseUrl}/ar/`);
      await shows(arabic.getByRole('heading', { level: 1, name: 'أبحر في خيران مسندم' }));
      await screenshot(arabic, `desk-shop-home-ar-${width}`, { fullPage: false });
      await arabicContext.close();
      const header = shopper.getByRole('banner');
      const home = header.getByRole('link', { name: 'Dibba Dhows home' });
      await shows(home);
      expect(await home.locator('img').getAttribute('src')).toBe(logoPath);
      await shows(shopper.getByRole('heading', { level: 1, name: 'Sail the fjords of Musandam' }));
      const footer = shopper.getByRole('contentinfo');
      await footer.scrollIntoViewIfNeeded();
      await shows(footer.getByRole('link', { name: /WhatsApp/ }));
      expect(await footer.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')).toBe(
        'https://wa.me/971501234567',
      );
      await shows(footer.getByText(`© ${new Date().getFullYear()} Dibba Dhows. All rights reserved.`));
      expect(await overflowOf(shopper)).toBeLessThanOrEqual(0);
      await footer.getByRole('heading', { name: 'Contact us' }).scrollIntoViewIfNeeded();
      await screenshot(shopper, `desk-shop-footer-${width}`, { fullPage: false });

      await shopper.goto(`${baseUrl}/TermsofServices`);
      await shows(shopper.getByRole('heading', { level: 1, name: 'Terms of Service' }));
      await showsNo(shopper.getByRole('status').filter({ hasText: 'Loading' }));
      const terms = (await shopper.getByRole('main').textContent()) ?? '';
      expect(terms).toContain('fees you paid to Dibba Dhows in the six (6) months');
      expect(terms).not.toMatch(/Rihla|\{shop\}/);
      await screenshot(shopper, `desk-shop-terms-${width}`, { fullPage: false });
      expect(unexpectedProblems(shopperProblems)).toEqual([]);
      await shopperContext.close();
    }

    // At 390 px the settings page is one column, nothing wider than the window, the save button at hand.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await shows(page.getByLabel('Shop name', { exact: true }));
    expect(await page.getByLabel('Shop name', { exact: true }).inputValue()).toBe('Dibba Dhows');
    expect(await overflowOf(page)).toBeLessThanOrEqual(0);
    await shows(page.getByRole('button', { name: 'Save shop settings' }));
    await screenshot(page, 'desk-shop-settings-390', { fullPage: false });
    await page.getByRole('heading', { name: 'Footer links' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'desk-shop-settings-footer-390', { fullPage: false });

    // A long name (the most Shop settings takes), with the logo and then without: at 390 px a logged-in shopper's
    // header fits, nothing scrolls sideways, and its cart and account menu buttons are whole on the screen.
    const longName = 'The Musandam Peninsula Dhow Cruise and Desert Safari Co.';
    for (const logoOf of [logoPath, '']) {
      const now = (await operatorFetch(page, 'operator/getShopSettings', {})).body.data as TSettingsData;
      const put = await operatorFetch(page, 'operator/updateShopSettings', {
        settings: { ...now.settings, name: longName, logo: logoOf },
        version: now.version,
      });
      expect(put.status, JSON.stringify(put.body)).toBe(200);
      const shopperContext = await newContext(browser, { width: 390, height: 844 }, await loginDemoShopper());
      const shopper = await shopperContext.newPage();
      await shopper.goto(baseUrl);
      const header = shopper.getByRole('banner');
      await shows(header.getByRole('link', { name: `${longName} home` }));
      for (const control of [
        header.getByRole('link', { name: 'Cart' }),
        header.getByRole('button', { name: 'Account menu' }),
      ]) {
        await shows(control);
        const box = await control.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= 390 && box.y + box.height <= 64).toBe(true);
      }
      if (!logoOf) {
        // Without the logo the name wraps to two lines at a smaller size beside the buttons (decision 093).
        const lines = await header
          .getByRole('link', { name: `${longName} home` })
          .locator('span')
          .evaluate((name) => {
            const style = getComputedStyle(name);
            return { size: style.fontSize, lines: Math.round(name.clientHeight / Number.parseFloat(style.lineHeight)) };
          });
        expect(lines).toEqual({ size: '13px', lines: 2 });
      }
      // Neither the page nor the header is wider than the screen (the home page's carousels scroll by design).
      expect(await overflowOf(shopper)).toBeLessThanOrEqual(0);
      expect(await header.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
      await screenshot(shopper, `desk-shop-long-name-${logoOf ? 'logo' : 'no-logo'}-390`, { fullPage: false });
      await shopperContext.close();
    }

    expect(unexpectedProblems(problems)).toEqual([]);
    await putDemoShopBack(page);
    await ownerContext.close();
  });
});
