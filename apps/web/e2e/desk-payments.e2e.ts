// Issue 35's payments desk in Chromium: a shopper buys through the sandbox, the bank then gives back part of that
// payment behind the shop's back (its table changed directly), and the demo owner opens Payments, reconciles today,
// reads the mismatch, downloads the CSV and resolves the mismatch with a note. At 1280 and 390 px.
import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type TDatabaseHandle } from '../../api/src/db/database';
import { bookFirstOpenDeparture } from './api';
import { describeViolations, seriousViolations } from './axe';
import { launchBrowser, screenshot, watchProblems } from './browser';
import { dubaiDate, shows, showsNo, unexpectedProblems } from './journey';
import { goToDesk, signInOwner } from './operators';

const baseUrl = inject('baseUrl');
const CRUISE = { module: 'picnic', planId: 'khasab-dhow-cruise-full-day' };

let browser: Browser;
let database: TDatabaseHandle;

beforeAll(async () => {
  browser = await launchBrowser();
  database = await openDatabase({ dialect: 'sqlite', filename: inject('databaseFile') });
});
afterAll(async () => {
  await browser?.close();
  await database?.close();
});

describe('the payments desk (issue 35)', () => {
  it('the owner reconciles today, reads a refund made at the bank only, downloads the CSV and resolves it', async () => {
    const booked = await bookFirstOpenDeparture(CRUISE, {
      daysAhead: 4,
      firstName: 'Payments',
      tickets: { adult: 1, child: 0, infant: 0 },
    });
    const { provider_transaction_id: transactionId } = await database.db
      .selectFrom('orders')
      .innerJoin('payments', 'payments.id', 'orders.payment_id')
      .select('payments.provider_transaction_id')
      .where('orders.reference', '=', booked.reference)
      .executeTakeFirstOrThrow();
    await database.db
      .updateTable('sandbox_transactions')
      .set({ refunded_fils: 1_000, status: 'refunded' })
      .where('id', '=', transactionId)
      .execute();

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    const page = await context.newPage();
    const problems = watchProblems(page, baseUrl);
    await signInOwner(page);
    await goToDesk(page, 'Payments');
    await shows(page.getByRole('heading', { name: 'Payments', level: 1 }));
    const payments = page.getByRole('region', { name: 'Payments' }).getByRole('table');
    await shows(payments.getByRole('row', { name: new RegExp(booked.reference) }));

    await page.getByLabel('Day', { exact: true }).fill(dubaiDate(0));
    await page.getByRole('button', { name: 'Reconcile this day' }).click();
    const mismatches = page.getByRole('table', { name: 'Open mismatches' });
    const mismatch = mismatches.getByRole('row', { name: new RegExp(booked.reference) });
    await shows(mismatch);
    await shows(mismatch.getByText('Refunded at the gateway, not here'));
    await screenshot(page, 'desk-payments-1280');
    expect(describeViolations('/admin/payments', await seriousViolations(page))).toEqual([]);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download payments (CSV)' }).click();
    const csv = await download;
    expect(csv.suggestedFilename()).toMatch(/^payments-\d{4}-\d\d-\d\d-to-\d{4}-\d\d-\d\d\.csv$/);
    const text = fs.readFileSync((await csv.path()) ?? '', 'utf8');
    expect(text.split('\r\n')[0]).toContain('Gateway state');
    expect(text).toContain(booked.reference);

    await page.setViewportSize({ width: 390, height: 844 });
    await shows(mismatch);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'desk-payments-390');
    await mismatch.getByRole('button', { name: 'Resolve' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Note (required)').fill('The bank refunded 10 AED by phone; refunded here by hand');
    await screenshot(page, 'desk-payments-resolve-390', { fullPage: false });
    await dialog.getByRole('button', { name: 'Resolve' }).click();
    await showsNo(mismatch);
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });
});
