import { addDays, todayInDubai } from '@rihla/shared/rules/time';
import type { TDepartureStatus } from '@rihla/shared/schemas/booking-terms';
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
  it('shows the price per Person for a per-person trip of tour type Group, and the single time range', () => {
    renderPanel();
    const panel = within(screen.getByRole('region', { name: 'Book this experience' }));
    expect(panel.getByText('AED 165.00')).toBeTruthy();
    expect(panel.getByText(/\/ Person/)).toBeTruthy();
    expect(panel.queryByText(/\/ Group/)).toBeNull();
    const select = screen.getByLabelText('Time') as HTMLSelectElement;
    expect(Array.from(select.options).map((option) => option.text)).toEqual(['3:00 PM - 9:30 PM']);
  });

  it('says per Person for individual tours', () => {
    renderPanel({ ...PRODUCT, tour_type: 'Individual' });
    const panel = within(screen.getByRole('region', { name: 'Book this experience' }));
    expect(panel.getByText(/\/ Person/)).toBeTruthy();
  });

  it('says the product’s unit for a per-group product, whatever its tour type', () => {
    renderPanel({ ...PRODUCT, tour_type: 'Individual', booking: { pricing: 'perGroup', groupUnit: 'Boat' } });
    const panel = within(screen.getByRole('region', { name: 'Book this experience' }));
    expect(panel.getByText(/\/ Boat/)).toBeTruthy();
    expect(panel.queryByText(/\/ Person/)).toBeNull();
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
    expect(localStorage.getItem('formattedDeparture')).toBe('15:00');
    expect(router.state.location.pathname).toBe('/cartcount/inBound/evening-desert-safari');
  });
});

afterEach(() => vi.unstubAllGlobals());

type TStubDeparture = { start: string; end: string; seatsLeft: number; status: TDepartureStatus };

const STATUS_ORDER: TDepartureStatus[] = ['available', 'limited', 'soldOut', 'pastCutoff', 'closed'];

/** A date's departures as users/departures answers them; the day takes the best state any departure has. */
function dayOf(date: string, departures: TStubDeparture[]) {
  const status =
    STATUS_ORDER.find((candidate) => departures.some((departure) => departure.status === candidate)) ?? 'closed';
  return {
    date,
    status,
    departures: departures.map((departure) => ({
      ...departure,
      time: productTimeRange(departure.start, departure.end),
      capacity: 20,
    })),
  };
}

const SAFARI_DEPARTURE: TStubDeparture = { start: '15:00', end: '21:30', seatsLeft: 20, status: 'available' };

/** Answers users/departures with the safari's one daily departure, except the days given by offset from today. */
function stubDepartures(special: Record<number, TStubDeparture[]>) {
  const today = todayInDubai();
  return stubApi({
    'users/departures': (body: { from: string; days: number }) =>
      ok(
        Array.from({ length: body.days }, (_, index) => {
          const date = addDays(body.from, index);
          const offset = Object.keys(special).find((days) => addDays(today, Number(days)) === date);
          return dayOf(date, offset === undefined ? [SAFARI_DEPARTURE] : (special[Number(offset)] ?? []));
        }),
      ),
  });
}

describe('BookingPanel departures', () => {
  it('asks for the departures in blocks of 14 days from today, once per block', async () => {
    const calls = stubDepartures({});
    renderPanel();
    await screen.findAllByRole('button', { name: dayCardParts(todayInDubai()).long });
    await vi.waitFor(() => expect(calls.filter((call) => call.name === 'users/departures')).toHaveLength(1));
    expect(calls.map((call) => call.name)).not.toContain('users/availability');
    expect(calls[0]?.body).toEqual({
      module: 'inBound',
      planId: 'evening-desert-safari',
      from: todayInDubai(),
      days: 14,
    });
  });

  it('greys out days without departures, closed, sold-out and past-cut-off days and refuses to select them', async () => {
    const user = userEvent.setup();
    stubDepartures({
      0: [{ ...SAFARI_DEPARTURE, status: 'pastCutoff' }],
      1: [{ ...SAFARI_DEPARTURE, seatsLeft: 0, status: 'soldOut' }],
      2: [{ ...SAFARI_DEPARTURE, seatsLeft: 0, status: 'closed' }],
      3: [{ ...SAFARI_DEPARTURE, seatsLeft: 3, status: 'limited' }],
      4: [],
    });
    const router = renderPanel();
    const today = todayInDubai();
    const panel = within(screen.getByRole('region', { name: 'Book this experience' }));
    const soldOut = await panel.findByRole('button', { name: `${dayCardParts(addDays(today, 1)).long}, Sold out` });
    const closed = panel.getByRole('button', { name: `${dayCardParts(addDays(today, 2)).long}, Closed` });
    const cutOff = panel.getByRole('button', { name: `${dayCardParts(today).long}, Closed for booking` });
    const none = panel.getByRole('button', { name: `${dayCardParts(addDays(today, 4)).long}, No departures` });
    for (const day of [soldOut, closed, cutOff, none]) {
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

  it("lists the chosen day's departures with seats left, disables sold-out and past-cut-off ones, and saves the one chosen", async () => {
    const user = userEvent.setup();
    stubDepartures({
      1: [
        { start: '07:00', end: '11:00', seatsLeft: 12, status: 'pastCutoff' },
        { start: '09:00', end: '13:00', seatsLeft: 0, status: 'soldOut' },
        { start: '14:00', end: '18:00', seatsLeft: 5, status: 'limited' },
        { start: '16:30', end: '20:30', seatsLeft: 20, status: 'available' },
        { start: '19:00', end: '23:00', seatsLeft: 0, status: 'closed' },
      ],
    });
    const router = renderPanel();
    const tomorrow = addDays(todayInDubai(), 1);
    const panel = within(screen.getByRole('region', { name: 'Book this experience' }));
    await user.click(await panel.findByRole('button', { name: dayCardParts(tomorrow).long }));
    const select = panel.getByLabelText('Time') as HTMLSelectElement;
    await vi.waitFor(() => expect(select.options).toHaveLength(4));
    expect(Array.from(select.options).map((option) => [option.text, option.disabled])).toEqual([
      ['7:00 AM - 11:00 AM · Closed for booking', true],
      ['9:00 AM - 1:00 PM · Sold out', true],
      ['2:00 PM - 6:00 PM · 5 seats left', false],
      ['4:30 PM - 8:30 PM', false],
    ]);
    // The first departure that can be booked is chosen until the shopper picks another.
    expect(select.value).toBe('14:00');
    await user.selectOptions(select, '16:30');
    await user.click(panel.getByRole('button', { name: /^Get Ticket For/ }));
    expect(localStorage.getItem('formattedDate')).toBe(tomorrow);
    expect(localStorage.getItem('formattedTime')).toBe('4:30 PM - 8:30 PM');
    expect(localStorage.getItem('formattedDeparture')).toBe('16:30');
    expect(router.state.location.pathname).toBe('/cartcount/inBound/evening-desert-safari');
  });

  it('shows a product with one daily departure as its single range, as the spec says', async () => {
    stubDepartures({});
    renderPanel();
    const panel = within(screen.getByRole('region', { name: 'Book this experience' }));
    await panel.findAllByRole('button', { name: dayCardParts(todayInDubai()).long });
    const select = panel.getByLabelText('Time') as HTMLSelectElement;
    expect(Array.from(select.options).map((option) => option.text)).toEqual(['3:00 PM - 9:30 PM']);
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
