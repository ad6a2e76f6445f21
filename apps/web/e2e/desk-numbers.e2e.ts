// Issue 18's numbers in Chromium: a shopper buys a ticket (through the API, as the other desk journeys do), the
// demo owner signs in and lands on the dashboard: the chart is drawn, the table under it counts today's order,
// and the orders' CSV of the range downloads with that order in it; the order's page downloads its tax invoice.
// Screenshots at 1280 and 768 px.
import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { bookFirstOpenDeparture } from './api';
import { launchBrowser, screenshot, watchProblems } from './browser';
import { dubaiDate, shows, unexpectedProblems } from './journey';
import { operatorFetch, signInOwner } from './operators';

const baseUrl = inject('baseUrl');
const CRUISE = { module: 'picnic', planId: 'khasab-dhow-cruise-full-day' };

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the numbers (issue 18)', () => {
  it('the owner lands on the dashboard, reads the chart and its table, and downloads the orders CSV', async () => {
    const booked = await bookFirstOpenDeparture(CRUISE, {
      daysAhead: 3,
      firstName: 'Numbers',
      tickets: { adult: 2, child: 0, infant: 0 },
    });
    const today = dubaiDate(0);

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    const page = await context.newPage();
    const problems = watchProblems(page, baseUrl);
    await signInOwner(page);
    await shows(page.getByRole('heading', { name: 'Welcome, Omar Owner' }));
    await shows(page.getByTestId('sales-chart').locator('canvas'));
    const todayRow = page
      .getByRole('region', { name: 'Figures per day' })
      .getByRole('row', { name: new RegExp(today) });
    await shows(todayRow);
    const ordersToday = Number(await todayRow.getByRole('cell').nth(3).textContent());
    expect(ordersToday).toBeGreaterThanOrEqual(1);
    await shows(page.getByRole('region', { name: 'Top products by tickets' }).getByRole('row').nth(1));
    await screenshot(page, 'desk-numbers-dashboard-1280');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download orders (CSV)' }).click();
    const csv = await download;
    expect(csv.suggestedFilename()).toMatch(/^orders-\d{4}-\d\d-\d\d-to-\d{4}-\d\d-\d\d\.csv$/);
    const text = fs.readFileSync((await csv.path()) ?? '', 'utf8');
    expect(text.split('\r\n')[0]).toContain('VAT included in total (AED)');
    expect(text).toContain(booked.reference);

    // The order's page downloads its tax invoice, numbered at this first download.
    const found = await operatorFetch(page, 'operator/searchOrders', { search: booked.reference });
    const orderId = (found.body.data as { rows: Array<{ id: string }> }).rows[0]?.id;
    await page.goto(`${baseUrl}/admin/bookings/${orderId}`);
    const invoice = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download the tax invoice (PDF)' }).click();
    expect((await invoice).suggestedFilename()).toMatch(
      new RegExp(`^tax-invoice-INV-\\d{6}-${booked.reference}\\.pdf$`),
    );
    await page.goto(`${baseUrl}/admin`);

    await page.setViewportSize({ width: 768, height: 1024 });
    await page.getByRole('button', { name: 'Last 12 weeks' }).click();
    await shows(page.getByRole('heading', { name: 'Sales per week' }));
    await screenshot(page, 'desk-numbers-dashboard-768');
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });
});
