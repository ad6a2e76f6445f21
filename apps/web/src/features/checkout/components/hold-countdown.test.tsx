import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cart, checkoutView } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { ok, stubApi } from '../../../test/stub-api';
import { CheckoutPage } from './checkout-page';
import { formatCountdown } from './hold-countdown';
import { ProceedToCheckoutButton } from './proceed-to-checkout-button';

function CheckoutRoute() {
  const { id = '' } = useParams();
  return <CheckoutPage id={id} cart={cart([], 515)} lines={(items) => (items ? <p>Read-only items</p> : null)} />;
}

function renderAt(path: string) {
  return renderWithApp(
    [
      { path: '/cart', element: <ProceedToCheckoutButton isCartEmpty={false} /> },
      { path: '/checkout/:id', element: <CheckoutRoute /> },
    ],
    { path },
  ).router;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('formatCountdown', () => {
  it('writes the time left as mm:ss, rounding seconds up and never below zero', () => {
    expect(formatCountdown(15 * 60_000)).toBe('15:00');
    expect(formatCountdown(65_500)).toBe('01:06');
    expect(formatCountdown(-5_000)).toBe('00:00');
  });
});

describe('Seat hold countdown', () => {
  it('counts down the hold of the checkout just made, then says it expired', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const expiresAt = new Date(Date.now() + 2 * 60_000).toISOString();
    stubApi({
      'users/checkout': ok([
        { _id: 'co-1', actual_amount: 515, to_be_paid: 515, discount: 0, coupon_code: null, expiresAt },
      ]),
      'users/viewCheckout': ok(checkoutView({ expiresAt })),
    });
    const router = renderAt('/cart');
    await userEvent.click(screen.getByRole('button', { name: 'Proceed To Checkout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/co-1'));
    expect(await screen.findByText(/^Seats held for 0[12]:\d\d$/)).toBeTruthy();

    await act(async () => {
      vi.advanceTimersByTime(61_000);
    });
    expect(screen.getByText(/^Seats held for 00:\d\d$/)).toBeTruthy();

    await act(async () => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByText('Your hold has expired. You can still pay if seats remain.')).toBeTruthy();
    expect(screen.queryByText(/Seats held for/)).toBeNull();
  });

  it('measures a phone booking’s hold against its own length from the server, not the storefront’s 15 minutes', async () => {
    const expiresAt = new Date(Date.now() + 45 * 60_000).toISOString();
    stubApi({ 'users/viewCheckout': ok(checkoutView({ expiresAt, holdMinutes: 60 })) });
    renderAt('/checkout/co-1');
    expect(await screen.findByText(/^Seats held for 4[45]:\d\d$/)).toBeTruthy();
    const bar = document.querySelector<HTMLElement>('[aria-hidden="true"] > [style*="width"]');
    expect(Number.parseFloat(bar?.style.width ?? '')).toBeCloseTo(75, 0);
  });

  it('shows nothing for a checkout that is no longer open', async () => {
    stubApi({ 'users/viewCheckout': ok(checkoutView({ state: 'paid' })) });
    renderAt('/checkout/co-1');
    expect(await screen.findByText('Read-only items')).toBeTruthy();
    expect(screen.queryByText(/Seats held for/)).toBeNull();
    expect(screen.queryByText(/hold has expired/)).toBeNull();
  });
});
