import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { besideField } from '../../../test/fields';
import { renderWithApp } from '../../../test/render';
import { fail, ok, stubApi } from '../../../test/stub-api';
import { NewBookingPage } from './new-booking-page';

const CUSTOMER = { id: 'u-1', firstName: 'Hamad', lastName: 'Caller', phone: '+971501112233', email: '' };
const BOOKING = {
  checkoutId: 'c-1',
  state: 'awaitingPayment',
  language: 'en',
  customer: CUSTOMER,
  lines: [
    {
      productId: 'p-1',
      title: 'Dhow cruise',
      date: '2026-12-01',
      start: '09:30',
      time: '9:30 AM - 7:00 PM',
      tickets: { adult: 2 },
      totalFils: 37_000,
    },
  ],
  totalFils: 37_000,
  holdExpiresAt: '2026-11-25T10:15:00.000Z',
  holdMinutes: 60,
  paymentUrl: 'http://rihla.test/api/sandbox/pay?TransactionID=sbx_1',
  linkUrl: 'http://rihla.test/paid/chk_1?key=k1',
  linkChannels: ['sms', 'email'],
  orderId: null,
  reference: null,
  sends: [] as Array<{ channel: string; recipient: string; at: string; operatorName: string }>,
};
const QUOTE = {
  title: 'Dhow cruise',
  date: '2026-12-01',
  time: '9:30 AM - 7:00 PM',
  rows: [{ kind: 'adult', label: 'Adult', count: 2, unitFils: 18_500, totalFils: 37_000 }],
  totalFils: 37_000,
  seatsLeft: 12,
};

afterEach(() => vi.unstubAllGlobals());

/** Finds a known caller and chooses the one product, a date and its departure (2 adults, as the form starts). */
async function chooseTheTrip(answers: Record<string, unknown> = {}) {
  const calls = stubApi({
    'operator/findCustomer': ok({ phone: CUSTOMER.phone, customer: CUSTOMER, lastLanguage: null }),
    'operator/listProducts': ok({
      rows: [
        {
          id: 'p-1',
          module: 'inBound',
          title: 'Dhow cruise',
          categories: '',
          priceFils: 18_500,
          isPublished: true,
          picture: '',
          updatedAt: '',
        },
      ],
      hasNextPage: false,
      categories: [],
    }),
    'operator/phoneDepartures': ok({
      departures: [{ start: '09:30', end: '19:00', time: '9:30 AM - 7:00 PM', seatsLeft: 12, status: 'available' }],
    }),
    'operator/quotePhoneBooking': ok(QUOTE),
    'operator/bookByPhone': ok(BOOKING, 'Seats held: send the customer the payment link'),
    ...answers,
  });
  renderWithApp(<NewBookingPage canTakeCash />, { path: '/admin/bookings/new' });
  await userEvent.type(screen.getByLabelText('Caller’s phone number'), '0501112233');
  await userEvent.click(screen.getByRole('button', { name: 'Find customer' }));
  await screen.findByTestId('chosen-customer');
  await waitFor(() => expect(screen.getAllByRole('option', { name: 'Dhow cruise' })).toHaveLength(1));
  await userEvent.selectOptions(screen.getByLabelText('Product'), 'p-1');
  await userEvent.type(screen.getByLabelText('Date'), '2026-12-01');
  await screen.findByRole('option', { name: '9:30 AM - 7:00 PM · 12 seats left' });
  return calls;
}

/** Chooses the trip and books it; the page then asks for `answer`. */
async function bookThroughTheForm(answer: object | object[], cashAnswer: object = fail('No cash'), more = {}) {
  const calls = await chooseTheTrip({
    'operator/getPhoneBooking': Array.isArray(answer) ? answer.map((item) => ok(item)) : ok(answer),
    'operator/recordCashPayment': cashAnswer,
    ...more,
  });
  await userEvent.click(screen.getByRole('button', { name: 'Hold seats and get the payment link' }));
  return calls;
}

describe('NewBookingPage', () => {
  it('creates an account for an unknown caller, checking the names first, then offers the trip', async () => {
    const calls = stubApi({
      'operator/findCustomer': ok({ phone: '+971501112233', customer: null, lastLanguage: null }),
      'operator/createCustomer': ok(CUSTOMER, 'Customer account created'),
      'operator/listProducts': ok({ rows: [], hasNextPage: false, categories: [] }),
    });
    renderWithApp(<NewBookingPage canTakeCash={false} />, { path: '/admin/bookings/new' });
    await userEvent.type(screen.getByLabelText('Caller’s phone number'), '050 111 2233');
    await userEvent.click(screen.getByRole('button', { name: 'Find customer' }));
    await screen.findByText('Nobody has signed up with +971501112233: create their account.');
    await userEvent.click(screen.getByRole('button', { name: 'Create customer' }));
    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(calls.some((call) => call.name === 'operator/createCustomer')).toBe(false);
    await userEvent.type(screen.getByLabelText('First name'), 'Hamad');
    await userEvent.type(screen.getByLabelText('Last name'), 'Caller');
    await userEvent.click(screen.getByRole('button', { name: 'Create customer' }));
    expect((await screen.findByTestId('chosen-customer')).textContent).toContain('Hamad Caller');
    expect(calls.find((call) => call.name === 'operator/createCustomer')?.body).toEqual({
      firstName: 'Hamad',
      lastName: 'Caller',
      email: '',
      phone: '050 111 2233',
    });
    expect(screen.getByRole('region', { name: 'The trip' })).toBeTruthy();
  });

  it('shows the payment link after booking; a refused cash payment says why', async () => {
    await bookThroughTheForm(BOOKING, fail('This booking is already paid'));
    const link = (await screen.findByTestId('payment-link')) as HTMLInputElement;
    expect(link.value).toBe(BOOKING.linkUrl);
    await userEvent.click(screen.getByRole('button', { name: 'Record cash payment' }));
    expect(await screen.findByText('This booking is already paid')).toBeTruthy();
  });

  it('shows the server’s price per ticket and the total before any seat is held', async () => {
    const calls = await chooseTheTrip();
    const quote = await screen.findByRole('region', { name: 'Price' });
    expect(quote.textContent).toContain('2 adults · AED 185.00');
    expect(quote.textContent).toContain('Total to pay');
    expect(quote.textContent).toContain('AED 370.00');
    expect(calls.find((call) => call.name === 'operator/quotePhoneBooking')?.body).toEqual({
      productId: 'p-1',
      date: '2026-12-01',
      departure: '09:30',
      tickets: { adult: 2, child: 0, infant: 0 },
    });
    expect(calls.some((call) => call.name === 'operator/bookByPhone')).toBe(false);
  });

  it('books the trip as chosen: the customer, the first open departure, the tickets as numbers', async () => {
    const calls = await bookThroughTheForm(BOOKING);
    await screen.findByTestId('payment-link');
    expect(calls.find((call) => call.name === 'operator/bookByPhone')?.body).toEqual({
      customerId: 'u-1',
      productId: 'p-1',
      date: '2026-12-01',
      departure: '09:30',
      tickets: { adult: 2, child: 0, infant: 0 },
      language: 'en',
    });
  });

  it('books in the language of the customer’s last order by default (decision 110)', async () => {
    const calls = await bookThroughTheForm(
      { ...BOOKING, language: 'ar', linkUrl: 'http://rihla.test/ar/paid/chk_1?key=k1' },
      fail('No cash'),
      { 'operator/findCustomer': ok({ phone: CUSTOMER.phone, customer: CUSTOMER, lastLanguage: 'ar' }) },
    );
    await screen.findByTestId('payment-link');
    expect(calls.find((call) => call.name === 'operator/bookByPhone')?.body).toMatchObject({ language: 'ar' });
    expect(screen.getByTestId('booking-language').textContent).toBe('The customer’s language: العربية');
  });

  it('lets the agent book an English caller in Arabic', async () => {
    const calls = await chooseTheTrip({ 'operator/getPhoneBooking': ok({ ...BOOKING, language: 'ar' }) });
    const choice = screen.getByRole('group', { name: 'The customer’s language' });
    expect(within(choice).getByRole('radio', { name: 'English' })).toHaveProperty('checked', true);
    expect(within(choice).getByText('The payment link, confirmation, voucher and invoice go in it.')).toBeTruthy();
    await userEvent.click(within(choice).getByRole('radio', { name: 'العربية' }));
    await userEvent.click(screen.getByRole('button', { name: 'Hold seats and get the payment link' }));
    await screen.findByTestId('payment-link');
    expect(calls.find((call) => call.name === 'operator/bookByPhone')?.body).toMatchObject({
      customerId: 'u-1',
      language: 'ar',
    });
  });

  it('shows the shared schema’s message beside a ticket count, asks no price and holds nothing', async () => {
    const calls = await chooseTheTrip();
    await screen.findByRole('region', { name: 'Price' });
    const quotes = calls.filter((call) => call.name === 'operator/quotePhoneBooking').length;
    const children = screen.getByLabelText('Children');
    await userEvent.clear(children);
    await userEvent.type(children, '1.5');
    expect(besideField(children)).toBe('A ticket count must be a number');
    expect(screen.queryByRole('region', { name: 'Price' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Hold seats and get the payment link' }));
    expect(besideField(children)).toBe('A ticket count must be a number');
    expect(calls.filter((call) => call.name === 'operator/quotePhoneBooking')).toHaveLength(quotes);
    expect(calls.some((call) => call.name === 'operator/bookByPhone')).toBe(false);
  });

  it('says why the trip cannot be priced (too many tickets) instead of a price', async () => {
    await chooseTheTrip({ 'operator/quotePhoneBooking': fail('Only 12 seats are left on Dhow cruise on 2026-12-01') });
    expect(await screen.findByText('Only 12 seats are left on Dhow cruise on 2026-12-01')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Price' })).toBeNull();
  });

  it('sends the link by text and lists where it went; email is not offered without an address', async () => {
    const sent = {
      ...BOOKING,
      sends: [
        { channel: 'sms', recipient: CUSTOMER.phone, at: '2026-11-25T09:16:00.000Z', operatorName: 'Adil Agent' },
      ],
    };
    const calls = await bookThroughTheForm([BOOKING, sent], fail('No cash'), {
      'operator/sendPaymentLink': ok(sent, `Payment link sent by text to ${CUSTOMER.phone}`),
    });
    expect(await screen.findByText(/Seats held for 60 minutes, until/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'No email to send to' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: `Send by text to ${CUSTOMER.phone}` }));
    expect(calls.find((call) => call.name === 'operator/sendPaymentLink')?.body).toEqual({
      checkoutId: 'c-1',
      channel: 'sms',
    });
    const list = await screen.findByRole('list', { name: 'Link sent' });
    expect(list.textContent).toMatch(/^Sent by text to \+971501112233 at .+ by Adil Agent$/);
  });

  it('shows why a send was refused', async () => {
    await bookThroughTheForm(BOOKING, fail('No cash'), {
      'operator/sendPaymentLink': fail('The link was sent this way less than a minute ago: give it a moment to arrive'),
    });
    await userEvent.click(await screen.findByRole('button', { name: `Send by text to ${CUSTOMER.phone}` }));
    expect(
      await screen.findByText('The link was sent this way less than a minute ago: give it a moment to arrive'),
    ).toBeTruthy();
  });

  it('offers Book again when the booking can no longer be paid, back to the trip', async () => {
    await bookThroughTheForm({ ...BOOKING, state: 'failed', paymentUrl: null, linkUrl: null });
    await userEvent.click(await screen.findByRole('button', { name: 'Book again' }));
    expect(screen.getByRole('region', { name: 'The trip' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Payment' })).toBeNull();
  });

  it('offers the details link once a booking whose trip asks each guest’s details is paid (decision 094)', async () => {
    const paid = {
      ...BOOKING,
      customer: { ...CUSTOMER, email: 'hamad@example.com' },
      state: 'confirmed',
      paymentUrl: null,
      linkUrl: null,
      orderId: 'o-1',
      reference: 'RH-7K3M9QX2',
      passengerDetailsDeadline: 'Thu 3 Dec 2026, 09:30 (Dubai)',
    };
    const calls = await bookThroughTheForm(paid, fail('No cash'), {
      'operator/sendPassengerLink': ok(paid, 'Details link sent by email to hamad@example.com'),
    });
    const section = await screen.findByRole('region', { name: 'Send the details link' });
    expect(section.textContent).toContain('This trip needs each guest’s details by Thu 3 Dec 2026, 09:30 (Dubai).');
    // Or the agent types them in on the order page's Passengers (decision 099).
    expect(within(section).getByRole('link', { name: 'Enter the details now' }).getAttribute('href')).toBe(
      '/admin/bookings/o-1#passengers',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send the details link by email to hamad@example.com' }));
    await waitFor(() =>
      expect(calls.find((call) => call.name === 'operator/sendPassengerLink')?.body).toEqual({
        checkoutId: 'c-1',
        channel: 'email',
      }),
    );
    expect(await screen.findByText('Details link sent by email to hamad@example.com')).toBeTruthy();
  });

  it('offers no details link for a paid booking whose trip asks nothing', async () => {
    await bookThroughTheForm({
      ...BOOKING,
      state: 'confirmed',
      orderId: 'o-1',
      reference: 'RH-1',
      passengerDetailsDeadline: null,
    });
    expect(await screen.findByText(/Paid: order RH-1 is confirmed/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Send the details link' })).toBeNull();
  });
});
