import { fireEvent, screen } from '@testing-library/react';
import { useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { fail, ok, stubApi } from '../../../test/stub-api';
import { GatewayPage } from './gateway-page';
import { PhonePaidPage } from './phone-paid-page';

const LINES = [
  { title: 'Dhow cruise', date: '2026-12-01', time: '9:30 AM - 7:00 PM', tickets: { adult: 2, child: 1, infant: 0 } },
];
const CONFIRMED = { state: 'confirmed', reference: 'RH-7KQ2M', lines: LINES, totalFils: 45_000 };
/** The link's answer before paying: held until 10:00 in Dubai on 1 December, paid on `payment`'s page. */
const payable = (payment: { TransactionID: string; PaymentPage: string }) =>
  ok({ ...CONFIRMED, state: 'payable', reference: null, holdExpiresAt: '2026-12-01T06:00:00.000Z', payment });
const ROUTES = [{ path: '/paid/:checkoutId', element: <PhonePaidPage /> }];

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function GatewayRoute() {
  const { transactionID = '', actionURL = '' } = useParams();
  return <GatewayPage transactionId={transactionID} actionUrl={actionURL} />;
}

describe('PhonePaidPage', () => {
  it('shows the payer the booking’s reference, trip, date and tickets once the payment is confirmed', async () => {
    const calls = stubApi({
      'phoneBookings/paid': [ok({ ...CONFIRMED, state: 'paying', reference: null }), ok(CONFIRMED)],
    });
    renderWithApp(ROUTES, { initialEntries: ['/paid/c-1?key=k-1'] });
    expect(await screen.findByText('Confirming your payment…')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Your booking is confirmed' }, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByText('RH-7KQ2M')).toBeTruthy();
    const trip = screen.getByTestId('paid-trip');
    expect(trip.textContent).toContain('Dhow cruise');
    expect(trip.textContent).toContain('2 adults, 1 child');
    expect(trip.textContent).toContain('AED 450.00');
    expect(calls[0]).toEqual({ name: 'phoneBookings/paid', body: { checkoutId: 'c-1', key: 'k-1' } });
  });

  it('says a booking not paid was not charged, and a wrong link finds nothing', async () => {
    stubApi({ 'phoneBookings/paid': ok({ ...CONFIRMED, state: 'notPaid', reference: null }) });
    const first = renderWithApp(ROUTES, { initialEntries: ['/paid/c-1?key=k-1'] });
    expect(await screen.findByRole('heading', { name: 'This booking is not paid' })).toBeTruthy();
    expect(screen.queryByText('RH-7KQ2M')).toBeNull();
    first.unmount();

    stubApi({ 'phoneBookings/paid': fail('No such phone booking') });
    renderWithApp(ROUTES, { initialEntries: ['/paid/c-1?key=wrong'] });
    expect(await screen.findByRole('heading', { name: 'This booking was not found' })).toBeTruthy();
  });

  it('shows the link’s trip, tickets, amount and hold before paying, and Pay opens the payment page', async () => {
    stubApi({
      'phoneBookings/paid': payable({ TransactionID: 'sbx_1', PaymentPage: 'http://localhost:3000/api/sandbox/pay' }),
    });
    const view = renderWithApp([...ROUTES, { path: '/gateway/:id/:url', element: <p>The gateway page</p> }], {
      initialEntries: ['/paid/c-1?key=k-1'],
    });
    expect(await screen.findByRole('heading', { name: 'Pay for your booking' })).toBeTruthy();
    const trip = screen.getByTestId('paid-trip');
    expect(trip.textContent).toContain('2 adults, 1 child');
    expect(trip.textContent).toContain('AED 450.00');
    expect(screen.getByText(/Your seats are held until Tue, 1 Dec 2026, 10:00 AM/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pay AED 450.00' }));
    expect(await screen.findByText('The gateway page')).toBeTruthy();
    view.unmount();

    stubApi({ 'phoneBookings/paid': ok({ ...CONFIRMED, state: 'expired', reference: null }) });
    renderWithApp(ROUTES, { initialEntries: ['/paid/c-1?key=k-1'] });
    expect(await screen.findByRole('heading', { name: 'This payment link has expired' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
  });

  it('opens a payment page whose way back is the link page, not a cart the payer does not have', async () => {
    vi.spyOn(HTMLFormElement.prototype, 'requestSubmit').mockImplementation(() => {});
    stubApi({
      'phoneBookings/paid': payable({
        TransactionID: 'epg_1',
        PaymentPage: `${window.location.origin}/api/payments/go`,
      }),
    });
    const { router } = renderWithApp(
      [...ROUTES, { path: '/gateway/:transactionID/:actionURL', element: <GatewayRoute /> }],
      { initialEntries: ['/paid/c-1?key=k-1'] },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Pay AED 450.00' }));
    expect(await screen.findByTitle('Secure payment')).toBeTruthy();
    const back = screen.getByRole('link', { name: 'Back to your booking' });
    expect(back.getAttribute('href')).toBe('/paid/c-1?key=k-1');
    expect(screen.queryByRole('link', { name: 'Back to cart' })).toBeNull();
    fireEvent.click(back);
    expect(await screen.findByRole('heading', { name: 'Pay for your booking' })).toBeTruthy();
    expect(router.state.location.search).toBe('?key=k-1');
  });

  it('asks nothing of the server when the address has no key', async () => {
    const calls = stubApi({});
    renderWithApp(ROUTES, { initialEntries: ['/paid/c-1'] });
    expect(await screen.findByRole('heading', { name: 'This booking was not found' })).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
