// Issue 17's timetables, seats and prices desk in Chromium: the demo owner opens a demo product's calendar,
// closes a departure that has a booking (the dialog lists it and says it is not cancelled), reopens it, adds a
// 17:00 departure on the weekends of next month in bulk and sees it in the calendar, changes the child price,
// and the shopper's side answers the new price at once. Screens checked with axe, at 1280 and 768 px.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { bookFirstOpenDeparture, call } from './api';
import { describeViolations, seriousViolations } from './axe';
import { launchBrowser, screenshot, watchProblems } from './browser';
import { dismissToasts, shows, sidewaysScrollers, toast, unexpectedProblems } from './journey';
import { goToDesk, signInOwner } from './operators';

const baseUrl = inject('baseUrl');
/** A demo product with child tickets (packages/demo/src/products/picnic.ts). */
const CRUISE = { module: 'picnic', planId: 'khasab-dhow-cruise-full-day' };
const CRUISE_TITLE = 'Khasab Full-Day Dhow Cruise to Khor Ash Sham';
const DAY_MS = 86_400_000;

let browser: Browser;
const axeFindings: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function checkAccessibility(page: Page, where: string): Promise<void> {
  axeFindings.push(...describeViolations(where, await seriousViolations(page)));
}

function dubaiToday(): string {
  return new Date(Date.now() + 4 * 3_600_000).toISOString().slice(0, 10);
}

/** A shopper's paid, confirmed booking of one adult on the cruise's first open departure 10 days or more ahead. */
function bookCruise() {
  return bookFirstOpenDeparture(CRUISE, {
    daysAhead: 10,
    firstName: 'Timetable',
    tickets: { adult: 1, child: 0, infant: 0 },
  });
}

/** Moves the calendar forward from the month it shows (`shown`, YYYY-MM) to the month of `date`. */
async function showMonthOf(page: Page, shown: string, date: string) {
  const months =
    (Number(date.slice(0, 4)) - Number(shown.slice(0, 4))) * 12 + Number(date.slice(5, 7)) - Number(shown.slice(5, 7));
  for (let step = 0; step < months; step += 1) await page.getByRole('button', { name: 'Next month' }).click();
  await shows(page.locator(`[data-date="${date}"]`));
}

/** At 1280, 768 and 390 px; at 390 the tabs, the calendar and the forms fit: nothing scrolls sideways (issue 34). */
async function bothWidths(page: Page, name: string) {
  await dismissToasts(page);
  await screenshot(page, `${name}-1280`);
  await checkAccessibility(page, `${name} at 1280`);
  await page.setViewportSize({ width: 768, height: 1024 });
  await screenshot(page, `${name}-768`);
  await checkAccessibility(page, `${name} at 768`);
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, `${name}-390`);
  expect(await sidewaysScrollers(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('the timetables desk', () => {
  it('closes a booked departure, reopens it, adds weekend departures in bulk and changes the child price', {
    timeout: 450_000,
  }, async () => {
    const booking = await bookCruise();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems = watchProblems(page, baseUrl);
    await signInOwner(page);

    // The product picker, then the product's calendar.
    await goToDesk(page, 'Timetables, seats and prices');
    await shows(page.getByRole('heading', { name: 'Timetables, seats and prices', level: 1 }));
    await shows(page.getByRole('searchbox', { name: 'Search by title' }));
    // Products are picked by name: no card asks for a product id.
    expect(await page.getByText('Open by product id').count()).toBe(0);
    await page.getByRole('searchbox', { name: 'Search by title' }).fill('khasab dhow cruise');
    await page.getByRole('link', { name: CRUISE_TITLE }).click();
    await shows(page.getByRole('tab', { name: 'Calendar', selected: true }));
    await showMonthOf(page, dubaiToday().slice(0, 7), booking.date);
    const cell = page.locator(`[data-date="${booking.date}"]`);
    await expect.poll(() => cell.textContent()).toContain(booking.start);
    await cell.click();
    await shows(page.getByRole('button', { name: `Close ${booking.start}` }));
    await bothWidths(page, 'desk-timetables-calendar');
    // The day panel's Start and End show the whole time typed at 390 px (they were cut off in three columns).
    await page.locator('#extra-start').fill('17:30');
    await page.locator('#extra-end').fill('19:30');
    await page.setViewportSize({ width: 390, height: 844 });
    // A time field's scrollWidth never exceeds its clientWidth (Chromium clips its parts inside), so the field is
    // measured against its own width at 'auto', the width Chromium gives the whole time and its picker button.
    for (const field of [page.locator('#extra-start'), page.locator('#extra-end')]) {
      await field.scrollIntoViewIfNeeded();
      const cutBy = await field.evaluate((input: HTMLInputElement) => {
        const whole = input.cloneNode() as HTMLInputElement;
        whole.value = input.value;
        whole.style.width = 'auto';
        whole.style.position = 'absolute';
        input.after(whole);
        const needed = whole.getBoundingClientRect().width;
        whole.remove();
        return needed - input.getBoundingClientRect().width;
      });
      expect(cutBy).toBeLessThanOrEqual(0);
    }
    await screenshot(page, 'desk-timetables-day-times-390', { fullPage: false });
    await page.setViewportSize({ width: 1280, height: 900 });

    // Closing lists the booking and says it is not cancelled.
    await page.getByRole('button', { name: `Close ${booking.start}` }).click();
    const dialog = page.getByRole('dialog');
    await shows(dialog.getByText('Timetable Tester'));
    await shows(dialog.getByText(/One booking \(\d+ seats?\) is on it\. It is not cancelled/));
    await shows(dialog.getByText(booking.reference));
    await screenshot(page, 'desk-timetables-close-dialog-1280');
    await checkAccessibility(page, 'close dialog');
    await dialog.getByRole('button', { name: 'Close the departure' }).click();
    await shows(toast(page, /stays valid/));
    await shows(page.getByRole('button', { name: `Reopen ${booking.start}` }));
    const shopperView = await call('users/departures', { ...CRUISE, from: booking.date, days: 1 });
    expect(shopperView.data[0].departures.find((item: { start: string }) => item.start === booking.start).status).toBe(
      'closed',
    );
    await page.getByRole('button', { name: `Reopen ${booking.start}` }).click();
    await shows(page.getByRole('button', { name: `Close ${booking.start}` }));

    // Bulk: a 17:00 departure on Saturdays and Sundays of next month.
    const today = dubaiToday();
    const [year, month] = today.split('-').map(Number) as [number, number];
    const first = new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
    const last = new Date(Date.UTC(year, month + 1, 0)).toISOString().slice(0, 10);
    await page.getByLabel('From', { exact: true }).fill(first);
    await page.getByLabel('Until', { exact: true }).fill(last);
    for (const weekday of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
      await page.getByRole('checkbox', { name: weekday }).uncheck();
    }
    await page.getByLabel('Action', { exact: true }).selectOption('addDeparture');
    await page.getByLabel('Departure start').fill('17:00');
    await page.getByLabel('Departure end').fill('19:00');
    await shows(page.getByTestId('bulk-preview').filter({ hasText: /^(8|9|10) dates match/ }));
    await page.getByRole('button', { name: /^Apply to \d+ dates$/ }).click();
    await shows(page.getByTestId('bulk-result').filter({ hasText: /dates changed/ }));
    await screenshot(page, 'desk-timetables-bulk-1280');
    let weekend = first;
    while (![0, 6].includes(new Date(`${weekend}T00:00:00Z`).getUTCDay())) {
      weekend = new Date(Date.parse(`${weekend}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
    }
    await showMonthOf(page, booking.date.slice(0, 7), weekend);
    await expect.poll(() => page.locator(`[data-date="${weekend}"]`).textContent()).toContain('17:00');
    const shopperWeekend = await call('users/departures', { ...CRUISE, from: weekend, days: 1 });
    expect(shopperWeekend.data[0].departures.map((item: { start: string }) => item.start)).toContain('17:00');

    // Prices: the child price, seen by shoppers at once.
    await page.getByRole('tab', { name: 'Prices' }).click();
    await shows(page.getByText('A change applies to new checkouts only', { exact: false }));
    const newChildPrice = 96 + (Date.now() % 3);
    await page.getByLabel('Child price (AED)').fill(String(newChildPrice));
    await page.getByRole('button', { name: 'Save the prices' }).click();
    await shows(toast(page, /apply to new checkouts/));
    await bothWidths(page, 'desk-timetables-prices');
    const detail = await call('users/viewDetail', CRUISE);
    const child = detail.data.booking.ticketTypes.find((type: { kind: string }) => type.kind === 'child');
    expect(child.price).toBe(newChildPrice);

    await page.goto(`${baseUrl}/admin/timetables/${CRUISE.planId}?tab=schedule`);
    await shows(page.getByRole('tab', { name: 'Weekly schedule', selected: true }));
    await bothWidths(page, 'desk-timetables-schedule');

    expect(unexpectedProblems(problems)).toEqual([]);
    expect(axeFindings).toEqual([]);
    await context.close();
  });

  it('names what a private boat is priced per, and the storefront’s cards and detail say it at once', async () => {
    const charter = { module: 'picnic', planId: 'dibba-private-dhow-charter' };
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems = watchProblems(page, baseUrl);
    await signInOwner(page);
    await page.goto(`${baseUrl}/admin/timetables/${charter.planId}?tab=prices`);
    // Exact: the unit's Arabic is beside it, 'The price is per (Boat, Car, Room) (Arabic)' (decision 117).
    const unit = page.getByLabel('The price is per (Boat, Car, Room)', { exact: true });
    await expect.poll(() => unit.inputValue()).toBe('Boat');
    await unit.fill('Dhow');
    const unitAr = page.getByLabel('The price is per (Boat, Car, Room) (Arabic)');
    await expect.poll(() => unitAr.inputValue()).toBe('قارب');
    await unitAr.fill('سفينة شراعية');
    await page.getByRole('button', { name: 'Save the prices' }).click();
    await shows(toast(page, /apply to new checkouts/));
    await dismissToasts(page);
    await screenshot(page, 'desk-timetables-group-unit-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'desk-timetables-group-unit-390');

    const cards = (await call('users/filteredList', { category: ['Picnic Musandum'] })).data as Array<{
      planId: string;
      group_unit: string;
    }>;
    expect(cards.find((card) => card.planId === charter.planId)?.group_unit).toBe('Dhow');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${baseUrl}/detail/${charter.module}/${charter.planId}`);
    await shows(page.getByRole('region', { name: 'Book this experience' }).getByText('/ Dhow'));
    // An Arabic page's cards say the unit's Arabic (an Arabic request, as the storefront's /ar pages send).
    const arabic = await fetch(`${baseUrl}/api/users/filteredList`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'ar' },
      body: JSON.stringify({ category: ['Picnic Musandum'] }),
    });
    const arabicCards = ((await arabic.json()) as { data: Array<{ planId: string; group_unit: string }> }).data;
    expect(arabicCards.find((card) => card.planId === charter.planId)?.group_unit).toBe('سفينة شراعية');

    // Back to the demo's word, for the journeys after this one.
    await page.goto(`${baseUrl}/admin/timetables/${charter.planId}?tab=prices`);
    await expect.poll(() => unit.inputValue()).toBe('Dhow');
    await unit.fill('Boat');
    await page.getByRole('button', { name: 'Save the prices' }).click();
    await shows(toast(page, /apply to new checkouts/));
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });
});
