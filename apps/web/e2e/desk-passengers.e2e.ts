// The desk takes a booking's passengers' details and its pick-up (issue 36, decision 099): a customer booked a
// Musandam picnic for two and calls the desk; the demo agent, on the order page, types both passengers in with the
// travellers page's own form and chooses a hotel pick-up with its searchable chooser; the order page then says
// "Details: 2 of 2 given" and the pick-up, and so does the departure's manifest. The picnic collects from two demo
// hotels for this journey only (set by the owner through the API, and put back at the end). Screenshots at 1280 and
// 390 px.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { bookFirstOpenDeparture, firstOfCategory } from './api';
import { launchBrowser, screenshot, watchProblems } from './browser';
import { dismissToasts, shows, toast, unexpectedProblems } from './journey';
import { DEMO_OPERATOR_PASSWORD, operatorFetch, signInOperator, signInOwner } from './operators';

const baseUrl = inject('baseUrl');
const DESK = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

const GUESTS = [
  { name: 'Priya Raman', country: 'India', born: '1979-03-14', passport: 'K4829157', expiry: '2035-08-31' },
  { name: 'Arjun Raman', country: 'India', born: '1981-06-30', passport: 'K7731902', expiry: '2034-01-31' },
];

/** 'HH:mm' less some minutes, on the same day (a morning picnic's pick-up is never before midnight). */
function minutesBefore(time: string, minutes: number): string {
  const [hours = 0, mins = 0] = time.split(':').map(Number);
  const total = hours * 60 + mins - minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** Opens a passenger's form from the order page's Passengers, types the guest in and saves. */
async function enterGuest(page: Page, number: number) {
  const guest = GUESTS[number - 1];
  if (!guest) throw new Error(`no guest ${number}`);
  const passengers = page.getByRole('region', { name: 'Passengers', exact: true });
  await passengers.getByRole('button', { name: `Enter the details of Passenger ${number}` }).click();
  const form = passengers.getByRole('region', { name: `Passenger ${number}`, exact: true });
  await form.getByLabel(/^Full name/).fill(guest.name);
  const nationality = form.getByRole('combobox', { name: /^Nationality/ });
  await nationality.click();
  await nationality.fill(guest.country.slice(0, 4));
  await form.getByRole('option', { name: guest.country, exact: true }).click();
  await form.getByLabel(/^Date of birth/).fill(guest.born);
  await form.getByLabel(/^Passport number/).fill(guest.passport);
  await form.getByLabel(/^Passport expiry/).fill(guest.expiry);
  await form.getByRole('button', { name: `Save passenger ${number}` }).click();
  await shows(toast(page, 'Passenger details saved', 'success'));
  await shows(passengers.getByText(`${number}. ${guest.name} · IN`));
  await dismissToasts(page);
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the desk enters passengers’ details and the pick-up (issue 36)', () => {
  it('an agent types both passengers and a hotel pick-up on the order page; the order page and the manifest say so', {
    timeout: 450_000,
  }, async () => {
    const picnic = await firstOfCategory('Picnic Musandum');
    const booked = await bookFirstOpenDeparture(
      { module: picnic.module, planId: picnic.planId },
      {
        daysAhead: 3,
        firstName: 'Deskcall',
        tickets: { adult: 2, child: 0, infant: 0 },
      },
    );

    // The owner has the picnic collect from two demo hotels, 60 minutes before departure, for this journey.
    const setup = await browser.newContext({ viewport: DESK });
    const ownerPage = await setup.newPage();
    await signInOwner(ownerPage);
    const before = await operatorFetch(ownerPage, 'operator/getProductPickups', { id: picnic.planId });
    expect(before.body.status, before.body.message).toBe(1);
    const set = await operatorFetch(ownerPage, 'operator/setProductPickups', {
      id: picnic.planId,
      pickups: {
        minutesBefore: 60,
        points: [
          { pointId: 'pickup-hilton-jbr', minutesBefore: null },
          { pointId: 'pickup-hyatt-regency-deira', minutesBefore: null },
        ],
      },
    });
    expect(set.body.status, set.body.message).toBe(1);
    const pickupTime = minutesBefore(booked.start, 60);
    const pickupWords = `Pick-up ${pickupTime} at Hyatt Regency Dubai, Deira`;

    const desk = await browser.newContext({ viewport: DESK });
    const page = await desk.newPage();
    const problems = watchProblems(page, baseUrl);
    try {
      // The agent finds the booking and opens its order page.
      await signInOperator(page, 'agent@rihla.example', DEMO_OPERATOR_PASSWORD);
      await page.goto(`${baseUrl}/admin/bookings?q=${encodeURIComponent(booked.reference)}`);
      await page.getByRole('link', { name: booked.reference }).first().click();
      await shows(page.getByRole('heading', { name: `Order ${booked.reference}` }));
      const passengers = page.getByRole('region', { name: 'Passengers', exact: true });
      await shows(passengers.getByText('Details: 0 of 2 given'));
      // An agent sees passports masked and cannot reveal them.
      expect(await passengers.getByRole('button', { name: 'Reveal' }).count()).toBe(0);

      await enterGuest(page, 1);
      await shows(passengers.getByText('Details: 1 of 2 given'));
      await enterGuest(page, 2);
      await shows(passengers.getByText('Details: 2 of 2 given'));
      await shows(passengers.getByText('Born ••••-••-•• · Passport •••••9157, expires 2035-08-31'));
      expect(await page.content()).not.toContain('K4829157');

      // A given passenger's change asks for the hidden passport number and date of birth again.
      await passengers.getByRole('button', { name: 'Change the details of Passenger 1' }).click();
      const change = passengers.getByRole('region', { name: 'Passenger 1', exact: true });
      await shows(change.getByTestId('retype-sealed'));
      expect(await change.getByLabel(/^Passport number/).inputValue()).toBe('');
      expect(await change.getByLabel(/^Full name/).inputValue()).toBe('Priya Raman');
      await screenshot(page, 'desk-passengers-change-1280');
      await change.getByRole('button', { name: 'Cancel' }).click();

      // The hotel pick-up, with the travellers page's searchable chooser.
      const pickup = page.getByRole('region', { name: 'Pick-up', exact: true });
      await shows(pickup.getByText('No pick-up chosen yet.'));
      await pickup.getByLabel('Search hotels and areas').fill('deira');
      await pickup.getByRole('button', { name: pickupWords }).click();
      await shows(toast(page, `${pickupWords}: saved`, 'success'));
      await shows(pickup.getByTestId('chosen-pickup').getByText(`Pick-up ${pickupTime} at Hyatt Regency Dubai, Deira`));
      await dismissToasts(page);
      await passengers.scrollIntoViewIfNeeded();
      await screenshot(page, 'desk-passengers-1280');

      // The same page at phone width: nothing wider than the screen.
      await page.setViewportSize(PHONE);
      await page.reload();
      await shows(passengers.getByText('Details: 2 of 2 given'));
      await shows(pickup.getByTestId('chosen-pickup'));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await screenshot(page, 'desk-passengers-order-390');
      await screenshot(passengers, 'desk-passengers-390');
      await screenshot(pickup, 'desk-pickup-390');
      await passengers.getByRole('button', { name: 'Change the details of Passenger 2' }).click();
      await shows(passengers.getByRole('region', { name: 'Passenger 2', exact: true }).getByTestId('retype-sealed'));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await screenshot(passengers, 'desk-passengers-form-390');

      // The departure's manifest has both passengers and the pick-up.
      await page.setViewportSize(DESK);
      const manifestPath = `/admin/check-in/${picnic.planId}/${booked.date}/${booked.start.replace(':', '')}`;
      await page.goto(`${baseUrl}${manifestPath}?q=${booked.reference}`);
      const row = page.getByRole('row', { name: new RegExp(booked.reference) });
      await shows(row.getByText('Details complete'));
      await shows(row.getByText(`${pickupTime} Hyatt Regency Dubai, Deira`));
      const people = page.getByRole('list', { name: `Passengers of ${booked.reference}` });
      await shows(people.getByText('1. Priya Raman'));
      await shows(people.getByText('2. Arjun Raman'));
      await screenshot(page, 'desk-passengers-manifest-1280');
      expect(unexpectedProblems(problems)).toEqual([]);
    } finally {
      const restored = await operatorFetch(ownerPage, 'operator/setProductPickups', {
        id: picnic.planId,
        pickups: (before.body.data as { pickups: unknown }).pickups,
      });
      expect(restored.body.status, restored.body.message).toBe(1);
      await desk.close();
      await setup.close();
    }
  });
});
