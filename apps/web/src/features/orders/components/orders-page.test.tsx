import { MESSAGES } from '@rihla/shared/constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrdersPage } from './orders-page';

const order = (reference: string, pdfUrl: string | null) => ({
  paymentId: `sbx_${reference}`,
  reference,
  cartData: [
    {
      module: 'picnic',
      planId: 'dhow',
      title: 'Dibba Dhow Cruise',
      date: '2026-11-28',
      time: '08:00 AM - 05:00 PM',
      adultCount: 3,
      price: 185,
      totalAmount: 555,
      pictures: ['/media/dhow.webp'],
    },
  ],
  createdAt: '2026-11-21T10:00:00.000Z',
  amount_paid: 499.5,
  discount: 55.5,
  status: pdfUrl ? 'confirmed' : 'cancelled',
  pdfUrl,
});

function stubOrders(answer: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } })),
  );
}

function renderOrders() {
  const router = createMemoryRouter(
    [
      { path: '/orderDetails', element: <OrdersPage /> },
      { path: '/', element: <p>Home page</p> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: ['/orderDetails'] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <ToastContainer />
    </QueryClientProvider>,
  );
  return router;
}

afterEach(() => vi.unstubAllGlobals());

describe('Orders page', () => {
  it('shows each order with its payment id, items, created date, total paid and voucher link', async () => {
    stubOrders({ status: 1, data: [order('RH-1', '/api/vouchers/RH-1.pdf'), order('RH-2', null)], message: 'Success' });
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
    stubOrders({ status: 1, data: [order('RH-2', null)], message: 'Success' });
    renderOrders();
    const card = await screen.findByRole('article', { name: 'Booking RH-2' });
    expect(within(card).getByText(MESSAGES.noVoucher)).toBeTruthy();
    expect(within(card).queryByRole('link', { name: 'Download voucher' })).toBeNull();
  });

  it('explains that there are no orders yet when the history is empty', async () => {
    stubOrders({ status: 1, data: [], message: 'Success' });
    renderOrders();
    expect(await screen.findByText(MESSAGES.noOrders)).toBeTruthy();
  });

  it('goes home with the server message when the orders cannot be loaded', async () => {
    stubOrders({ status: 0, message: 'Please log in to continue' });
    const router = renderOrders();
    expect(await screen.findByText('Please log in to continue')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
