import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { animationsSettled, newContext, screenshot } from './browser';
import { englishTexts } from './english-on-arabic';
import { everyRouteSuite, ROUTE_NAMES, rememberTicketChoice } from './route-table';
import { WIDTHS } from './route-walk';

const baseUrl = inject('baseUrl');

/**
 * Names that are the same in both languages: the demo shop's, the social networks' and the payment brands', and the
 * picture formats the profile's upload hint names (JPG and PNG are capitals, which the walk already leaves; WebP is
 * written so in Arabic too). A shopper's own name is content, marked as such by the page (decision 108).
 */
const NAMES = ['Rihla', 'Instagram', 'Facebook', 'YouTube', 'WhatsApp', 'Visa', 'Mastercard', 'MasterCard', 'WebP'];

/**
 * The English texts still known on Arabic pages, by route (`where: text`), each waiting for its Arabic or its
 * `lang="en"` mark. A text not in it fails the walk; one in it that is gone is said, to be taken out.
 */
const WAITING_FILE = path.resolve(import.meta.dirname, 'arabic-waiting.json');
const WAITING = JSON.parse(fs.readFileSync(WAITING_FILE, 'utf8')) as Record<string, string[]>;

// Issue 37, decision 105: a test that fails the build when an English text reaches an Arabic page outside content that
// has no Arabic yet (which the page marks lang="en", lib/content-language.ts). One signed-in walk of every route at
// /ar at desktop width (the phone width lays out the same texts).
describe('every route in Arabic', () => {
  const suite = everyRouteSuite();

  const found: Record<string, string[]> = {};
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await newContext(suite.browser, WIDTHS.desktop, suite.session);
    await rememberTicketChoice(context);
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
    if (process.env.ARABIC_WAITING_WRITE === '1') fs.writeFileSync(WAITING_FILE, `${JSON.stringify(found, null, 2)}\n`);
    // A listed text no longer seen is said, to be taken out of the list (not a failure: a section drawn late, or a
    // carousel's slide, may be read on one walk and not the next).
    const gone = Object.entries(WAITING).flatMap(([name, texts]) =>
      texts.filter((text) => !(found[name] ?? []).includes(text)).map((text) => `${name}: ${text}`),
    );
    if (gone.length > 0) console.warn(`No longer English, take out of ${path.basename(WAITING_FILE)}:`, gone);
  });

  // A test for each route, so that a slow machine's time limit is a page's, not the walk's.
  it.for(ROUTE_NAMES)(
    '%s shows no English text outside content marked as English, but the waiting ones',
    async (name) => {
      const route = suite.paths[name];
      await page.goto(`${baseUrl}/ar${route}`, { waitUntil: 'networkidle' });
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('ar');
      await expect.poll(() => page.locator('header a[href="/ar"], header a[href="/ar/"]').count()).toBeGreaterThan(0);
      // Sections drawn when scrolled to (the home page's) are drawn before the page is read.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => window.scrollTo(0, 0));
      await animationsSettled(page);
      await screenshot(page, `arabic-route-${name}-desktop`);
      const texts = (await englishTexts(page, NAMES)).map(({ where, text }) => `${where}: ${text}`);
      if (texts.length > 0) found[name] = texts;
      const waiting = new Set(WAITING[name] ?? []);
      expect(
        texts.filter((text) => !waiting.has(text)),
        `English on /ar${route}: translate it, or mark content without Arabic lang="en"`,
      ).toEqual([]);
    },
  );

  // The walk reads the demo shopper's orders page, whose orders other journeys of the lane may have paid: about one
  // booking reference in eleven has no digit (RH-PZKUGWYV), and was once taken for an English word.
  it('takes a booking reference for the same in both languages, and an English word beside it for English', async () => {
    const page = await suite.browser.newPage();
    await page.setContent(
      '<html lang="ar" dir="rtl"><body><h2>الحجز RH-PZKUGWYV</h2><dd>RH-7K3M9QX2</dd><p>Booking RH-PZKUGWYV</p></body></html>',
    );
    expect(await englishTexts(page, NAMES)).toEqual([{ where: 'p', text: 'Booking RH-PZKUGWYV' }]);
    await page.close();
  });

  it('lays the translated content pages out right to left at 390 px, nothing sticking out sideways', async () => {
    const context = await newContext(suite.browser, WIDTHS.phone, suite.session);
    const page = await context.newPage();
    for (const name of ['about', 'visa-change', 'terms-of-services', 'blogs'] as const) {
      const route = suite.paths[name];
      await page.goto(`${baseUrl}/ar${route}`, { waitUntil: 'networkidle' });
      await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl');
      await animationsSettled(page);
      await screenshot(page, `arabic-route-${name}-phone`);
      expect(await englishTexts(page, NAMES), name).toEqual([]);
      const overflows = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
      expect(overflows, name).toBe(false);
    }
    await context.close();
  });
});
