import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { TViewportName } from './browser';

// Helpers shared by the journey files. Expected texts are written out as the spec quotes them, not taken
// from the app's own constants, so a wrong text in the app fails a journey.

export const VIEWPORT_NAMES: TViewportName[] = ['phone', 'desktop'];

/**
 * How long a journey waits for what it expects to see. NOTE: a journey alone sees it in a second or two, but CI runs
 * lanes of journeys (each a server and a Chromium) two to a core, and a page that loads and renders after a save
 * there once took more than 10 s (desk-products' stored summary, in a run where it passed alone in 13 s).
 */
export const SHOWS_TIMEOUT_MS = 20_000;

/** Waits until the locator's first match is visible; fails with the locator in the message otherwise. */
export async function shows(locator: Locator, timeout = SHOWS_TIMEOUT_MS): Promise<void> {
  await locator.first().waitFor({ state: 'visible', timeout });
}

/** Waits until nothing matches the locator. */
export async function showsNo(locator: Locator, timeout = 10_000): Promise<void> {
  await expect.poll(() => locator.count(), { timeout }).toBe(0);
}

/** The spec's navigation rule: picnic and inBound open /detail, every other module /package. */
export function itemPathOf(module: string, planId: string): string {
  const base = module === 'picnic' || module === 'inBound' ? 'detail' : 'package';
  return `/${base}/${encodeURIComponent(module)}/${encodeURIComponent(planId)}`;
}

/** An AED amount as the app writes it: "AED 1,234.50". */
export function aed(amount: number): string {
  return `AED ${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** Today plus some days in Dubai, as YYYY-MM-DD (the date strip starts at today in Dubai). */
export function dubaiDate(daysAhead: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + daysAhead);
  return date.toISOString().slice(0, 10);
}

/** "Saturday, 28 November 2026": a day card's accessible name. */
export function longDate(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-GB', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
}

/** "Sat, 28 Nov 2026": how the app writes a chosen date. */
export function shortDate(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-GB', {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
}

/** A toast notification with the given text. */
export function toast(page: Page, text: string | RegExp, kind?: 'success' | 'error'): Locator {
  return page.locator(kind ? `.Toastify__toast--${kind}` : '.Toastify__toast').filter({ hasText: text });
}

/** Where an element is on the screen (its getBoundingClientRect), in CSS px. */
export interface TBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The element's box on the screen, from getBoundingClientRect. */
export function boxOf(locator: Locator): Promise<TBox> {
  return locator.first().evaluate((element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    return { x, y, width, height };
  });
}

/** Whether two boxes share any area (touching edges do not). */
export function overlaps(a: TBox, b: TBox): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The booking panel of a product page: the side card on desktop, the "Check availability" sheet on a phone. */
export async function openBookingPanel(page: Page, viewport: TViewportName): Promise<Locator> {
  if (viewport === 'phone') {
    await page.getByRole('button', { name: 'Check availability' }).click();
    const sheet = page.getByRole('dialog', { name: 'Choose date and time' });
    await shows(sheet);
    return sheet;
  }
  const panel = page.getByRole('region', { name: 'Book this experience' });
  await shows(panel);
  return panel;
}

/**
 * Waits until the scroller that holds `element` has stopped moving: the date strip's arrows scroll it smoothly
 * and it snaps, so a click aimed while it still moves can land on the day beside the one meant. Brings the
 * element into view once the strip is still, and waits for it to be still again.
 */
export async function scrollSettled(element: Locator): Promise<void> {
  await element.evaluate(
    (node) =>
      new Promise<void>((resolve) => {
        const scroller = node.parentElement as HTMLElement;
        let last = Number.NaN;
        let still = 0;
        let shown = false;
        const tick = () => {
          still = scroller.scrollLeft === last ? still + 1 : 0;
          last = scroller.scrollLeft;
          if (still < 5) requestAnimationFrame(tick);
          else if (shown) resolve();
          else {
            // Brought into view at once (the strip's own scrolling is smooth), then left to snap.
            shown = true;
            still = 0;
            node.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
            requestAnimationFrame(tick);
          }
        };
        tick();
      }),
  );
}

/**
 * Picks a day of the date strip and the time range in the booking panel, checks the pick is highlighted and
 * named on the button, then presses 'Get Ticket For {date}'. Returns the chosen time range.
 */
export async function pickDateAndGetTicket(
  page: Page,
  viewport: TViewportName,
  isoDate: string,
  screenshotStep?: () => Promise<unknown>,
): Promise<string> {
  const panel = await openBookingPanel(page, viewport);
  const day = panel.getByRole('button', { name: longDate(isoDate), exact: true });
  await day.click();
  await expect.poll(() => day.getAttribute('aria-pressed')).toBe('true');
  const time = panel.getByLabel('Time', { exact: true });
  const options = await time.locator('option').allTextContents();
  expect(options).toHaveLength(1);
  expect(options[0]).toMatch(/^\d{1,2}:\d{2} (AM|PM) - \d{1,2}:\d{2} (AM|PM)$/);
  const range = options[0] as string;
  await time.selectOption({ label: range });
  const getTicket = panel.getByRole('button', { name: `Get Ticket For ${shortDate(isoDate)}` });
  await shows(getTicket);
  await screenshotStep?.();
  await getTicket.click();
  return range;
}

/** The text of the <dd> that follows the <dt> with the given term, inside a scope. */
export function definition(scope: Locator | Page, term: string): Locator {
  return scope.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');
}

/**
 * Problems that are not expected. Each allowance is a URL part and an HTTP status the journey provokes on
 * purpose; Chromium also logs such an answer as a console error, which goes with it.
 */
export function unexpectedProblems(problems: string[], allowed: Array<{ url: string; status: number }> = []): string[] {
  const seenStatuses = new Set<number>();
  const rest = problems.filter((problem) => {
    const allowance = allowed.find((a) => problem.startsWith(`HTTP ${a.status}: `) && problem.includes(a.url));
    if (allowance) seenStatuses.add(allowance.status);
    return !allowance;
  });
  return rest.filter(
    (problem) =>
      ![...seenStatuses].some((status) =>
        problem.startsWith(`console: Failed to load resource: the server responded with a status of ${status} `),
      ),
  );
}

/**
 * Closes the toasts on screen with their close buttons, as a person would: they sit below the header, over the
 * top of the page, for five seconds otherwise (decision 030).
 */
export async function dismissToasts(page: Page): Promise<void> {
  const closeButtons = page.locator('.Toastify__toast').getByRole('button', { name: 'close' });
  const count = await closeButtons.count();
  for (let index = count - 1; index >= 0; index -= 1) {
    // A toast may leave by itself meanwhile.
    await closeButtons
      .nth(index)
      .click({ timeout: 2_000 })
      .catch(() => undefined);
  }
  await showsNo(page.locator('.Toastify__toast'));
}

/** Where an element is against the window: a person sees it only when it is inside the viewport. */
export function viewportPlacement(
  locator: Locator,
): Promise<{ top: number; bottom: number; scrollY: number; innerHeight: number; inView: boolean }> {
  return locator.first().evaluate((element) => {
    const box = element.getBoundingClientRect();
    return {
      top: Math.round(box.top),
      bottom: Math.round(box.bottom),
      scrollY: Math.round(window.scrollY),
      innerHeight: window.innerHeight,
      inView: box.top >= 0 && box.bottom <= window.innerHeight,
    };
  });
}

/** On the sandbox's card page in the gateway frame: the approved test card, Pay, and the success page. */
export async function payWithTestCard(page: Page): Promise<void> {
  await page.waitForURL((url) => url.pathname.startsWith('/gateway/'));
  const gateway = page.frameLocator('iframe');
  await gateway.getByLabel('Card number').fill('4111 1111 1111 1111');
  await gateway.getByLabel('Expiry (MM/YY)').fill('12/30');
  await gateway.getByLabel('CVV').fill('123');
  await gateway.getByRole('button', { name: /^Pay AED/ }).click();
  await page.waitForURL((url) => url.pathname === '/success', { timeout: 20_000 });
}

/**
 * What scrolls sideways on the page: the document when it is wider than the window, and every element that scrolls
 * on the x axis with more content than width, each named by its tag and label (or class). [] when everything fits.
 * For desk screens: a storefront page's carousels scroll sideways by design.
 */
export function sidewaysScrollers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) found.push(`the page (${root.scrollWidth} px)`);
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const overflow = getComputedStyle(element).overflowX;
      if ((overflow === 'auto' || overflow === 'scroll') && element.scrollWidth > element.clientWidth + 1) {
        found.push(`${element.tagName.toLowerCase()} ${element.getAttribute('aria-label') ?? element.className}`);
      }
    }
    return found;
  });
}
