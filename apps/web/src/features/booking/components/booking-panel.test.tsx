import { addDays, todayInDubai } from '@rihla/shared/rules/time';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EVENING_SAFARI } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { ok, stubApi } from '../../../test/stub-api';
import { BookingPanel, productTimeRange, type TBookableProduct } from './booking-panel';
import { availabilityRanges, dayCardParts } from './date-strip-days';

const PRODUCT: TBookableProduct = EVENING_SAFARI;

function renderPanel(product: TBookableProduct = PRODUCT) {
  return renderWithApp(<BookingPanel product={product} />, {
    path: '/detail/:type/:id',
    initialEntries: [`/detail/${product.module}/${product.planId}`],
    stubs: { '/cartcount/:type/:id': 'Ticket page' },
  }).router;
}

describe('productTimeRange', () => {
  it('shows the product start and end in 12-hour form', () => {
    expect(productTimeRange('15:00', '21:30')).toBe('3:00 PM - 9:30 PM');
    expect(productTimeRange('00:15', '12:00')).toBe('12:15 AM - 12:00 PM');
  });

  it('shows a malformed time as written instead of failing', () => {
    expect(productTimeRange('7 pm', '21:30')).toBe('7 pm - 21:30');
  });
});

describe('BookingPanel', () => {
  it('shows the price per group and the single time range', () => {
    renderPanel();
    const panel = within(screen.getByRole('region', { name: 'Book this experience' }));
    expect(panel.getByText('AED 165.00')).toBeTruthy();
    expect(panel.getByText(/\/ Group/)).toBeTruthy();
    const select = screen.getByLabelText('Time') as HTMLSelectElement;
    expect(Array.from(select.options).map((option) => option.text)).toEqual(['3:00 PM - 9:30 PM']);
  });

  it('says per Person for individual tours', () => {
    renderPanel({ ...PRODUCT, tour_type: 'Individual' });
    const panel = within(screen.getByRole('region', { name: 'Book this experience' }));
    expect(panel.getByText(/\/ Person/)).toBeTruthy();
  });

  it('refuses Get Ticket without a date', async () => {
    const user = userEvent.setup();
    const router = renderPanel();
    await user.click(screen.getByRole('button', { name: /Get Ticket For\s*Select date/ }));
    expect(await screen.findByText('Please select date and time')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/detail/inBound/evening-desert-safari');
    expect(localStorage.getItem('formattedDate')).toBeNull();
  });

  it('saves the chosen date and time, then opens the ticket page', async () => {
    const user = userEvent.setup();
    const router = renderPanel();
    const today = todayInDubai();
    await user.click(screen.getByRole('button', { name: dayCardParts(today).long }));
    const getTicket = screen.getByRole('button', { name: /^Get Ticket For/ });
    expect(getTicket.textContent).toContain(dayCardParts(today).day);
    await user.click(getTicket);
    expect(localStorage.getItem('formattedDate')).toBe(today);
    expect(localStorage.getItem('formattedTime')).toBe('3:00 PM - 9:30 PM');
    expect(router.state.location.pathname).toBe('/cartcount/inBound/evening-desert-safari');
  });
});

afterEach(() => vi.unstubAllGlobals());

/** Answers availability with every day open (20 seats) except the statuses given by day offset from today. */
function stubAvailability(special: Record<number, { status: string; seatsLeft: number }>) {
  const today = todayInDubai();
  return stubApi({
    'users/availability': (body: { from: string; days: number }) =>
      ok(
        Array.from({ length: body.days }, (_, index) => {
          const date = addDays(body.from, index);
          const offset = Object.entries(special).find(([days]) => addDays(today, Number(days)) === date)?.[1];
          return { date, capacity: 20, seatsLeft: 20, status: 'available', ...offset };
        }),
      ),
  });
}

describe('BookingPanel availability', () => {
  it('asks for availability in blocks of 14 days from today, once per block', async () => {
    const calls = stubAvailability({});
    renderPanel();
    await screen.findAllByRole('button', { name: dayCardParts(todayInDubai()).long });
    await vi.waitFor(() => expect(calls.filter((call) => call.name === 'users/availability')).toHaveLength(1));
    expect(calls[0]?.body).toEqual({
      module: 'inBound',
      planId: 'evening-desert-safari',
      from: todayInDubai(),
      days: 14,
    });
  });

  it('shows sold-out, closed and past-cut-off days as unavailable and refuses to select them', async () => {
    const user = userEvent.setup();
    stubAvailability({
      0: { status: 'pastCutoff', seatsLeft: 20 },
      1: { status: 'soldOut', seatsLeft: 0 },
      2: { status: 'closed', seatsLeft: 0 },
      3: { status: 'available', seatsLeft: 3 },
    });
    const router = renderPanel();
    const today = todayInDubai();
    const panel = within(screen.getByRole('region', { name: 'Book this experience' }));
    const soldOut = await panel.findByRole('button', { name: `${dayCardParts(addDays(today, 1)).long}, Sold out` });
    const closed = panel.getByRole('button', { name: `${dayCardParts(addDays(today, 2)).long}, Closed` });
    const cutOff = panel.getByRole('button', { name: `${dayCardParts(today).long}, Closed for booking` });
    for (const day of [soldOut, closed, cutOff]) {
      expect(day).toHaveProperty('disabled', true);
      expect(day.getAttribute('aria-disabled')).toBe('true');
      await user.click(day);
      expect(day.getAttribute('aria-pressed')).toBe('false');
    }
    await user.click(panel.getByRole('button', { name: /^Get Ticket For/ }));
    expect(await screen.findByText('Please select date and time')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/detail/inBound/evening-desert-safari');

    const few = panel.getByRole('button', { name: `${dayCardParts(addDays(today, 3)).long}, Only 3 left` });
    expect(within(few).getByText('Only 3 left')).toBeTruthy();
    expect(few).toHaveProperty('disabled', false);
    await user.click(few);
    expect(few.getAttribute('aria-pressed')).toBe('true');
  });
});

describe('availabilityRanges', () => {
  it('covers the shown days with fixed 14-day blocks from the anchor', () => {
    const days = Array.from({ length: 16 }, (_, index) => addDays('2026-11-21', index));
    expect(availabilityRanges(days, '2026-11-21')).toEqual([
      { from: '2026-11-21', days: 14 },
      { from: '2026-12-05', days: 14 },
    ]);
    expect(availabilityRanges(days.slice(0, 7), '2026-11-21')).toEqual([{ from: '2026-11-21', days: 14 }]);
  });
});
