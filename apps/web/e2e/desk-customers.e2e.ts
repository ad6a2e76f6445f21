// The customers desk (issue 34, decision 074): the demo agent finds the demo shopper by the phone number a caller
// reads out, sees their orders and adds a note; the demo owner exports the shopper's personal data (the JSON file
// holds the profile, the order and the note) and deletes a freshly seeded shopper's, after which the desk no longer
// finds them. Screenshots (E2E_SCREENSHOTS=1) of the list and the customer's page at 1280 and 390 px.
import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addOn, call, DEMO_SHOPPER, firstOfCategory, loginDemoShopper, payCart, seedShopper } from './api';
import { describeViolations, seriousViolations } from './axe';
import { launchBrowser, screenshot, watchProblems } from './browser';
import { dismissToasts, dubaiDate, shows, toast, unexpectedProblems } from './journey';
import { DEMO_OPERATOR_PASSWORD, signInOperator, signInOwner } from './operators';

const baseUrl = inject('baseUrl');
const PHONE = { width: 390, height: 844 } as const;
const DESKTOP = { width: 1280, height: 900 } as const;
const DEMO_NAME = 'Layla Haddad';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openCustomers(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Customers' }).click();
  await shows(page.getByRole('heading', { name: 'Customers', level: 1 }));
}

/** Types a search and waits for the list to answer it (the newest customers show until then). */
async function searchFor(page: Page, text: string): Promise<void> {
  await page.getByLabel('Name, phone, email or order reference').fill(text);
  await page.waitForURL((url) => url.searchParams.get('q') === text);
}

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('the customers desk', () => {
  it('finds the demo shopper by phone, shows their orders, keeps a note; the owner exports and deletes personal data', {
    timeout: 600_000,
  }, async () => {
    const axeFindings: string[] = [];
    const checkAccessibility = async (page: Page, where: string) => {
      axeFindings.push(...describeViolations(where, await seriousViolations(page)));
    };
    const shopper = await loginDemoShopper();
    const cruise = await firstOfCategory('Picnic Musandum');
    expect((await addOn(cruise, { date: dubaiDate(6), adultCount: 1 }, shopper.token)).status).toBe(1);
    const { reference } = await payCart(shopper.token);

    // 1. The agent answers the phone: the caller reads out their number as people say it.
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const problems = watchProblems(page, baseUrl);
    await signInOperator(page, 'agent@rihla.example', DEMO_OPERATOR_PASSWORD);
    await openCustomers(page);
    await searchFor(page, '050 123 4567');
    const table = page.getByRole('table', { name: 'Customers, page 1' });
    await expect.poll(() => table.locator('tbody tr').count()).toBe(1);
    await shows(table.getByText('+971501234567'));
    await checkAccessibility(page, 'the customer list at 1280 px');
    await screenshot(page, 'desk-customers-search-1280');
    await table.getByRole('link', { name: DEMO_NAME }).click();
    await shows(page.getByRole('heading', { name: DEMO_NAME, level: 1 }));
    const customerUrl = page.url();
    const userId = decodeURIComponent(new URL(customerUrl).pathname.split('/').pop() ?? '');
    await shows(page.getByTestId('customer-contact').getByText('layla@example.com'));
    const orders = page.getByRole('table', { name: 'Orders of the customer, page 1' });
    await shows(orders.getByRole('link', { name: reference }));
    await shows(page.getByRole('heading', { name: 'Wallet and points', level: 2 }));
    // An agent reads the ledger and writes notes, but neither adjusts balances nor handles personal data.
    expect(await page.getByRole('button', { name: 'Adjust balance' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Export personal data' }).count()).toBe(0);

    const note = `Asked for a window seat on ${reference}`;
    await page.getByLabel('A note about the customer (only operators see notes)').fill(note);
    await page.getByRole('button', { name: 'Add the note' }).click();
    await shows(toast(page, 'Note added', 'success'));
    const notes = page.getByRole('list', { name: 'Notes, newest first' });
    await shows(notes.getByText(note));
    await shows(notes.getByText(/^Anil Agent, /));
    await checkAccessibility(page, "the customer's page at 1280 px");
    await screenshot(page, 'desk-customers-page-1280');
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    // The same page on a phone: no sideways scrolling, the orders as cards.
    await page.setViewportSize(PHONE);
    await shows(
      page.getByRole('list', { name: 'Orders of the customer, page 1' }).getByRole('link', { name: reference }),
    );
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await checkAccessibility(page, "the customer's page at 390 px");
    await screenshot(page, 'desk-customers-page-390');
    await page.goBack();
    await shows(page.getByRole('list', { name: 'Customers, page 1' }).getByRole('link', { name: DEMO_NAME }));
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'desk-customers-search-390');
    // The old address of the shopper's ledger leads to the customer's page.
    await page.goto(`${baseUrl}/admin/shoppers/${encodeURIComponent(userId)}/ledger`);
    await page.waitForURL(`${customerUrl}#ledger`);
    await shows(page.getByRole('heading', { name: DEMO_NAME, level: 1 }));
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();

    // 2. The owner exports the demo shopper's personal data, and deletes a new shopper's.
    const ownerContext = await browser.newContext({ viewport: DESKTOP });
    const owner = await ownerContext.newPage();
    const ownerProblems = watchProblems(owner, baseUrl);
    await signInOwner(owner);
    await openCustomers(owner);
    await searchFor(owner, DEMO_SHOPPER.phone_number);
    await owner.getByRole('table', { name: 'Customers, page 1' }).getByRole('link', { name: DEMO_NAME }).click();
    await shows(owner.getByRole('heading', { name: DEMO_NAME, level: 1 }));
    const [download] = await Promise.all([
      owner.waitForEvent('download'),
      owner.getByRole('button', { name: 'Export personal data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^rihla-customer-.+\.json$/);
    const exported = JSON.parse(fs.readFileSync((await download.path()) ?? '', 'utf8'));
    expect(exported.profile).toMatchObject({ firstName: 'Layla', lastName: 'Haddad', phone: '+971501234567' });
    expect(exported.orders.map((order: { reference: string }) => order.reference)).toContain(reference);
    expect(exported.notes.map((each: { text: string }) => each.text)).toContain(note);
    await shows(toast(owner, 'The export is recorded in the audit log', 'success'));
    await screenshot(owner, 'desk-customers-owner-page-1280');
    await owner.setViewportSize(PHONE);
    await shows(owner.getByRole('button', { name: 'Delete personal data' }));
    expect(await overflow(owner)).toBeLessThanOrEqual(0);
    await screenshot(owner, 'desk-customers-owner-page-390');
    await owner.setViewportSize(DESKTOP);

    await dismissToasts(owner);
    const leaving = await seedShopper('Erasable');
    await openCustomers(owner);
    await searchFor(owner, leaving.email);
    await owner.getByRole('link', { name: 'Erasable Tester' }).click();
    await shows(owner.getByRole('heading', { name: 'Erasable Tester', level: 1 }));
    await owner.getByRole('button', { name: 'Delete personal data' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Delete the personal data of Erasable Tester?' });
    await shows(dialog.getByText(`+971${leaving.phone.slice(1)}, ${leaving.email}`, { exact: false }));
    await dialog.getByLabel('Reason (required)').fill('Asked by email');
    await checkAccessibility(owner, 'the deletion dialog');
    await screenshot(owner, 'desk-customers-delete-dialog-1280', { fullPage: false });
    await dialog.getByRole('button', { name: 'Delete for good' }).click();
    await shows(toast(owner, "The customer's personal data is deleted", 'success'));
    await owner.waitForURL(`${baseUrl}/admin/customers`);
    await searchFor(owner, leaving.phone);
    await shows(owner.getByText('No customers match.'));
    const login = await call('users/userLogin', {
      country: 'AE',
      phone_number: leaving.phone,
      password: leaving.password,
    });
    expect(login.status).toBe(0);
    expect(unexpectedProblems(ownerProblems)).toEqual([]);
    expect(axeFindings).toEqual([]);
    await ownerContext.close();
  });
});
