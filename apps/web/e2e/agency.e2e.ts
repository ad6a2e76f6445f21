// Agency accounts (issue 39, decision 126): the demo travel agent signs in, books a trip and pays on account (no
// card), at 390 px and on a desktop; the owner then finds the booking on the agency's statement, and its outstanding
// balance on the partner's page.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addNextWeek, call, firstOfCategory } from './api';
import { launchBrowser, newContext, screenshot, watchProblems } from './browser';
import { shows, unexpectedProblems } from './journey';
import { signInOwner } from './operators';

const baseUrl = inject('baseUrl');
const DEMO_AGENT = { country: 'AE', phone_number: '0501234568', password: 'rihla-agent' } as const;
const AGENCY_ID = 'demo-partner-oasis-agency';
const AGENCY_NAME = 'Oasis Holidays (demo agency)';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('an agency account', () => {
  it('the demo agent books on account at 390 px and on a desktop; the desk shows it on the statement', {
    timeout: 600_000,
  }, async () => {
    const login = await call('users/userLogin', DEMO_AGENT);
    expect(login.status, login.message).toBe(1);
    const session = { token: login.data.token as string, firstName: login.data.first_name as string };
    const product = await firstOfCategory('Holidays');
    const references: string[] = [];

    for (const [name, viewport] of [
      ['390', { width: 390, height: 844 }],
      ['desktop', 'desktop'],
    ] as const) {
      const added = await addNextWeek(product, 1, session.token);
      expect(added.status, added.message).toBe(1);
      const checkout = await call('users/checkout', {}, session.token);
      expect(checkout.status, checkout.message).toBe(1);
      const cartId = checkout.data[0]._id as string;

      const context = await newContext(browser, viewport, session);
      const page = await context.newPage();
      const problems = watchProblems(page, baseUrl);
      await page.goto(`${baseUrl}/checkout/${cartId}`);
      const box = page.getByTestId('pay-on-account');
      await shows(box.getByRole('heading', { name: `Pay on account: ${AGENCY_NAME}` }));
      await shows(box.getByText('You owe on account'));
      await shows(box.getByText('Available credit'));
      await box.scrollIntoViewIfNeeded();
      await screenshot(page, `agency-checkout-${name}`);
      await box.getByRole('button', { name: 'Book on account' }).click();
      await page.waitForURL(`${baseUrl}/success`);
      await shows(page.getByRole('heading', { name: 'Your booking is confirmed' }));
      await shows(page.getByTestId('booked-on-account'));
      expect(await page.getByTestId('booked-on-account').textContent()).toContain(AGENCY_NAME);
      const reference = (await page.locator('p', { hasText: 'Booking reference' }).locator('span').textContent()) ?? '';
      expect(reference).toMatch(/\S/);
      references.push(reference);
      await screenshot(page, `agency-success-${name}`);
      // The agent's orders list it as any booking.
      await page.goto(`${baseUrl}/orderDetails`);
      await shows(page.getByText(reference).first());
      expect(unexpectedProblems(problems)).toEqual([]);
      await context.close();
    }

    const desk = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await desk.newPage();
    const problems = watchProblems(page, baseUrl);
    await signInOwner(page);
    await page.goto(`${baseUrl}/admin/partners/${AGENCY_ID}`);
    await shows(page.getByRole('heading', { name: AGENCY_NAME, level: 1 }));
    await shows(page.getByTestId('partner-agent').filter({ hasText: 'Omar Agent' }));
    expect(await page.getByTestId('partner-outstanding').textContent()).not.toBe('AED 0.00');
    await screenshot(page, 'agency-partner-page-1280');
    await page.goto(`${baseUrl}/admin/partners/${AGENCY_ID}/statement`);
    for (const reference of references) await shows(page.getByRole('table').getByText(reference));
    await screenshot(page, 'agency-statement-1280');
    expect(unexpectedProblems(problems)).toEqual([]);
    await desk.close();
  });
});
