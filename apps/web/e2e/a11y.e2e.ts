import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { describeViolations, seriousViolations } from './axe';
import { animationsSettled, newContext, screenshot } from './browser';
import { shows } from './journey';
import { everyRouteSuite } from './route-table';

const baseUrl = inject('baseUrl');

// The widths issue 16 names: a phone and a laptop.
const WIDTHS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

/** Opens a path and waits until the app has drawn its layout and settled (every transition ended). */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  // The logo links home: `/`, or `/ar` on an Arabic page.
  const home = path.startsWith('/ar') ? '/ar' : '/';
  await expect.poll(() => page.locator(`header a[href="${home}"]`).count()).toBeGreaterThan(0);
  await animationsSettled(page);
}

/** The header's buttons in each language (decision 101's catalogue), and where the language's home page is. */
const LANGUAGES = [
  { name: 'English', home: '/', login: 'LOGIN', signUp: 'SIGN UP', shot: '' },
  { name: 'Arabic', home: '/ar/', login: 'دخول', signUp: 'تسجيل', shot: '-ar' },
] as const;

// Every route itself is checked by axe in the walk of routes.e2e.ts; here, the dialogs, sheets and menus opened on them.
describe('axe-core finds no serious or critical violation', () => {
  const suite = everyRouteSuite();

  for (const [width, size] of Object.entries(WIDTHS)) {
    for (const language of LANGUAGES) {
      it(`with the login and sign-up dialogs open at ${size.width} px in ${language.name}`, async () => {
        const context = await newContext(suite.browser, size);
        const page = await context.newPage();
        await open(page, language.home);
        const failures: string[] = [];
        for (const [button, title] of [
          [language.login, 'login'],
          [language.signUp, 'sign-up'],
        ] as const) {
          await page.getByRole('button', { name: button, exact: true }).click();
          const dialog = page.getByRole('dialog');
          await shows(dialog);
          await animationsSettled(page);
          await screenshot(page, `a11y-${title}-dialog-${width}${language.shot}`, { fullPage: false });
          failures.push(...describeViolations(`${title} dialog (${language.name})`, await seriousViolations(page)));
          await page.keyboard.press('Escape');
          await expect.poll(() => dialog.count()).toBe(0);
        }
        await context.close();
        expect(failures).toEqual([]);
      });
    }
  }
  it('with the phone sheets (booking, filters) and the photo viewer and account menu open', async () => {
    const failures: string[] = [];
    const check = async (page: Page, where: string, shot: string) => {
      await animationsSettled(page);
      await screenshot(page, `a11y-${shot}`, { fullPage: false });
      failures.push(...describeViolations(where, await seriousViolations(page)));
    };

    const phone = await newContext(suite.browser, WIDTHS.phone, suite.session);
    const page = await phone.newPage();
    await open(page, suite.paths['detail-picnic']);
    await page.getByRole('button', { name: 'Check availability' }).click();
    await shows(page.getByRole('dialog', { name: 'Choose date and time' }));
    await check(page, 'booking sheet at 390 px', 'booking-sheet-phone');
    await open(page, suite.paths.filter);
    await page.getByRole('button', { name: /^Filters/ }).click();
    await shows(page.getByRole('dialog', { name: 'Filters' }));
    await check(page, 'filter sheet at 390 px', 'filter-sheet-phone');
    await phone.close();

    const desktop = await newContext(suite.browser, WIDTHS.desktop, suite.session);
    const wide = await desktop.newPage();
    await open(wide, suite.paths['detail-picnic']);
    await wide.locator('button[aria-haspopup="dialog"]').first().click();
    await shows(wide.getByRole('dialog'));
    await check(wide, 'photo viewer at 1280 px', 'photo-viewer-desktop');
    await wide.keyboard.press('Escape');
    await wide.getByRole('button', { name: 'Account menu' }).click();
    await shows(wide.getByRole('menu'));
    await check(wide, 'account menu at 1280 px', 'account-menu-desktop');
    await desktop.close();
    expect(failures).toEqual([]);
  });
});
