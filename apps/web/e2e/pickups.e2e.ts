// Hotel pick-ups (issue 36, decision 095): the demo manager adds a hotel to the desk's pick-up points and to the
// evening desert safari (90 minutes before its 15:00 departure); a shopper who booked the safari chooses it on the
// travellers page at phone width (searching by area); Your Orders says where and when; the departure's pick-up run
// lists the booking at its stop. Screenshots at 1280 and 390 px.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addNextWeek, call, nextWeek, payCart, seedShopper } from './api';
import { launchBrowser, newContext, screenshot, watchProblems } from './browser';
import { dismissToasts, shows, toast, unexpectedProblems } from './journey';
import { DEMO_MANAGER, DEMO_OPERATOR_PASSWORD, goToDesk, managerCode, signInOperator } from './operators';

const baseUrl = inject('baseUrl');
const SAFARI = { module: 'inBound', planId: 'evening-desert-safari-bbq-dinner' } as const;
const HOTEL = { name: 'Jumeirah Beach Hotel', area: 'Umm Suqeim', address: 'Jumeirah Street, Umm Suqeim 3, Dubai' };
const PICKUP_WORDS = `Pick-up 13:30 at ${HOTEL.name}, ${HOTEL.area}`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('hotel pick-ups', () => {
  it('a manager adds a hotel, a shopper chooses it, Your Orders and the pick-up run say it', {
    timeout: 300_000,
  }, async () => {
    const desk = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const deskPage = await desk.newPage();
    const deskProblems = watchProblems(deskPage, baseUrl);
    await signInOperator(deskPage, DEMO_MANAGER.email, DEMO_OPERATOR_PASSWORD, managerCode);
    await goToDesk(deskPage, 'Pick-up points');
    await shows(deskPage.getByRole('heading', { name: 'Pick-up points', level: 1 }));
    await shows(deskPage.getByRole('region', { name: 'Dubai Marina' }).getByText('Hilton Dubai Jumeirah'));
    await deskPage.getByRole('button', { name: 'Add a pick-up point' }).click();
    // Exact labels: each English field has its Arabic beside it, 'Name (hotel or meeting place) (Arabic)' (decision 117).
    await deskPage.getByLabel('Name (hotel or meeting place)', { exact: true }).fill(HOTEL.name);
    await deskPage.getByLabel('Name (hotel or meeting place) (Arabic)').fill('فندق جميرا بيتش');
    await deskPage.getByLabel('Area', { exact: true }).fill(HOTEL.area);
    await deskPage.getByLabel('Map address').fill(HOTEL.address);
    await deskPage.getByLabel('Latitude (optional)').fill('25.1412');
    await deskPage.getByRole('button', { name: 'Add the point' }).click();
    // Half a map position is refused beside the field, in the shared schema's words.
    await shows(deskPage.getByText('Give both latitude and longitude, or neither'));
    await deskPage.getByLabel('Longitude (optional)').fill('55.1853');
    await deskPage.getByRole('button', { name: 'Add the point' }).click();
    await shows(toast(deskPage, 'Pick-up point added', 'success'));
    await shows(deskPage.getByRole('region', { name: HOTEL.area }).getByText(HOTEL.name));
    await dismissToasts(deskPage);
    await screenshot(deskPage, 'pickups-points-1280');

    // The safari collects from it, 90 minutes before departure (its default is 60).
    await deskPage.goto(`${baseUrl}/admin/products/${SAFARI.planId}`);
    const section = deskPage.getByRole('region', { name: 'Pick-ups' });
    await shows(section.getByText(HOTEL.name));
    await section.getByRole('checkbox', { name: new RegExp(HOTEL.name) }).check();
    await section.getByLabel(`Minutes before departure at ${HOTEL.name}`).fill('90');
    await section.getByRole('button', { name: 'Save pick-ups' }).click();
    await shows(toast(deskPage, 'Pick-ups saved', 'success'));
    await dismissToasts(deskPage);
    await screenshot(section, 'pickups-product-section-1280');

    // A shopper books the safari for two and chooses the hotel at phone width.
    const shopper = await seedShopper('Pickup');
    expect((await addNextWeek(SAFARI, 2, shopper.token)).status).toBe(1);
    const order = await payCart(shopper.token);
    const phone = await newContext(browser, 'phone', { token: shopper.token, firstName: shopper.firstName });
    const page = await phone.newPage();
    const problems = watchProblems(page, baseUrl);
    await page.goto(`${baseUrl}/travellers/${order.reference}`);
    const card = page.getByRole('article', { name: /^Pick-up for Evening Desert Safari/ });
    await shows(card.getByText('Choose where we collect you.'));
    await card.getByLabel('Search hotels and areas').fill('umm suqeim');
    const choice = card.getByRole('button', { name: PICKUP_WORDS });
    await shows(choice);
    expect(await card.getByRole('button').count()).toBe(1);
    const box = await choice.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    await choice.click();
    await shows(toast(page, `${PICKUP_WORDS}: saved`, 'success'));
    await shows(card.getByTestId('chosen-pickup').getByText(PICKUP_WORDS));
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await dismissToasts(page);
    await screenshot(page, 'pickups-travellers-390');

    await page.goto(`${baseUrl}/orderDetails`);
    const orderCard = page.getByRole('article', { name: `Booking ${order.reference}` });
    await shows(orderCard.getByText(PICKUP_WORDS));
    await screenshot(orderCard, 'pickups-your-orders-390');
    const orders = await call('users/viewCompletedOrder', {}, shopper.token);
    expect(orders.data[0].pickups[0].text).toBe(PICKUP_WORDS);
    expect(unexpectedProblems(problems)).toEqual([]);
    await phone.close();

    // The departure's manifest has the pick-up, and its pick-up run lists the booking at the hotel's stop.
    await deskPage.goto(`${baseUrl}/admin/check-in/${SAFARI.planId}/${nextWeek()}/1500`);
    const table = deskPage.getByRole('table', { name: 'Passengers' });
    await shows(
      table.getByRole('row', { name: new RegExp(order.reference) }).getByText(`13:30 ${HOTEL.name}, ${HOTEL.area}`),
    );
    await deskPage.getByRole('link', { name: 'Pick-up run' }).click();
    await shows(deskPage.getByRole('heading', { name: /^Pick-up run: Evening Desert Safari/, level: 1 }));
    const stop = deskPage.getByTestId('pickup-stop').filter({ hasText: HOTEL.name });
    await shows(stop.getByText('13:30'));
    await shows(stop.getByText(order.reference));
    await screenshot(deskPage, 'pickups-run-1280');
    await deskPage.setViewportSize({ width: 390, height: 844 });
    expect(await deskPage.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
      0,
    );
    await screenshot(deskPage, 'pickups-run-390');
    expect(unexpectedProblems(deskProblems)).toEqual([]);
    await desk.close();
  });
});
