import { MESSAGES } from '@rihla/shared/constants';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookingTerms, cart, cartItem, familyTicketTypes } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { fail, ok, stubApi } from '../../../test/stub-api';
import { CartPage, UNDO_SECONDS } from './cart-page';

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
/** The family line: `adults` adults (AED 185) and one child (AED 95), of a product that takes at most 4 people. */
const familyLine = (adults: number, overrides: Partial<typeof SAFARI> = {}) =>
  cartItem({
    lineId: 'line-fam',
    adultCount: adults,
    childCount: 1,
    infantCount: 0,
    tickets: [
      { kind: 'adult', label: 'Adult', count: adults, price: 185, totalAmount: adults * 185 },
      { kind: 'child', label: 'Child (3-11 years)', count: 1, price: 95, totalAmount: 95 },
    ],
    totalAmount: adults * 185 + 95,
    booking: bookingTerms(185, { maxPeople: 4, ticketTypes: familyTicketTypes(185, 95) }),
    ...overrides,
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
    const family = familyLine(2, {
      date: '2026-11-28',
      time: '7:00 AM - 5:00 PM',
      departure: { start: '07:00', end: '17:00' },
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

  it("changes a line's tickets with its steppers, within the product's limits, and the server prices it", async () => {
    const family = familyLine(2);
    const more = familyLine(3);
    const calls = stubApi({
      'users/viewCart': [cartOf([family], 465), cartOf([more], 650)],
      'users/updateCartLine': ok(null, 'Your cart was updated'),
    });
    renderCart();
    await userEvent.click(await screen.findByRole('button', { name: 'Increase Adult' }));
    expect(await screen.findByText('3 adults')).toBeTruthy();
    expect(calls.find((call) => call.name === 'users/updateCartLine')?.body).toEqual({
      lineId: 'line-fam',
      tickets: { adult: 3, child: 1, infant: 0 },
    });
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(within(summary).getByText('AED 650.00')).toBeTruthy();
    // Four people is the product's most (infants count too): no more adults or children.
    expect((screen.getByRole('button', { name: 'Increase Adult' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Increase Child (3-11 years)' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect((screen.getByRole('button', { name: 'Decrease Child (3-11 years)' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it("shows the server's refusal of new counts once, and the line keeps its counts", async () => {
    stubApi({
      'users/viewCart': cartOf([SAFARI], 330),
      'users/updateCartLine': fail('Only 2 seats are left for Evening Desert Safari on 2026-11-28'),
    });
    renderCart();
    await userEvent.click(await screen.findByRole('button', { name: 'Increase Adult' }));
    expect(await screen.findAllByText('Only 2 seats are left for Evening Desert Safari on 2026-11-28')).toHaveLength(1);
    expect(screen.getByText('2 adults')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Adult' }).textContent).toContain('2');
  });

  it('offers Undo where a removed line was, and Undo puts the same departure and counts back', async () => {
    const calls = stubApi({
      'users/viewCart': [cartOf([SAFARI], 330), cartOf([], 0), cartOf([SAFARI], 330)],
      'users/deleteCart': ok(null, 'Removed from your cart'),
      'users/addToCart': ok({ lineIds: ['line-2'] }, 'Added to cart'),
    });
    renderCart();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Evening Desert Safari' }));
    const undo = await screen.findByRole('button', { name: 'Undo' });
    expect(undo.closest('li')?.textContent).toContain('Evening Desert Safari');
    // The removal is the notice's message: no toast besides it.
    expect(screen.getAllByText(/Removed from your cart/)).toHaveLength(1);
    await userEvent.click(undo);
    expect(await screen.findByRole('link', { name: 'Evening Desert Safari' })).toBeTruthy();
    expect(calls.find((call) => call.name === 'users/addToCart')?.body).toEqual({
      item: [
        {
          module: 'inBound',
          planId: 'evening-safari',
          date: '2026-11-28',
          departure: '08:00',
          adultCount: 2,
          tickets: { adult: 2, child: 0, infant: 0 },
        },
      ],
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull());
  });

  it('leaves a removed line removed when the shopper leaves the page: the server removed it at once', async () => {
    const calls = stubApi({
      'users/viewCart': [cartOf([SAFARI], 330), cartOf([], 0)],
      'users/deleteCart': ok(null, 'Removed from your cart'),
    });
    const router = renderCart();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Evening Desert Safari' }));
    await screen.findByRole('button', { name: 'Undo' });
    await act(() => router.navigate('/'));
    expect(await screen.findByText('Home page')).toBeTruthy();
    const writes = calls.filter((call) => call.name !== 'users/viewCart').map((call) => call.name);
    expect(writes).toEqual(['users/deleteCart']);
  });

  it(`stops offering Undo after ${UNDO_SECONDS} seconds`, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      stubApi({
        'users/viewCart': [cartOf([SAFARI], 330), cartOf([], 0)],
        'users/deleteCart': ok(null, 'Removed from your cart'),
      });
      renderCart();
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await user.click(await screen.findByRole('button', { name: 'Remove Evening Desert Safari' }));
      expect(await screen.findByRole('button', { name: 'Undo' })).toBeTruthy();
      await act(async () => {
        vi.advanceTimersByTime(UNDO_SECONDS * 1000);
      });
      expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
      expect(screen.getByText(MESSAGES.cartEmpty)).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});
