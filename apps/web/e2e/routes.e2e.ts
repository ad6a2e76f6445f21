import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { newContext, screenshot, watchProblems } from './browser';
import { everyRouteSuite, ROUTE_NAMES, rememberTicketChoice } from './route-table';
import { type TLoadedTitle, WIDTHS, walkEveryRoute } from './route-walk';

const baseUrl = inject('baseUrl');

// Pages search engines index: the title served in the first HTML is the one the app shows.
const INDEXED = new Set(['home', 'about', 'faq', 'blogs', 'blog-detail', 'filter', 'filter-holidays', 'burj-khalifa']);
const isIndexed = (name: string) =>
  INDEXED.has(name) || /^(detail|package|privacy|terms|law|intellectual|cookies|visa)/.test(name);

/**
 * The walk over every route at 1280 px (walkEveryRoute; the 390 px walk is routes-phone.e2e.ts), then the titles it
 * read against the ones the app shows when a page is reached inside it, and the visitor's home page.
 */
describe('every route at desktop width', () => {
  const suite = everyRouteSuite();
  const titles = new Map<string, TLoadedTitle>();

  walkEveryRoute(suite, 'desktop', titles);

  it('names each page in the browser title as the first HTML does, also after moving inside the app', async () => {
    // The titles were read by the desktop walk above (a route whose test failed is missing).
    expect(titles.size).toBe(ROUTE_NAMES.length - 2);
    const context = await newContext(suite.browser, WIDTHS.desktop, suite.session);
    await rememberTicketChoice(context);
    const page: Page = await context.newPage();
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    for (const name of ROUTE_NAMES) {
      const path = suite.paths[name];
      const loaded = titles.get(path);
      if (!loaded) continue;
      expect(loaded.shown, `${path} after a full load`).toMatch(/Rihla/);
      if (isIndexed(name)) {
        expect(loaded.shown, `${path}: the app's title is the server's`).toBe(loaded.served.replace(/&amp;/g, '&'));
      }
      // The same page reached inside the app (as a link would) shows the same title.
      await page.evaluate((target) => {
        window.history.pushState(null, '', target);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await expect.poll(() => new URL(page.url()).pathname).toBe(loaded.landed);
      await expect.poll(() => page.title(), { message: `${path} inside the app` }).toBe(loaded.shown);
    }
    // Each page has its own title (the result pages without a booking send the shopper elsewhere).
    const pageTitles = [...titles.entries()].filter(
      ([path]) => !['/success', '/failure', '/transactionStatus'].includes(path),
    );
    expect(new Set(pageTitles.map(([, loaded]) => loaded.shown)).size).toBe(pageTitles.length);
    await context.close();
  });

  it('shows the visitor home page with LOGIN and SIGN UP', async () => {
    const context = await newContext(suite.browser, 'desktop');
    const page = await context.newPage();
    const problems = watchProblems(page, baseUrl);
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    await expect.poll(() => page.getByRole('button', { name: 'LOGIN' }).count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('button', { name: 'SIGN UP' }).count()).toBeGreaterThan(0);
    await screenshot(page, 'route-home-visitor-desktop');
    expect(problems).toEqual([]);
    await context.close();
  });
});
