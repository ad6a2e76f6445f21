import { expect, inject } from 'vitest';
import { describeViolations, seriousViolations } from './axe';
import { animationsSettled, newContext, screenshot, watchProblems } from './browser';
import { rememberTicketChoice, type TRouteSuite } from './route-table';

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
 * One walk over every route at a width, signed in, each page loaded afresh until the network is idle. Each page is
 * checked for everything a full load can tell at once (one load per page keeps the suite inside CI's time): the
 * status, no console error and no failed request, axe-core's serious and critical rules (decision 033), and at
 * desktop width the browser title against the first HTML, kept in `titles` (screenshots with E2E_SCREENSHOTS=1).
 * The two widths are two files (routes-phone.e2e.ts, routes.e2e.ts), so that the lanes can run them side by side.
 */
export async function walkEveryRoute(
  suite: TRouteSuite,
  width: keyof typeof WIDTHS,
  titles?: Map<string, TLoadedTitle>,
): Promise<void> {
  const baseUrl = inject('baseUrl');
  const context = await newContext(suite.browser, WIDTHS[width], suite.session);
  await rememberTicketChoice(context);
  const failures: string[] = [];
  // NOTE: one tab loads every route afresh, as a new tab would (a full load each), but in the renderer it already
  // has: a new tab per route started a renderer and parsed the app again each time, most of the walk's CPU.
  const page = await context.newPage();
  const problemsOfWalk = watchProblems(page, baseUrl);
  for (const [name, path] of suite.routes) {
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
    await expect.poll(() => page.locator('header a[href="/"]').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await animationsSettled(page);
    await screenshot(page, `route-${name}-${width}`);
    failures.push(...describeViolations(`${name} ${path}`, await seriousViolations(page)));
    if (titles && !isNotFound && name !== 'gateway') {
      const served = /<title>([^<]*)<\/title>/.exec((await response?.text()) ?? '')?.[1] ?? '';
      titles.set(path, { served, shown: await page.title(), landed: new URL(page.url()).pathname });
    }
    for (const problem of problemsOfWalk.slice(seen))
      if (!expected.includes(problem)) failures.push(`${path}: ${problem}`);
  }
  await context.close();
  expect(failures).toEqual([]);
}
