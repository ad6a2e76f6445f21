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

  it('shows the same product on two dates as two lines, each with its departure, people, where to be and terms', async () => {
    const family = cartItem({
      lineId: 'line-fam',
      date: '2026-11-28',
      time: '7:00 AM - 5:00 PM',
      departure: { start: '07:00', end: '17:00' },
      adultCount: 2,
      childCount: 1,
      infantCount: 0,
      tickets: [
        { kind: 'adult', label: 'Adult', count: 2, price: 185, totalAmount: 370 },
        { kind: 'child', label: 'Child (3-11 years)', count: 1, price: 95, totalAmount: 95 },
      ],
      totalAmount: 465,
      whereToBe: 'Hotel pick-up (Dubai hotels) between 4:30 AM and 5:00 AM',
    });
    const later = cartItem({
      lineId: 'line-later',
      date: '2026-12-03',
      time: '2:00 PM - 6:00 PM',
      departure: { start: '14:00', end: '18:00' },
      adultCount: 1,
      totalAmount: 185,
    });
    const calls = stubApi({
      'users/viewCart': [cartOf([family, later], 650), cartOf([family], 465)],
      'users/deleteCart': ok(null, 'Removed from cart'),
    });
    renderCart();
    await screen.findByText('2 items');
    const lines = screen.getAllByRole('listitem').filter((item) => item.querySelector('h3'));
    expect(lines).toHaveLength(2);
    const [first, second] = lines as [HTMLElement, HTMLElement];
    expect(within(first).getByText('7:00 AM - 5:00 PM')).toBeTruthy();
    expect(within(first).getByText('2 adults')).toBeTruthy();
    expect(within(first).getByText('1 child')).toBeTruthy();
    expect(within(first).getByText('2 × AED 185.00 + 1 × AED 95.00')).toBeTruthy();
    expect(within(first).getByText('Hotel pick-up (Dubai hotels) between 4:30 AM and 5:00 AM')).toBeTruthy();
    expect(within(first).getByText(/^Full refund if cancelled at least 24 hours before/)).toBeTruthy();
    expect(within(second).getByText('Thu, 3 Dec 2026')).toBeTruthy();
    expect(within(second).getByText('2:00 PM - 6:00 PM')).toBeTruthy();
    expect(within(second).getByText('1 adult')).toBeTruthy();

    await userEvent.click(within(second).getByRole('button', { name: 'Remove Dibba Dhow Cruise' }));
    expect(await screen.findByText('1 item')).toBeTruthy();
    expect(calls.find((call) => call.name === 'users/deleteCart')?.body).toEqual({ lineId: 'line-later' });
  });

  it('shows a private group line as the group and its guests', async () => {
    const boat = cartItem({
      title: 'Private Dhow Charter',
      pricing: 'perGroup',
      adultCount: 6,
      price: 1200,
      totalAmount: 1200,
      tickets: [{ kind: 'adult', label: 'Private group (up to 8 guests)', count: 1, price: 1200, totalAmount: 1200 }],
    });
    stubApi({ 'users/viewCart': cartOf([boat], 1200) });
    renderCart();
    const title = await screen.findByRole('link', { name: 'Private Dhow Charter' });
    const line = title.closest('li') as HTMLElement;
    expect(within(line).getByText('Private group (up to 8 guests)')).toBeTruthy();
    expect(within(line).getByText('6 guests')).toBeTruthy();
    expect(within(line).getByText('Group price')).toBeTruthy();
  });
});
