import type { TBookingPassengersData, TPassengerForm, TPassengerLine } from '@rihla/shared/schemas/passengers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModalProbe, renderWithApp } from '../../../test/render';
import { fail, ok, stubApi } from '../../../test/stub-api';
import { PassengerDetailsSection } from './passenger-details-section';

const FORM: TPassengerForm = {
  details: [
    { detail: 'fullName', required: true, askedOf: 'passenger', help: 'As written in the passport' },
    { detail: 'nationality', required: true, askedOf: 'passenger', help: '' },
    { detail: 'dateOfBirth', required: true, askedOf: 'passenger', help: '' },
    { detail: 'passport', required: true, askedOf: 'passenger', help: 'The border post needs it' },
  ],
  questions: [
    {
      id: 'snorkel',
      kind: 'yesNo',
      label: 'Will you snorkel?',
      help: '',
      required: false,
      askedOf: 'passenger',
      choices: [],
    },
    {
      id: 'hotel',
      kind: 'shortText',
      label: 'Your hotel',
      help: 'Where we find you',
      required: true,
      askedOf: 'booking',
      choices: [],
    },
  ],
  deadlineHours: 48,
  passportValidityMonths: 6,
};

const GIVEN = {
  details: {
    fullName: 'Layla Haddad',
    nationality: 'AE',
    dateOfBirth: '1990-04-02',
    passportNumber: 'P1234567',
    passportExpiry: '2030-01-01',
  },
  answers: {},
  missing: [],
  updatedAt: '2026-11-28T10:00:00.000Z',
};

function line(overrides: Partial<TPassengerLine> = {}): TPassengerLine {
  return {
    line: 0,
    productId: 'p-musandam',
    title: 'Musandam Dhow Cruise',
    date: '2026-12-06',
    start: '09:00',
    passengerCount: 3,
    form: FORM,
    deadline: '2026-12-04T05:00:00.000Z',
    isOpen: true,
    booking: { details: {}, answers: { hotel: 'Atlantis' }, missing: [], updatedAt: '2026-11-28T10:00:00.000Z' },
    passengers: [GIVEN, null, null],
    isComplete: false,
    erasedAt: null,
    ...overrides,
  };
}

const data = (lines: TPassengerLine[]): TBookingPassengersData => ({
  reference: 'RH-7K3M9QX2',
  lines,
  isRevealed: true,
});

function renderSection(loggedIn = true) {
  return renderWithApp(
    <>
      <PassengerDetailsSection reference="RH-7K3M9QX2" />
      <ModalProbe />
    </>,
    { path: '/travellers/RH-7K3M9QX2', loggedIn },
  );
}

/** The message beside a field, once it is invalid. */
function errorBeside(field: HTMLElement): string | null | undefined {
  expect(field.getAttribute('aria-invalid')).toBe('true');
  const ids = String(field.getAttribute('aria-describedby')).split(' ');
  return document.getElementById(ids.find((id) => id.endsWith('-error')) ?? '')?.textContent;
}

async function chooseCountry(region: HTMLElement, name: string) {
  const box = within(region).getByRole('combobox', { name: /^Nationality/ });
  await userEvent.click(box);
  await userEvent.type(box, name);
  await userEvent.click(within(region).getByRole('option', { name }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Passenger details section', () => {
  it('shows the deadline, how many are given, a complete passenger read back and the others as forms', async () => {
    stubApi({ 'users/viewPassengers': ok(data([line()])) });
    renderSection();
    expect(await screen.findByText('Give these by Fri, 4 Dec 2026, 09:00')).toBeTruthy();
    expect(screen.getByTestId('details-count').textContent).toBe('Details: 1 of 3 given');
    const first = screen.getByRole('region', { name: 'Passenger 1' });
    expect(within(first).getByText('Complete')).toBeTruthy();
    expect(within(first).getByText('Layla Haddad')).toBeTruthy();
    expect(within(first).getByText('United Arab Emirates')).toBeTruthy();
    expect(within(first).queryByRole('textbox')).toBeNull();
    const second = screen.getByRole('region', { name: 'Passenger 2' });
    expect(within(second).getByText('Details missing')).toBeTruthy();
    expect(within(second).getByText('As written in the passport')).toBeTruthy();
    expect(within(second).getByRole('button', { name: 'Save passenger 2' })).toBeTruthy();
    expect(within(second).getByRole('radio', { name: 'Yes' })).toBeTruthy();
    // The booking's own question is asked once, not of each passenger.
    const booking = screen.getByRole('region', { name: 'About the booking' });
    expect(within(booking).getByText('Atlantis')).toBeTruthy();
    expect(within(second).queryByText('Your hotel')).toBeNull();
  });

  it('marks every required field left empty and sends nothing', async () => {
    const calls = stubApi({ 'users/viewPassengers': ok(data([line()])) });
    renderSection();
    const second = await screen.findByRole('region', { name: 'Passenger 2' });
    await userEvent.click(within(second).getByRole('button', { name: 'Save passenger 2' }));
    expect(errorBeside(within(second).getByLabelText(/^Full name/))).toBe('Full name is required');
    expect(errorBeside(within(second).getByLabelText(/^Passport number/))).toBe('The passport number is required');
    expect(errorBeside(within(second).getByLabelText(/^Passport expiry/))).toBe(
      'The passport’s expiry date is required',
    );
    expect(calls.filter((call) => call.name === 'users/savePassengers')).toHaveLength(0);
  });

  it('refuses a passport that does not last six months after the trip, in the server’s words', async () => {
    const calls = stubApi({ 'users/viewPassengers': ok(data([line()])) });
    renderSection();
    const second = await screen.findByRole('region', { name: 'Passenger 2' });
    await userEvent.type(within(second).getByLabelText(/^Full name/), 'Omar Haddad');
    await chooseCountry(second, 'Oman');
    await userEvent.type(within(second).getByLabelText(/^Date of birth/), '1988-03-09');
    await userEvent.type(within(second).getByLabelText(/^Passport number/), 'x98 76543');
    await userEvent.type(within(second).getByLabelText(/^Passport expiry/), '2027-01-10');
    await userEvent.click(within(second).getByRole('button', { name: 'Save passenger 2' }));
    expect(errorBeside(within(second).getByLabelText(/^Passport expiry/))).toBe(
      'The passport must be valid for 6 months after the trip (until 2027-06-06)',
    );
    expect(calls.filter((call) => call.name === 'users/savePassengers')).toHaveLength(0);
  });

  it('saves one passenger alone, and the page then counts them given', async () => {
    const saved = data([
      line({ passengers: [GIVEN, { ...GIVEN, details: { ...GIVEN.details, fullName: 'Omar Haddad' } }, null] }),
    ]);
    const calls = stubApi({
      'users/viewPassengers': ok(data([line()])),
      'users/savePassengers': ok(saved, 'Passenger details saved'),
    });
    renderSection();
    const second = await screen.findByRole('region', { name: 'Passenger 2' });
    await userEvent.type(within(second).getByLabelText(/^Full name/), 'Omar  Haddad');
    await chooseCountry(second, 'Oman');
    await userEvent.type(within(second).getByLabelText(/^Date of birth/), '1988-03-09');
    await userEvent.type(within(second).getByLabelText(/^Passport number/), 'x98 76543');
    await userEvent.type(within(second).getByLabelText(/^Passport expiry/), '2031-05-01');
    await userEvent.click(within(second).getByRole('radio', { name: 'No' }));
    await userEvent.click(within(second).getByRole('button', { name: 'Save passenger 2' }));
    await waitFor(() => expect(screen.getByTestId('details-count').textContent).toBe('Details: 2 of 3 given'));
    const bodies = calls.filter((call) => call.name === 'users/savePassengers').map((call) => call.body);
    expect(bodies).toEqual([
      {
        reference: 'RH-7K3M9QX2',
        lines: [
          {
            line: 0,
            passengers: [
              {
                number: 2,
                details: {
                  fullName: 'Omar Haddad',
                  nationality: 'OM',
                  dateOfBirth: '1988-03-09',
                  passportNumber: 'X9876543',
                  passportExpiry: '2031-05-01',
                },
                answers: { snorkel: false },
              },
            ],
          },
        ],
      },
    ]);
    expect(await screen.findByText('Passenger details saved')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Passenger 2' })).getByText('Complete')).toBeTruthy();
    // Passenger 3 is left for later, still a form.
    expect(
      within(screen.getByRole('region', { name: 'Passenger 3' })).getByRole('button', { name: 'Save passenger 3' }),
    ).toBeTruthy();
  });

  it('shows a server refusal on the field it names and as a toast', async () => {
    const message = 'Passenger 3: a passport number is 6 to 9 letters and digits';
    stubApi({
      'users/viewPassengers': ok(data([line()])),
      'users/savePassengers': fail(message, {
        code: 'passenger.invalid',
        field: 'lines.0.passengers.0.details.passportNumber',
      }),
    });
    renderSection();
    const third = await screen.findByRole('region', { name: 'Passenger 3' });
    await userEvent.type(within(third).getByLabelText(/^Full name/), 'Sara Haddad');
    await chooseCountry(third, 'India');
    await userEvent.type(within(third).getByLabelText(/^Date of birth/), '2015-07-21');
    await userEvent.type(within(third).getByLabelText(/^Passport number/), 'Z1234567');
    await userEvent.type(within(third).getByLabelText(/^Passport expiry/), '2031-05-01');
    await userEvent.click(within(third).getByRole('button', { name: 'Save passenger 3' }));
    expect(await screen.findByText(message)).toBeTruthy();
    await waitFor(() =>
      expect(errorBeside(within(third).getByLabelText(/^Passport number/))).toBe(
        'A passport number is 6 to 9 letters and digits',
      ),
    );
  });

  it('after the deadline shows what was given, read-only, with the reason', async () => {
    stubApi({
      'users/viewPassengers': ok(
        data([line({ isOpen: false, deadline: '2020-02-01T05:00:00.000Z', date: '2020-02-03' })]),
      ),
    });
    renderSection();
    expect(
      await screen.findByText(
        'These details were due by Sat, 1 Feb 2020, 09:00, so they can no longer be changed here. Please contact us to change them.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Save|Change/ })).toBeNull();
    const second = screen.getByRole('region', { name: 'Passenger 2' });
    expect(within(second).getByText(/Still missing: full name, nationality/)).toBeTruthy();
  });

  it('says when details erased after the trip went, and offers nothing to change', async () => {
    stubApi({
      'users/viewPassengers': ok(
        data([
          line({
            isOpen: false,
            deadline: '2020-02-01T05:00:00.000Z',
            date: '2020-02-03',
            passengers: [null, null, null],
            erasedAt: '2020-03-04T00:10:00.000Z',
          }),
        ]),
      ),
    });
    renderSection();
    expect(
      await screen.findByText(
        'These details were erased on Wed, 4 Mar 2020, as our privacy policy says: we keep travellers’ details only for a set time after the trip.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Save|Change/ })).toBeNull();
  });

  it('asks a visitor to log in first, and asks nothing of the server until then', async () => {
    const calls = stubApi({ 'users/viewPassengers': ok(data([line()])) });
    renderSection(false);
    expect(await screen.findByText('Log in to give the details of who is travelling.')).toBeTruthy();
    expect(screen.getByTestId('modal').textContent).toBe('login');
    expect(calls).toHaveLength(0);
  });

  it('shows nothing for an order whose products ask nothing', async () => {
    const calls = stubApi({
      'users/viewPassengers': ok(
        data([line({ form: null, deadline: null, isOpen: false, passengers: [null, null, null] })]),
      ),
    });
    const { container } = renderSection();
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() => expect(container.querySelector('[aria-busy]')).toBeNull());
    expect(screen.queryByRole('heading', { name: 'Passenger details' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Passenger 1' })).toBeNull();
  });
});
