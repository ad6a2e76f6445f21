import type { TBookingPassengersData, TPassengerForm, TPassengerLine } from '@rihla/shared/schemas/passengers';
import type { TOrderPickupsData, TPickupLine } from '@rihla/shared/schemas/pickups';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { fail, ok, stubApi } from '../../../test/stub-api';
import { PassengersBlock } from './passengers-block';
import { PickupBlock } from './pickup-block';

const FORM: TPassengerForm = {
  details: [
    { detail: 'fullName', required: true, askedOf: 'passenger', help: '' },
    { detail: 'nationality', required: true, askedOf: 'passenger', help: '' },
    { detail: 'dateOfBirth', required: true, askedOf: 'passenger', help: '' },
    { detail: 'passport', required: true, askedOf: 'passenger', help: '' },
  ],
  questions: [],
  deadlineHours: 48,
  passportValidityMonths: 6,
};

const MASKED = {
  details: {
    fullName: 'Priya Raman',
    nationality: 'IN',
    dateOfBirth: '••••-••-••',
    passportNumber: '•••••9157',
    passportExpiry: '2035-08-31',
  },
  answers: {},
  missing: [],
  updatedAt: '2026-11-28T10:00:00.000Z',
};

function line(overrides: Partial<TPassengerLine> = {}): TPassengerLine {
  return {
    line: 0,
    productId: 'picnic-musandam',
    title: 'Picnic Musandum',
    date: '2026-12-12',
    start: '09:00',
    passengerCount: 2,
    form: FORM,
    deadline: '2026-12-12T05:00:00.000Z',
    isOpen: true,
    booking: null,
    passengers: [MASKED, null],
    isComplete: false,
    erasedAt: null,
    ...overrides,
  };
}

const data = (lines: TPassengerLine[], isRevealed = false): TBookingPassengersData => ({
  reference: 'RH-DESK0001',
  lines,
  isRevealed,
});

function renderBlock(answers: Record<string, unknown>, rights = { canWrite: true, canReveal: false }) {
  const calls = stubApi(answers);
  renderWithApp(<PassengersBlock reference="RH-DESK0001" {...rights} />, { path: '/admin/bookings/o-1' });
  return calls;
}

const sent = (calls: ReturnType<typeof stubApi>, name: string) =>
  calls.filter((call) => call.name === name).map((call) => call.body);

async function chooseCountry(region: HTMLElement, name: string) {
  const box = within(region).getByRole('combobox', { name: /^Nationality/ });
  await userEvent.click(box);
  await userEvent.type(box, name);
  await userEvent.click(within(region).getByRole('option', { name }));
}

// The day these fixtures were written, so that their trips stay ahead and their deadlines read the same.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-28T08:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the order page’s Passengers block', () => {
  it('lists each passenger masked as on the manifest, says how many are given, and offers no reveal without the right', async () => {
    renderBlock({ 'operator/viewBookingPassengers': ok(data([line()])) });
    expect((await screen.findByTestId('details-given')).textContent).toBe('Details: 1 of 2 given');
    const list = screen.getByRole('list', { name: 'Passengers of Picnic Musandum' });
    const rows = within(list).getAllByTestId('desk-passenger');
    expect(rows[0]?.textContent).toContain('1. Priya Raman · IN');
    expect(rows[0]?.textContent).toContain('Born ••••-••-•• · Passport •••••9157, expires 2035-08-31');
    expect(rows[1]?.textContent).toContain('2. Passenger 2');
    expect(rows[1]?.textContent).toContain(
      'Missing: full name, nationality, date of birth, passport number and expiry',
    );
    expect(
      screen.getByText(/The customer can give them on the travellers page until Thu, 10 Dec 2026, 09:00/),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reveal' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Change the details of Passenger 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enter the details of Passenger 2' })).toBeTruthy();
  });

  it('types a passenger in with the shopper’s form and sends the desk’s call; the answer counts them given', async () => {
    const saved = data([
      line({
        passengers: [MASKED, { ...MASKED, details: { ...MASKED.details, fullName: 'Arjun Raman' } }],
        isComplete: true,
      }),
    ]);
    const calls = renderBlock({
      'operator/viewBookingPassengers': ok(data([line()])),
      'operator/saveBookingPassengers': ok(saved, 'Passenger details saved'),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Enter the details of Passenger 2' }));
    const form = screen.getByRole('region', { name: 'Passenger 2' });
    expect(within(form).queryByTestId('retype-sealed')).toBeNull();
    await userEvent.type(within(form).getByLabelText(/^Full name/), 'Arjun Raman');
    await chooseCountry(form, 'India');
    await userEvent.type(within(form).getByLabelText(/^Date of birth/), '1981-06-30');
    await userEvent.type(within(form).getByLabelText(/^Passport number/), 'k 7731 902');
    await userEvent.type(within(form).getByLabelText(/^Passport expiry/), '2034-01-31');
    await userEvent.click(within(form).getByRole('button', { name: 'Save passenger 2' }));
    await waitFor(() => expect(screen.getByTestId('details-given').textContent).toBe('Details: 2 of 2 given'));
    expect(sent(calls, 'operator/saveBookingPassengers')).toEqual([
      {
        reference: 'RH-DESK0001',
        lines: [
          {
            line: 0,
            passengers: [
              {
                number: 2,
                details: {
                  fullName: 'Arjun Raman',
                  nationality: 'IN',
                  dateOfBirth: '1981-06-30',
                  passportNumber: 'K7731902',
                  passportExpiry: '2034-01-31',
                },
                answers: {},
              },
            ],
          },
        ],
      },
    ]);
    expect(sent(calls, 'users/savePassengers')).toEqual([]);
    expect(await screen.findByText('Passenger details saved')).toBeTruthy();
    // Back to the list: the form closed once saved.
    expect(screen.queryByRole('region', { name: 'Passenger 2' })).toBeNull();
  });

  it('asks an agent to type the hidden passport number and date of birth again to change a given passenger', async () => {
    const calls = renderBlock({
      'operator/viewBookingPassengers': ok(data([line()])),
      'operator/saveBookingPassengers': fail('Passenger 1: a passport number is 6 to 9 letters and digits', {
        code: 'passenger.invalid',
        field: 'lines.0.passengers.0.details.passportNumber',
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Change the details of Passenger 1' }));
    const form = screen.getByRole('region', { name: 'Passenger 1' });
    expect(within(form).getByTestId('retype-sealed').textContent).toBe(
      'The passport number and date of birth are hidden: type them again from the passport to save this passenger.',
    );
    expect((within(form).getByLabelText(/^Full name/) as HTMLInputElement).value).toBe('Priya Raman');
    expect((within(form).getByLabelText(/^Passport number/) as HTMLInputElement).value).toBe('');
    expect((within(form).getByLabelText(/^Date of birth/) as HTMLInputElement).value).toBe('');
    expect((within(form).getByLabelText(/^Passport expiry/) as HTMLInputElement).value).toBe('2035-08-31');
    await userEvent.click(within(form).getByRole('button', { name: 'Save passenger 1' }));
    // The shopper's checks run first: nothing is sent until the hidden two are typed.
    expect(sent(calls, 'operator/saveBookingPassengers')).toEqual([]);
    await userEvent.type(within(form).getByLabelText(/^Date of birth/), '1979-03-14');
    await userEvent.type(within(form).getByLabelText(/^Passport number/), 'K4829157');
    await userEvent.click(within(form).getByRole('button', { name: 'Save passenger 1' }));
    expect(await screen.findByText('Passenger 1: a passport number is 6 to 9 letters and digits')).toBeTruthy();
    expect(sent(calls, 'operator/saveBookingPassengers')).toHaveLength(1);
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('region', { name: 'Passenger 1' })).toBeNull();
  });

  it('reveals in full for a manager (the call audits it), prefilling the form, and hides again', async () => {
    const revealed = data(
      [
        line({
          passengers: [
            { ...MASKED, details: { ...MASKED.details, dateOfBirth: '1979-03-14', passportNumber: 'K4829157' } },
            null,
          ],
        }),
      ],
      true,
    );
    const calls = renderBlock(
      {
        'operator/viewBookingPassengers': ok(data([line()])),
        'operator/revealBookingPassengers': ok(revealed),
      },
      { canWrite: true, canReveal: true },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Reveal' }));
    expect(await screen.findByText(/Passport K4829157, expires 2035-08-31/)).toBeTruthy();
    expect(screen.getByText('Shown in full: this showing is in the audit log.')).toBeTruthy();
    expect(sent(calls, 'operator/revealBookingPassengers')).toEqual([{ reference: 'RH-DESK0001' }]);
    await userEvent.click(screen.getByRole('button', { name: 'Change the details of Passenger 1' }));
    const form = screen.getByRole('region', { name: 'Passenger 1' });
    expect(within(form).queryByTestId('retype-sealed')).toBeNull();
    expect((within(form).getByLabelText(/^Passport number/) as HTMLInputElement).value).toBe('K4829157');
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(screen.getByText(/Passport •••••9157/)).toBeTruthy();
  });

  it('offers no change to a role without bookings.write', async () => {
    renderBlock({ 'operator/viewBookingPassengers': ok(data([line()])) }, { canWrite: false, canReveal: false });
    await screen.findByTestId('details-given');
    expect(screen.queryByRole('button', { name: /Enter the details|Change the details/ })).toBeNull();
  });

  it('says when the customer’s deadline has passed and the desk may still enter them', async () => {
    renderBlock({ 'operator/viewBookingPassengers': ok(data([line({ date: '2026-11-29', start: '09:00' })])) });
    expect(
      await screen.findByText(
        'The customer’s deadline (Fri, 27 Nov 2026, 09:00) has passed; the desk can enter them until the departure.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enter the details of Passenger 2' })).toBeTruthy();
  });

  it('says the trip has departed and offers nothing to change then', async () => {
    renderBlock({ 'operator/viewBookingPassengers': ok(data([line({ isOpen: false })])) });
    expect(await screen.findByText('The trip has departed: the details can no longer be changed.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Enter the details|Change the details/ })).toBeNull();
  });

  it('shows nothing for an order whose trips ask no details', async () => {
    const calls = renderBlock({ 'operator/viewBookingPassengers': ok(data([line({ form: null, deadline: null })])) });
    await waitFor(() => expect(sent(calls, 'operator/viewBookingPassengers')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Passengers' })).toBeNull();
  });
});

const POINTS = [
  { id: 'p-hilton', name: 'Hilton Dubai Jumeirah', area: 'Dubai Marina', address: 'The Walk, JBR' },
  { id: 'p-hyatt', name: 'Hyatt Regency Dubai', area: 'Deira', address: 'Al Khaleej Road' },
].map((point) => ({ ...point, latitude: null, longitude: null, minutesBefore: 60, date: '2026-12-12', time: '08:00' }));

function pickupLine(overrides: Partial<TPickupLine> = {}): TPickupLine {
  return {
    line: 0,
    productId: 'picnic-musandam',
    title: 'Picnic Musandum',
    date: '2026-12-12',
    start: '09:00',
    points: POINTS,
    chosen: null,
    deadline: '2026-12-12T05:00:00.000Z',
    isOpen: true,
    ...overrides,
  };
}

const pickups = (lines: TPickupLine[]): TOrderPickupsData => ({ reference: 'RH-DESK0001', lines });

describe('the order page’s Pick-up block', () => {
  it('chooses a point with the shopper’s searchable chooser, sending the desk’s call', async () => {
    const chosen = {
      pointId: 'p-hyatt',
      name: 'Hyatt Regency Dubai',
      area: 'Deira',
      address: 'Al Khaleej Road',
      date: '2026-12-12',
      time: '08:00',
      at: '2026-12-12T04:00:00.000Z',
      text: 'Pick-up 08:00 at Hyatt Regency Dubai, Deira',
    };
    const calls = stubApi({
      'operator/viewBookingPickups': [ok(pickups([pickupLine()])), ok(pickups([pickupLine({ chosen })]))],
      'operator/chooseBookingPickup': ok(pickups([pickupLine({ chosen })]), `${chosen.text}: saved`),
    });
    renderWithApp(<PickupBlock reference="RH-DESK0001" canWrite />, { path: '/admin/bookings/o-1' });
    expect(await screen.findByText('No pick-up chosen yet.')).toBeTruthy();
    expect(screen.getByText(/The desk can choose or change it until the departure, Sat 12 Dec, 09:00/)).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Search hotels and areas'), 'deira');
    const list = screen.getByRole('list', { name: 'Pick-up points' });
    expect(within(list).getAllByRole('button')).toHaveLength(1);
    await userEvent.click(within(list).getByRole('button', { name: 'Pick-up 08:00 at Hyatt Regency Dubai, Deira' }));
    expect(await screen.findByText(`${chosen.text}: saved`)).toBeTruthy();
    expect(sent(calls, 'operator/chooseBookingPickup')).toEqual([
      { reference: 'RH-DESK0001', line: 0, pointId: 'p-hyatt' },
    ]);
    await waitFor(() => expect(screen.getByTestId('chosen-pickup').textContent).toContain('Hyatt Regency Dubai'));
  });

  it('shows the choice alone to a role that may not change it', async () => {
    const chosen = {
      pointId: 'p-hilton',
      name: 'Hilton Dubai Jumeirah',
      area: 'Dubai Marina',
      address: 'The Walk, JBR',
      date: '2026-12-12',
      time: '08:00',
      at: '2026-12-12T04:00:00.000Z',
      text: 'Pick-up 08:00 at Hilton Dubai Jumeirah, Dubai Marina',
    };
    stubApi({ 'operator/viewBookingPickups': ok(pickups([pickupLine({ chosen })])) });
    renderWithApp(<PickupBlock reference="RH-DESK0001" canWrite={false} />, { path: '/admin/bookings/o-1' });
    expect((await screen.findByTestId('chosen-pickup')).textContent).toContain('Hilton Dubai Jumeirah');
    expect(screen.queryByLabelText('Search hotels and areas')).toBeNull();
  });
});
