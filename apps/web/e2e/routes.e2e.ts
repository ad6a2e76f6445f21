import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { describeViolations, seriousViolations } from './axe';
import { newContext, screenshot, watchProblems } from './browser';
import { everyRouteSuite, rememberTicketChoice } from './route-table';

const baseUrl = inject('baseUrl');

// The widths issue 16 names: a phone and a laptop.
const WIDTHS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

// Pages search engines index: the title served in the first HTML is the one the app shows.
const INDEXED = new Set(['home', 'about', 'faq', 'blogs', 'blog-detail', 'filter', 'filter-holidays', 'burj-khalifa']);
const isIndexed = (name: string) =>
  INDEXED.has(name) || /^(detail|package|privacy|terms|law|intellectual|cookies|visa)/.test(name);

/** What a full load of a route showed: the title in the first HTML, the title the app set, and where it landed. */
interface TLoadedTitle {
  served: string;
  shown: string;
  landed: string;
}

/**
 * One walk over every route per width, signed in, each page loaded afresh until the network is idle. Each page is
 * checked for everything a full load can tell at once (one load per page keeps the suite inside CI's time):
 * the status, no console error and no failed request, axe-core's serious and critical rules (decision 033),
 * and at desktop width the browser title against the first HTML; a screenshot of each is kept.
 */
describe('every route', () => {
  const suite = everyRouteSuite();
  const titles = new Map<string, TLoadedTitle>();

  for (const [width, size] of Object.entries(WIDTHS)) {
    // About thirty pages, each loaded until the network is idle: longer than one journey.
    it(`renders at ${size.width} px with no console error, no failed request and no serious axe violation`, {
      timeout: 300_000,
    }, async () => {
      const context = await newContext(suite.browser, size, suite.session);
      await rememberTicketChoice(context);
      const failures: string[] = [];
      for (const [name, path] of suite.routes) {
        const page = await context.newPage();
        const problems = watchProblems(page, baseUrl);
        const response = await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
        // A path that is no page gets the app's not-found page with the status that says so (issue 14); the
        // browser reports that 404 as a failed load of the document itself, which is the point, not a problem.
        const isNotFound = name === 'not-found';
        expect(response?.status(), path).toBe(isNotFound ? 404 : 200);
        const expected = isNotFound
          ? [
              `HTTP 404: ${baseUrl}${path}`,
              'console: Failed to load resource: the server responded with a status of 404 (Not Found)',
            ]
          : [];
        await expect.poll(() => page.locator('header a[href="/"]').count(), { timeout: 10_000 }).toBeGreaterThan(0);
        // Transitions end within 300 ms.
        await page.waitForTimeout(400);
        await screenshot(page, `route-${name}-${width}`);
        failures.push(...describeViolations(`${name} ${path}`, await seriousViolations(page)));
        if (width === 'desktop' && !isNotFound && name !== 'gateway') {
          const served = /<title>([^<]*)<\/title>/.exec((await response?.text()) ?? '')?.[1] ?? '';
          titles.set(path, { served, shown: await page.title(), landed: new URL(page.url()).pathname });
        }
        for (const problem of problems) if (!expected.includes(problem)) failures.push(`${path}: ${problem}`);
        await page.close();
      }
      await context.close();
      expect(failures).toEqual([]);
    });
  }

  it('names each page in the browser title as the first HTML does, also after moving inside the app', async () => {
    // The titles were read by the desktop walk above.
    expect(titles.size).toBeGreaterThan(20);
    const context = await newContext(suite.browser, WIDTHS.desktop, suite.session);
    await rememberTicketChoice(context);
    const page: Page = await context.newPage();
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    for (const [name, path] of suite.routes) {
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
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe(loaded.landed);
      await expect.poll(() => page.title(), { timeout: 10_000, message: `${path} inside the app` }).toBe(loaded.shown);
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
