import type { TCheckoutPassengerLine, TPassengerForm } from '@rihla/shared/schemas/passengers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cart, cartItem, checkoutView } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { fail, ok, stubApi } from '../../../test/stub-api';
import { CheckoutPage } from './checkout-page';
import { refusedEntry } from './held-passengers';

// Who is travelling on the checkout page (issue 36, decision 107): optional details held in the page, sent with Pay
// Now, kept across a reprice, and a refusal said on its passenger's field.

const FORM: TPassengerForm = {
  details: [
    { detail: 'fullName', required: true, askedOf: 'passenger', help: 'As written in the passport' },
    { detail: 'nationality', required: true, askedOf: 'passenger', help: '' },
    { detail: 'dateOfBirth', required: true, askedOf: 'passenger', help: '' },
    { detail: 'passport', required: true, askedOf: 'passenger', help: '' },
  ],
  questions: [],
  deadlineHours: 48,
  passportValidityMonths: 6,
};

const DHOW: TCheckoutPassengerLine = {
  line: 0,
  productId: 'p-dhow',
  title: 'Dibba Dhow Cruise',
  date: '2099-12-20',
  start: '09:30',
  passengerCount: 3,
  form: FORM,
};

const LAYLA = {
  fullName: 'Layla Haddad',
  country: 'Oman',
  nationality: 'OM',
  dateOfBirth: '1986-02-14',
  passportNumber: 'P2837461',
  passportExpiry: '2101-03-01',
};

const CART = cart([cartItem({ totalAmount: 515 })], 515);

function CheckoutRoute() {
  const { id = '' } = useParams();
  return <CheckoutPage id={id} cart={CART} lines={() => null} />;
}

/** users/viewCheckout answering each id with an open checkout whose lines ask these details. */
const checkouts = (passengerLines: TCheckoutPassengerLine[], discounts: Record<string, number> = {}) => ({
  'users/viewCheckout': ({ cartId }: { cartId: string }) => {
    const discount = discounts[cartId] ?? 0;
    return ok(
      checkoutView({
        _id: cartId,
        discount,
        to_be_paid: 515 - discount,
        coupon_code: discount ? 'WELCOME10' : null,
        passengerLines,
      }),
    );
  },
  'users/viewWallet': fail('Not needed here'),
});

const PAYMENT = {
  'users/paymentInitiate': ok({
    Transaction: { TransactionID: 'sbx_1', PaymentPage: 'http://localhost:3000/api/sandbox/pay' },
  }),
};

function renderPage(path = '/checkout/co-1') {
  return renderWithApp([{ path: '/checkout/:id', element: <CheckoutRoute /> }], {
    path,
    stubs: { '*': 'Elsewhere' },
  }).router;
}

const payNow = () => screen.getByRole('button', { name: 'Pay Now' }) as HTMLButtonElement;
const card = (name: string) => screen.getByRole('region', { name });
const payments = (calls: { name: string; body: unknown }[]) =>
  calls.filter((call) => call.name === 'users/paymentInitiate').map((call) => call.body);

/** The message beside a field, once it is invalid. */
function errorBeside(field: HTMLElement): string | null | undefined {
  expect(field.getAttribute('aria-invalid')).toBe('true');
  const ids = String(field.getAttribute('aria-describedby')).split(' ');
  return document.getElementById(ids.find((id) => id.endsWith('-error')) ?? '')?.textContent;
}

/** Opens a passenger's card and fills their form with Layla's passport (some other name if given). */
async function fillPassenger(number: number, fullName = LAYLA.fullName) {
  await userEvent.click(within(card(`Passenger ${number}`)).getByRole('button', { name: 'Add details' }));
  const form = card(`Passenger ${number}`);
  await userEvent.type(within(form).getByLabelText(/^Full name/), fullName);
  const box = within(form).getByRole('combobox', { name: /^Nationality/ });
  await userEvent.click(box);
  await userEvent.type(box, LAYLA.country);
  await userEvent.click(within(form).getByRole('option', { name: LAYLA.country }));
  await userEvent.type(within(form).getByLabelText(/^Date of birth/), LAYLA.dateOfBirth);
  await userEvent.type(within(form).getByLabelText(/^Passport number/), LAYLA.passportNumber);
  await userEvent.type(within(form).getByLabelText(/^Passport expiry/), LAYLA.passportExpiry);
  return form;
}

async function givePassenger(number: number, fullName = LAYLA.fullName) {
  const form = await fillPassenger(number, fullName);
  await userEvent.click(within(form).getByRole('button', { name: `Save passenger ${number}` }));
  await waitFor(() => expect(within(card(`Passenger ${number}`)).getByText(fullName)).toBeTruthy());
}

const given = (number: number, fullName = LAYLA.fullName) => ({
  number,
  details: {
    fullName,
    nationality: LAYLA.nationality,
    dateOfBirth: LAYLA.dateOfBirth,
    passportNumber: LAYLA.passportNumber,
    passportExpiry: LAYLA.passportExpiry,
  },
  answers: {},
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

describe('Who is travelling at checkout', () => {
  it('asks nothing of a checkout whose trips ask no details, and pays with SPEC’s body', async () => {
    const calls = stubApi({ ...checkouts([]), ...PAYMENT });
    const router = renderPage();
    await waitFor(() => expect(payNow().disabled).toBe(false));
    expect(screen.queryByRole('region', { name: 'Who is travelling?' })).toBeNull();
    await userEvent.click(payNow());
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/gateway\//));
    expect(payments(calls)).toEqual([{ cartId: 'co-1' }]);
  });

  it('shows each trip with its date, says it is optional and until when, one short card per passenger', async () => {
    stubApi({ ...checkouts([DHOW]) });
    renderPage();
    const section = await screen.findByRole('region', { name: 'Who is travelling?' });
    expect(within(section).getByText('Optional')).toBeTruthy();
    expect(within(section).getByText(/or later from Your Orders\. They are sent with your booking/)).toBeTruthy();
    const trip = within(section).getByRole('article', { name: 'Dibba Dhow Cruise' });
    expect(within(trip).getByText('Or later from Your Orders, until Fri, 18 Dec 2099, 09:30')).toBeTruthy();
    expect(screen.getByTestId('checkout-details-count').textContent).toBe('Details: 0 of 3 given');
    for (const number of [1, 2, 3]) {
      const each = card(`Passenger ${number}`);
      expect(within(each).getByText('Not given yet')).toBeTruthy();
      expect(within(each).queryByRole('textbox')).toBeNull();
    }
    // Paying without any details is fine: they can come later.
    expect(payNow().disabled).toBe(false);
  });

  it('checks a form with the shared rules before holding it, and sends nothing', async () => {
    const calls = stubApi({ ...checkouts([DHOW]) });
    renderPage();
    await userEvent.click(
      await within(await screen.findByRole('region', { name: 'Passenger 2' })).findByRole('button', {
        name: 'Add details',
      }),
    );
    const form = card('Passenger 2');
    await userEvent.type(within(form).getByLabelText(/^Passport expiry/), '2100-01-10');
    await userEvent.click(within(form).getByRole('button', { name: 'Save passenger 2' }));
    expect(errorBeside(within(form).getByLabelText(/^Full name/))).toBe('Full name is required');
    expect(calls.map((call) => call.name)).not.toContain('users/paymentInitiate');
    expect(sessionStorage.length + localStorage.length).toBe(0);
  });

  it('holds two passengers in the page (never the browser’s storage) and sends them with Pay Now', async () => {
    const calls = stubApi({ ...checkouts([DHOW]), ...PAYMENT });
    const router = renderPage();
    await screen.findByRole('region', { name: 'Passenger 1' });
    await givePassenger(1);
    expect(await screen.findByText('Kept: these details are sent with your booking when you pay.')).toBeTruthy();
    await givePassenger(3, 'Omar Haddad');
    expect(screen.getByTestId('checkout-details-count').textContent).toBe('Details: 2 of 3 given');
    expect(within(card('Passenger 2')).getByText('Not given yet')).toBeTruthy();
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain(LAYLA.passportNumber);
    // Nothing is sent until Pay Now.
    expect(calls.map((call) => call.name)).not.toContain('users/paymentInitiate');

    // Changed before paying: the form starts from what is held.
    await userEvent.click(within(card('Passenger 3')).getByRole('button', { name: 'Change' }));
    const third = card('Passenger 3');
    expect((within(third).getByLabelText(/^Full name/) as HTMLInputElement).value).toBe('Omar Haddad');
    await userEvent.clear(within(third).getByLabelText(/^Full name/));
    await userEvent.type(within(third).getByLabelText(/^Full name/), 'Omar Khalil');
    await userEvent.click(within(third).getByRole('button', { name: 'Save passenger 3' }));
    await waitFor(() => expect(within(card('Passenger 3')).getByText('Omar Khalil')).toBeTruthy());

    await userEvent.click(payNow());
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/gateway\//));
    expect(payments(calls)).toEqual([
      { cartId: 'co-1', passengers: [{ line: 0, passengers: [given(1), given(3, 'Omar Khalil')] }] },
    ]);
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain(LAYLA.passportNumber);
  });

  it('keeps what is held when a promo code makes a new checkout, and sends it with the new one', async () => {
    const calls = stubApi({
      ...checkouts([DHOW], { 'co-2': 51.5 }),
      'users/checkout': ok(
        [{ _id: 'co-2', actual_amount: 515, to_be_paid: 463.5, discount: 51.5, coupon_code: 'WELCOME10' }],
        'Promo code WELCOME10 applied',
      ),
      ...PAYMENT,
    });
    const router = renderPage();
    await screen.findByRole('region', { name: 'Passenger 1' });
    await givePassenger(2);
    await userEvent.type(screen.getByLabelText('Promo code'), 'WELCOME10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/co-2'));
    expect(await screen.findByText('WELCOME10 applied')).toBeTruthy();
    expect(within(card('Passenger 2')).getByText(LAYLA.fullName)).toBeTruthy();
    await userEvent.click(payNow());
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/gateway\//));
    expect(payments(calls)).toEqual([{ cartId: 'co-2', passengers: [{ line: 0, passengers: [given(2)] }] }]);
  });

  it('does not pay while a passenger’s form is open: it says so and brings the form forward', async () => {
    const calls = stubApi({ ...checkouts([DHOW]), ...PAYMENT });
    const router = renderPage();
    await screen.findByRole('region', { name: 'Passenger 1' });
    await fillPassenger(1);
    await userEvent.click(payNow());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'A passenger’s form is still open: save it, or cancel it, before paying.',
    );
    expect(document.activeElement).toBe(within(card('Passenger 1')).getByLabelText(/^Full name/));
    expect(payments(calls)).toEqual([]);
    // Cancelled: nothing held, the notice goes, and Pay Now pays without details.
    await userEvent.click(within(card('Passenger 1')).getByRole('button', { name: 'Cancel' }));
    expect(within(card('Passenger 1')).getByText('Not given yet')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(payNow());
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/gateway\//));
    expect(payments(calls)).toEqual([{ cartId: 'co-1' }]);
  });

  it('says a refusal of Pay Now on the passenger’s field, and the payment does not start', async () => {
    const message = 'Passenger 3: the passport number is 6 to 9 letters and digits';
    const calls = stubApi({
      ...checkouts([DHOW]),
      'users/paymentInitiate': fail(message, {
        code: 'passenger.invalid',
        field: 'passengers.0.passengers.1.details.passportNumber',
      }),
    });
    const router = renderPage();
    await screen.findByRole('region', { name: 'Passenger 1' });
    await givePassenger(1);
    await givePassenger(3, 'Sara Haddad');
    await userEvent.click(payNow());
    // The toast says whose; the field says what.
    expect(await screen.findByText(message)).toBeTruthy();
    const third = card('Passenger 3');
    await waitFor(() =>
      expect(errorBeside(within(third).getByLabelText(/^Passport number/))).toBe(
        'The passport number is 6 to 9 letters and digits',
      ),
    );
    expect(within(card('Passenger 1')).getByText(LAYLA.fullName)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/checkout/co-1');
    expect(localStorage.getItem('cartId')).toBeNull();
    expect(payments(calls)).toHaveLength(1);
  });

  it('asks the booking’s own questions once, and sends them as the line’s booking', async () => {
    const withHotel: TCheckoutPassengerLine = {
      ...DHOW,
      passengerCount: 1,
      form: {
        ...FORM,
        details: [],
        questions: [
          {
            id: 'hotel',
            kind: 'shortText',
            label: 'Your hotel',
            help: '',
            required: true,
            askedOf: 'booking',
            choices: [],
          },
        ],
      },
    };
    const calls = stubApi({ ...checkouts([withHotel]), ...PAYMENT });
    const router = renderPage();
    const booking = await screen.findByRole('region', { name: 'About the booking' });
    expect(screen.queryByRole('region', { name: 'Passenger 1' })).toBeNull();
    await userEvent.click(within(booking).getByRole('button', { name: 'Add details' }));
    await userEvent.type(within(card('About the booking')).getByLabelText(/^Your hotel/), 'Atlantis');
    await userEvent.click(
      within(card('About the booking')).getByRole('button', { name: 'Save the booking’s answers' }),
    );
    await waitFor(() => expect(within(card('About the booking')).getByText('Complete')).toBeTruthy());
    await userEvent.click(payNow());
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/gateway\//));
    expect(payments(calls)).toEqual([
      {
        cartId: 'co-1',
        passengers: [{ line: 0, booking: { details: {}, answers: { hotel: 'Atlantis' } }, passengers: [] }],
      },
    ]);
  });

  it('says a trip whose deadline has passed can only be given here', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    stubApi({ ...checkouts([{ ...DHOW, date: tomorrow }]) });
    renderPage();
    expect(
      await screen.findByText('Give them here: once you have paid, please contact us to give or change them.'),
    ).toBeTruthy();
  });
});

describe('refusedEntry', () => {
  const sent = [
    { line: 0, passengers: [{ number: 2, details: {}, answers: {} }] },
    { line: 3, booking: { details: {}, answers: {} }, passengers: [{ number: 1, details: {}, answers: {} }] },
  ];

  it('finds the entry by the lines sent, and the form’s field with or without details.', () => {
    expect(refusedEntry('passengers.0.passengers.0.details.passportNumber', sent)).toEqual({
      key: '0:2',
      field: 'details.passportNumber',
    });
    expect(refusedEntry('passengers.1.passengers.0.passportExpiry', sent)).toEqual({
      key: '3:1',
      field: 'details.passportExpiry',
    });
    expect(refusedEntry('passengers.1.booking.answers.hotel', sent)).toEqual({ key: '3:0', field: 'answers.hotel' });
    expect(refusedEntry('passengers.1.passengers.0', sent)).toEqual({ key: '3:1', field: null });
  });

  it('is null for a field that names no entry sent', () => {
    expect(refusedEntry('passengers.2.passengers.0.details.fullName', sent)).toBeNull();
    expect(refusedEntry('passengers.0.passengers.5.details.fullName', sent)).toBeNull();
    expect(refusedEntry('cartId', sent)).toBeNull();
    expect(refusedEntry(undefined, sent)).toBeNull();
  });
});
