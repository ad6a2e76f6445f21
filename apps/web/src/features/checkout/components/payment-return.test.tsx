import { MESSAGES } from '@rihla/shared/constants';
import { act, screen, waitFor } from '@testing-library/react';
import { type RouteObject, useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { completedOrder } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { fail, ok, stubApi } from '../../../test/stub-api';
import { BookingFailurePage, BookingSuccessPage } from './booking-result-pages';
import { GatewayPage } from './gateway-page';
import { TransactionStatusPage } from './transaction-status-page';

function renderAt(path: string, routes: RouteObject[]) {
  return renderWithApp(
    [
      ...routes,
      { path: '/success', element: <BookingSuccessPage /> },
      { path: '/failure', element: <BookingFailurePage /> },
    ],
    { path },
  ).router;
}

const ORDER = completedOrder();

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Gateway page', () => {
  const gatewayAt = (actionUrl: string) =>
    renderAt(`/gateway/sbx_1/${encodeURIComponent(actionUrl)}`, [
      {
        path: '/gateway/:transactionID/:actionURL',
        element: <GatewayRoute />,
      },
    ]);

  it('refuses a payment page on another site and links back to the cart', async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'requestSubmit').mockImplementation(() => {});
    gatewayAt('https://evil.example.com/steal');
    expect(await screen.findByText('This payment link is not valid')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to cart/ }).getAttribute('href')).toBe('/cart');
    expect(document.querySelector('form')).toBeNull();
    expect(submit).not.toHaveBeenCalled();
  });

  it('links back to a phone booking’s link page only when the page was opened from one', async () => {
    vi.spyOn(HTMLFormElement.prototype, 'requestSubmit').mockImplementation(() => {});
    const path = `/gateway/sbx_1/${encodeURIComponent(`${window.location.origin}/api/sandbox/pay`)}`;
    const router = gatewayAt(`${window.location.origin}/api/sandbox/pay`);
    expect((await screen.findByRole('link', { name: 'Back to cart' })).getAttribute('href')).toBe('/cart');
    await act(() => router.navigate(path, { state: { backTo: '/paid/co-1?key=k-1' } }));
    expect(screen.getByRole('link', { name: 'Back to your booking' }).getAttribute('href')).toBe('/paid/co-1?key=k-1');
    // A state naming anywhere else (another site, another page of the shop) is not followed.
    for (const backTo of ['//evil.example/paid/co-1?key=k', '/admin/bookings', '/paid/co-1']) {
      await act(() => router.navigate(path, { state: { backTo } }));
      expect(screen.getByRole('link', { name: 'Back to cart' }).getAttribute('href')).toBe('/cart');
    }
  });

  it('refuses an address that is not http(s)', async () => {
    gatewayAt('javascript:alert(1)');
    expect(await screen.findByText('This payment link is not valid')).toBeTruthy();
  });

  it('posts the transaction id once to a payment page of this site, inside the secure frame', async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'requestSubmit').mockImplementation(() => {});
    const action = `${window.location.origin}/api/sandbox/pay`;
    gatewayAt(action);
    const frame = await screen.findByTitle('Secure payment');
    const form = document.querySelector('form') as HTMLFormElement;
    expect(form.getAttribute('action')).toBe(action);
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('target')).toBe(frame.getAttribute('name'));
    expect((form.elements.namedItem('TransactionID') as HTMLInputElement).value).toBe('sbx_1');
    expect(submit).toHaveBeenCalledTimes(1);
  });
});

function GatewayRoute() {
  const { transactionID = '', actionURL = '' } = useParams();
  return <GatewayPage transactionId={transactionID} actionUrl={actionURL} />;
}

describe('Payment return page', () => {
  const statusPage = () =>
    renderAt('/transactionStatus', [{ path: '/transactionStatus', element: <TransactionStatusPage /> }]);

  it('confirms the stored booking and goes to the success page on status 1', async () => {
    localStorage.setItem('transactionID', 'sbx_1');
    localStorage.setItem('cartId', 'co-1');
    const calls = stubApi({ 'users/confirmBooking': ok(ORDER, 'Your booking is confirmed') });
    const router = statusPage();
    expect(screen.getByText(MESSAGES.transactionProcessing)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/success'));
    // Confirmed once; the success page then asks whether the order's trips need each guest's details (decision 094).
    expect(calls.filter((call) => call.name !== 'users/viewPassengers')).toEqual([
      { name: 'users/confirmBooking', body: { paymentId: 'sbx_1', cartId: 'co-1' } },
    ]);
    // The page renders after the navigation commits, which a loaded machine can put a tick later.
    expect(await screen.findByText('Your booking is confirmed')).toBeTruthy();
    expect(screen.getByText('RH-ABC123')).toBeTruthy();
    expect(screen.getByRole('link', { name: /View your orders/ }).getAttribute('href')).toBe('/orderDetails');
    // The fixture's order: AED 463.50 paid after AED 51.50 off, which holds AED 22.07 of VAT.
    expect(screen.getByText('Total paid')).toBeTruthy();
    expect(screen.getByText('AED 463.50')).toBeTruthy();
    expect(screen.getByText('− AED 51.50')).toBeTruthy();
    expect(screen.getByText('VAT (5%) included')).toBeTruthy();
    expect(screen.getByText('AED 22.07')).toBeTruthy();
    expect(screen.getByText('Card AED 463.50')).toBeTruthy();
  });

  it('goes to the failure page when the booking is not confirmed', async () => {
    localStorage.setItem('transactionID', 'sbx_1');
    localStorage.setItem('cartId', 'co-1');
    stubApi({ 'users/confirmBooking': fail('Your payment was declined') });
    const router = statusPage();
    await waitFor(() => expect(router.state.location.pathname).toBe('/failure'));
    expect(await screen.findByText(MESSAGES.orderFailed)).toBeTruthy();
    expect(screen.getByText('Your payment was declined')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to cart/ }).getAttribute('href')).toBe('/cart');
  });

  it('goes to the failure page without calling the server when no payment is stored', async () => {
    const calls = stubApi({});
    const router = statusPage();
    await waitFor(() => expect(router.state.location.pathname).toBe('/failure'));
    expect(calls).toHaveLength(0);
  });
});

describe('Success page: who is travelling (decision 094)', () => {
  const FORM = {
    details: [{ detail: 'fullName' as const, required: true, askedOf: 'passenger' as const, help: '' }],
    questions: [],
    deadlineHours: 48,
    passportValidityMonths: 0,
  };
  const passengers = (given: number) => ({
    reference: 'RH-ABC123',
    isRevealed: true,
    lines: [
      {
        line: 0,
        productId: 'p-1',
        title: 'Musandam Dhow Cruise',
        date: '2026-12-06',
        start: '09:00',
        passengerCount: 3,
        form: FORM,
        deadline: '2026-12-04T05:00:00.000Z',
        isOpen: true,
        booking: null,
        passengers: [0, 1, 2].map((index) =>
          index < given
            ? { details: { fullName: 'Layla Haddad' }, answers: {}, missing: [], updatedAt: '2026-11-28T10:00:00Z' }
            : null,
        ),
        isComplete: given === 3,
      },
    ],
  });
  const successPage = () =>
    renderWithApp([{ path: '/success', element: <BookingSuccessPage /> }], {
      initialEntries: [{ pathname: '/success', state: { reference: 'RH-ABC123' } } as unknown as string],
    });

  it('asks for the guests’ details with the deadline and leads to the travellers page', async () => {
    const calls = stubApi({ 'users/viewPassengers': ok(passengers(0)) });
    successPage();
    const who = await screen.findByRole('region', { name: 'Who is travelling?' });
    expect(who.textContent).toContain('Add the details of your 3 guests by Fri, 4 Dec 2026, 09:00');
    expect(screen.getByRole('link', { name: 'Add the guests’ details' }).getAttribute('href')).toBe(
      '/travellers/RH-ABC123',
    );
    expect(calls).toEqual([{ name: 'users/viewPassengers', body: { reference: 'RH-ABC123' } }]);
  });

  it('after two were given at checkout, counts them and asks for the last one', async () => {
    stubApi({ 'users/viewPassengers': ok(passengers(2)) });
    successPage();
    const who = await screen.findByRole('region', { name: 'Who is travelling?' });
    expect(who.textContent).toContain('Add the details of your last guest by Fri, 4 Dec 2026, 09:00');
    expect(who.textContent).toContain('Details: 2 of 3 given');
    expect(who.textContent).not.toContain('your 3 guests');
  });

  it('says nothing when every guest is given, or the trips ask nothing', async () => {
    const calls = stubApi({ 'users/viewPassengers': [ok(passengers(3))] });
    successPage();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(await screen.findByText('Your booking is confirmed')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Who is travelling?' })).toBeNull();
  });
});
