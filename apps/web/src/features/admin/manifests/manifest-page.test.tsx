import type { TManifestBooking, TManifestData } from '@rihla/shared/schemas/operator-manifests';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { manifestDeparture } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { fail, ok, stubApi } from '../../../test/stub-api';
import { ManifestPage } from './manifest-page';

const MANIFEST: TManifestData = {
  departure: { ...manifestDeparture({ productId: 'p-1', date: '2026-12-01', start: '15:00' }), title: 'Desert safari' },
  bookings: [],
  guideChoices: [
    { id: 'g-1', name: 'Omar' },
    { id: 'g-2', name: 'Sara' },
  ],
  canAssignGuides: true,
  missingDetails: 0,
  canDownloadBorderList: false,
};

function renderManifest(answers: Record<string, unknown>, url = '/admin/check-in/p-1/2026-12-01/1500') {
  const calls = stubApi({ 'operator/getManifest': ok(MANIFEST), ...answers });
  renderWithApp(<ManifestPage />, { path: '/admin/check-in/:productId/:date/:start', initialEntries: [url] });
  return calls;
}

function booking(reference: string, leadName: string, fields: Partial<TManifestBooking> = {}): TManifestBooking {
  return {
    orderId: `order-${reference}`,
    reference,
    leadName,
    phone: '0501234567',
    tickets: [
      { kind: 'adult', label: 'Adult', count: 2 },
      { kind: 'child', label: 'Child (3-11 years)', count: 2 },
    ],
    seats: 4,
    ticketCount: 4,
    checkedInTickets: 0,
    notes: '',
    checkIn: null,
    voucherCodeHash: 'hash',
    details: 'none',
    passengers: [],
    bookingAnswers: [],
    bookingMissing: [],
    ...fields,
  };
}

/** One of a booking's passengers on the manifest, nothing given unless `fields` says. */
const passenger = (number: number, fields: Partial<TManifestBooking['passengers'][number]> = {}) => ({
  line: 0,
  number,
  fullName: '',
  nationality: '',
  dateOfBirth: '',
  passportNumber: '',
  passportExpiry: '',
  answers: [],
  missing: [],
  checkedIn: false,
  ...fields,
});

const FAMILY = booking('RH-FAM00001', 'Layla Haddad', {
  checkedInTickets: 2,
  notes: 'Pick up at the marina gate',
  checkIn: { at: '2026-12-01T10:05:00.000Z', clock: '14:05', by: 'Ghada Guide', source: 'online' },
});
const PAIR = booking('RH-PAIR0002', 'Omar Saleh', {
  tickets: [{ kind: 'adult', label: 'Adult', count: 2 }],
  seats: 2,
  ticketCount: 2,
});
const ALL_IN = booking('RH-DONE0003', 'Sara Nasser', {
  tickets: [{ kind: 'adult', label: 'Adult', count: 1 }],
  seats: 1,
  ticketCount: 1,
  checkedInTickets: 1,
  checkIn: { at: '2026-12-01T10:01:00.000Z', clock: '14:01', by: 'Anil Agent', source: 'offline' },
});
const WITH_BOOKINGS: TManifestData = { ...MANIFEST, bookings: [FAMILY, PAIR, ALL_IN] };

/** The phone's layout: one card a booking (the table beside it is hidden below 768 px). */
const cards = async () => within(await screen.findByRole('list', { name: 'Passenger cards' }));

// The page keeps its manifest on the device (decision 100); happy-dom has no IndexedDB, which the page only warns of.
const warn = console.warn;
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (args[0] !== 'check-in storage') warn(...args);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the manifest page’s guide', () => {
  it('assigns the chosen guide to the departure and asks for the manifest again', async () => {
    const calls = renderManifest({ 'operator/assignGuide': ok({ guides: [{ id: 'g-2', name: 'Sara' }] }) });
    await userEvent.selectOptions(await screen.findByLabelText('Guide'), 'g-2');
    await waitFor(() =>
      expect(calls.find((call) => call.name === 'operator/assignGuide')?.body).toEqual({
        productId: 'p-1',
        date: '2026-12-01',
        start: '15:00',
        guideIds: ['g-2'],
      }),
    );
    await waitFor(() => expect(calls.filter((call) => call.name === 'operator/getManifest')).toHaveLength(2));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the server’s refusal under the guide', async () => {
    renderManifest({ 'operator/assignGuide': fail('At most 10 guides work one departure') });
    await userEvent.selectOptions(await screen.findByLabelText('Guide'), 'g-1');
    expect((await screen.findByRole('alert')).textContent).toBe('At most 10 guides work one departure');
  });
});

describe('the manifest page’s cards (390 px)', () => {
  it('shows each booking as a card: lead name, reference, tickets, notes, how many are in and a check-in button', async () => {
    renderManifest({ 'operator/getManifest': ok(WITH_BOOKINGS) });
    const list = await cards();
    const family = within(list.getByRole('listitem', { name: 'Layla Haddad RH-FAM00001' }));
    expect(family.getByText('2 adults, 2 children')).toBeTruthy();
    expect(family.getByText('Pick up at the marina gate')).toBeTruthy();
    expect(family.getByText('2 of 4 checked in')).toBeTruthy();
    expect(family.getByText('Last checked in at 14:05 by Ghada Guide')).toBeTruthy();
    expect(family.getByRole('button', { name: 'Check in all 2' })).toBeTruthy();

    const done = within(list.getByRole('listitem', { name: 'Sara Nasser RH-DONE0003' }));
    expect(done.getByText(/^1 of 1 checked in/)).toBeTruthy();
    expect(done.getByText('Checked in at 14:01 by Anil Agent (offline scan)')).toBeTruthy();
    expect(done.queryByRole('button', { name: /^Check in/ })).toBeNull();
    // A card has no notes line when the booking has none.
    expect(within(list.getByRole('listitem', { name: 'Omar Saleh RH-PAIR0002' })).queryByText('Notes:')).toBeNull();
  });

  it('checks in as many tickets as the guide picks, and asks for the manifest again', async () => {
    const calls = renderManifest({
      'operator/getManifest': ok(WITH_BOOKINGS),
      'operator/checkIn': ok(
        { result: 'valid', reason: null, headline: 'Valid: 1 of 2 checked in', booking: PAIR },
        'Valid: 1 of 2 checked in',
      ),
    });
    const pair = within((await cards()).getByRole('listitem', { name: 'Omar Saleh RH-PAIR0002' }));
    await userEvent.selectOptions(pair.getByLabelText('Arriving'), '1');
    await userEvent.click(pair.getByRole('button', { name: 'Check in 1' }));
    await waitFor(() =>
      expect(calls.find((call) => call.name === 'operator/checkIn')?.body).toEqual({
        productId: 'p-1',
        date: '2026-12-01',
        start: '15:00',
        code: 'RH-PAIR0002',
        tickets: 1,
      }),
    );
    expect(await screen.findByText('Valid: 1 of 2 checked in')).toBeTruthy();
    await waitFor(() => expect(calls.filter((call) => call.name === 'operator/getManifest')).toHaveLength(2));
  });

  it('shows the server’s refusal of more tickets than are left on the card', async () => {
    renderManifest({
      'operator/getManifest': ok(WITH_BOOKINGS),
      'operator/checkIn': fail('Only 1 of 4 tickets is left to check in', {
        code: 'checkin.too_many',
        field: 'tickets',
      }),
    });
    const family = within((await cards()).getByRole('listitem', { name: 'Layla Haddad RH-FAM00001' }));
    await userEvent.click(family.getByRole('button', { name: 'Check in all 2' }));
    expect((await family.findByRole('alert')).textContent).toBe('Only 1 of 4 tickets is left to check in');
  });

  it('undoes the latest check-in of a booking and shows the server’s answer', async () => {
    const calls = renderManifest({
      'operator/getManifest': ok(WITH_BOOKINGS),
      'operator/undoCheckIn': ok(
        { booking: { ...ALL_IN, checkedInTickets: 0, checkIn: null } },
        'Check-in undone: 0 of 1 checked in',
      ),
    });
    const list = await cards();
    // A booking with nothing checked in has nothing to undo.
    expect(
      within(list.getByRole('listitem', { name: 'Omar Saleh RH-PAIR0002' })).queryByRole('button', {
        name: 'Undo the last check-in',
      }),
    ).toBeNull();
    const done = within(list.getByRole('listitem', { name: 'Sara Nasser RH-DONE0003' }));
    await userEvent.click(done.getByRole('button', { name: 'Undo the last check-in' }));
    await waitFor(() =>
      expect(calls.find((call) => call.name === 'operator/undoCheckIn')?.body).toEqual({
        productId: 'p-1',
        date: '2026-12-01',
        start: '15:00',
        orderId: 'order-RH-DONE0003',
      }),
    );
    expect(await screen.findByText('Check-in undone: 0 of 1 checked in')).toBeTruthy();
  });

  it('finds bookings by any part of the lead name or reference, from the link’s search too', async () => {
    renderManifest({ 'operator/getManifest': ok(WITH_BOOKINGS) }, '/admin/check-in/p-1/2026-12-01/1500?q=pair0002');
    let list = await cards();
    expect(list.getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual([
      'Omar Saleh RH-PAIR0002',
    ]);
    expect(screen.getByText('1 of 3 bookings shown.')).toBeTruthy();
    const search = screen.getByLabelText('Find a booking: lead name or reference');
    await userEvent.clear(search);
    await userEvent.type(search, 'NASSER');
    list = await cards();
    expect(list.getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual([
      'Sara Nasser RH-DONE0003',
    ]);
    await userEvent.clear(search);
    await userEvent.type(search, 'nobody');
    expect(await screen.findByText('No booking matches.')).toBeTruthy();
  });
});

describe('the manifest page’s table (1280 px)', () => {
  it('keeps a table with the check-in beside the lead name, before the phone and notes', async () => {
    renderManifest({ 'operator/getManifest': ok(WITH_BOOKINGS) });
    const table = await screen.findByRole('table', { name: 'Passengers' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Reference',
      'Lead name',
      'Tickets',
      'Check-in',
      'Actions',
      'Phone',
      'Notes',
      'Pick-up',
      'Passengers',
    ]);
    const row = within(within(table).getByRole('row', { name: /RH-FAM00001/ }));
    expect(row.getByText('2 of 4 checked in')).toBeTruthy();
    expect(row.getByLabelText('Tickets of RH-FAM00001 arriving now')).toBeTruthy();
  });
});

describe('the manifest page’s passengers (issue 36, decision 097)', () => {
  const TRIO = booking('RH-TRIO0004', 'Aliya Mansoori', {
    tickets: [{ kind: 'adult', label: 'Adult', count: 3 }],
    seats: 3,
    ticketCount: 3,
    checkedInTickets: 1,
    details: 'missing',
    bookingAnswers: [{ label: 'Diet', value: 'Vegetarian' }],
    passengers: [
      passenger(1, {
        fullName: 'عالية المنصوري',
        nationality: 'AE',
        dateOfBirth: '••••-••-••',
        passportNumber: '•••••3K2P',
        passportExpiry: '2036-05-31',
        answers: [{ label: 'Can swim?', value: 'Yes' }],
        checkedIn: true,
      }),
      passenger(2, { fullName: 'Ravi Menon', nationality: 'IN' }),
      passenger(3, { missing: ['full name', 'passport number and expiry'] }),
    ],
  });
  const COMPLETE = booking('RH-DONE0005', 'Nadia Karim', { details: 'complete' });
  const WITH_PASSENGERS: TManifestData = {
    ...MANIFEST,
    bookings: [TRIO, COMPLETE, PAIR],
    missingDetails: 1,
    canDownloadBorderList: true,
  };

  it('lists each passenger, masked, with answers and what is missing, and checks one in by name', async () => {
    const calls = renderManifest({
      'operator/getManifest': ok(WITH_PASSENGERS),
      'operator/checkIn': ok({ result: 'valid', reason: null, headline: 'Valid: 2 of 3 checked in', booking: TRIO }),
    });
    const trio = within((await cards()).getByRole('listitem', { name: 'Aliya Mansoori RH-TRIO0004' }));
    const people = within(trio.getByRole('list', { name: 'Passengers of RH-TRIO0004' }));
    expect(people.getAllByTestId('manifest-passenger').map((row) => row.textContent)).toEqual([
      '1. عالية المنصوري · AEBorn ••••-••-•• · Passport •••••3K2P, expires 2036-05-31Can swim?: YesChecked in ✓',
      '2. Ravi Menon · INCheck in',
      '3. Passenger 3Missing: full name, passport number and expiryCheck in',
    ]);
    expect(trio.getByText('Details missing')).toBeTruthy();
    expect(trio.getByText('Vegetarian')).toBeTruthy();
    await userEvent.click(people.getByRole('button', { name: 'Check in Ravi Menon' }));
    await waitFor(() =>
      expect(calls.find((call) => call.name === 'operator/checkIn')?.body).toEqual({
        productId: 'p-1',
        date: '2026-12-01',
        start: '15:00',
        code: 'RH-TRIO0004',
        passengers: [{ line: 0, number: 2 }],
      }),
    );
  });

  it('checks a passenger in without a connection, counts it, and shows what the server said at the sync (decision 100)', async () => {
    let isOnline = false;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => isOnline);
    const firstAtServer = {
      result: 'alreadyCheckedIn',
      reason: null,
      headline: 'Ravi Menon was already checked in at 14:02 by Anil Agent',
      booking: TRIO,
    };
    const calls = renderManifest({
      'operator/getManifest': ok(WITH_PASSENGERS),
      'operator/checkIn': ok(firstAtServer),
    });
    const trio = within((await cards()).getByRole('listitem', { name: 'Aliya Mansoori RH-TRIO0004' }));
    await userEvent.click(trio.getByRole('button', { name: 'Check in Ravi Menon' }));
    await waitFor(() => expect(trio.getAllByText('Checked in ✓')).toHaveLength(2));
    expect(trio.getByText('2 of 3 checked in')).toBeTruthy();
    expect(screen.getByTestId('offline-banner').textContent).toBe('Offline — 1 check-in waiting');
    expect(calls.some((call) => call.name === 'operator/checkIn')).toBe(false);
    // The desk's table shows the device's manifest too: no button for a passenger in.
    const table = within(screen.getByRole('table', { name: 'Passengers' }));
    expect(table.getAllByText('Checked in ✓')).toHaveLength(2);

    isOnline = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(screen.getByTestId('synced-check-ins').textContent).toContain(firstAtServer.headline));
    const sent = calls.find((call) => call.name === 'operator/checkIn')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      productId: 'p-1',
      date: '2026-12-01',
      start: '15:00',
      code: 'RH-TRIO0004',
      passengers: [{ line: 0, number: 2 }],
      source: 'offline',
    });
    expect(typeof sent.scannedAt).toBe('string');
    expect(screen.getByTestId('synced-check-ins').textContent).toContain('RH-TRIO0004 · Ravi Menon:');
    expect(screen.queryByTestId('offline-banner')).toBeNull();
  });

  it('counts the bookings missing details and filters to them', async () => {
    renderManifest({ 'operator/getManifest': ok(WITH_PASSENGERS) });
    expect((await screen.findByTestId('missing-details')).textContent).toContain('1 booking missing details');
    expect((await cards()).getAllByTestId('booking-card')).toHaveLength(3);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Only bookings missing details' }));
    const shown = (await cards()).getAllByTestId('booking-card');
    expect(shown.map((card) => card.getAttribute('aria-label'))).toEqual(['Aliya Mansoori RH-TRIO0004']);
  });

  it('offers the border list only to a role that may see passports', async () => {
    renderManifest({ 'operator/getManifest': ok(WITH_PASSENGERS) });
    expect(await screen.findByRole('button', { name: 'Border list (PDF)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Border list (CSV)' })).toBeTruthy();
  });

  it('has no border list for a guide, and no summary when nothing is missing', async () => {
    renderManifest({ 'operator/getManifest': ok({ ...WITH_BOOKINGS, canDownloadBorderList: false }) });
    await cards();
    expect(screen.queryByRole('button', { name: 'Border list (PDF)' })).toBeNull();
    expect(screen.queryByTestId('missing-details')).toBeNull();
  });
});

describe('the manifest page’s waivers (issue 36, decision 096)', () => {
  it('names who has not accepted the trip’s waiver, and says when all have', async () => {
    const waiting = booking('RH-WAIV0006', 'Huda Saleh', {
      details: 'complete',
      passengers: [passenger(1, { fullName: 'Huda Saleh' }), passenger(2, { fullName: 'سارة حداد' })],
      waiver: { version: 2, signers: 2, needed: [2] },
    });
    const signed = booking('RH-SIGN0007', 'Karim Aziz', { waiver: { version: 2, signers: 1, needed: [] } });
    renderManifest({ 'operator/getManifest': ok({ ...MANIFEST, bookings: [waiting, signed, PAIR] }) });
    const list = await cards();
    expect(
      within(list.getByRole('listitem', { name: 'Huda Saleh RH-WAIV0006' })).getByText(
        'Waiver not accepted: 2. سارة حداد',
      ),
    ).toBeTruthy();
    expect(
      within(list.getByRole('listitem', { name: 'Karim Aziz RH-SIGN0007' })).getByText('Waiver accepted'),
    ).toBeTruthy();
    // A trip that asks no waiver says nothing of one.
    expect(within(list.getByRole('listitem', { name: 'Omar Saleh RH-PAIR0002' })).queryByText(/Waiver/)).toBeNull();
  });
});
