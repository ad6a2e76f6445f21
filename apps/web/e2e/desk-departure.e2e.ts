// A departure's desk (issue 34, decision 073): the owner cancels a departure with two bookings from its manifest (the
// dialog previews the bookings and the refunds, asks for the reason, then shows each booking's result linked to its
// order), and messages the passengers of another departure from the timetable's day panel's manifest at phone width.
// Screenshots at 1280 and 390 px.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addOn, call, firstOfCategory, payCart, seedShopper } from './api';
import { launchBrowser, screenshot, watchProblems } from './browser';
import { dubaiDate, shows, toast, unexpectedProblems } from './journey';
import { operatorFetch, signInOwner } from './operators';

const baseUrl = inject('baseUrl');
const PHONE = { width: 390, height: 844 } as const;
const DESKTOP = { width: 1280, height: 900 } as const;
const REASON = 'Strong winds: the coast guard closed the harbour';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function bookOn(product: { module: string; planId: string }, date: string, firstName: string) {
  const shopper = await seedShopper(firstName);
  expect((await addOn(product, { date, adultCount: 2 }, shopper.token)).status).toBe(1);
  return { shopper, order: await payCart(shopper.token) };
}

describe('a departure’s desk', () => {
  it('cancels a departure with two bookings and messages another’s passengers', { timeout: 360_000 }, async () => {
    const picnic = await firstOfCategory('Picnic Musandum');
    const date = dubaiDate(45);
    const otherDate = dubaiDate(46);
    const first = await bookOn(picnic, date, 'Salma');
    const second = await bookOn(picnic, date, 'Rashid');
    const third = await bookOn(picnic, otherDate, 'Noura');

    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const problems = watchProblems(page, baseUrl);
    await signInOwner(page);
    const affected = await operatorFetch(page, 'operator/affectedBookings', { productId: picnic.planId, date });
    const start = (affected.body.data as { bookings: Array<{ start: string }> }).bookings[0]?.start ?? '';

    // The timetable's day panel offers both actions on the booked departure.
    await page.goto(`${baseUrl}/admin/timetables/${picnic.planId}`);
    await shows(page.getByRole('tab', { name: 'Calendar', selected: true }));
    const months =
      (Number(date.slice(0, 4)) - Number(dubaiDate(0).slice(0, 4))) * 12 +
      Number(date.slice(5, 7)) -
      Number(dubaiDate(0).slice(5, 7));
    for (let step = 0; step < months; step += 1) await page.getByRole('button', { name: 'Next month' }).click();
    await page.locator(`[data-date="${date}"]`).click();
    await shows(page.getByRole('button', { name: `Message ${start}` }));
    await shows(page.getByRole('button', { name: `Cancel ${start}` }));
    await screenshot(page, 'desk-departure-day-panel-1280');
    await page.goto(`${baseUrl}/admin/check-in/${picnic.planId}/${date}/${start.replace(':', '')}`);
    await shows(page.getByRole('heading', { name: `Manifest: ${picnic.title}` }));

    await page.getByRole('button', { name: 'Cancel departure' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this departure?' });
    await shows(dialog.getByTestId('departure-cancel-summary'));
    await shows(dialog.getByText(/its 2 bookings are cancelled and refunded in full/));
    await shows(dialog.getByText(first.order.reference));
    await dialog.getByLabel('Reason (required)').fill(REASON);
    await screenshot(page, 'desk-departure-cancel-1280', { fullPage: false });
    await dialog.getByRole('button', { name: 'Cancel the departure' }).click();
    await shows(toast(page, /Departure closed and 2 bookings cancelled/, 'success'));
    const done = page.getByRole('dialog', { name: 'Departure cancelled' });
    await shows(done);
    expect(await done.getByTestId('departure-cancel-result').count()).toBe(2);
    await shows(done.getByText('Cancelled and refunded').first());
    await screenshot(page, 'desk-departure-cancelled-1280', { fullPage: false });

    // Each result links to its order, whose timeline names the departure and the reason.
    await done.getByRole('link', { name: second.order.reference }).click();
    await shows(page.getByRole('heading', { name: `Order ${second.order.reference}`, level: 1 }));
    await shows(page.getByRole('list', { name: 'Timeline' }).getByText(new RegExp(REASON)));
    for (const { shopper, order } of [first, second]) {
      const orders = await call('users/viewCompletedOrder', {}, shopper.token);
      const mine = (orders.data as Array<{ reference: string; status: string }>).find(
        (each) => each.reference === order.reference,
      );
      expect(mine?.status).toMatch(/cancel|refund/i);
    }

    // At phone width: the other departure's manifest, its passengers messaged by email and text.
    await page.setViewportSize(PHONE);
    const other = await operatorFetch(page, 'operator/affectedBookings', { productId: picnic.planId, date: otherDate });
    const otherStart = (other.body.data as { bookings: Array<{ start: string }> }).bookings[0]?.start ?? '';
    await page.goto(`${baseUrl}/admin/check-in/${picnic.planId}/${otherDate}/${otherStart.replace(':', '')}`);
    await shows(page.getByRole('heading', { name: `Manifest: ${picnic.title}` }));
    await page.getByRole('button', { name: 'Cancel departure' }).click();
    const preview = page.getByRole('dialog', { name: 'Cancel this departure?' });
    await shows(preview.getByText(/its one booking is cancelled and refunded in full/));
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, 'desk-departure-cancel-390', { fullPage: false });
    await preview.getByRole('button', { name: 'Keep the departure' }).click();

    await page.getByRole('button', { name: 'Message passengers' }).click();
    const message = page.getByRole('dialog', { name: 'Message the passengers' });
    await shows(message.getByText('To the lead guest of the one booking on this departure.'));
    await message
      .getByLabel('Message', { exact: true })
      .fill('The boat leaves from pier 3 tomorrow, not pier 1. See you at 08:30!');
    await screenshot(page, 'desk-departure-message-390', { fullPage: false });
    await message.getByRole('button', { name: 'Send the message' }).click();
    await shows(toast(page, 'Message on its way to 1 booking', 'success'));
    const search = await operatorFetch(page, 'operator/searchOrders', { search: third.order.reference });
    const orderId = (search.body.data as { rows: Array<{ id: string }> }).rows[0]?.id;
    await page.goto(`${baseUrl}/admin/bookings/${orderId}`);
    await shows(page.getByRole('list', { name: 'Timeline' }).getByText(/pier 3 tomorrow/));
    await screenshot(page, 'desk-departure-timeline-390');

    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });
});
