// Phone bookings (issue 18, decision 042): the demo agent opens New booking, finds no account for the caller's
// number and creates one, books 2 adults on a departure and gets the payment link; the customer opens the link
// on their phone (390 px) and pays with the test card; the agent's page then shows the order paid, and the order
// page says who booked it and offers the voucher. Screenshots at 1280 (agent) and 390 (customer).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { firstOfCategory, uniqueUaeMobile } from './api';
import { launchBrowser, screenshot, watchProblems } from './browser';
import { dismissToasts, dubaiDate, shows, toast, unexpectedProblems } from './journey';
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
    timeout: 120_000,
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
    await page.getByRole('button', { name: 'Hold seats and get the payment link' }).click();
    await shows(toast(page, 'Seats held: send the customer the payment link', 'success'));
    const link = await page.getByTestId('payment-link').inputValue();
    expect(link).toMatch(/\/api\/sandbox\/pay\?TransactionID=sbx_/);
    await shows(page.getByText('Waiting for the payment…'));
    // An agent records no cash (payments.cash is the owner's and the manager's).
    expect(await page.getByRole('button', { name: 'Record cash payment' }).count()).toBe(0);
    await dismissToasts(page);
    await screenshot(page, 'desk-phone-booking-link-1280');

    // The customer opens the link on their phone and pays with the test card.
    const customerContext = await browser.newContext({ viewport: PHONE });
    const customerPage = await customerContext.newPage();
    await customerPage.goto(link);
    await shows(customerPage.getByText('Amount to pay'));
    await customerPage.getByLabel('Card number').fill('4111 1111 1111 1111');
    await customerPage.getByLabel('Expiry (MM/YY)').fill('12/30');
    await customerPage.getByLabel('CVV').fill('123');
    await screenshot(customerPage, 'desk-phone-booking-pay-390');
    await customerPage.getByRole('button', { name: /^Pay AED/ }).click();
    await customerPage.waitForURL((url) => !url.pathname.startsWith('/api/sandbox'));
    await screenshot(customerPage, 'desk-phone-booking-paid-390');

    // The agent's page sees the payment (it asks every few seconds) and opens the order.
    const paid = page.getByRole('status').filter({ hasText: /^Paid: order RH-/ });
    await shows(paid, 15_000);
    await paid.getByRole('link', { name: 'Open the order' }).click();
    await shows(page.getByRole('heading', { name: /^Order RH-/, level: 1 }));
    await shows(page.getByText('Confirmed', { exact: true }).first());
    const timeline = page.getByRole('list', { name: 'Timeline' });
    await shows(timeline.getByText(`Booked by phone by ${DEMO_AGENT.name}`));
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

    expect(unexpectedProblems(problems)).toEqual([]);
    await customerContext.close();
    await context.close();
  });
});
