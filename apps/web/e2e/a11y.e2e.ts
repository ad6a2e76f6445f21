import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { describeViolations, seriousViolations } from './axe';
import { newContext, screenshot } from './browser';
import { shows } from './journey';
import { everyRouteSuite, rememberTicketChoice } from './route-table';

const baseUrl = inject('baseUrl');

// The widths issue 16 names: a phone and a laptop.
const WIDTHS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

/** Opens a path and waits until the app has drawn its layout and settled (transitions end within 300 ms). */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  await expect.poll(() => page.locator('header a[href="/"]').count(), { timeout: 10_000 }).toBeGreaterThan(0);
  await page.waitForTimeout(400);
}

describe('axe-core finds no serious or critical violation', () => {
  const suite = everyRouteSuite();

  for (const [width, size] of Object.entries(WIDTHS)) {
    it(`on every route of the app at ${size.width} px, signed in`, { timeout: 300_000 }, async () => {
      const context: BrowserContext = await newContext(suite.browser, size, suite.session);
      await rememberTicketChoice(context);
      const failures: string[] = [];
      for (const [name, path] of suite.routes) {
        const page = await context.newPage();
        await open(page, path);
        failures.push(...describeViolations(`${name} ${path}`, await seriousViolations(page)));
        await page.close();
      }
      await context.close();
      expect(failures).toEqual([]);
    });

    it(`with the login and sign-up dialogs open at ${size.width} px`, async () => {
      const context = await newContext(suite.browser, size);
      const page = await context.newPage();
      await open(page, '/');
      const failures: string[] = [];
      for (const [button, title] of [
        ['LOGIN', 'login'],
        ['SIGN UP', 'sign-up'],
      ] as const) {
        await page.getByRole('button', { name: button, exact: true }).click();
        const dialog = page.getByRole('dialog');
        await shows(dialog);
        await page.waitForTimeout(400);
        await screenshot(page, `a11y-${title}-dialog-${width}`, { fullPage: false });
        failures.push(...describeViolations(`${title} dialog`, await seriousViolations(page)));
        await page.keyboard.press('Escape');
        await expect.poll(() => dialog.count()).toBe(0);
      }
      await context.close();
      expect(failures).toEqual([]);
    });
  }
});
