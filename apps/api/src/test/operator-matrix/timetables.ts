import type { TIMETABLE_CALLS } from '@rihla/shared/operator-calls/timetables';
import type { TTestApp } from '../harness.js';
import type { TMatrixArea } from './fixture.js';

/** A seeded product, picked by `setup`: allowed roles reach the service with a real product and date. */
const picked = { productId: 'no-such-product', start: '09:00' };
const DATE = '2031-03-14';

/** The timetables, seats and prices calls' fixtures. */
export const TIMETABLE_MATRIX: TMatrixArea<typeof TIMETABLE_CALLS> = {
  setup: async (t: TTestApp) => {
    const row = await t.app.ctx.db.selectFrom('products').select(['id', 'start_time']).orderBy('id').executeTakeFirst();
    if (row) Object.assign(picked, { productId: row.id, start: row.start_time });
  },
  fixtures: {
    'operator/getTimetable': () => ({ productId: picked.productId }),
    'operator/productCalendar': () => ({ productId: picked.productId, month: DATE.slice(0, 7) }),
    'operator/affectedBookings': () => ({ productId: picked.productId, date: DATE }),
    'operator/setDay': () => ({ productId: picked.productId, date: DATE, action: { kind: 'close' } }),
    'operator/setDeparture': () => ({
      productId: picked.productId,
      date: DATE,
      start: picked.start,
      action: { kind: 'setCapacity', capacity: 12 },
    }),
    'operator/bulkTimetable': () => ({
      productId: picked.productId,
      from: DATE,
      until: '2031-03-31',
      weekdays: [5],
      action: { kind: 'addDeparture', start: '17:00', end: '19:00', capacity: null },
    }),
    'operator/setSchedule': () => ({ productId: 'no-such-product', schedule: [], capacity: 20, cutoffMinutes: 60 }),
    'operator/setPrices': () => ({
      productId: 'no-such-product',
      pricing: 'perPerson',
      priceFils: 10_000,
      ticketTypes: [],
    }),
  },
  fuzzSeeds: {
    'operator/getTimetable': () => [{ productId: picked.productId }],
    'operator/productCalendar': () => [{ productId: picked.productId, month: '2031-02' }],
    'operator/affectedBookings': () => [{ productId: picked.productId, date: DATE, start: picked.start }],
    'operator/setDay': () => [
      { productId: picked.productId, date: DATE, action: { kind: 'setCapacity', capacity: 5 } },
      { productId: picked.productId, date: DATE, action: { kind: 'reopen' } },
    ],
    'operator/setDeparture': () => [
      { productId: picked.productId, date: DATE, start: '18:00', action: { kind: 'add', end: '19:00', capacity: 4 } },
      { productId: picked.productId, date: DATE, start: '18:00', action: { kind: 'remove' } },
    ],
    'operator/bulkTimetable': () => [
      { productId: picked.productId, from: DATE, until: '2031-07-31', weekdays: [5], action: { kind: 'close' } },
    ],
    'operator/setSchedule': () => [
      {
        productId: picked.productId,
        schedule: [{ start: '09:00', end: '12:00', weekdays: [5, 6], season: { from: '10-01', until: '04-30' } }],
        capacity: 20,
        cutoffMinutes: 120,
      },
    ],
    'operator/setPrices': () => [
      {
        productId: picked.productId,
        pricing: 'perPerson',
        priceFils: 25_000,
        ticketTypes: [
          { kind: 'child', priceFils: 12_000, minAge: 3, maxAge: 11, takesSeat: true, requiresAdult: true },
        ],
      },
      {
        productId: picked.productId,
        pricing: 'perGroup',
        priceFils: 150_000,
        ticketTypes: [],
        groupUnit: 'Boat',
        groupUnitAr: 'قارب',
      },
    ],
  },
  tables: ['products', 'slot_overrides', 'departure_exceptions'],
};
