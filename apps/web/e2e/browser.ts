import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const ARTIFACTS_DIR = path.resolve(import.meta.dirname, '../../../test-artifacts/e2e');
/**
 * The journeys' screenshots of each step are taken only when asked for (E2E_SCREENSHOTS=1, decision 065): nothing
 * compares them and no document shows them, and they cost the journeys time. A failed journey's screenshot is
 * always taken (e2e/failure-screenshots.ts).
 */
export const IS_TAKING_SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1';

/** The browsers this test file launched and has not closed: a failed journey's pages are in them. */
export const openBrowsers = new Set<Browser>();

export const VIEWPORTS = {
  phone: { width: 360, height: 780 },
  desktop: { width: 1366, height: 900 },
} as const;
export type TViewportName = keyof typeof VIEWPORTS;

/**
 * The niceness of the journeys' own process and of the browsers it starts (they inherit it): lower than the server's
 * and its messages worker's, which the journeys run at 0 (global-setup.ts, MESSAGES_WORKER_NICENESS).
 */
const BROWSER_NICENESS = 10;

/**
 * NOTE: the browsers stand for the shoppers' own machines, which a real server does not share its cores with, so the
 * server and its messages worker come first. At the worker's production priority (10, as low as the browsers') four
 * lanes still starved it: a confirmation email took over 90 s in full runs (2026-11-28), hence the worker at 0 here.
 */
function yieldToTheServer(): void {
  if (os.getPriority() < BROWSER_NICENESS) os.setPriority(BROWSER_NICENESS);
}

/**
 * Debian's Chromium, headless, with the flags this sandboxed, offline machine needs, and `extraArgs` after them
 * (the check-in journey's fake camera).
 */
export async function launchBrowser({ extraArgs = [] }: { extraArgs?: string[] } = {}): Promise<Browser> {
  yieldToTheServer();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // No internet here: a name other than this machine's fails at once rather than hanging until a timeout (the
      // product page's lazy map frame kept 'networkidle' from ever coming, 2026-11-29). Pages routed by a test
      // (page.route) are answered before any lookup.
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
      ...extraArgs,
    ],
  });
  openBrowsers.add(browser);
  browser.on('disconnected', () => openBrowsers.delete(browser));
  return browser;
}

/** A browser context at a viewport (named, or a size), logged in as the given token's shopper when one is given. */
export async function newContext(
  browser: Browser,
  viewport: TViewportName | { width: number; height: number },
  session?: { token: string; firstName: string },
): Promise<BrowserContext> {
  const size = typeof viewport === 'string' ? VIEWPORTS[viewport] : viewport;
  const context = await browser.newContext({ viewport: size, acceptDownloads: true });
  if (session) {
    await context.addInitScript(({ token, firstName }) => {
      // Frames (the map, the payment page) have storage of their own, or none: only the app's window logs in.
      if (window.top !== window || window.localStorage.getItem('oAuth')) return;
      window.localStorage.setItem('loginStatus', 'true');
      window.localStorage.setItem('oAuth', token);
      window.localStorage.setItem('userName', firstName);
      window.localStorage.setItem('proPicUrl', '');
    }, session);
  }
  return context;
}

/**
 * Collects console errors and failed requests of a page, for tests that assert there are none. Requests to
 * other hosts (the OpenStreetMap embed of a product) are left out: this machine has no internet.
 */
export function watchProblems(page: Page, baseUrl: string): string[] {
  const isOurs = (url: string) => url.startsWith(baseUrl);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    // A navigation away aborts requests in flight; that is not a failure of the page.
    if (request.failure()?.errorText === 'net::ERR_ABORTED' || !isOurs(request.url())) return;
    problems.push(`request failed: ${request.url()} ${request.failure()?.errorText}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && isOurs(response.url()))
      problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return problems;
}

/**
 * Runs `step` with the page's CPU slowed `rate` times (Chrome's own throttling), as on a busy phone or a loaded CI
 * machine: an order of events that only a slow machine shows (a transition committed late) then shows every time.
 */
export async function onSlowCpu<T>(page: Page, rate: number, step: () => Promise<T>): Promise<T> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  try {
    return await step();
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  }
}

/**
 * A screenshot of the whole page, or with { fullPage: false } of the window only (what a person sees), or of one
 * element, under test-artifacts/e2e, when E2E_SCREENSHOTS=1. Returns its file, or null when none is taken.
 */
export async function screenshot(
  target: Page | Locator,
  name: string,
  { fullPage = true } = {},
): Promise<string | null> {
  if (!IS_TAKING_SCREENSHOTS) return null;
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const file = path.join(ARTIFACTS_DIR, `${name}.png`);
  await ('viewportSize' in target ? target.screenshot({ path: file, fullPage }) : target.screenshot({ path: file }));
  return file;
}

/**
 * Waits until the page is at rest for a check of what it looks like (axe's contrast, a screenshot): two frames, so
 * that a transition started on mount has begun, then the end of every animation and transition that has one (a
 * dialog's fade, a sheet's slide, at most 300 ms); endless ones (a spinner) are not waited for. A fixed sleep of
 * 400 ms per page did the same, slower, and only as long as nothing took longer.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });
}
