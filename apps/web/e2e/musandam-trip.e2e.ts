// Issue 36's "Done when" as one journey (decisions 094 to 098), on the demo's Dibba dhow cruise: a Musandam trip that
// asks each passenger's passport 48 hours ahead, collects from Dubai's hotels 150 minutes before its 09:30 departure
// and asks each passenger to accept its waiver.
// - A shopper books it for three at phone width and gives two guests' details on the checkout page before paying (a
//   passport that lapses too soon is refused on its field; decision 107); the success page counts them, and from its
//   prompt the shopper chooses a hotel pick-up by searching and accepts the waiver for those two.
// - From the confirmation email's link, opened logged out, the shopper logs in and gives the third guest's details
//   and acceptance; Your Orders says all given, with the pick-up.
// - The demo guide at phone width sees all three on the manifest (passports masked) with the pick-up and the waiver,
//   and checks them in one by one; the demo manager downloads the border list as PDF (rendered to PNG with pdftoppm, to
//   be looked at) and CSV (its rows asserted).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../api/src/db/database';
import { addNextWeek, call, DEMO_SHOPPER, nextWeek, seedShopper } from './api';
import { ARTIFACTS_DIR, launchBrowser, newContext, screenshot, watchProblems } from './browser';
import { dismissToasts, payWithTestCard, shows, sidewaysScrollers, toast, unexpectedProblems } from './journey';
import { mailTo } from './messages';
import { DEMO_MANAGER, DEMO_OPERATOR_PASSWORD, managerCode, operatorFetch, signInOperator } from './operators';

const baseUrl = inject('baseUrl');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const DHOW = { module: 'picnic', planId: 'dibba-dhow-cruise-full-day-from-dubai' } as const;
/** The demo's Hilton in Dubai Marina, 150 minutes before the 09:30 departure. */
const PICKUP_WORDS = 'Pick-up 07:00 at Hilton Dubai Jumeirah, Dubai Marina';

const GUESTS = [
  {
    name: 'Layla Haddad',
    country: 'Oman',
    code: 'OM',
    born: '1986-02-14',
    passport: 'P2837461',
    expiry: '2031-03-01',
  },
  {
    name: 'Omar Haddad',
    country: 'Jordan',
    code: 'JO',
    born: '1984-09-30',
    passport: 'N7710233',
    expiry: '2030-10-12',
  },
  {
    name: 'سارة حداد',
    country: 'United Arab Emirates',
    code: 'AE',
    born: '2014-06-05',
    passport: 'U5522819',
    expiry: '2029-12-31',
  },
];

/** The outbox rows to an address, for a journey that waited in vain: sent, pending or failed, and why. */
async function outboxOf(recipient: string) {
  const database = await openDatabase({ dialect: 'sqlite', filename: inject('databaseFile') });
  try {
    return await database.db
      .selectFrom('outbox')
      .select(['topic', 'status', 'attempts', 'last_error'])
      .where('recipient', '=', recipient)
      .execute();
  } finally {
    await database.close();
  }
}

/** Fills one guest's form (the travellers page's, or the checkout page's once opened). */
async function fillGuest(page: Page, number: number) {
  const guest = GUESTS[number - 1];
  if (!guest) throw new Error(`no guest ${number}`);
  const region = page.getByRole('region', { name: `Passenger ${number}`, exact: true });
  await region.getByLabel(/^Full name/).fill(guest.name);
  const nationality = region.getByRole('combobox', { name: /^Nationality/ });
  await nationality.click();
  await nationality.fill(guest.country.slice(0, 4));
  await region.getByRole('option', { name: guest.country, exact: true }).click();
  await region.getByLabel(/^Date of birth/).fill(guest.born);
  await region.getByLabel(/^Passport number/).fill(guest.passport);
  await region.getByLabel(/^Passport expiry/).fill(guest.expiry);
  return { guest, region };
}

/** Gives one guest's details on the checkout page: the card opens its form, whose save keeps them until Pay Now. */
async function giveGuestAtCheckout(page: Page, number: number) {
  const card = page.getByRole('region', { name: `Passenger ${number}`, exact: true });
  await card.getByRole('button', { name: 'Add details' }).click();
  const { guest, region } = await fillGuest(page, number);
  await region.getByRole('button', { name: `Save passenger ${number}` }).click();
  await shows(toast(page, 'Kept: these details are sent with your booking when you pay.', 'success'));
  await shows(card.getByText(guest.name, { exact: true }));
  await shows(card.getByRole('button', { name: 'Change' }));
  await dismissToasts(page);
}

/** Fills one guest's form on the travellers page and saves it alone. */
async function giveGuest(page: Page, number: number) {
  const { guest, region } = await fillGuest(page, number);
  await region.getByRole('button', { name: `Save passenger ${number}` }).click();
  await shows(toast(page, 'Passenger details saved', 'success'));
  await shows(region.getByText('Complete', { exact: true }));
  await shows(region.getByText(guest.name, { exact: true }));
  await dismissToasts(page);
}

/** Accepts the trip's waiver for one passenger by typing their name, as the travellers page asks. */
async function acceptWaiver(page: Page, number: number) {
  const name = GUESTS[number - 1]?.name ?? '';
  const form = page.getByRole('form', { name: `Accept the waiver for Passenger ${number}` });
  await form.getByLabel(`Full name of Passenger ${number}`).fill(name);
  await form.getByLabel('I have read and accept').check();
  await form.getByRole('button', { name: `Accept for Passenger ${number}` }).click();
  await shows(
    page.getByTestId(`waiver-accepted-0-${number}`).getByText(new RegExp(`accepted by \u2068${name}\u2069 on`)),
  );
}

/** A PDF's first page as a PNG beside it (border-list.pdf -> border-list-1.png), to be looked at. */
function renderFirstPage(pdfFile: string) {
  execFileSync('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', pdfFile, pdfFile.replace(/\.pdf$/, '')]);
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('a Musandam trip for three, from the booking to the border (issue 36)', () => {
  it('details for two at checkout and the third from the email, a hotel pick-up and the waiver; a guide checks each in; a manager downloads the border list', {
    timeout: 750_000,
  }, async () => {
    const shopper = await seedShopper('Traveller');
    const detail = await call('users/viewDetail', DHOW);
    const title: string = detail.data.title;
    const start: string = detail.data.start;
    const added = await addNextWeek(DHOW, 3, shopper.token);
    expect(added.status, added.message).toBe(1);
    const date = nextWeek();

    // Pays for the three seats in the browser, at phone width.
    const phone = await newContext(browser, PHONE, shopper);
    const page = await phone.newPage();
    const problems = watchProblems(page, baseUrl);
    await page.goto(`${baseUrl}/cart`);
    await page.getByRole('button', { name: 'Proceed To Checkout' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/checkout/'));
    const checkoutId = decodeURIComponent(new URL(page.url()).pathname.split('/')[2] ?? '');

    // The checkout page asks who is travelling, optional, with until when Your Orders takes them (decision 107).
    const who = page.getByRole('region', { name: 'Who is travelling?' });
    await shows(who.getByText('Optional', { exact: true }));
    await shows(who.getByRole('article', { name: title }));
    await shows(who.getByText(/^Or later from Your Orders, until \w{3}, \d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/));
    await shows(who.getByText('Details: 0 of 3 given'));
    await screenshot(page, 'musandam-checkout-phone');

    // Required fields left empty are marked, and a passport that lapses within six months of the trip is refused
    // on its field, in the server's words, before anything is kept.
    await who
      .getByRole('region', { name: 'Passenger 3', exact: true })
      .getByRole('button', { name: 'Add details' })
      .click();
    const third = page.getByRole('region', { name: 'Passenger 3', exact: true });
    await third.getByLabel(/^Passport expiry/).fill('2026-12-31');
    await third.getByRole('button', { name: 'Save passenger 3' }).click();
    await shows(third.getByText('Full name is required', { exact: true }));
    await third.getByLabel(/^Full name/).fill('Sara Haddad');
    const nationality = third.getByRole('combobox', { name: /^Nationality/ });
    await nationality.click();
    await nationality.fill('Oma');
    await third.getByRole('option', { name: 'Oman', exact: true }).click();
    await third.getByLabel(/^Date of birth/).fill('2014-06-05');
    await third.getByLabel(/^Passport number/).fill('U5522819');
    await third.getByRole('button', { name: 'Save passenger 3' }).click();
    await shows(
      third.getByText(/^The passport (expires on .+, before the trip|must be valid for 6 months after the trip)/),
    );
    await screenshot(page, 'musandam-refused-phone', { fullPage: false });
    // Pay Now with a form left open says so and pays nothing; the third guest is left for later.
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await shows(page.getByText('A passenger’s form is still open: save it, or cancel it, before paying.'));
    expect(new URL(page.url()).pathname).toBe(`/checkout/${checkoutId}`);
    await third.getByRole('button', { name: 'Cancel' }).click();
    await shows(third.getByText('Not given yet'));

    await giveGuestAtCheckout(page, 1);
    await giveGuestAtCheckout(page, 2);
    await shows(who.getByText('Details: 2 of 3 given'));
    expect(await sidewaysScrollers(page)).toEqual([]);
    await screenshot(page, 'musandam-checkout-two-phone');
    // The same page at 1280 px, a form open.
    await page.setViewportSize(DESKTOP);
    await who
      .getByRole('region', { name: 'Passenger 3', exact: true })
      .getByRole('button', { name: 'Add details' })
      .click();
    await shows(page.getByRole('region', { name: 'Passenger 3', exact: true }).getByLabel(/^Full name/));
    expect(await sidewaysScrollers(page)).toEqual([]);
    await screenshot(page, 'musandam-checkout-desktop');
    await page
      .getByRole('region', { name: 'Passenger 3', exact: true })
      .getByRole('button', { name: 'Cancel' })
      .click();
    await page.setViewportSize(PHONE);

    // The checkout in Arabic, right to left, at both widths (another tab: the details held stay in this one).
    const arabic = await newContext(browser, PHONE, shopper);
    const arabicPage = await arabic.newPage();
    await arabicPage.goto(`${baseUrl}/ar/checkout/${encodeURIComponent(checkoutId)}`);
    const arabicWho = arabicPage.getByRole('region', { name: 'من المسافرون؟' });
    await shows(arabicWho.getByText('اختياري', { exact: true }));
    expect(await arabicPage.locator('html').getAttribute('dir')).toBe('rtl');
    await arabicWho.getByRole('button', { name: 'أدخل البيانات' }).first().click();
    expect(await sidewaysScrollers(arabicPage)).toEqual([]);
    await screenshot(arabicPage, 'musandam-checkout-ar-phone');
    await arabicPage.setViewportSize(DESKTOP);
    expect(await sidewaysScrollers(arabicPage)).toEqual([]);
    await screenshot(arabicPage, 'musandam-checkout-ar-desktop');
    await arabic.close();

    // Pay Now sends the two held with the payment.
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await payWithTestCard(page);

    // The success page counts the two given and asks for the last, with the deadline, leading to the travellers page.
    const prompt = page.getByRole('region', { name: 'Who is travelling?' });
    await shows(prompt);
    await shows(prompt.getByText(/^Add the details of your last guest by \w{3}, \d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/));
    await shows(prompt.getByText('Details: 2 of 3 given'));
    await dismissToasts(page);
    await screenshot(page, 'musandam-success-phone');
    await prompt.getByRole('link', { name: 'Add the guests’ details' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/travellers/'));
    const reference = decodeURIComponent(new URL(page.url()).pathname.split('/')[2] ?? '');
    await shows(page.getByRole('heading', { name: title }).first());
    await shows(page.getByText(/^Give these by \w{3}, \d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/));
    await shows(page.getByText('Details: 2 of 3 given'));
    for (const number of [1, 2]) {
      const given = page.getByRole('region', { name: `Passenger ${number}`, exact: true });
      await shows(given.getByText('Complete', { exact: true }));
      await shows(given.getByText(GUESTS[number - 1]?.name ?? '', { exact: true }));
    }

    // A hotel pick-up, found by its area.
    const pickup = page.getByRole('article', { name: `Pick-up for ${title}` });
    await shows(pickup.getByText('Choose where we collect you.'));
    await pickup.getByLabel('Search hotels and areas').fill('marina');
    await pickup.getByRole('button', { name: PICKUP_WORDS }).click();
    await shows(toast(page, `${PICKUP_WORDS}: saved`, 'success'));
    await shows(pickup.getByTestId('chosen-pickup').getByText(PICKUP_WORDS));
    await dismissToasts(page);

    // The waiver, accepted by the two guests here now.
    await shows(page.getByRole('region', { name: `The waiver of ${title}` }));
    await acceptWaiver(page, 1);
    await acceptWaiver(page, 2);
    await dismissToasts(page);
    expect(await sidewaysScrollers(page)).toEqual([]);
    await screenshot(page, 'musandam-two-given-phone');
    expect(unexpectedProblems(problems)).toEqual([]);
    await phone.close();

    // The confirmation email links the page; opened logged out, it asks for a login and fills in after it.
    const mail = await mailTo(shopper.email, new RegExp(`${reference} is confirmed`)).catch(async (error: unknown) => {
      const outbox = await outboxOf(shopper.email);
      if (outbox.some((row) => row.status === 'pending' && row.attempts === 0)) {
        return mailTo(shopper.email, new RegExp(`${reference} is confirmed`));
      }
      throw new Error(`${String(error)}; the outbox holds ${JSON.stringify(outbox)}`);
    });
    const link = /Add your guests’ details (\S+)/.exec(mail.text ?? '')?.[1];
    expect(link).toBe(`${baseUrl}/travellers/${reference}`);
    const later = await newContext(browser, PHONE);
    const again = await later.newPage();
    const laterProblems = watchProblems(again, baseUrl);
    await again.goto(link ?? '');
    const login = again.getByRole('dialog', { name: 'Login' });
    await shows(login);
    await expect.poll(() => login.getByLabel('Country', { exact: true }).inputValue()).toBe(DEMO_SHOPPER.country);
    await login.getByLabel('Phone number', { exact: true }).fill(shopper.phone);
    await login.getByLabel('Password', { exact: true }).fill(shopper.password);
    await login.getByRole('button', { name: 'Login', exact: true }).click();
    await shows(again.getByText('Details: 2 of 3 given'));
    expect(new URL(again.url()).pathname).toBe(`/travellers/${reference}`);
    await dismissToasts(again);
    await giveGuest(again, 3);
    await shows(again.getByText('Details: 3 of 3 given'));
    await acceptWaiver(again, 3);

    // Your Orders says all given, and where and when the coach collects them.
    await again.goto(`${baseUrl}/orderDetails`);
    const card = again.getByRole('article', { name: `Booking ${reference}` });
    await shows(card.getByText('Details: 3 of 3 given'));
    await shows(card.getByText(PICKUP_WORDS));
    await screenshot(again, 'musandam-orders-phone');
    expect(unexpectedProblems(laterProblems)).toEqual([]);
    await later.close();

    // The same travellers page at 1280 px.
    const wideContext = await newContext(browser, DESKTOP, shopper);
    const wide = await wideContext.newPage();
    await wide.goto(`${baseUrl}/travellers/${reference}`);
    await shows(wide.getByText('Details: 3 of 3 given'));
    await shows(wide.getByRole('region', { name: 'Passenger 3', exact: true }).getByText('سارة حداد'));
    await screenshot(wide, 'musandam-travellers-desktop');
    await wideContext.close();

    // The manager assigns the demo guide to the departure.
    const key = { productId: DHOW.planId, date, start };
    const manifestPath = `/admin/check-in/${DHOW.planId}/${date}/${start.replace(':', '')}`;
    const desk = await browser.newContext({ viewport: DESKTOP, acceptDownloads: true });
    const manager = await desk.newPage();
    const managerProblems = watchProblems(manager, baseUrl);
    await signInOperator(manager, DEMO_MANAGER.email, DEMO_OPERATOR_PASSWORD, managerCode);
    const assigned = await operatorFetch(manager, 'operator/assignGuide', {
      ...key,
      guideIds: ['demo-operator-guide'],
    });
    expect(assigned.body.status, assigned.body.message).toBe(1);

    // The guide, at phone width, sees the three passengers with the pick-up and the waiver, and checks them in.
    const guideContext = await browser.newContext({ viewport: PHONE });
    const guide = await guideContext.newPage();
    const guideProblems = watchProblems(guide, baseUrl);
    await signInOperator(guide, 'guide@rihla.example', DEMO_OPERATOR_PASSWORD);
    await guide.goto(`${baseUrl}${manifestPath}?q=${reference}`);
    const booking = guide.getByRole('listitem', { name: new RegExp(reference) });
    await shows(booking);
    await shows(booking.getByText('07:00 Hilton Dubai Jumeirah, Dubai Marina'));
    await shows(booking.getByText('Waiver accepted'));
    await shows(booking.getByText('Details complete'));
    const people = booking.getByRole('list', { name: `Passengers of ${reference}` });
    for (const [index, guest] of GUESTS.entries()) {
      await shows(people.getByText(`${index + 1}. ${guest.name}`));
    }
    // Masked for the guide: the last four of a passport, never the date of birth.
    await shows(people.getByText('Born ••••-••-•• · Passport •••••7461, expires 2031-03-01'));
    for (const guest of GUESTS) expect(await guide.content()).not.toContain(guest.passport);
    // A guide may not download passports in full.
    expect(await guide.getByRole('button', { name: 'Border list (PDF)' }).count()).toBe(0);
    await screenshot(guide, 'musandam-manifest-390');
    for (const [index, guest] of GUESTS.entries()) {
      await people.getByRole('button', { name: `Check in ${guest.name}` }).click();
      await shows(booking.getByText(index === 2 ? '3 of 3 checked in ✓' : `${index + 1} of 3 checked in`));
      await expect.poll(() => people.getByText('Checked in ✓').count()).toBe(index + 1);
      if (index === 0) await screenshot(guide, 'musandam-one-in-390');
    }
    expect(await guide.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(guide, 'musandam-all-in-390');
    expect(unexpectedProblems(guideProblems)).toEqual([]);
    await guideContext.close();

    // The manager sees them all in and downloads the border list.
    await manager.goto(`${baseUrl}${manifestPath}?q=${reference}`);
    const row = manager.getByRole('row', { name: new RegExp(reference) });
    await shows(row.getByText('3 of 3 checked in ✓'));
    await screenshot(manager, 'musandam-manifest-1280');

    // The manifest's PDF prints the pick-up and the waiver under the booking (rendered to be looked at).
    const manifestDownload = manager.waitForEvent('download');
    await manager.getByRole('button', { name: 'Download PDF' }).click();
    fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
    const manifestFile = path.join(ARTIFACTS_DIR, 'musandam-manifest.pdf');
    fs.copyFileSync((await (await manifestDownload).path()) ?? '', manifestFile);
    renderFirstPage(manifestFile);

    const pdfDownload = manager.waitForEvent('download');
    await manager.getByRole('button', { name: 'Border list (PDF)' }).click();
    const pdf = await pdfDownload;
    expect(pdf.suggestedFilename()).toBe(`border-list-${DHOW.planId}-${date}-${start.replace(':', '')}.pdf`);
    const pdfBytes = fs.readFileSync((await pdf.path()) ?? '');
    expect(pdfBytes.subarray(0, 5).toString()).toBe('%PDF-');
    fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
    const pdfFile = path.join(ARTIFACTS_DIR, 'border-list.pdf');
    fs.writeFileSync(pdfFile, pdfBytes);
    // Rendered to a PNG to be looked at (test-artifacts/e2e/border-list-1.png).
    renderFirstPage(pdfFile);
    expect(fs.readdirSync(ARTIFACTS_DIR).some((name) => /^border-list-0*1\.png$/.test(name))).toBe(true);

    const csvDownload = manager.waitForEvent('download');
    await manager.getByRole('button', { name: 'Border list (CSV)' }).click();
    const csv = fs.readFileSync((await (await csvDownload).path()) ?? '', 'utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'No.,Full name,Nationality,Date of birth,Passport number,Passport expiry,Booking,Lead name,Missing',
    );
    const ours = lines.filter((line) => line.includes(reference));
    expect(ours.map((line) => line.split(',').slice(1, 6).join(','))).toEqual(
      GUESTS.map((each) => [each.name, each.code, each.born, each.passport, each.expiry].join(',')),
    );
    expect(ours.every((line) => line.endsWith(','))).toBe(true);
    expect(unexpectedProblems(managerProblems)).toEqual([]);
    await desk.close();
  });
});
