import type { TDepartureStatus } from '@rihla/shared/schemas/booking-terms';
import type { TProductDetail } from '@rihla/shared/schemas/catalogue';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ticketUnitLabel } from '../../../lib/ticket-choice';
import { bookingTerms, EVENING_SAFARI, familyTicketTypes, productDetail } from '../../../test/fixtures';
import { ModalProbe, renderWithApp } from '../../../test/render';
import { fail, ok, stubApi, type TRecordedCall } from '../../../test/stub-api';
import { TicketPage, ticketTotal } from './ticket-page';

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
  localStorage.setItem('formattedDeparture', '15:00');
}

/** The page also asks for the saved date's departures; these tests are about the calls the buttons make. */
const withoutAvailability = (calls: TRecordedCall[]) => calls.filter((call) => call.name !== 'users/departures');

/** users/departures for 2026-11-24: the safari's 3:00 PM departure with these seats left and state. */
function departuresAnswer(seatsLeft: number, status: TDepartureStatus = 'available', capacity = 20) {
  return ok([
    {
      date: '2026-11-24',
      status,
      departures: [{ start: '15:00', end: '21:30', time: '3:00 PM - 9:30 PM', capacity, seatsLeft, status }],
    },
  ]);
}

afterEach(() => vi.unstubAllGlobals());

describe('ticket unit and total', () => {
  it('calls the unit Adult for individual tours, Person for other per-person trips and the unit of a per-group one', () => {
    const perPerson = { pricing: 'perPerson', groupUnit: 'Group' } as const;
    expect(ticketUnitLabel(perPerson, 'Individual')).toBe('Adult');
    expect(ticketUnitLabel(perPerson, 'Group')).toBe('Person');
    expect(ticketUnitLabel(perPerson, '')).toBe('Person');
    expect(ticketUnitLabel({ pricing: 'perGroup', groupUnit: 'Boat' }, 'Individual')).toBe('Boat');
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
    const decrease = screen.getByRole('button', { name: 'Decrease Person' });
    const increase = screen.getByRole('button', { name: 'Increase Person' });
    const total = screen.getByTestId('ticket-total');
    expect(screen.getByRole('status', { name: 'Person: 1' })).toBeTruthy();
    expect(decrease).toHaveProperty('disabled', true);
    expect(total.textContent).toBe('AED 165.00');

    await user.click(increase);
    await user.click(increase);
    expect(screen.getByRole('status', { name: 'Person: 3' })).toBeTruthy();
    expect(total.textContent).toBe('AED 495.00');

    await user.click(decrease);
    await user.click(decrease);
    await user.click(decrease);
    expect(screen.getByRole('status', { name: 'Person: 1' })).toBeTruthy();
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
    const calls = stubApi({ 'users/addToCart': ok({ lineIds: ['line-9'] }, 'Added') });
    const router = renderTicket();
    await user.click(screen.getByRole('button', { name: 'Increase Person' }));
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
              departure: '15:00',
              adultCount: 2,
              tickets: { adult: 2, child: 0, infant: 0 },
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

  it('buys now: adds to the cart, checks out only the line it added and opens that checkout', async () => {
    const user = userEvent.setup();
    saveDateAndTime();
    const calls = stubApi({
      'users/addToCart': ok({ lineIds: ['line-9'] }, 'Added'),
      'users/checkout': ok([{ _id: 'chk-1', actual_amount: 165, to_be_paid: 165, discount: 0, coupon_code: null }]),
    });
    const router = renderTicket();
    await user.click(screen.getByRole('button', { name: 'Buy It Now' }));
    expect(await screen.findByText('Checkout page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/checkout/chk-1');
    const made = withoutAvailability(calls);
    expect(made.map((call) => call.name)).toEqual(['users/addToCart', 'users/checkout']);
    expect(made[1]?.body).toEqual({ lineIds: ['line-9'] });
  });

  it('stays on the page with the server message when checkout fails', async () => {
    const user = userEvent.setup();
    saveDateAndTime();
    stubApi({
      'users/addToCart': ok({ lineIds: ['line-9'] }, 'Added'),
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
    const calls = stubApi({ 'users/departures': departuresAnswer(3, 'limited') });
    renderTicket();
    expect(await screen.findByText('Up to 3 tickets')).toBeTruthy();
    expect(calls[0]).toEqual({
      name: 'users/departures',
      body: { module: PRODUCT.module, planId: PRODUCT.planId, from: '2026-11-24', days: 1 },
    });
    const increase = screen.getByRole('button', { name: 'Increase Person' });
    await user.click(increase);
    await user.click(increase);
    expect(screen.getByRole('status', { name: 'Person: 3' })).toBeTruthy();
    expect(increase).toHaveProperty('disabled', true);
    await user.click(increase);
    expect(screen.getByRole('status', { name: 'Person: 3' })).toBeTruthy();
  });

  it('never offers more than ten tickets in one order', async () => {
    saveDateAndTime();
    stubApi({ 'users/departures': departuresAnswer(40, 'available', 40) });
    renderTicket();
    expect(await screen.findByText('Up to 10 tickets')).toBeTruthy();
  });
});

/** The Dibba dhow with children (3-11, AED 95) and infants (0-2, free, on a lap, one per adult). */
const FAMILY_DHOW = productDetail({
  module: 'picnic',
  planId: 'dibba-dhow',
  tour_type: 'Individual',
  price: 185,
  start: '15:00',
  end: '21:30',
  booking: bookingTerms(185, {
    minPeople: 2,
    ticketTypes: familyTicketTypes(185, 95),
  }),
});

/** A private boat: AED 1,200 for the whole boat, up to 8 guests. */
const PRIVATE_BOAT = productDetail({
  module: 'picnic',
  planId: 'private-dhow',
  title: 'Private Dhow Charter',
  tour_type: 'Group',
  price: 1200,
  start: '15:00',
  end: '21:30',
  booking: bookingTerms(1200, {
    pricing: 'perGroup',
    maxPeople: 8,
    ticketTypes: bookingTerms(1200).ticketTypes.map((type) => ({ ...type, label: 'Private group (up to 8 guests)' })),
  }),
});

describe('TicketPage ticket types', () => {
  it('offers one stepper per ticket type with its unit price, and totals them as the server prices them', async () => {
    const user = userEvent.setup();
    saveDateAndTime();
    const calls = stubApi({
      'users/departures': departuresAnswer(20),
      'users/addToCart': ok({ lineIds: ['line-9'] }, 'Added'),
    });
    renderTicket(FAMILY_DHOW);
    expect(screen.getByText('Child (3-11 years)', { selector: 'p' })).toBeTruthy();
    expect(screen.getByText('Infant (0-2 years)', { selector: 'p' })).toBeTruthy();
    expect(screen.getByText('AED 95.00 each')).toBeTruthy();
    expect(screen.getByText('No seat of their own')).toBeTruthy();
    expect(screen.getByText('Up to 1 per adult')).toBeTruthy();
    // Two adults to start with: the fewest people this trip takes.
    expect(screen.getByRole('status', { name: 'Adult: 2' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Child (3-11 years): 0' })).toBeTruthy();
    const total = screen.getByTestId('ticket-total');
    expect(total.textContent).toBe('AED 370.00');

    await user.click(screen.getByRole('button', { name: 'Increase Child (3-11 years)' }));
    const moreInfants = screen.getByRole('button', { name: 'Increase Infant (0-2 years)' });
    await user.click(moreInfants);
    await user.click(moreInfants);
    // One infant per adult: two adults, two infants at most.
    expect(moreInfants).toHaveProperty('disabled', true);
    expect(total.textContent).toBe('AED 465.00');

    // One adult less takes an infant with it.
    await user.click(screen.getByRole('button', { name: 'Decrease Adult' }));
    expect(screen.getByRole('status', { name: 'Infant (0-2 years): 1' })).toBeTruthy();
    expect(total.textContent).toBe('AED 280.00');

    await user.click(screen.getByRole('button', { name: 'Add To Cart' }));
    await screen.findByText('Added to cart');
    expect(withoutAvailability(calls)[0]?.body).toEqual({
      item: [
        {
          module: 'picnic',
          planId: 'dibba-dhow',
          title: 'Dibba Dhow Cruise',
          date: '2026-11-24',
          time: '3:00 PM - 9:30 PM',
          departure: '15:00',
          adultCount: 1,
          tickets: { adult: 1, child: 1, infant: 1 },
        },
      ],
    });
  });

  it('counts children but not infants against the seats left', async () => {
    const user = userEvent.setup();
    saveDateAndTime();
    stubApi({ 'users/departures': departuresAnswer(3, 'limited') });
    renderTicket(FAMILY_DHOW);
    expect(await screen.findByText('Up to 3 tickets')).toBeTruthy();
    const moreChildren = screen.getByRole('button', { name: 'Increase Child (3-11 years)' });
    await user.click(moreChildren);
    expect(moreChildren).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Increase Adult' })).toHaveProperty('disabled', true);
    const moreInfants = screen.getByRole('button', { name: 'Increase Infant (0-2 years)' });
    await user.click(moreInfants);
    await user.click(moreInfants);
    expect(screen.getByRole('status', { name: 'Infant (0-2 years): 2' })).toBeTruthy();
  });

  it('explains why a choice cannot be booked (min_ppl) and blocks adding it', async () => {
    const user = userEvent.setup();
    saveDateAndTime();
    const calls = stubApi({ 'users/departures': departuresAnswer(20) });
    renderTicket(FAMILY_DHOW);
    await user.click(screen.getByRole('button', { name: 'Decrease Adult' }));
    expect(screen.getByRole('alert').textContent).toBe('Dibba Dhow Cruise needs at least 2 people on one booking');
    expect(screen.getByRole('button', { name: 'Add To Cart' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Buy It Now' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Increase Child (3-11 years)' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add To Cart' })).toHaveProperty('disabled', false);
    expect(withoutAvailability(calls)).toEqual([]);
  });

  it('says the saved departure can no longer be booked and blocks adding it', async () => {
    saveDateAndTime();
    stubApi({ 'users/departures': departuresAnswer(0, 'soldOut') });
    renderTicket();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('This departure is not available. Please choose another time');
    expect(screen.getByRole('button', { name: 'Add To Cart' })).toHaveProperty('disabled', true);
  });

  it('finds the departure by its 12-hour range when only the time was saved', async () => {
    const user = userEvent.setup();
    localStorage.setItem('formattedDate', '2026-11-24');
    localStorage.setItem('formattedTime', '3:00 PM - 9:30 PM');
    const calls = stubApi({
      'users/departures': departuresAnswer(4, 'limited'),
      'users/addToCart': ok({ lineIds: ['line-9'] }, 'Added'),
    });
    renderTicket();
    await screen.findByText('Up to 4 tickets');
    await user.click(screen.getByRole('button', { name: 'Add To Cart' }));
    await screen.findByText('Added to cart');
    expect(withoutAvailability(calls)[0]?.body).toMatchObject({ item: [{ departure: '15:00' }] });
  });
});

describe('TicketPage private group', () => {
  it('sells one group price for 1 to max_ppl guests, and sends the guests as the adult count', async () => {
    const user = userEvent.setup();
    saveDateAndTime();
    const calls = stubApi({
      'users/departures': departuresAnswer(2),
      'users/addToCart': ok({ lineIds: ['line-9'] }, 'Added'),
    });
    renderTicket(PRIVATE_BOAT);
    expect(screen.getByText('Private group (up to 8 guests)')).toBeTruthy();
    expect(screen.getByText('AED 1,200.00 per group')).toBeTruthy();
    expect(screen.getByText('Up to 8 guests')).toBeTruthy();
    const total = screen.getByTestId('ticket-total');
    expect(total.textContent).toBe('AED 1,200.00');
    const more = screen.getByRole('button', { name: 'Increase Guests' });
    for (let guest = 1; guest < 10; guest += 1) await user.click(more);
    expect(screen.getByRole('status', { name: 'Guests: 8' })).toBeTruthy();
    expect(more).toHaveProperty('disabled', true);
    expect(total.textContent).toBe('AED 1,200.00');
    expect(screen.queryByText(/Child/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Add To Cart' }));
    await screen.findByText('Added to cart');
    expect(withoutAvailability(calls)[0]?.body).toMatchObject({
      item: [{ planId: 'private-dhow', adultCount: 8, tickets: { adult: 8, child: 0, infant: 0 } }],
    });
  });
});
