import type { TTimetable } from '@rihla/shared/schemas/operator-timetables';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { besideField, bodiesOf } from '../../../test/fields';
import { renderWithApp } from '../../../test/render';
import { fail, ok, stubApi } from '../../../test/stub-api';
import { BulkForm } from './bulk-form';
import { DayPanel } from './day-panel';
import { PricesForm } from './prices-form';
import { PricesSummary } from './prices-summary';
import { ScheduleForm } from './schedule-form';
import { TimetablesPage } from './timetables-page';

function timetable(overrides: Partial<TTimetable> = {}): TTimetable {
  return {
    productId: 'khasab-dhow',
    module: 'picnic',
    title: 'Khasab Full-Day Dhow Cruise',
    schedule: [{ start: '09:00', end: '17:00', weekdays: [4, 5, 6], capacity: 30 }],
    defaultStart: '09:00',
    defaultEnd: '17:00',
    capacity: 40,
    cutoffMinutes: 120,
    pricing: 'perPerson',
    groupUnit: 'Group',
    groupUnitAr: '',
    priceFils: 25_000,
    ticketTypes: [{ kind: 'child', priceFils: 12_500, minAge: 3, maxAge: 11, takesSeat: true, requiresAdult: true }],
    scheduleText: 'Thu, Fri and Sat at 09:00',
    ...overrides,
  };
}

async function retype(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  if (text) await userEvent.type(field, text);
}

afterEach(() => vi.unstubAllGlobals());

describe('ScheduleForm', () => {
  it('shows the shared schema’s messages beside the fields and sends nothing', async () => {
    const calls = stubApi({});
    renderWithApp(<ScheduleForm timetable={timetable()} canWrite />, { path: '/admin/timetables/khasab-dhow' });
    const departure = within(screen.getByRole('group', { name: 'Departure 1' }));
    await retype(departure.getByLabelText('Start'), '');
    await retype(departure.getByLabelText('Season from'), '10-01');
    for (const day of ['Thu', 'Fri', 'Sat']) await userEvent.click(departure.getByRole('checkbox', { name: day }));
    await retype(screen.getByLabelText('Default seats per departure'), '-1');
    await retype(screen.getByLabelText('Booking closes (minutes before)'), '1.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save the schedule' }));
    expect(besideField(await departure.findByLabelText('Start'))).toBe('Write a time as HH:mm (24-hour)');
    expect(departure.getByText('A season is two dates or two days of the year')).toBeTruthy();
    expect(departure.getByText('Too small: expected array to have >=1 items')).toBeTruthy();
    expect(besideField(screen.getByLabelText('Default seats per departure'))).toBe(
      'Default capacity cannot be negative',
    );
    expect(besideField(screen.getByLabelText('Booking closes (minutes before)'))).toBe('Cut-off must be whole minutes');
    expect(bodiesOf(calls, 'operator/setSchedule')).toEqual([]);
  });

  it('sends the rules as the call’s schedule: every weekday is none, an empty season or seats is left out', async () => {
    const calls = stubApi({ 'operator/setSchedule': ok(timetable()) });
    renderWithApp(<ScheduleForm timetable={timetable()} canWrite />, { path: '/admin/timetables/khasab-dhow' });
    await userEvent.click(screen.getByRole('button', { name: 'Add a departure' }));
    const second = within(screen.getByRole('group', { name: 'Departure 2' }));
    expect((second.getByLabelText('Start') as HTMLInputElement).value).toBe('17:00');
    await retype(second.getByLabelText('Season from'), '10-01');
    await retype(second.getByLabelText('Season until'), '04-30');
    await retype(second.getByLabelText('Seats (empty: default)'), '12');
    const first = within(screen.getByRole('group', { name: 'Departure 1' }));
    await retype(first.getByLabelText('Seats (empty: default)'), '');
    await retype(screen.getByLabelText('Default seats per departure'), '35');
    await userEvent.click(screen.getByRole('button', { name: 'Save the schedule' }));
    expect(await screen.findByText('Schedule saved')).toBeTruthy();
    expect(JSON.parse(JSON.stringify(bodiesOf(calls, 'operator/setSchedule')))).toEqual([
      {
        productId: 'khasab-dhow',
        schedule: [
          { start: '09:00', end: '17:00', weekdays: [4, 5, 6] },
          { start: '17:00', end: '19:00', season: { from: '10-01', until: '04-30' }, capacity: 12 },
        ],
        capacity: 35,
        cutoffMinutes: 120,
      },
    ]);
  });

  it('shows a refusal naming a field beside it, and under the form', async () => {
    stubApi({
      'operator/setSchedule': fail('Default capacity is below the seats booked', {
        code: 'timetable.below_booked',
        field: 'capacity',
      }),
    });
    renderWithApp(<ScheduleForm timetable={timetable()} canWrite />, { path: '/admin/timetables/khasab-dhow' });
    await retype(screen.getByLabelText('Default seats per departure'), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Save the schedule' }));
    await waitFor(() =>
      expect(besideField(screen.getByLabelText('Default seats per departure'))).toBe(
        'Default capacity is below the seats booked',
      ),
    );
    expect(screen.getAllByText('Default capacity is below the seats booked')).toHaveLength(2);
  });
});

describe('PricesForm', () => {
  it('shows the shared schema’s messages beside the prices and sends nothing', async () => {
    const calls = stubApi({});
    renderWithApp(<PricesForm timetable={timetable()} />, { path: '/admin/timetables/khasab-dhow' });
    await retype(screen.getByLabelText('Adult price (AED)'), 'abc');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sell infant tickets' }));
    await retype(screen.getByLabelText('Infant price (AED)'), '-5');
    await userEvent.click(screen.getByRole('button', { name: 'Save the prices' }));
    expect(besideField(await screen.findByLabelText('Adult price (AED)'))).toBe('Price must be a number');
    // The body's second ticket type is the infant's: its message shows beside the infant's price.
    expect(besideField(screen.getByLabelText('Infant price (AED)'))).toBe('Too small: expected number to be >=0');
    expect(screen.getByLabelText('Child price (AED)').getAttribute('aria-invalid')).toBeNull();

    await retype(screen.getByLabelText('Adult price (AED)'), '250');
    await retype(screen.getByLabelText('Infant price (AED)'), '0');
    const infant = within(screen.getByRole('group', { name: 'Infant tickets' }));
    await retype(infant.getByLabelText('From age'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Save the prices' }));
    expect(await screen.findByText('A ticket type’s youngest age cannot be above its oldest')).toBeTruthy();
    expect(bodiesOf(calls, 'operator/setPrices')).toEqual([]);
  });

  it('sends the prices in fils and the ticket types sold', async () => {
    const calls = stubApi({ 'operator/setPrices': ok(timetable(), '') });
    renderWithApp(<PricesForm timetable={timetable()} />, { path: '/admin/timetables/khasab-dhow' });
    expect((screen.getByLabelText('Child price (AED)') as HTMLInputElement).value).toBe('125');
    await retype(screen.getByLabelText('Adult price (AED)'), '260.50');
    await retype(screen.getByLabelText('Child price (AED)'), '96');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sell infant tickets' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save the prices' }));
    expect(await screen.findByText(/apply to new checkouts/)).toBeTruthy();
    expect(JSON.parse(JSON.stringify(bodiesOf(calls, 'operator/setPrices')))).toEqual([
      {
        productId: 'khasab-dhow',
        pricing: 'perPerson',
        priceFils: 26_050,
        ticketTypes: [
          { kind: 'child', priceFils: 9_600, minAge: 3, maxAge: 11, takesSeat: true, requiresAdult: true },
          {
            kind: 'infant',
            priceFils: 0,
            minAge: 0,
            maxAge: 2,
            takesSeat: false,
            requiresAdult: true,
            maxPerAdult: 1,
          },
        ],
      },
    ]);
  });

  it('sends a group price without ticket types, with what the price is per', async () => {
    const calls = stubApi({ 'operator/setPrices': ok(timetable(), 'Prices saved') });
    renderWithApp(<PricesForm timetable={timetable()} />, { path: '/admin/timetables/khasab-dhow' });
    expect(screen.queryByLabelText('The price is per (Boat, Car, Room)')).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Pricing'), 'perGroup');
    await retype(screen.getByLabelText('Group price (AED)'), '1500');
    await retype(screen.getByLabelText('The price is per (Boat, Car, Room)'), 'Boat');
    expect(screen.queryByLabelText('Child price (AED)')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save the prices' }));
    expect(await screen.findByText('Prices saved')).toBeTruthy();
    expect(bodiesOf(calls, 'operator/setPrices')).toEqual([
      {
        productId: 'khasab-dhow',
        pricing: 'perGroup',
        priceFils: 150_000,
        groupUnit: 'Boat',
        groupUnitAr: '',
        ticketTypes: [],
      },
    ]);
  });

  it('writes the unit’s Arabic beside the English, marked while missing (decision 117)', async () => {
    const calls = stubApi({ 'operator/setPrices': ok(timetable(), 'Prices saved') });
    renderWithApp(
      <PricesForm
        timetable={timetable({ pricing: 'perGroup', groupUnit: 'Boat', priceFils: 150_000, ticketTypes: [] })}
      />,
      { path: '/admin/timetables/khasab-dhow' },
    );
    const arabic = screen.getByLabelText('The price is per (Boat, Car, Room) (Arabic)');
    expect(arabic.getAttribute('dir')).toBe('rtl');
    expect(arabic.getAttribute('lang')).toBe('ar');
    expect(screen.getByText('Missing in Arabic')).toBeTruthy();
    await userEvent.type(arabic, 'قارب');
    expect(screen.queryByText('Missing in Arabic')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save the prices' }));
    expect(await screen.findByText('Prices saved')).toBeTruthy();
    expect(bodiesOf(calls, 'operator/setPrices')).toEqual([
      {
        productId: 'khasab-dhow',
        pricing: 'perGroup',
        priceFils: 150_000,
        groupUnit: 'Boat',
        groupUnitAr: 'قارب',
        ticketTypes: [],
      },
    ]);
  });

  it('shows the shared schema’s message beside an empty unit and sends nothing', async () => {
    const calls = stubApi({});
    renderWithApp(<PricesForm timetable={timetable({ pricing: 'perGroup', ticketTypes: [] })} />, {
      path: '/admin/timetables/khasab-dhow',
    });
    await retype(screen.getByLabelText('The price is per (Boat, Car, Room)'), '');
    await userEvent.click(screen.getByRole('button', { name: 'Save the prices' }));
    expect(besideField(await screen.findByLabelText('The price is per (Boat, Car, Room)'))).toBe(
      'Name what the group price is for (Boat, Car, Room)',
    );
    expect(bodiesOf(calls, 'operator/setPrices')).toEqual([]);
  });
});

describe('BulkForm', () => {
  it('shows the shared schema’s message beside the seats and sends nothing', async () => {
    const calls = stubApi({});
    renderWithApp(<BulkForm productId="khasab-dhow" />, { path: '/admin/timetables/khasab-dhow' });
    await userEvent.selectOptions(screen.getByLabelText('Action'), 'setCapacity');
    await userEvent.type(screen.getByLabelText('Seats (empty: the schedule’s)'), 'many');
    await userEvent.click(screen.getByRole('button', { name: /^Apply to \d+ dates$/ }));
    expect(besideField(await screen.findByLabelText('Seats (empty: the schedule’s)'))).toBe(
      'Capacity must be a number',
    );
    expect(bodiesOf(calls, 'operator/bulkTimetable')).toEqual([]);
  });

  it('adds a departure on the weekdays ticked and shows the result', async () => {
    const calls = stubApi({ 'operator/bulkTimetable': ok({ matched: 9, changed: 8, skipped: [] }) });
    renderWithApp(<BulkForm productId="khasab-dhow" />, { path: '/admin/timetables/khasab-dhow' });
    await retype(screen.getByLabelText('From', { exact: true }), '2026-12-01');
    await retype(screen.getByLabelText('Until', { exact: true }), '2026-12-31');
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
      await userEvent.click(screen.getByRole('checkbox', { name: day }));
    }
    await userEvent.selectOptions(screen.getByLabelText('Action'), 'addDeparture');
    expect(screen.getByTestId('bulk-preview').textContent).toBe('8 dates match.');
    await userEvent.click(screen.getByRole('button', { name: 'Apply to 8 dates' }));
    expect((await screen.findByTestId('bulk-result')).textContent).toContain('8 of 9 dates changed.');
    expect(bodiesOf(calls, 'operator/bulkTimetable')).toEqual([
      {
        productId: 'khasab-dhow',
        from: '2026-12-01',
        until: '2026-12-31',
        weekdays: [0, 6],
        action: { kind: 'addDeparture', start: '17:00', end: '19:00', capacity: null },
      },
    ]);
  });
});

describe('DayPanel', () => {
  const day = { date: '2026-12-05', weekday: 6, isClosed: false, dayCapacity: null, departures: [] };
  const write = ok({ day, bookedSeatsKept: 0 }, 'Done. No bookings were affected.');

  it('shows the shared schema’s message beside the new departure’s seats and sends nothing', async () => {
    const calls = stubApi({});
    renderWithApp(<DayPanel productId="khasab-dhow" day={day} canWrite onClose={() => {}} />, {
      path: '/admin/timetables/khasab-dhow',
    });
    await retype(screen.getByLabelText('Seats', { exact: true }), 'many');
    await retype(screen.getByLabelText('End', { exact: true }), '');
    await userEvent.click(screen.getByRole('button', { name: 'Add the departure' }));
    expect(besideField(await screen.findByLabelText('Seats', { exact: true }))).toBe('Capacity must be a number');
    expect(besideField(screen.getByLabelText('End', { exact: true }))).toBe('End: write a time as HH:mm (24-hour)');
    expect(bodiesOf(calls, 'operator/setDeparture')).toEqual([]);
  });

  it('adds a departure on its date, and shows a refusal naming the start beside it', async () => {
    const calls = stubApi({
      'operator/setDeparture': [
        write,
        fail('There is already a 18:30 departure on 2026-12-05', {
          code: 'timetable.departure_exists',
          field: 'start',
        }),
      ],
    });
    renderWithApp(<DayPanel productId="khasab-dhow" day={day} canWrite onClose={() => {}} />, {
      path: '/admin/timetables/khasab-dhow',
    });
    await retype(screen.getByLabelText('Start', { exact: true }), '18:30');
    await retype(screen.getByLabelText('End', { exact: true }), '20:00');
    await retype(screen.getByLabelText('Seats', { exact: true }), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Add the departure' }));
    expect(await screen.findByText('Done. No bookings were affected.')).toBeTruthy();
    expect(bodiesOf(calls, 'operator/setDeparture')).toEqual([
      {
        productId: 'khasab-dhow',
        date: '2026-12-05',
        start: '18:30',
        action: { kind: 'add', end: '20:00', capacity: 12 },
      },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Add the departure' }));
    await waitFor(() =>
      expect(besideField(screen.getByLabelText('Start', { exact: true }))).toBe(
        'There is already a 18:30 departure on 2026-12-05',
      ),
    );
  });
});

describe('PricesSummary', () => {
  it('shows every price a caller may ask about, read-only, for a role that cannot change them', () => {
    renderWithApp(
      <PricesSummary
        timetable={timetable({
          ticketTypes: [
            { kind: 'child', priceFils: 12_500, minAge: 3, maxAge: 11, takesSeat: true, requiresAdult: true },
            { kind: 'infant', priceFils: 0, minAge: 0, maxAge: 2, takesSeat: false, requiresAdult: true },
          ],
        })}
      />,
    );
    const summary = screen.getByTestId('prices-summary');
    expect(summary.textContent).toBe(
      'PricingPer personAdultAED 250.00Child (ages 3–11)AED 125.00Infant (ages 0–2)Free',
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('TimetablesPage', () => {
  const row = (index: number) => ({
    id: `p-${index}`,
    module: 'entryTicket' as const,
    title: `Product ${index}`,
    categories: 'Tours',
    priceFils: 21_000,
    isPublished: true,
    picture: '',
    updatedAt: '2026-11-20T08:00:00.000Z',
  });

  it('pages through every product, each kind in words', async () => {
    const calls = stubApi({
      'operator/listProducts': (body: { page: number }) =>
        body.page === 0
          ? ok({ rows: Array.from({ length: 25 }, (_, index) => row(index)), hasNextPage: true, categories: [] })
          : ok({ rows: Array.from({ length: 19 }, (_, index) => row(25 + index)), hasNextPage: false, categories: [] }),
    });
    renderWithApp(<TimetablesPage />, { path: '/admin/timetables' });
    const table = await screen.findByRole('table', { name: 'Products, page 1' });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 25);
    expect(within(table).queryByText('entryTicket')).toBeNull();
    expect(within(table).getAllByText('Entry ticket').length).toBe(25);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const second = await screen.findByRole('table', { name: 'Products, page 2' });
    expect(within(second).getAllByRole('row')).toHaveLength(1 + 19);
    expect(screen.getByText('Page 2: 19 products shown.')).toBeTruthy();
    expect(calls.filter((call) => call.name === 'operator/listProducts').map((call) => call.body)).toEqual([
      { search: '', page: 0, pageSize: 25 },
      { search: '', page: 1, pageSize: 25 },
    ]);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('draws a phone’s card a product from the same columns: its link, then the kind, price and state labelled', async () => {
    stubApi({
      'operator/listProducts': ok({
        rows: [row(1), { ...row(2), isPublished: false }],
        hasNextPage: false,
        categories: [],
      }),
    });
    renderWithApp(<TimetablesPage />, { path: '/admin/timetables' });
    const cards = await screen.findByRole('list', { name: 'Products, page 1' });
    const [first, second] = within(cards).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('link', { name: 'Product 1' }).getAttribute('href')).toBe('/admin/timetables/p-1');
    const lines = (card: HTMLElement) =>
      within(card)
        .getAllByRole('term')
        .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(lines(first)).toEqual(['Kind: Entry ticket', 'Price: AED 210.00', 'Published: Yes']);
    expect(lines(second)).toContain('Published: No');
    // Products are picked by name: the search, and no card to open one by an id nobody knows.
    expect(screen.getByRole('searchbox', { name: 'Search by title' })).toBeTruthy();
    expect(screen.queryByText('Open by product id')).toBeNull();
    expect(screen.queryByLabelText('Product id')).toBeNull();
  });
});
