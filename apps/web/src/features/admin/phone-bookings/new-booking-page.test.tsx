import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { fail, ok, stubApi } from '../../../test/stub-api';
import { NewBookingPage } from './new-booking-page';

const CUSTOMER = { id: 'u-1', firstName: 'Hamad', lastName: 'Caller', phone: '+971501112233', email: '' };
const BOOKING = {
  checkoutId: 'c-1',
  state: 'awaitingPayment',
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
  paymentUrl: 'http://rihla.test/api/sandbox/pay?TransactionID=sbx_1',
  orderId: null,
  reference: null,
};

afterEach(() => vi.unstubAllGlobals());

/** Finds a known caller, chooses the one product, a date and its departure, and books; the page then asks for `answer`. */
async function bookThroughTheForm(answer: object, cashAnswer: object = fail('No cash')) {
  stubApi({
    'operator/findCustomer': ok({ phone: CUSTOMER.phone, customer: CUSTOMER }),
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
    'operator/bookByPhone': ok(BOOKING, 'Seats held: send the customer the payment link'),
    'operator/getPhoneBooking': ok(answer),
    'operator/recordCashPayment': cashAnswer,
  });
  renderWithApp(<NewBookingPage canTakeCash />, { path: '/admin/bookings/new' });
  await userEvent.type(screen.getByLabelText('Caller’s phone number'), '0501112233');
  await userEvent.click(screen.getByRole('button', { name: 'Find customer' }));
  await screen.findByTestId('chosen-customer');
  await waitFor(() => expect(screen.getAllByRole('option', { name: 'Dhow cruise' })).toHaveLength(1));
  await userEvent.selectOptions(screen.getByLabelText('Product'), 'p-1');
  await userEvent.type(screen.getByLabelText('Date'), '2026-12-01');
  await screen.findByRole('option', { name: '9:30 AM - 7:00 PM · 12 seats left' });
  await userEvent.click(screen.getByRole('button', { name: 'Hold seats and get the payment link' }));
}

describe('NewBookingPage', () => {
  it('creates an account for an unknown caller, checking the names first, then offers the trip', async () => {
    const calls = stubApi({
      'operator/findCustomer': ok({ phone: '+971501112233', customer: null }),
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
    expect(link.value).toBe(BOOKING.paymentUrl);
    await userEvent.click(screen.getByRole('button', { name: 'Record cash payment' }));
    expect(await screen.findByText('This booking is already paid')).toBeTruthy();
  });

  it('offers Book again when the booking can no longer be paid, back to the trip', async () => {
    await bookThroughTheForm({ ...BOOKING, state: 'failed', paymentUrl: null });
    await userEvent.click(await screen.findByRole('button', { name: 'Book again' }));
    expect(screen.getByRole('region', { name: 'The trip' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Payment' })).toBeNull();
  });
});
