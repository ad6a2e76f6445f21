// Phone bookings (issue 18, decision 042; issue 34, decision 075): the demo agent opens New booking, finds no
// account for the caller's number and creates one, sees the price of 2 adults on a departure before holding
// anything, holds the seats (for the phone hold, an hour) and texts the payment link; the customer opens the link
// from the text on their phone (390 px), sees the trip and date on the payment page, pays with the test card and
// lands on their booking's confirmation (not signed in); the agent's page then shows the order paid, and the order
// page says who booked it and sent the link, and offers the voucher. Screenshots at 1280 (agent) and 390 (customer).
import { dateInWords } from '@rihla/shared/rules/time';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { firstOfCategory, uniqueUaeMobile } from './api';
import { launchBrowser, screenshot, watchProblems } from './browser';
import { aed, dismissToasts, dubaiDate, shows, toast, unexpectedProblems } from './journey';
import { textsSoFar, textTo } from './messages';
import { DEMO_OPERATOR_PASSWORD, signInOperator } from './operators';

const baseUrl = inject('baseUrl');
const DEMO_AGENT = { email: 'agent@rihla.example', name: 'Anil Agent' } as const;
const PHONE = { width: 390, height: 844 } as const;
const DESKTOP = { width: 1280, height: 900 } as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('a phone booking', () => {
  it('books a new caller, who pays through the link on their phone; the agent sees the order paid', {
    timeout: 300_000,
  }, async () => {
    const picnic = await firstOfCategory('Picnic Musandum');
    const callerPhone = uniqueUaeMobile();
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const problems = watchProblems(page, baseUrl);
    await signInOperator(page, DEMO_AGENT.email, DEMO_OPERATOR_PASSWORD);
    await page.goto(`${baseUrl}/admin/bookings`);
    await page.getByRole('link', { name: 'New booking' }).click();
    await shows(page.getByRole('heading', { name: 'New booking', level: 1 }));

    // The caller is new: nobody has the number, so the agent creates their account.
    await page.getByLabel('Caller’s phone number').fill(callerPhone);
    await page.getByRole('button', { name: 'Find customer' }).click();
    await page.getByLabel('First name').fill('Hamad');
    await page.getByLabel('Last name').fill('Caller');
    await page.getByRole('button', { name: 'Create customer' }).click();
    await shows(page.getByTestId('chosen-customer').getByText('Hamad Caller'));

    // The trip: the product, a date, its first departure with seats, 2 adults.
    await page.getByLabel('Find a product').fill(picnic.title.split(' ')[0] ?? '');
    const productSelect = page.getByLabel('Product', { exact: true });
    await expect.poll(() => productSelect.locator(`option[value="${picnic.planId}"]`).count()).toBe(1);
    await productSelect.selectOption(picnic.planId);
    await page.getByLabel('Date').fill(dubaiDate(6));
    await expect.poll(() => page.getByLabel('Departure').locator('option').first().textContent()).toMatch(/seats left/);
    await page.getByLabel('Adults').fill('2');
    // The price the caller asks for, from the server, before anything is held.
    const price = page.getByRole('region', { name: 'Price' });
    await shows(price.getByText('Total to pay'));
    await shows(price.getByText(aed(2 * picnic.price), { exact: true }).last());
    await screenshot(page, 'desk-phone-booking-price-1280');
    await page.getByRole('button', { name: 'Hold seats and get the payment link' }).click();
    await shows(toast(page, 'Seats held: send the customer the payment link', 'success'));
    const link = await page.getByTestId('payment-link').inputValue();
    // The shop's own page of the booking (decision 078): trip, tickets and amount before paying.
    expect(link).toMatch(/\/paid\/[^/?]+\?key=/);
    await shows(page.getByText(/^Seats held for 60 minutes, until /));
    await shows(page.getByText('Waiting for the payment…'));
    // An agent records no cash (payments.cash is the owner's and the manager's).
    expect(await page.getByRole('button', { name: 'Record cash payment' }).count()).toBe(0);
    await dismissToasts(page);

    // The agent texts the link; the desk says where it went.
    const callerE164 = `+971${callerPhone.slice(1)}`;
    const before = textsSoFar();
    await page.getByRole('button', { name: `Send by text to ${callerE164}` }).click();
    await shows(toast(page, `Payment link sent by text to ${callerE164}`, 'success'));
    await shows(
      page.getByRole('list', { name: 'Link sent' }).getByText(`Sent by text to ${callerE164}`, { exact: false }),
    );
    await dismissToasts(page);
    await screenshot(page, 'desk-phone-booking-link-1280');
    const text = await textTo(callerE164, /Pay here: /, before);
    expect(text).toContain(picnic.title);
    const textedLink = /Pay here: (\S+)/.exec(text)?.[1] ?? '';
    expect(textedLink).toBe(link);

    // The customer opens the link from the text on their phone: the page names the trip and its date; they pay.
    const customerContext = await browser.newContext({ viewport: PHONE });
    const customerPage = await customerContext.newPage();
    await customerPage.goto(textedLink);
    await shows(customerPage.getByRole('heading', { name: 'Pay for your booking', level: 1 }));
    await shows(customerPage.getByTestId('paid-trip').getByText(picnic.title));
    await shows(customerPage.getByTestId('paid-trip').getByText('2 adults'));
    await shows(customerPage.getByText(/^Your seats are held until /));
    await screenshot(customerPage, 'desk-phone-booking-link-page-390');
    await customerPage.getByRole('button', { name: /^Pay AED/ }).click();
    const card = customerPage.frameLocator('iframe[name="payment-frame"]');
    await shows(card.getByText('Amount to pay'));
    await shows(card.getByRole('heading', { name: `${picnic.title}, ${dateInWords(dubaiDate(6))}` }));
    await card.getByLabel('Card number').fill('4111 1111 1111 1111');
    await card.getByLabel('Expiry (MM/YY)').fill('12/30');
    await card.getByLabel('CVV').fill('123');
    await screenshot(customerPage, 'desk-phone-booking-pay-390');
    await card.getByRole('button', { name: /^Pay AED/ }).click();
    // Not signed in on that phone, they land on their booking's confirmation, not the storefront's home.
    await customerPage.waitForURL((url) => url.pathname.startsWith('/paid/'));
    await shows(customerPage.getByRole('heading', { name: 'Your booking is confirmed', level: 1 }));
    await shows(customerPage.getByText(/^RH-/));
    await shows(customerPage.getByTestId('paid-trip').getByText(picnic.title));
    await shows(customerPage.getByTestId('paid-trip').getByText('2 adults'));
    expect(
      await customerPage.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await screenshot(customerPage, 'desk-phone-booking-paid-390');

    // The agent's page sees the payment (it asks every few seconds) and opens the order.
    const paid = page.getByRole('status').filter({ hasText: /^Paid: order RH-/ });
    await shows(paid, 15_000);
    await paid.getByRole('link', { name: 'Open the order' }).click();
    await shows(page.getByRole('heading', { name: /^Order RH-/, level: 1 }));
    await shows(page.getByText('Confirmed', { exact: true }).first());
    const timeline = page.getByRole('list', { name: 'Timeline' });
    await shows(timeline.getByText(`Booked by phone by ${DEMO_AGENT.name}`));
    await shows(timeline.getByText(`By text to ${callerE164}`));
    await shows(page.getByRole('link', { name: 'Open the voucher (PDF)' }));
    await shows(page.getByText('•••• 1111'));
    await dismissToasts(page);
    await screenshot(page, 'desk-phone-booking-order-1280');

    // A walk-in booked at the desk on a phone-sized screen: the form fits the width.
    await page.setViewportSize(PHONE);
    await page.goto(`${baseUrl}/admin/bookings/new`);
    await shows(page.getByRole('heading', { name: 'New booking', level: 1 }));
    await page.getByLabel('Caller’s phone number').fill(callerPhone);
    await page.getByRole('button', { name: 'Find customer' }).click();
    await shows(page.getByTestId('chosen-customer').getByText('Hamad Caller'));
    await shows(page.getByRole('button', { name: 'Hold seats and get the payment link' }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, 'desk-phone-booking-new-390');
    // The price and the link's buttons fit the width too.
    await page.getByLabel('Find a product').fill(picnic.title.split(' ')[0] ?? '');
    await expect.poll(() => productSelect.locator(`option[value="${picnic.planId}"]`).count()).toBe(1);
    await productSelect.selectOption(picnic.planId);
    await page.getByLabel('Date').fill(dubaiDate(7));
    await expect.poll(() => page.getByLabel('Departure').locator('option').first().textContent()).toMatch(/seats left/);
    await page.getByLabel('Adults').fill('3');
    await shows(
      page
        .getByRole('region', { name: 'Price' })
        .getByText(aed(3 * picnic.price), { exact: true })
        .last(),
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, 'desk-phone-booking-price-390');
    await page.getByRole('button', { name: 'Hold seats and get the payment link' }).click();
    await shows(page.getByRole('button', { name: `Send by text to ${callerE164}` }));
    await dismissToasts(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, 'desk-phone-booking-link-390');

    expect(unexpectedProblems(problems)).toEqual([]);
    await customerContext.close();
    await context.close();
  });
});
