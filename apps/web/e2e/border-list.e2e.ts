// Issue 36's manifest per passenger and the border list in Chromium (decision 097): a shopper books a Musandam
// dhow for three and gives the three passengers' details through the API; the demo guide at phone width sees all
// three on the manifest (passports masked) and checks them in one by one; the demo manager at desk width downloads
// the border list as PDF (rendered to PNG with pdftoppm, to be looked at) and as CSV (its rows asserted).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { bookFirstOpenDeparture, call } from './api';
import { ARTIFACTS_DIR, launchBrowser, screenshot, watchProblems } from './browser';
import { shows, unexpectedProblems } from './journey';
import { DEMO_OPERATOR_PASSWORD, operatorFetch, signInOperator } from './operators';

const baseUrl = inject('baseUrl');
/** A demo Musandam trip: it asks each passenger's name, nationality, date of birth and passport, 48 h ahead. */
const DHOW = { module: 'picnic', planId: 'dibba-dhow-cruise-full-day-from-dubai' };
const DEMO_MANAGER = { email: 'manager@rihla.example', secret: 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU' } as const;
const managerCode = async () => new TOTP({ secret: Secret.fromBase32(DEMO_MANAGER.secret) }).generate();

const PASSENGERS = [
  { fullName: 'عالية المنصوري', nationality: 'AE', dateOfBirth: '1987-11-23', passportNumber: 'Q7X93K2P' },
  { fullName: 'Ravi Menon', nationality: 'IN', dateOfBirth: '1990-04-02', passportNumber: 'N4410287' },
  { fullName: "Siobhán O'Neill", nationality: 'IE', dateOfBirth: '2015-08-30', passportNumber: 'PX551902' },
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('every passenger on the manifest, and the border list (issue 36)', () => {
  it('a guide checks three passengers in one by one; a manager downloads the border list as PDF and CSV', async () => {
    const booked = await bookFirstOpenDeparture(DHOW, {
      daysAhead: 3,
      firstName: 'Border',
      tickets: { adult: 3, child: 0, infant: 0 },
    });
    const saved = await call(
      'users/savePassengers',
      {
        reference: booked.reference,
        lines: [
          {
            line: 0,
            passengers: PASSENGERS.map((details, index) => ({
              number: index + 1,
              details: { ...details, passportExpiry: '2036-05-31' },
            })),
          },
        ],
      },
      booked.shopper.token,
    );
    expect(saved.status, saved.message).toBe(1);
    const key = { productId: DHOW.planId, date: booked.date, start: booked.start };
    const manifestPath = `/admin/check-in/${DHOW.planId}/${booked.date}/${booked.start.replace(':', '')}`;

    // The manager assigns the demo guide to the departure.
    const desk = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    const manager = await desk.newPage();
    const managerProblems = watchProblems(manager, baseUrl);
    await signInOperator(manager, DEMO_MANAGER.email, DEMO_OPERATOR_PASSWORD, managerCode);
    const assigned = await operatorFetch(manager, 'operator/assignGuide', {
      ...key,
      guideIds: ['demo-operator-guide'],
    });
    expect(assigned.body.status, assigned.body.message).toBe(1);

    // The guide, at phone width, sees the three passengers and checks them in one by one.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const guide = await phone.newPage();
    const guideProblems = watchProblems(guide, baseUrl);
    await signInOperator(guide, 'guide@rihla.example', DEMO_OPERATOR_PASSWORD);
    await guide.goto(`${baseUrl}${manifestPath}?q=${booked.reference}`);
    const card = guide.getByRole('listitem', { name: new RegExp(booked.reference) });
    await shows(card);
    const people = card.getByRole('list', { name: `Passengers of ${booked.reference}` });
    await shows(people.getByText('1. عالية المنصوري'));
    await shows(people.getByText('2. Ravi Menon'));
    await shows(people.getByText("3. Siobhán O'Neill"));
    // Masked for the guide: the last four of a passport, never the date of birth.
    await shows(people.getByText('Born ••••-••-•• · Passport •••••3K2P, expires 2036-05-31'));
    expect(await guide.content()).not.toContain('Q7X93K2P');
    await shows(card.getByText('Details complete'));
    // A guide may not download passports in full.
    expect(await guide.getByRole('button', { name: 'Border list (PDF)' }).count()).toBe(0);
    expect(await guide.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(guide, 'border-list-manifest-390');

    for (const [index, passenger] of PASSENGERS.entries()) {
      await people.getByRole('button', { name: `Check in ${passenger.fullName}` }).click();
      await shows(card.getByText(index === 2 ? '3 of 3 checked in ✓' : `${index + 1} of 3 checked in`));
      await expect.poll(() => people.getByText('Checked in ✓').count()).toBe(index + 1);
      if (index === 0) await screenshot(guide, 'border-list-one-in-390');
    }
    await screenshot(guide, 'border-list-all-in-390');
    expect(await guide.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(unexpectedProblems(guideProblems)).toEqual([]);
    await phone.close();

    // The manager sees them all in and downloads the border list.
    await manager.goto(`${baseUrl}${manifestPath}?q=${booked.reference}`);
    const row = manager.getByRole('row', { name: new RegExp(booked.reference) });
    await shows(row.getByText('3 of 3 checked in ✓'));
    await screenshot(manager, 'border-list-manifest-1280');

    const pdfDownload = manager.waitForEvent('download');
    await manager.getByRole('button', { name: 'Border list (PDF)' }).click();
    const pdf = await pdfDownload;
    expect(pdf.suggestedFilename()).toBe(
      `border-list-${DHOW.planId}-${booked.date}-${booked.start.replace(':', '')}.pdf`,
    );
    const pdfBytes = fs.readFileSync((await pdf.path()) ?? '');
    expect(pdfBytes.subarray(0, 5).toString()).toBe('%PDF-');
    fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
    const pdfFile = path.join(ARTIFACTS_DIR, 'border-list.pdf');
    fs.writeFileSync(pdfFile, pdfBytes);
    // Rendered to a PNG to be looked at (test-artifacts/e2e/border-list-1.png), and its text checked.
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '80',
      '-f',
      '1',
      '-l',
      '1',
      pdfFile,
      path.join(ARTIFACTS_DIR, 'border-list'),
    ]);
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
    const ours = lines.filter((line) => line.includes(booked.reference));
    expect(ours.map((line) => line.split(',').slice(1, 6).join(','))).toEqual(
      PASSENGERS.map((each) =>
        [each.fullName, each.nationality, each.dateOfBirth, each.passportNumber, '2036-05-31'].join(','),
      ),
    );
    expect(ours.every((line) => line.endsWith(','))).toBe(true);
    expect(unexpectedProblems(managerProblems)).toEqual([]);
    await desk.close();
  });
});
