import { MESSAGES } from '@rihla/shared/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cart, cartItem } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { fail, ok, stubApi } from '../../../test/stub-api';
import { CartPage } from './cart-page';

const SAFARI = cartItem({
  module: 'inBound',
  planId: 'evening-safari',
  title: 'Evening Desert Safari',
  time: '03:00 PM - 09:00 PM',
  price: 165,
  totalAmount: 330,
  pictures: ['/media/safari.webp'],
  tour_type: 'Individual',
});
const cartOf = (items: (typeof SAFARI)[], total: number) => ok(cart(items, total));

function renderCart() {
  return renderWithApp(
    <CartPage checkoutAction={(shown) => <p>{`Checkout action for ${shown.items.length} items`}</p>} />,
    { path: '/cart', stubs: { '/': 'Home page', '*': 'Elsewhere' } },
  ).router;
}

afterEach(() => vi.unstubAllGlobals());

describe('Cart page', () => {
  it('says the cart is empty and links to explore when it has no items', async () => {
    stubApi({ 'users/viewCart': cartOf([], 0) });
    renderCart();
    expect(await screen.findByText(MESSAGES.cartEmpty)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Explore experiences/ }).getAttribute('href')).toBe('/ProductFilterPage');
    expect(screen.getByText('Checkout action for 0 items')).toBeTruthy();
  });

  it('shows each line with its details, a two-decimal line total, the item count and the cart total', async () => {
    stubApi({ 'users/viewCart': cartOf([SAFARI], 330) });
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
    const calls = stubApi({
      'users/viewCart': [cartOf([SAFARI], 330), cartOf([], 0)],
      'users/deleteCart': ok(null, 'Removed from cart'),
    });
    renderCart();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Evening Desert Safari' }));
    expect(await screen.findByText(MESSAGES.cartEmpty)).toBeTruthy();
    expect(calls.find((call) => call.name === 'users/deleteCart')?.body).toEqual({ lineId: 'line-1' });
    expect(calls.filter((call) => call.name === 'users/viewCart')).toHaveLength(2);
  });

  it('goes home with the server message when the cart cannot be loaded', async () => {
    stubApi({ 'users/viewCart': fail('Please log in to continue') });
    const router = renderCart();
    expect(await screen.findByText('Please log in to continue')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
