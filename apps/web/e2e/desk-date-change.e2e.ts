// Changing an order's date (issue 18, decision 043): a shopper's paid booking of next week; the demo agent opens
// the order, picks the next day's departure in the "Change date" dialog (seats left shown), sees the same price,
// confirms, and the order page's lines and timeline follow. Screenshots at 1280 and 390 px.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addNextWeek, call, firstOfCategory, nextWeek, payCart, seedShopper } from './api';
import { launchBrowser, screenshot, watchProblems } from './browser';
import { dismissToasts, shows, toast, unexpectedProblems } from './journey';
import { DEMO_OPERATOR_PASSWORD, operatorFetch, signInOperator } from './operators';

const baseUrl = inject('baseUrl');
const PHONE = { width: 390, height: 844 } as const;
const DESKTOP = { width: 1280, height: 900 } as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

describe('the change-date dialog', () => {
  it('moves a booking to the next day’s departure at the same price', { timeout: 240_000 }, async () => {
    const shopper = await seedShopper('Dana');
    const picnic = await firstOfCategory('Picnic Musandum');
    expect((await addNextWeek(picnic, 1, shopper.token)).status).toBe(1);
    const bought = await payCart(shopper.token);
    const newDate = dayAfter(nextWeek());

    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const problems = watchProblems(page, baseUrl);
    await signInOperator(page, 'agent@rihla.example', DEMO_OPERATOR_PASSWORD);
    const found = await operatorFetch(page, 'operator/searchOrders', { search: bought.reference });
    const orderId = (found.body.data as { rows: Array<{ id: string }> }).rows[0]?.id;
    await page.goto(`${baseUrl}/admin/bookings/${orderId}`);
    await shows(page.getByRole('heading', { name: `Order ${bought.reference}`, level: 1 }));

    await page.getByRole('button', { name: 'Change date' }).click();
    const dialog = page.getByRole('dialog', { name: `Change the date of ${picnic.title}` });
    await shows(dialog);
    await dialog.getByLabel('New date').fill(newDate);
    const departure = dialog.getByRole('radio').first();
    await shows(dialog.getByText(/\d+ seats left/).first());
    await departure.check();
    await shows(dialog.getByTestId('change-quote').getByText('Same price: no money moves'));
    await screenshot(page, 'desk-date-change-dialog-1280', { fullPage: false });

    await dialog.getByRole('button', { name: 'Change the date' }).click();
    await shows(toast(page, 'Date changed', 'success'));
    await shows(dialog.getByText('The date is changed.'));
    await dialog.getByRole('button', { name: 'Done' }).click();
    const timeline = page.getByRole('list', { name: 'Timeline' });
    await shows(timeline.getByText('Date changed'));
    await shows(timeline.getByText(new RegExp(`→ ${newDate}`)));
    await shows(page.getByText(new RegExp(`^${newDate} · `)));
    await dismissToasts(page);
    await screenshot(page, 'desk-date-change-order-1280');

    // At phone width the dialog fits the screen.
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Change date' }).click();
    await shows(dialog);
    await dialog.getByLabel('New date').fill(nextWeek());
    await shows(dialog.getByText(/\d+ seats left/).first());
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, 'desk-date-change-dialog-390', { fullPage: false });
    await dialog.getByRole('button', { name: 'Keep the date' }).click();

    const orders = await call('users/viewCompletedOrder', {}, shopper.token);
    expect(JSON.stringify(orders.data[0])).toContain(newDate);
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });
});
