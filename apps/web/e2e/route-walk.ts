import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { describeViolations, seriousViolations } from './axe';
import { animationsSettled, newContext, screenshot, watchProblems } from './browser';
import { ROUTE_NAMES, rememberTicketChoice, type TRouteSuite } from './route-table';

// The widths issue 16 names: a phone and a laptop.
export const WIDTHS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

/** What a full load of a route showed: the title in the first HTML, the title the app set, and where it landed. */
export interface TLoadedTitle {
  served: string;
  shown: string;
  landed: string;
}

/**
 * One walk over every route at a width, signed in, each page loaded afresh until the network is idle, each route a test
 * of its own (so a slow machine's time limit is a page's, not the walk's, and a failure names its route). Each page is
 * checked for everything a full load can tell at once (one load per page keeps the suite inside CI's time): the
 * status, no console error and no failed request, axe-core's serious and critical rules (decision 033), and at
 * desktop width the browser title against the first HTML, kept in `titles` (screenshots with E2E_SCREENSHOTS=1).
 * The two widths are two files (routes-phone.e2e.ts, routes.e2e.ts), so that the lanes can run them side by side.
 * Call it inside the describe block of `everyRouteSuite`.
 */
export function walkEveryRoute(
  suite: TRouteSuite,
  width: keyof typeof WIDTHS,
  titles?: Map<string, TLoadedTitle>,
): void {
  const baseUrl = inject('baseUrl');
  let context: BrowserContext;
  let page: Page;
  let problemsOfWalk: string[];
  // NOTE: one tab loads every route afresh, as a new tab would (a full load each), but in the renderer it already
  // has: a new tab per route started a renderer and parsed the app again each time, most of the walk's CPU.
  beforeAll(async () => {
    context = await newContext(suite.browser, WIDTHS[width], suite.session);
    await rememberTicketChoice(context);
    page = await context.newPage();
    problemsOfWalk = watchProblems(page, baseUrl);
  });
  afterAll(async () => {
    await context?.close();
  });

  it.for(ROUTE_NAMES)(
    `%s renders at ${WIDTHS[width].width} px with no console error, no failed request and no serious axe violation`,
    async (name) => {
      const path = suite.paths[name];
      const seen = problemsOfWalk.length;
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
      await expect.poll(() => page.locator('header a[href="/"]').count()).toBeGreaterThan(0);
      await animationsSettled(page);
      await screenshot(page, `route-${name}-${width}`);
      const failures = describeViolations(`${name} ${path}`, await seriousViolations(page));
      if (titles && !isNotFound && name !== 'gateway') {
        const served = /<title>([^<]*)<\/title>/.exec((await response?.text()) ?? '')?.[1] ?? '';
        titles.set(path, { served, shown: await page.title(), landed: new URL(page.url()).pathname });
      }
      for (const problem of problemsOfWalk.slice(seen))
        if (!expected.includes(problem)) failures.push(`${path}: ${problem}`);
      expect(failures).toEqual([]);
    },
  );
}
