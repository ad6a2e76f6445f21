import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call } from './api';
import { launchBrowser, newContext, screenshot, watchProblems } from './browser';
import { itemPathOf, shows, showsNo, unexpectedProblems } from './journey';

// Issue 37, decision 101: the storefront in Arabic at /ar, right to left, with a switch that keeps the page.
const baseUrl = inject('baseUrl');
const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } } as const;

/**
 * The English texts the Arabic catalogue translates into other words (those without placeholders, which a page shows
 * as they are; not a phone number's example, the same in both).
 */
const TRANSLATED = new Set(
  Object.entries(
    JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../src/locales/ar.json'), 'utf8')) as Record<
      string,
      string
    >,
  )
    .filter(([english, arabic]) => !english.includes('{') && arabic !== english)
    .map(([english]) => english),
);

/**
 * Every visible text of the page that is the English of a translated text: an English text that reached an Arabic
 * page. Content that has no Arabic yet (products, posts from the API) and the texts still waiting are not in it.
 */
async function englishLeaks(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (!text || !element || element.closest('script, style')) continue;
      if (element.closest('[hidden], .sr-only') === null && element.getClientRects().length === 0) continue;
      found.push(text);
    }
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title]')) {
      for (const name of ['aria-label', 'placeholder', 'title']) {
        const value = element.getAttribute(name)?.trim();
        if (value) found.push(value);
      }
    }
    return found;
  });
  return [...new Set(texts.filter((text) => TRANSLATED.has(text)))];
}

/** Whether anything sticks out of the page sideways (a right-to-left layout that overflows scrolls). */
function overflows(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}

describe('the storefront in Arabic', () => {
  let browser: Browser;
  let productPath: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    const found = (await call('users/search', { title: 'dhow' })).data as Array<{ module: string; planId: string }>;
    const first = found[0];
    if (!first) throw new Error('The demo catalogue has no dhow cruise');
    productPath = itemPathOf(first.module, first.planId);
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const [name, size] of Object.entries(SIZES)) {
    it(`shows /ar/ right to left in Arabic, switches to English on the same page and remembers it, at ${size.width} px`, async () => {
      const context = await newContext(browser, size);
      const page = await context.newPage();
      const problems = watchProblems(page, baseUrl);

      // The first byte says the language and direction.
      const response = await page.goto(`${baseUrl}/ar/`);
      expect(await response?.text()).toContain('<html lang="ar" dir="rtl">');
      const header = page.locator('header');
      await shows(page.locator('main#main'));
      await shows(header.getByRole('button', { name: 'دخول' }));
      await shows(header.getByRole('button', { name: 'تسجيل' }));
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      expect(await page.locator('html').getAttribute('lang')).toBe('ar');
      await shows(page.getByRole('heading', { name: 'فئاتنا' }));
      expect(await englishLeaks(page)).toEqual([]);
      expect(await overflows(page)).toBe(false);
      await screenshot(page, `arabic-home-ar-${name}`, { fullPage: false });

      // The login dialog (its texts come with the rest of the catalogue) is in Arabic too.
      await header.getByRole('button', { name: 'دخول' }).click();
      const dialog = page.getByRole('dialog');
      await shows(dialog.getByRole('heading', { name: 'تسجيل الدخول' }));
      expect(await englishLeaks(page)).toEqual([]);
      await screenshot(page, `arabic-login-ar-${name}`, { fullPage: false });
      await page.keyboard.press('Escape');
      await showsNo(dialog);

      // A product page in Arabic, then the switch: the same page in English.
      await page.goto(`${baseUrl}/ar${productPath}`);
      await shows(page.locator('h1'));
      expect(await englishLeaks(page)).toEqual([]);
      expect(await overflows(page)).toBe(false);
      await screenshot(page, `arabic-product-ar-${name}`, { fullPage: false });
      const toEnglish = header.getByRole('link', { name: 'English' });
      const box = await toEnglish.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);
      await toEnglish.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(`${baseUrl}${productPath}`);
      await shows(header.getByRole('link', { name: 'العربية' }));
      expect(await page.locator('html').getAttribute('dir')).toBe('ltr');
      await screenshot(page, `arabic-product-en-${name}`, { fullPage: false });

      // Remembered: a reload, and the Arabic address opened again, stay... in the shopper's choice.
      await page.reload();
      await shows(header.getByRole('link', { name: 'العربية' }));
      expect(page.url()).toBe(`${baseUrl}${productPath}`);
      await header.getByRole('link', { name: 'العربية' }).click();
      await page.waitForURL(`${baseUrl}/ar${productPath}`);
      await page.goto(`${baseUrl}/`);
      await page.waitForURL(`${baseUrl}/ar/`);
      await shows(header.getByRole('link', { name: 'English' }));
      await screenshot(page, `arabic-home-en-remembered-${name}`, { fullPage: false });
      expect(unexpectedProblems(problems)).toEqual([]);
      await context.close();
    });
  }

  it('offers Arabic to a browser that prefers it on a first visit, without leaving English', async () => {
    const context = await browser.newContext({ viewport: SIZES.phone, locale: 'ar-AE' });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/faq`);
    const offer = page.getByRole('complementary', { name: 'اللغة' });
    await shows(offer);
    expect(page.url()).toBe(`${baseUrl}/faq`);
    expect(await offer.getByRole('link', { name: 'تصفّح بالعربية' }).getAttribute('href')).toBe('/ar/faq');
    await screenshot(page, 'arabic-offer-phone', { fullPage: false });
    await offer.getByRole('button').click();
    await page.reload();
    await shows(page.getByRole('link', { name: 'العربية' }));
    expect(await offer.count()).toBe(0);
    await context.close();
  });
});
