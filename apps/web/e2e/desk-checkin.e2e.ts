// Issue 18's manifests and check-in in Chromium: a shopper buys a ticket of a demo cruise (through the API, as
// the other desk journeys do), the demo agent at phone width picks the booking's date, finds it by its reference,
// opens its manifest (a card a booking, nothing scrolling sideways), checks in one of its two tickets on the card
// (issue 34), then the rest by its reference on the check-in page ('Valid: checked in'); a second try answers
// 'Already checked in at HH:MM by Anil Agent', and the manifest shows both tickets in. Screenshots at 390 and 1280 px (the owner's manifest, with the guide
// picker and downloads).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { bookFirstOpenDeparture } from './api';
import { launchBrowser, screenshot, watchProblems } from './browser';
import { shows, unexpectedProblems } from './journey';
import { DEMO_OPERATOR_PASSWORD, operatorFetch, signInOperator, signInOwner } from './operators';

const baseUrl = inject('baseUrl');
/** A demo product with child tickets (packages/demo/src/products/picnic.ts). */
const CRUISE = { module: 'picnic', planId: 'khasab-dhow-cruise-full-day' };

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A shopper's paid booking of one adult and one child on the cruise's first open departure from tomorrow. */
function bookCruise() {
  return bookFirstOpenDeparture(CRUISE, {
    daysAhead: 1,
    firstName: 'Checkin',
    tickets: { adult: 1, child: 1, infant: 0 },
  });
}

describe('check-in at the boat (issue 18)', () => {
  it('an agent at phone width checks a booking in by its reference; a second try says when and by whom', async () => {
    const booked = await bookCruise();
    // A family of four on the same departure, none of them arrived yet: the 1280 px table shows its check-in.
    const family = await bookFirstOpenDeparture(CRUISE, {
      daysAhead: 1,
      firstName: 'Family',
      tickets: { adult: 2, child: 2, infant: 0 },
    });
    expect([family.date, family.start]).toEqual([booked.date, booked.start]);
    const manifestPath = `/admin/check-in/${CRUISE.planId}/${booked.date}/${booked.start.replace(':', '')}`;

    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const problems = watchProblems(page, baseUrl);
    await signInOperator(page, 'agent@rihla.example', DEMO_OPERATOR_PASSWORD);
    await page.goto(`${baseUrl}/admin/check-in`);
    await shows(page.getByRole('heading', { name: 'Manifests and check-in' }));
    // Any date: the booking's own, and a search by its reference finds its departure.
    await page.getByLabel('Date').fill(booked.date);
    await page.getByLabel('Lead name or reference').fill(booked.reference.slice(3).toLowerCase());
    await shows(page.getByRole('link', { name: booked.reference }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'desk-checkin-departures-390');
    await page.getByRole('link', { name: booked.reference }).click();
    await page.waitForURL(new RegExp(`${manifestPath}\\?q=`));
    const card = page.getByRole('listitem', { name: new RegExp(booked.reference) });
    await shows(card);
    await shows(card.getByText('0 of 2 checked in'));
    await shows(card.getByText(/^1 adult, 1 child/));
    // Nothing at 390 px scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'desk-checkin-manifest-390');

    // One of the two has arrived: the card checks in one ticket.
    await card.getByLabel('Arriving').selectOption('1');
    await card.getByRole('button', { name: 'Check in 1' }).click();
    await shows(card.getByText('1 of 2 checked in'));
    await shows(card.getByText(/^Last checked in at \d\d:\d\d by Anil Agent$/));
    await screenshot(page, 'desk-checkin-manifest-partly-390');
    // A tap by mistake is undone, and the one ticket checked in again.
    await card.getByRole('button', { name: 'Undo the last check-in' }).click();
    await shows(card.getByText('0 of 2 checked in'));
    await card.getByLabel('Arriving').selectOption('1');
    await card.getByRole('button', { name: 'Check in 1' }).click();
    await shows(card.getByText('1 of 2 checked in'));

    await page.getByRole('link', { name: 'Check in passengers' }).click();
    await page.waitForURL(/\/scan$/);
    await page.getByLabel('Voucher reference').fill(booked.reference.toLowerCase());
    await page.getByRole('button', { name: 'Check in' }).click();
    await shows(page.getByText('Valid: checked in'));
    await screenshot(page, 'desk-checkin-valid-390');

    await page.getByLabel('Voucher reference').fill(booked.reference);
    await page.getByRole('button', { name: 'Check in' }).click();
    await shows(page.getByText(/^Already checked in at \d\d:\d\d by Anil Agent$/));
    await screenshot(page, 'desk-checkin-already-390');

    await page.getByLabel('Voucher reference').fill('RH-NOSUCH00');
    await page.getByRole('button', { name: 'Check in' }).click();
    await shows(page.getByText('Unknown voucher: no booking has this reference'));

    await page.getByRole('link', { name: 'Back to the manifest' }).click();
    const checkedCard = page.getByRole('listitem', { name: new RegExp(booked.reference) });
    await shows(checkedCard.getByText('2 of 2 checked in ✓'));
    await shows(checkedCard.getByText(/^Checked in at \d\d:\d\d by Anil Agent$/));
    await screenshot(page, 'desk-checkin-manifest-checked-390');
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();

    const desk = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    const owner = await desk.newPage();
    const ownerProblems = watchProblems(owner, baseUrl);
    await signInOwner(owner);
    await owner.goto(`${baseUrl}${manifestPath}`);
    await shows(owner.getByLabel('Guide'));
    await owner.getByLabel('Guide').selectOption({ label: 'Ghada Guide' });
    await expect
      .poll(async () => {
        const answer = await operatorFetch(owner, 'operator/getManifest', {
          productId: CRUISE.planId,
          date: booked.date,
          start: booked.start,
        });
        return (answer.body.data as { departure: { guides: Array<{ name: string }> } }).departure.guides;
      })
      .toEqual([{ id: 'demo-operator-guide', name: 'Ghada Guide' }]);
    await shows(owner.getByRole('row', { name: new RegExp(booked.reference) }).getByText('2 of 2 checked in ✓'));
    const familyRow = owner.getByRole('row', { name: new RegExp(family.reference) });
    await shows(familyRow.getByText('0 of 4 checked in'));
    await shows(familyRow.getByRole('button', { name: 'Check in all 4' }));
    const download = owner.waitForEvent('download');
    await owner.getByRole('button', { name: 'Download CSV' }).click();
    const csv = await download;
    expect(csv.suggestedFilename()).toMatch(/^manifest-.*\.csv$/);
    await screenshot(owner, 'desk-checkin-manifest-1280');
    expect(unexpectedProblems(ownerProblems)).toEqual([]);
    await desk.close();
  });
});
