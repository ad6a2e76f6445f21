import { MESSAGES } from '@rihla/shared/constants';
import { PAYMENT_MESSAGES } from '@rihla/shared/messages/booking';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cart, cartItem, checkoutView } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { fail, ok, stubApi } from '../../../test/stub-api';
import { CheckoutPage } from './checkout-page';
import { ProceedToCheckoutButton } from './proceed-to-checkout-button';

const CART = cart([cartItem({ totalAmount: 515 })], 515);

/** The checkout's lines as the page draws them: their titles and counts, or a loading line. */
const LINES = (items: Array<{ title: string; adultCount: number }> | undefined) => (
  <p>{items ? items.map((item) => `${item.title} × ${item.adultCount}`).join(', ') : 'Loading lines'}</p>
);

function CheckoutRoute() {
  const { id = '' } = useParams();
  return <CheckoutPage id={id} cart={CART} lines={LINES} />;
}

/** users/viewCheckout answering each id with an open checkout of these amounts (by default 515, no code). */
const openCheckouts = (amounts: Record<string, { discount: number; coupon_code: string | null }> = {}) => ({
  'users/viewCheckout': ({ cartId }: { cartId: string }) => {
    const { discount = 0, coupon_code = null } = amounts[cartId] ?? {};
    return ok(checkoutView({ _id: cartId, discount, to_be_paid: 515 - discount, coupon_code }));
  },
});

function renderAt(path: string, element: ReactNode) {
  return renderWithApp(
    [
      { path: '/cart', element },
      { path: '/checkout/:id', element: <CheckoutRoute /> },
    ],
    { path, stubs: { '*': 'Elsewhere' } },
  ).router;
}

const payNow = () => screen.getByRole('button', { name: 'Pay Now' }) as HTMLButtonElement;

/** The amount shown against a label of the summary, once the checkout has loaded. */
const summaryLine = async (label: string) => {
  const term = await screen.findByText(label, { selector: 'dt' });
  const amount = () => within(term.parentElement as HTMLElement).getByRole('definition').textContent;
  await waitFor(() => expect(amount()).not.toBe('…'));
  return amount();
};

afterEach(() => vi.unstubAllGlobals());

describe('the checkout’s VAT line', () => {
  it('shows, before paying, the VAT the total includes as the server counted it, under To Be Paid', async () => {
    stubApi({
      'users/viewCheckout': ok(checkoutView({ _id: 'co-vat', to_be_paid: 463.5, discount: 51.5, vat: 22.07 })),
    });
    renderAt('/checkout/co-vat', null);
    expect(await summaryLine('VAT (5%) included')).toBe('AED 22.07');
    expect(await summaryLine('To Be Paid')).toBe('AED 463.50');
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms.indexOf('VAT (5%) included')).toBeGreaterThan(terms.indexOf('To Be Paid'));
    expect(payNow().disabled).toBe(false);
  });
});

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
      ...openCheckouts({ 'co-1': { discount: 51.5, coupon_code: 'WELCOME10' } }),
    });
    const router = renderAt('/cart', <ProceedToCheckoutButton isCartEmpty={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Proceed To Checkout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/co-1'));
    expect(calls[0]).toEqual({ name: 'users/checkout', body: {} });
    expect(await summaryLine('To Be Paid')).toBe('AED 463.50');
  });
});

describe('Checkout page', () => {
  it("shows the checkout's own lines and amounts on a fresh load, with Pay Now", async () => {
    const calls = stubApi(openCheckouts({ 'co-1': { discount: 0, coupon_code: null } }));
    renderAt('/checkout/co-1', null);
    expect(await screen.findByText('Dibba Dhow Cruise × 2')).toBeTruthy();
    expect(calls).toEqual([
      { name: 'users/viewCheckout', body: { cartId: 'co-1' } },
      // The balances the shopper may pay with (decision 049).
      { name: 'users/viewWallet', body: {} },
      // Whether the shopper is a partner's travel agent who may book on account (decision 126).
      { name: 'users/agencyAccount', body: { cartId: 'co-1' } },
    ]);
    expect(await summaryLine('Subtotal')).toBe('AED 515.00');
    expect(await summaryLine('Discount')).toBe('AED 0.00');
    expect(await summaryLine('To Be Paid')).toBe('AED 515.00');
  });

  it('shows the payment summary once the checkout is there, never moving it down, and keeps it while a code reprices', async () => {
    // Each checkout's answer waits until the test lets it go: what the page shows meanwhile is what a phone sees.
    const waiting = new Map<string, () => void>();
    const held = (cartId: string) =>
      new Promise((resolve) => {
        waiting.set(cartId, () => resolve(ok(checkoutView({ _id: cartId, to_be_paid: 515 }))));
      });
    stubApi({
      'users/viewCheckout': ({ cartId }: { cartId: string }) => held(cartId),
      'users/checkout': ok([{ _id: 'co-2', actual_amount: 515, to_be_paid: 515, discount: 0, coupon_code: null }]),
    });
    const router = renderAt('/checkout/co-1', null);
    expect(await screen.findByText('Loading lines')).toBeTruthy();
    await waitFor(() => expect(waiting.has('co-1')).toBe(true));
    // Under the lines' skeleton, no summary yet (it would be pushed down when the lines come).
    expect(screen.queryByRole('heading', { name: 'Payment summary' })).toBeNull();
    waiting.get('co-1')?.();
    expect(await screen.findByRole('heading', { name: 'Payment summary' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/co-2'));
    await waitFor(() => expect(waiting.has('co-2')).toBe(true));
    // The new checkout loading: the summary, its promo box included, stays where it is.
    expect(screen.getByRole('heading', { name: 'Payment summary' })).toBeTruthy();
    expect(screen.getByLabelText('Promo code')).toBeTruthy();
    waiting.get('co-2')?.();
    expect(await summaryLine('To Be Paid')).toBe('AED 515.00');
  });

  it('sends the promo code only when the box is not empty, then shows the new checkout', async () => {
    const priced = (id: string, discount: number, code: string | null) =>
      ok(
        [{ _id: id, actual_amount: 515, to_be_paid: 515 - discount, discount, coupon_code: code }],
        code ? `Promo code ${code} applied` : 'Checkout ready',
      );
    const calls = stubApi({
      'users/checkout': [priced('co-2', 0, null), priced('co-3', 51.5, 'WELCOME10')],
      ...openCheckouts({ 'co-3': { discount: 51.5, coupon_code: 'WELCOME10' } }),
    });
    const router = renderAt('/checkout/co-1', null);
    await userEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/co-2'));
    await userEvent.type(screen.getByLabelText('Promo code'), 'WELCOME10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/co-3'));
    const checkouts = calls.filter((call) => call.name === 'users/checkout');
    expect(checkouts.map((call) => call.body)).toEqual([{}, { coupon_code: 'WELCOME10' }]);
    expect(router.state.historyAction).toBe('REPLACE');
    // The code is said applied once, beside the amounts (no toast over the summary).
    expect(await screen.findByText('WELCOME10 applied')).toBeTruthy();
    expect(screen.queryByText('Promo code WELCOME10 applied')).toBeNull();
    expect(await summaryLine('Discount')).toBe('− AED 51.50');
    expect(await summaryLine('To Be Paid')).toBe('AED 463.50');
  });

  it('shows the server message once, under the field, when a promo code is refused, changing nothing', async () => {
    stubApi({ 'users/checkout': fail(MESSAGES.invalidPromo), ...openCheckouts() });
    const router = renderAt('/checkout/co-1', null);
    const field = await screen.findByLabelText('Promo code');
    await userEvent.type(field, 'NOPE');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    const error = document.getElementById(field.getAttribute('aria-describedby') ?? '');
    expect(error?.textContent).toBe(MESSAGES.invalidPromo);
    expect(await screen.findAllByText(MESSAGES.invalidPromo)).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/checkout/co-1');
    expect(await summaryLine('To Be Paid')).toBe('AED 515.00');
  });

  it("applies a promo code to a Buy It Now checkout's own line, not the whole cart", async () => {
    const calls = stubApi({
      'users/checkout': ok(
        [{ _id: 'co-2', actual_amount: 515, to_be_paid: 463.5, discount: 51.5, coupon_code: 'WELCOME10' }],
        'Promo code WELCOME10 applied',
      ),
      'users/viewCheckout': ({ cartId }: { cartId: string }) => ok(checkoutView({ _id: cartId, lineIds: ['line-9'] })),
    });
    const router = renderAt('/checkout/co-1', null);
    await userEvent.type(await screen.findByLabelText('Promo code'), 'WELCOME10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/co-2'));
    expect(calls.find((call) => call.name === 'users/checkout')?.body).toEqual({
      coupon_code: 'WELCOME10',
      lineIds: ['line-9'],
    });
    // The new checkout is read before the test ends (no call left in flight for the next test).
    expect(await summaryLine('To Be Paid')).toBe('AED 515.00');
  });

  it('offers no Pay Now for a checkout without lines', async () => {
    stubApi({ 'users/viewCheckout': ok(checkoutView({ items: [] })) });
    renderAt('/checkout/co-1', null);
    expect(await screen.findByText(MESSAGES.addPackageBeforeCheckout)).toBeTruthy();
    expect(payNow().disabled).toBe(true);
  });

  it('Pay Now stores the cart id and transaction id and opens the gateway page', async () => {
    const calls = stubApi({
      'users/paymentInitiate': ok({
        Transaction: { TransactionID: 'sbx_1', PaymentPage: 'http://localhost:3000/api/sandbox/pay' },
      }),
      ...openCheckouts(),
    });
    const router = renderAt('/checkout/co-1', null);
    await waitFor(() => expect(payNow().disabled).toBe(false));
    await userEvent.click(payNow());
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/gateway\//));
    expect(calls.filter((call) => call.name === 'users/paymentInitiate')).toEqual([
      { name: 'users/paymentInitiate', body: { cartId: 'co-1' } },
    ]);
    expect(localStorage.getItem('cartId')).toBe('co-1');
    expect(localStorage.getItem('transactionID')).toBe('sbx_1');
    expect(router.state.location.pathname).toBe(
      `/gateway/sbx_1/${encodeURIComponent('http://localhost:3000/api/sandbox/pay')}`,
    );
  });

  it('shows the server message when payment cannot start, and stays', async () => {
    stubApi({ 'users/paymentInitiate': fail('This checkout has already been paid'), ...openCheckouts() });
    const router = renderAt('/checkout/co-1', null);
    await waitFor(() => expect(payNow().disabled).toBe(false));
    await userEvent.click(payNow());
    expect(await screen.findByText('This checkout has already been paid')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/checkout/co-1');
    expect(localStorage.getItem('cartId')).toBeNull();
  });
});

describe('Checkout of an empty cart', () => {
  it('offers no Pay Now and says a package is needed first, paying nothing', async () => {
    const calls = stubApi(openCheckouts());
    renderWithApp([{ path: '/checkout/:id', element: <CheckoutPage id="co-9" cart={cart([], 0)} lines={LINES} /> }], {
      path: '/checkout/co-9',
    });
    expect((await screen.findByRole('status')).textContent).toContain(MESSAGES.addPackageBeforeCheckout);
    expect(payNow().disabled).toBe(true);
    await userEvent.click(payNow());
    expect(
      calls.map((call) => call.name).filter((name) => name !== 'users/viewWallet' && name !== 'users/agencyAccount'),
    ).toEqual(['users/viewCheckout']);
  });
});

describe('Checkout that cannot be paid', () => {
  it('says an unknown checkout was not found, links back to the cart and offers no Pay Now', async () => {
    const calls = stubApi({ 'users/viewCheckout': fail(PAYMENT_MESSAGES.checkoutNotFound) });
    renderAt('/checkout/nope', null);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This checkout was not found. Please check out again.',
    );
    expect(screen.getByRole('link', { name: 'Back to cart' }).getAttribute('href')).toBe('/cart');
    expect(screen.queryByRole('button', { name: 'Pay Now' })).toBeNull();
    expect(screen.queryByLabelText('Promo code')).toBeNull();
    expect(screen.queryByText('Dibba Dhow Cruise × 2')).toBeNull();
    expect(calls).toEqual([{ name: 'users/viewCheckout', body: { cartId: 'nope' } }]);
  });

  it('says a paid checkout was paid, with its booking, and links to Your Orders', async () => {
    stubApi({
      'users/viewCheckout': ok(
        checkoutView({ state: 'paid', order: { reference: 'RH-PAID42', status: 'confirmed' }, expiresAt: 'x' }),
      ),
    });
    renderAt('/checkout/co-1', null);
    expect((await screen.findByRole('status')).textContent).toContain(
      'This checkout has been paid: booking RH-PAID42.',
    );
    expect(screen.getByRole('link', { name: 'Your Orders' }).getAttribute('href')).toBe('/orderDetails');
    expect(screen.getByText('Dibba Dhow Cruise × 2')).toBeTruthy();
    expect(await summaryLine('Total')).toBe('AED 515.00');
    expect(screen.queryByRole('button', { name: 'Pay Now' })).toBeNull();
    expect(screen.queryByLabelText('Promo code')).toBeNull();
  });

  it.each([
    ['cancelled', 'This checkout was cancelled.'],
    ['failed', 'This checkout could not be booked. Any payment taken for it is refunded.'],
  ] as const)('says a %s checkout is so and offers the cart', async (state, text) => {
    stubApi({ 'users/viewCheckout': ok(checkoutView({ state })) });
    renderAt('/checkout/co-1', null);
    expect((await screen.findByRole('status')).textContent).toContain(text);
    expect(screen.getByRole('link', { name: 'Back to cart' }).getAttribute('href')).toBe('/cart');
    expect(screen.queryByRole('button', { name: 'Pay Now' })).toBeNull();
  });

  it('says why an open checkout cannot be paid now and keeps Pay Now off', async () => {
    const refusal = 'Sold out for Dibba Dhow Cruise on 2026-11-28';
    const calls = stubApi({ 'users/viewCheckout': ok(checkoutView({ payRefusal: refusal })) });
    renderAt('/checkout/co-1', null);
    expect((await screen.findByRole('status')).textContent).toContain(refusal);
    expect(payNow().disabled).toBe(true);
    await userEvent.click(payNow());
    expect(
      calls.map((call) => call.name).filter((name) => name !== 'users/viewWallet' && name !== 'users/agencyAccount'),
    ).toEqual(['users/viewCheckout']);
  });
});
