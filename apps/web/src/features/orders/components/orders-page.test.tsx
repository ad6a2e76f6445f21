import { MESSAGES } from '@rihla/shared/constants';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartItem, completedOrder } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { fail, ok, stubApi } from '../../../test/stub-api';
import { OrdersPage } from './orders-page';

const order = (reference: string, pdfUrl: string | null) =>
  completedOrder({
    paymentId: `sbx_${reference}`,
    reference,
    cartData: [cartItem({ adultCount: 3, totalAmount: 555 })],
    amount_paid: 499.5,
    discount: 55.5,
    status: pdfUrl ? 'confirmed' : 'cancelled',
    pdfUrl,
  });

function stubOrders(answer: unknown) {
  stubApi({ 'users/viewCompletedOrder': answer });
}

function renderOrders() {
  return renderWithApp(<OrdersPage />, { path: '/orderDetails', stubs: { '/': 'Home page', '*': 'Elsewhere' } }).router;
}

afterEach(() => vi.unstubAllGlobals());

describe('Orders page', () => {
  it('shows each order with its payment id, items, created date, total paid and voucher link', async () => {
    stubOrders(ok([order('RH-1', '/api/vouchers/RH-1.pdf'), order('RH-2', null)]));
    renderOrders();
    expect(screen.getByRole('heading', { name: 'Your Orders' })).toBeTruthy();
    const first = await screen.findByRole('article', { name: 'Booking RH-1' });
    expect(within(first).getByText('sbx_RH-1')).toBeTruthy();
    expect(within(first).getByText('Dibba Dhow Cruise')).toBeTruthy();
    expect(within(first).getByText('3 adults')).toBeTruthy();
    expect(within(first).getByText('Sat, 28 Nov 2026')).toBeTruthy();
    expect(within(first).getByText('08:00 AM - 05:00 PM')).toBeTruthy();
    expect(within(first).getByText('Placed on 21 Nov 2026')).toBeTruthy();
    expect(within(first).getByText('AED 499.50')).toBeTruthy();
    const voucher = within(first).getByRole('link', { name: 'Download voucher' });
    expect(voucher.getAttribute('href')).toBe('/api/vouchers/RH-1.pdf');
    expect(voucher.hasAttribute('download')).toBe(true);
  });

  it('says no voucher is available when an order has none', async () => {
    stubOrders(ok([order('RH-2', null)]));
    renderOrders();
    const card = await screen.findByRole('article', { name: 'Booking RH-2' });
    expect(within(card).getByText(MESSAGES.noVoucher)).toBeTruthy();
    expect(within(card).queryByRole('link', { name: 'Download voucher' })).toBeNull();
  });

  it('explains that there are no orders yet when the history is empty', async () => {
    stubOrders(ok([]));
    renderOrders();
    expect(await screen.findByText(MESSAGES.noOrders)).toBeTruthy();
  });

  it('goes home with the server message when the orders cannot be loaded', async () => {
    stubOrders(fail('Please log in to continue'));
    const router = renderOrders();
    expect(await screen.findByText('Please log in to continue')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
