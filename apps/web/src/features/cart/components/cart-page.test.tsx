import { MESSAGES } from '@rihla/shared/constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CartPage } from './cart-page';

const SAFARI = {
  module: 'inBound',
  planId: 'evening-safari',
  title: 'Evening Desert Safari',
  date: '2026-11-28',
  time: '03:00 PM - 09:00 PM',
  adultCount: 2,
  price: 165,
  totalAmount: 330,
  pictures: ['/media/safari.webp'],
  tour_type: 'Individual',
};
const cartOf = (items: (typeof SAFARI)[], total: number) => ({
  status: 1,
  data: { items, totalCartAmount: total, amount_paid: total, discount: 0, coupon_code: null },
  message: 'Success',
});

let calls: Array<{ name: string; body: unknown }> = [];

/** Answers per call; a list is answered in turn (the last one repeats). */
function stubApi(answers: Record<string, unknown[]>) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const name = url.replace('/api/', '');
      calls.push({ name, body: JSON.parse(String(init.body)) });
      const queue = answers[name] ?? [{ status: 0, message: `No canned answer for ${name}` }];
      const answer = queue.length > 1 ? queue.shift() : queue[0];
      return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
    }),
  );
}

function renderCart() {
  const router = createMemoryRouter(
    [
      {
        path: '/cart',
        element: <CartPage checkoutAction={(cart) => <p>{`Checkout action for ${cart.items.length} items`}</p>} />,
      },
      { path: '/', element: <p>Home page</p> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: ['/cart'] },
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

describe('Cart page', () => {
  it('says the cart is empty and links to explore when it has no items', async () => {
    stubApi({ 'users/viewCart': [cartOf([], 0)] });
    renderCart();
    expect(await screen.findByText(MESSAGES.cartEmpty)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Explore experiences/ }).getAttribute('href')).toBe('/ProductFilterPage');
    expect(screen.getByText('Checkout action for 0 items')).toBeTruthy();
  });

  it('shows each line with its details, a two-decimal line total, the item count and the cart total', async () => {
    stubApi({ 'users/viewCart': [cartOf([SAFARI], 330)] });
    renderCart();
    const title = await screen.findByRole('link', { name: 'Evening Desert Safari' });
    expect(title.getAttribute('href')).toBe('/detail/inBound/evening-safari');
    const line = title.closest('li') as HTMLElement;
    expect(within(line).getByText('AED 330.00')).toBeTruthy();
    expect(within(line).getByText('2 adults')).toBeTruthy();
    expect(within(line).getByText('Sat, 28 Nov 2026')).toBeTruthy();
    expect(within(line).getByText('03:00 PM - 09:00 PM')).toBeTruthy();
    expect(screen.getByText('1 item')).toBeTruthy();
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(within(summary).getByText('AED 330.00')).toBeTruthy();
  });

  it('removes a line with its remove button and then reloads the cart', async () => {
    stubApi({
      'users/viewCart': [cartOf([SAFARI], 330), cartOf([], 0)],
      'users/deleteCart': [{ status: 1, data: null, message: 'Removed from cart' }],
    });
    renderCart();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Evening Desert Safari' }));
    expect(await screen.findByText(MESSAGES.cartEmpty)).toBeTruthy();
    expect(calls.find((call) => call.name === 'users/deleteCart')?.body).toEqual({
      module: 'inBound',
      planId: 'evening-safari',
    });
    expect(calls.filter((call) => call.name === 'users/viewCart')).toHaveLength(2);
  });

  it('goes home with the server message when the cart cannot be loaded', async () => {
    stubApi({ 'users/viewCart': [{ status: 0, message: 'Please log in to continue' }] });
    const router = renderCart();
    expect(await screen.findByText('Please log in to continue')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
