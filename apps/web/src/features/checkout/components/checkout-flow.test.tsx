import { MESSAGES } from '@rihla/shared/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cart, cartItem } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { fail, ok, stubApi } from '../../../test/stub-api';
import { CheckoutPage } from './checkout-page';
import { ProceedToCheckoutButton } from './proceed-to-checkout-button';

const CART = cart([cartItem({ totalAmount: 515 })], 515);

function CheckoutRoute() {
  const { id = '' } = useParams();
  return <CheckoutPage id={id} cart={CART} items={<p>Read-only items</p>} />;
}

function renderAt(path: string, element: ReactNode) {
  return renderWithApp(
    [
      { path: '/cart', element },
      { path: '/checkout/:id', element: <CheckoutRoute /> },
    ],
    { path, stubs: { '*': 'Elsewhere' } },
  ).router;
}

const summaryLine = async (label: string) => {
  const term = await screen.findByText(label, { selector: 'dt' });
  return within(term.parentElement as HTMLElement).getByRole('definition').textContent;
};

afterEach(() => vi.unstubAllGlobals());

describe('Proceed To Checkout', () => {
  it('says a package is needed first when the cart is empty, and calls nothing', async () => {
    const calls = stubApi({});
    renderAt('/cart', <ProceedToCheckoutButton isCartEmpty />);
    await userEvent.click(screen.getByRole('button', { name: 'Proceed To Checkout' }));
    expect(await screen.findByText(MESSAGES.addPackageBeforeCheckout)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('starts a checkout and opens it, showing its amounts', async () => {
    const calls = stubApi({
      'users/checkout': ok(
        [{ _id: 'co-1', actual_amount: 515, to_be_paid: 463.5, discount: 51.5, coupon_code: 'WELCOME10' }],
        'Promo code WELCOME10 applied',
      ),
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
    const priced = (id: string, discount: number, code: string | null) =>
      ok(
        [{ _id: id, actual_amount: 515, to_be_paid: 515 - discount, discount, coupon_code: code }],
        code ? `Promo code ${code} applied` : 'Checkout ready',
      );
    const calls = stubApi({ 'users/checkout': [priced('co-2', 0, null), priced('co-3', 51.5, 'WELCOME10')] });
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
    stubApi({ 'users/checkout': fail(MESSAGES.invalidPromo) });
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
    const calls = stubApi({
      'users/paymentInitiate': ok({
        Transaction: { TransactionID: 'sbx_1', PaymentPage: 'http://localhost:3000/api/sandbox/pay' },
      }),
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
    stubApi({ 'users/paymentInitiate': fail('This checkout has already been paid') });
    const router = renderAt('/checkout/co-1', null);
    await userEvent.click(await screen.findByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText('This checkout has already been paid')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/checkout/co-1');
    expect(localStorage.getItem('cartId')).toBeNull();
  });
});

describe('Checkout of an empty cart', () => {
  it('offers no Pay Now and says a package is needed first, calling nothing', async () => {
    const calls = stubApi({});
    renderWithApp([{ path: '/checkout/:id', element: <CheckoutPage id="co-9" cart={cart([], 0)} items={null} /> }], {
      path: '/checkout/co-9',
    });
    expect((await screen.findByRole('status')).textContent).toContain(MESSAGES.addPackageBeforeCheckout);
    const pay = screen.getByRole('button', { name: 'Pay Now' }) as HTMLButtonElement;
    expect(pay.disabled).toBe(true);
    await userEvent.click(pay);
    expect(calls).toHaveLength(0);
  });
});
