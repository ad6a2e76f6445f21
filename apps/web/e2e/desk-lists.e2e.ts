// Issue 34, "Lists" and "Audit log": the back office at 390 px has a menu that says where you are and a header under
// 100 px; the timetables list pages through every product with kinds in words; the discount codes table fits 1280
// px; a toast never covers the button it answers; the audit log reads in words. At 390 and 1280 px.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot, watchProblems } from './browser';
import { boxOf, overlaps, shows, sidewaysScrollers } from './journey';
import { goToDesk, DEMO_OWNER as OWNER, operatorFetch, ownerCode, signInOperator } from './operators';

const baseUrl = inject('baseUrl');
const WIDTHS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
] as const;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** How much wider an element's content is than the element (what scrolls sideways), in px. */
function sidewaysOverflow(page: Page, selector: string): Promise<number> {
  return page.$eval(selector, (element) => element.scrollWidth - element.clientWidth);
}

describe('the back office’s lists, menu and toasts', () => {
  for (const { name, viewport } of WIDTHS) {
    it(`says where you are, lists in words and keeps toasts off their buttons at ${name} width`, {
      timeout: 300_000,
    }, async () => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      const problems = watchProblems(page, baseUrl);
      await signInOperator(page, OWNER.email, OWNER.password, ownerCode);
      await shows(page.getByRole('heading', { name: 'Welcome, Omar Owner' }));

      if (name === 'phone') {
        // One bar under 100 px, its button naming the screen; the menu a list whose every link fits the screen.
        expect((await boxOf(page.getByTestId('admin-header'))).height).toBeLessThan(100);
        await screenshot(page, 'desk-lists-header-phone', { fullPage: false });
        await page.getByRole('button', { name: 'Menu: Overview' }).click();
        const links = await page.getByRole('navigation', { name: 'Back office' }).getByRole('link').all();
        expect(links.length).toBeGreaterThan(8);
        for (const link of links) {
          const box = await boxOf(link);
          expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
        }
        expect(
          await page
            .getByRole('navigation', { name: 'Back office' })
            .getByRole('link', { name: 'Overview' })
            .getAttribute('aria-current'),
        ).toBe('page');
        await screenshot(page, 'desk-lists-menu-phone', { fullPage: false });
      }

      // The timetables list: every product a page at a time (the demo has more than 25), kinds in words.
      await goToDesk(page, 'Timetables, seats and prices');
      // A phone gets one card a product (decision 079), wider screens the table.
      const isPhone = name === 'phone';
      const productsPage = (number: number) =>
        page.getByRole(isPhone ? 'list' : 'table', { name: `Products, page ${number}` });
      const itemsOf = (list: Locator) => list.getByRole(isPhone ? 'listitem' : 'row');
      const firstPage = productsPage(1);
      await shows(firstPage);
      if (name === 'phone') {
        await shows(page.getByRole('button', { name: 'Menu: Timetables, seats and prices' }));
        expect((await boxOf(page.getByTestId('admin-header'))).height).toBeLessThan(100);
        await screenshot(page, 'desk-lists-timetables-header-phone', { fullPage: false });
      }
      expect(await itemsOf(firstPage).count()).toBe((isPhone ? 0 : 1) + 25);
      expect(await firstPage.getByText('entryTicket', { exact: true }).count()).toBe(0);
      await shows(firstPage.getByText('Entry ticket').first());
      // Nothing of the list scrolls sideways: not the page, not its card.
      expect(await sidewaysOverflow(page, 'html')).toBeLessThanOrEqual(0);
      expect(await sidewaysOverflow(page, 'section[aria-label="Find a product"]')).toBeLessThanOrEqual(0);
      await screenshot(page, `desk-lists-timetables-${name}`);
      await page.getByRole('button', { name: 'Next' }).click();
      const secondPage = productsPage(2);
      await shows(secondPage);
      expect(await itemsOf(secondPage).count()).toBeGreaterThan(1);

      // The discount codes: the table fits the desk's width; on a phone, cards.
      await goToDesk(page, 'Discount codes');
      await shows(page.getByRole('heading', { name: 'Discount codes', level: 1 }));
      if (name === 'desktop') {
        const table = page.getByRole('table', { name: 'Discount codes' });
        await shows(table);
        expect(await sidewaysOverflow(page, 'section[aria-label="Discount codes"]:has(> table)')).toBeLessThanOrEqual(
          0,
        );
      }
      await screenshot(page, `desk-lists-discount-codes-${name}`);

      // A toast answers Pause without covering the button (now Resume), nor the screen's heading.
      const code = `TOAST${name.toUpperCase()}${Date.now() % 100_000}`;
      const created = await operatorFetch(page, 'operator/createPromoCode', {
        code,
        kind: 'percent',
        value: 500,
        description: 'A code for the toast check',
      });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      await page.goto(`${baseUrl}/admin/promotions/${code}`);
      await page.getByRole('button', { name: 'Pause', exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox').fill('Checking where toasts go');
      await dialog.getByRole('button', { name: 'Pause', exact: true }).click();
      const toast = page.locator('.Toastify__toast').first();
      await shows(toast);
      const resume = page.getByRole('button', { name: 'Resume', exact: true });
      await shows(resume);
      expect(overlaps(await boxOf(toast), await boxOf(resume))).toBe(false);
      // It sits on the frame: the bar at the top of a phone, the side column of a desk.
      const toastBox = await boxOf(toast);
      if (name === 'phone') expect(toastBox.y + toastBox.height).toBeLessThan(100);
      else expect(toastBox.x + toastBox.width).toBeLessThanOrEqual(240);
      expect(overlaps(await boxOf(toast), await boxOf(page.getByRole('heading', { level: 1 })))).toBe(false);
      await screenshot(page, `desk-lists-toast-${name}`, { fullPage: false });

      // The audit log in words: the pause, its code by name; filtered to discount codes.
      await goToDesk(page, 'Audit log');
      await page.getByLabel('Show').selectOption({ label: 'Discount codes and gift cards' });
      // A table from 768 px; on a phone a list of cards.
      const log = page.getByRole(name === 'phone' ? 'list' : 'table', { name: 'Changes' });
      await shows(log.getByText('Paused a discount code').first());
      expect(await log.getByText('promo.pause').count()).toBe(0);
      await shows(log.getByText(`Discount code ${code}`).first());
      await screenshot(page, `desk-lists-audit-${name}`);

      // Staff and gift cards fit the screen: a card a row on a phone, a table on a desk; nothing scrolls sideways.
      for (const [desk, label] of [
        ['Staff', 'Operators'],
        ['Gift cards', 'Gift cards'],
      ] as const) {
        await goToDesk(page, desk);
        await shows(page.getByRole(isPhone ? 'list' : 'table', { name: label }));
        expect(await sidewaysScrollers(page)).toEqual([]);
        await screenshot(page, `desk-lists-${label.toLowerCase().replace(' ', '-')}-${name}`);
      }
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
