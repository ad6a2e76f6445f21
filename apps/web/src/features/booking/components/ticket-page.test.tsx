import type { TProductDetail } from '@rihla/shared/schemas/catalogue';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EVENING_SAFARI } from '../../../test/fixtures';
import { ModalProbe, renderWithApp } from '../../../test/render';
import { fail, ok, stubApi, type TRecordedCall } from '../../../test/stub-api';
import { TicketPage, ticketTotal, ticketUnitLabel } from './ticket-page';

const PRODUCT = EVENING_SAFARI;

function renderTicket(product: TProductDetail = PRODUCT) {
  return renderWithApp(
    <>
      <TicketPage module={product.module} planId={product.planId} product={product} />
      <ModalProbe />
    </>,
    {
      path: '/cartcount/:type/:id',
      initialEntries: [`/cartcount/${product.module}/${product.planId}`],
      stubs: { '/detail/:type/:id': 'Product page', '/cart': 'Cart page', '/checkout/:id': 'Checkout page' },
    },
  ).router;
}

function saveDateAndTime() {
  localStorage.setItem('formattedDate', '2026-11-24');
  localStorage.setItem('formattedTime', '3:00 PM - 9:30 PM');
}

/** The page also asks for the saved date's seats; these tests are about the calls the buttons make. */
const withoutAvailability = (calls: TRecordedCall[]) => calls.filter((call) => call.name !== 'users/availability');

afterEach(() => vi.unstubAllGlobals());

describe('ticket unit and total', () => {
  it('calls the unit Adult for individual tours, the tour type otherwise, and Person when there is none', () => {
    expect(ticketUnitLabel('Individual')).toBe('Adult');
    expect(ticketUnitLabel('Group')).toBe('Group');
    expect(ticketUnitLabel('')).toBe('Person');
  });

  it('multiplies the quantity by the unit price to whole fils', () => {
    expect(ticketTotal(3, 165)).toBe(495);
    expect(ticketTotal(3, 0.1)).toBe(0.3);
  });
});

describe('TicketPage', () => {
  it('starts at one ticket, never goes below one, and totals quantity times price', async () => {
    const user = userEvent.setup();
    saveDateAndTime();
    renderTicket();
    const decrease = screen.getByRole('button', { name: 'Decrease Group' });
    const increase = screen.getByRole('button', { name: 'Increase Group' });
    const total = screen.getByTestId('ticket-total');
    expect(screen.getByRole('status', { name: 'Group: 1' })).toBeTruthy();
    expect(decrease).toHaveProperty('disabled', true);
    expect(total.textContent).toBe('AED 165.00');

    await user.click(increase);
    await user.click(increase);
    expect(screen.getByRole('status', { name: 'Group: 3' })).toBeTruthy();
    expect(total.textContent).toBe('AED 495.00');

    await user.click(decrease);
    await user.click(decrease);
    await user.click(decrease);
    expect(screen.getByRole('status', { name: 'Group: 1' })).toBeTruthy();
    expect(total.textContent).toBe('AED 165.00');
  });

  it('shows the saved date and time', () => {
    saveDateAndTime();
    renderTicket();
    expect(screen.getByText('Tue, 24 Nov 2026')).toBeTruthy();
    expect(screen.getByText('3:00 PM - 9:30 PM')).toBeTruthy();
  });

  it('sends the shopper back to the product when no date was chosen', async () => {
    const router = renderTicket();
    expect(await screen.findByText('Please select date and time')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/detail/inBound/evening-desert-safari');
  });

  it('adds the tickets to the cart and opens the cart', async () => {
    const user = userEvent.setup();
    saveDateAndTime();
    const calls = stubApi({ 'users/addToCart': ok(null, 'Added') });
    const router = renderTicket();
    await user.click(screen.getByRole('button', { name: 'Increase Group' }));
    await user.click(screen.getByRole('button', { name: 'Add To Cart' }));
    expect(await screen.findByText('Added to cart')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/cart');
    expect(withoutAvailability(calls)).toEqual([
      {
        name: 'users/addToCart',
        body: {
          item: [
            {
              module: 'inBound',
              planId: 'evening-desert-safari',
              title: 'Evening Desert Safari',
              date: '2026-11-24',
              time: '3:00 PM - 9:30 PM',
              adultCount: 2,
            },
          ],
        },
      },
    ]);
  });

  it("shows a visitor the server's message and opens the login modal", async () => {
    const user = userEvent.setup();
    saveDateAndTime();
    stubApi({ 'users/addToCart': fail('Please log in to continue') });
    const router = renderTicket();
    await user.click(screen.getByRole('button', { name: 'Add To Cart' }));
    expect(await screen.findByText('Please log in to continue')).toBeTruthy();
    expect(screen.getByTestId('modal').textContent).toBe('login');
    expect(router.state.location.pathname).toBe('/cartcount/inBound/evening-desert-safari');
  });

  it('buys now: adds to the cart, starts checkout and opens the first checkout', async () => {
    const user = userEvent.setup();
    saveDateAndTime();
    const calls = stubApi({
      'users/addToCart': ok(null, 'Added'),
      'users/checkout': ok([{ _id: 'chk-1', actual_amount: 165, to_be_paid: 165, discount: 0, coupon_code: null }]),
    });
    const router = renderTicket();
    await user.click(screen.getByRole('button', { name: 'Buy It Now' }));
    expect(await screen.findByText('Checkout page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/checkout/chk-1');
    const made = withoutAvailability(calls);
    expect(made.map((call) => call.name)).toEqual(['users/addToCart', 'users/checkout']);
    expect(made[1]?.body).toEqual({});
  });

  it('stays on the page with the server message when checkout fails', async () => {
    const user = userEvent.setup();
    saveDateAndTime();
    stubApi({
      'users/addToCart': ok(null, 'Added'),
      'users/checkout': fail('Add Package before checkout'),
    });
    const router = renderTicket();
    await user.click(screen.getByRole('button', { name: 'Buy It Now' }));
    expect(await screen.findByText('Add Package before checkout')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/cartcount/inBound/evening-desert-safari');
  });
});

describe('TicketPage seat limit', () => {
  it('stops the count at the seats left for the saved date', async () => {
    const user = userEvent.setup();
    saveDateAndTime();
    const calls = stubApi({
      'users/availability': ok([{ date: '2026-11-24', capacity: 20, seatsLeft: 3, status: 'available' }]),
    });
    renderTicket();
    expect(await screen.findByText('Up to 3 tickets')).toBeTruthy();
    expect(calls[0]).toEqual({
      name: 'users/availability',
      body: { module: PRODUCT.module, planId: PRODUCT.planId, from: '2026-11-24', days: 1 },
    });
    const increase = screen.getByRole('button', { name: 'Increase Group' });
    await user.click(increase);
    await user.click(increase);
    expect(screen.getByRole('status', { name: 'Group: 3' })).toBeTruthy();
    expect(increase).toHaveProperty('disabled', true);
    await user.click(increase);
    expect(screen.getByRole('status', { name: 'Group: 3' })).toBeTruthy();
  });

  it('never offers more than ten tickets in one order', async () => {
    saveDateAndTime();
    stubApi({
      'users/availability': ok([{ date: '2026-11-24', capacity: 40, seatsLeft: 40, status: 'available' }]),
    });
    renderTicket();
    expect(await screen.findByText('Up to 10 tickets')).toBeTruthy();
  });
});
