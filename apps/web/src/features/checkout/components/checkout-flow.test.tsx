import { MESSAGES } from '@rihla/shared/constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckoutPage } from './checkout-page';
import { ProceedToCheckoutButton } from './proceed-to-checkout-button';

const CART = {
  items: [],
  totalCartAmount: 515,
  amount_paid: 515,
  discount: 0,
  coupon_code: null,
};

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

function CheckoutRoute() {
  const { id = '' } = useParams();
  return <CheckoutPage id={id} cart={CART} items={<p>Read-only items</p>} />;
}

function renderAt(path: string, element: ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/cart', element },
      { path: '/checkout/:id', element: <CheckoutRoute /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [path] },
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

const summaryLine = async (label: string) => {
  const term = await screen.findByText(label, { selector: 'dt' });
  return within(term.parentElement as HTMLElement).getByRole('definition').textContent;
};

afterEach(() => vi.unstubAllGlobals());

describe('Proceed To Checkout', () => {
  it('says a package is needed first when the cart is empty, and calls nothing', async () => {
    stubApi({});
    renderAt('/cart', <ProceedToCheckoutButton isCartEmpty />);
    await userEvent.click(screen.getByRole('button', { name: 'Proceed To Checkout' }));
    expect(await screen.findByText(MESSAGES.addPackageBeforeCheckout)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('starts a checkout and opens it, showing its amounts', async () => {
    stubApi({
      'users/checkout': [
        {
          status: 1,
          data: [{ _id: 'co-1', actual_amount: 515, to_be_paid: 463.5, discount: 51.5, coupon_code: 'WELCOME10' }],
          message: 'Promo code WELCOME10 applied',
        },
      ],
    });
    const router = renderAt('/cart', <ProceedToCheckoutButton isCartEmpty={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Proceed To Checkout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/co-1'));
    expect(calls).toEqual([{ name: 'users/checkout', body: {} }]);
    expect(await summaryLine('To Be Paid')).toBe('AED 463.50');
  });
});

describe('Checkout page', () => {
  it('shows the cart totals on a fresh load', async () => {
    stubApi({});
    renderAt('/checkout/co-1', null);
    expect(await screen.findByText('Read-only items')).toBeTruthy();
    expect(await summaryLine('Subtotal')).toBe('AED 515.00');
    expect(await summaryLine('Discount')).toBe('AED 0.00');
    expect(await summaryLine('To Be Paid')).toBe('AED 515.00');
  });

  it('sends the promo code only when the box is not empty, then shows the new checkout', async () => {
    const priced = (id: string, discount: number, code: string | null) => ({
      status: 1,
      data: [{ _id: id, actual_amount: 515, to_be_paid: 515 - discount, discount, coupon_code: code }],
      message: code ? `Promo code ${code} applied` : 'Checkout ready',
    });
    stubApi({ 'users/checkout': [priced('co-2', 0, null), priced('co-3', 51.5, 'WELCOME10')] });
    const router = renderAt('/checkout/co-1', null);
    await userEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/co-2'));
    await userEvent.type(screen.getByLabelText('Promo code'), 'WELCOME10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/co-3'));
    expect(calls.map((call) => call.body)).toEqual([{}, { coupon_code: 'WELCOME10' }]);
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByText('Promo code WELCOME10 applied')).toBeTruthy();
    expect(await summaryLine('Discount')).toBe('− AED 51.50');
    expect(await summaryLine('To Be Paid')).toBe('AED 463.50');
  });

  it('shows the server message under the field and as a toast when a promo code is refused, changing nothing', async () => {
    stubApi({ 'users/checkout': [{ status: 0, message: MESSAGES.invalidPromo }] });
    const router = renderAt('/checkout/co-1', null);
    const field = await screen.findByLabelText('Promo code');
    await userEvent.type(field, 'NOPE');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    const error = document.getElementById(field.getAttribute('aria-describedby') ?? '');
    expect(error?.textContent).toBe(MESSAGES.invalidPromo);
    expect(await screen.findAllByText(MESSAGES.invalidPromo)).toHaveLength(2);
    expect(router.state.location.pathname).toBe('/checkout/co-1');
    expect(await summaryLine('To Be Paid')).toBe('AED 515.00');
  });

  it('Pay Now stores the cart id and transaction id and opens the gateway page', async () => {
    stubApi({
      'users/paymentInitiate': [
        {
          status: 1,
          data: { Transaction: { TransactionID: 'sbx_1', PaymentPage: 'http://localhost:3000/api/sandbox/pay' } },
          message: 'Success',
        },
      ],
    });
    const router = renderAt('/checkout/co-1', null);
    await userEvent.click(await screen.findByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/gateway\//));
    expect(calls).toEqual([{ name: 'users/paymentInitiate', body: { cartId: 'co-1' } }]);
    expect(localStorage.getItem('cartId')).toBe('co-1');
    expect(localStorage.getItem('transactionID')).toBe('sbx_1');
    expect(router.state.location.pathname).toBe(
      `/gateway/sbx_1/${encodeURIComponent('http://localhost:3000/api/sandbox/pay')}`,
    );
  });

  it('shows the server message when payment cannot start, and stays', async () => {
    stubApi({ 'users/paymentInitiate': [{ status: 0, message: 'This checkout has already been paid' }] });
    const router = renderAt('/checkout/co-1', null);
    await userEvent.click(await screen.findByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText('This checkout has already been paid')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/checkout/co-1');
    expect(localStorage.getItem('cartId')).toBeNull();
  });
});
