import { DEMO_PRODUCTS } from '@rihla/demo/catalogue';
import type { TDemoProduct } from '@rihla/demo/types';
import { cancellationText, departuresOn, priceBooking, scheduleText, weekdayOf } from '@rihla/shared/rules/departures';
import { addDays } from '@rihla/shared/rules/time';
import {
  ZCancellationTiers,
  ZExtraTicketTypes,
  ZPricing,
  ZSchedule,
  ZWhereToBe,
} from '@rihla/shared/schemas/booking-terms';
import { describe, expect, it } from 'vitest';
import type { TProductWrite } from '../modules/catalogue/catalogue.repository.js';
import { demoProductRow } from './seed.js';

const ROWS = DEMO_PRODUCTS.map((product, index) => demoProductRow(product, index, '2026-11-24T00:00:00.000Z'));

function rowOf(id: string): TProductWrite {
  const row = ROWS.find((candidate) => candidate.id === id);
  if (!row) throw new Error(`no demo product ${id}`);
  return row;
}

function termsOf(row: TProductWrite) {
  return {
    schedule: ZSchedule.parse(JSON.parse(row.schedule ?? '[]')),
    start: row.start_time,
    end: row.end_time,
    capacity: row.capacity_per_slot ?? 0,
  };
}

/** Every date of one year from a Sunday, so that each weekday and month is seen. */
const YEAR = Array.from({ length: 366 }, (_, index) => addDays('2026-01-04', index));

function runningDates(id: string): string[] {
  const terms = termsOf(rowOf(id));
  return YEAR.filter((date) => departuresOn(terms, date).length > 0);
}

describe('the demo catalogue’s booking terms', () => {
  it('stores terms every product parses with the shared schemas', () => {
    for (const row of ROWS) {
      expect(() => ZSchedule.parse(JSON.parse(row.schedule ?? '')), row.id).not.toThrow();
      expect(() => ZExtraTicketTypes.parse(JSON.parse(row.ticket_types ?? '')), row.id).not.toThrow();
      expect(() => ZPricing.parse(row.pricing), row.id).not.toThrow();
      expect(() => ZCancellationTiers.parse(JSON.parse(row.cancellation_tiers ?? '')), row.id).not.toThrow();
      if (row.where_to_be) expect(() => ZWhereToBe.parse(JSON.parse(row.where_to_be ?? '')), row.id).not.toThrow();
    }
  });

  it('writes a product without terms exactly as before: daily, adults only, per person, the 24-hour refund', () => {
    const bare: TDemoProduct = { ...(DEMO_PRODUCTS[0] as TDemoProduct) };
    for (const field of [
      'schedule',
      'childTicket',
      'infantTicket',
      'pricing',
      'cancellationTiers',
      'whereToBe',
      'cutoffHours',
      'capacity',
    ] as const) {
      delete bare[field];
    }
    const row = demoProductRow(bare, 0, '2026-11-24T00:00:00.000Z');
    expect(row).toMatchObject({
      schedule: '[]',
      ticket_types: '[]',
      pricing: 'perPerson',
      cancellation_tiers: '[{"hoursBefore":24,"refundPercent":100}]',
      where_to_be: '',
      capacity_per_slot: 45,
      cutoff_minutes: 120,
    });
  });

  it('refuses invalid demo terms, naming the product', () => {
    const broken = { ...(DEMO_PRODUCTS[0] as TDemoProduct), schedule: [{ start: '25:00', end: '26:00' }] };
    expect(() => demoProductRow(broken, 0, '2026-11-24T00:00:00.000Z')).toThrow(
      /dibba-dhow-cruise-full-day-from-dubai/,
    );
  });

  it('runs every product on some date of the year, its start and end one of its departures', () => {
    for (const row of ROWS) {
      const terms = termsOf(row);
      const running = YEAR.filter((date) => departuresOn(terms, date).length > 0);
      expect(running.length, row.id).toBeGreaterThan(0);
      const starts = departuresOn(terms, running[0] as string).map(
        (departure) => `${departure.start}-${departure.end}`,
      );
      expect(starts, row.id).toContain(`${row.start_time}-${row.end_time}`);
    }
  });

  it('writes each product’s availability text the way its schedule reads', () => {
    for (const row of ROWS) {
      const words = scheduleText(termsOf(row));
      const said = row.availability ?? '';
      // The words name the days; a product may say its times more briefly ('Daily' for one daily departure).
      expect(
        words.startsWith(said.replace(/ at .*$/, '').replace(/, every 30 minutes.*$/, '')),
        `${row.id}: ${words}`,
      ).toBe(true);
    }
  });

  it('closes the Louvre on Mondays and opens it every other day', () => {
    const mondays = runningDates('louvre-abu-dhabi-guided-highlights').filter((date) => weekdayOf(date) === 1);
    expect(mondays).toEqual([]);
    expect(runningDates('louvre-abu-dhabi-guided-highlights')).toHaveLength(
      YEAR.filter((date) => weekdayOf(date) !== 1).length,
    );
  });

  it('runs the mountain retreat only on Thursdays and Fridays from October to April', () => {
    const dates = runningDates('ras-al-khaimah-mountain-retreat-3n4d');
    expect(dates.length).toBeGreaterThan(50);
    for (const date of dates) {
      expect([4, 5]).toContain(weekdayOf(date));
      expect(['10', '11', '12', '01', '02', '03', '04']).toContain(date.slice(5, 7));
    }
    expect(dates).toContain('2026-10-01');
    expect(dates).toContain('2026-04-30');
  });

  it('runs the Burj Khalifa decks every 30 minutes from 08:30 to 22:00', () => {
    const starts = departuresOn(termsOf(rowOf('burj-khalifa-at-the-top-124-125')), '2026-12-01').map(
      (departure) => departure.start,
    );
    expect(starts).toHaveLength(28);
    expect(starts[0]).toBe('08:30');
    expect(starts.at(-1)).toBe('22:00');
  });

  it.each([
    ['dibba-private-dhow-charter', 20, 2200],
    ['khasab-private-speedboat-fjord-tour', 6, 950],
    ['dubai-marina-private-yacht-night-cruise', 12, 1450],
  ])('sells the %s per boat, up to %i guests, for AED %i', (id, guests, priceAed) => {
    const row = rowOf(id);
    expect(row).toMatchObject({ pricing: 'perGroup', max_ppl: guests, price_fils: priceAed * 100 });
    const terms = {
      title: row.title,
      pricing: row.pricing ?? 'perPerson',
      adultPriceFils: row.price_fils,
      extraTypes: [],
      minPeople: row.min_ppl,
      maxPeople: row.max_ppl,
      maxTicketsPerOrder: row.max_tickets_per_order ?? 10,
    };
    const family = priceBooking(terms, { adult: Math.min(10, guests), child: 0, infant: 0 });
    expect(family).toMatchObject({ ok: true, totalFils: priceAed * 100, seats: 1 });
    expect(priceBooking(terms, { adult: guests + 1, child: 0, infant: 0 }).ok).toBe(false);
  });

  it('closes the passport cruise 48 hours before departure, as its terms say', () => {
    const row = rowOf('dibba-overnight-beach-camping');
    expect(row.cutoff_minutes).toBe(2880);
    expect(row.terms).toContain('at least 48 hours before departure');
  });

  it('gives every product whose cancellation policy names hours or days the tiers that policy says', () => {
    for (const row of ROWS) {
      const policy = (row.cancellation_policy ?? '').replace(/<[^>]+>/g, '');
      const tiers = ZCancellationTiers.parse(JSON.parse(row.cancellation_tiers ?? '[]'));
      if (row.is_refundable === 0) {
        expect(policy, row.id).toMatch(/^Non-refundable/);
        continue;
      }
      const free = /(?:up to|free of charge up to) (\d+) (hours|days) before/.exec(policy);
      expect(free, `${row.id}: ${policy}`).not.toBeNull();
      const [, amount, unit] = free as RegExpExecArray;
      const hours = Number(amount) * (unit === 'days' ? 24 : 1);
      const best = [...tiers].sort((a, b) => b.hoursBefore - a.hoursBefore)[0];
      expect(best, row.id).toEqual({ hoursBefore: hours, refundPercent: 100 });
      // Each clause 'N% ... between A and B hours (or days)' is the tier of B hours at N%.
      const partial = policy
        .split(/[.;,]/)
        .map((clause) => ({
          percent: /(\d+)%/.exec(clause),
          range: /between (\d+) and (\d+) (hours|days)/.exec(clause),
        }))
        .filter((clause) => clause.percent && clause.range);
      for (const { percent, range } of partial) {
        const factor = range?.[3] === 'days' ? 24 : 1;
        expect(tiers, row.id).toContainEqual({
          hoursBefore: Number(range?.[2]) * factor,
          refundPercent: Number(percent?.[1]),
        });
      }
      expect(tiers, row.id).toHaveLength(1 + partial.length);
    }
  });

  it('says the Dibba cruise’s tiers in the words of its policy', () => {
    const row = rowOf('dibba-dhow-cruise-full-day-from-dubai');
    const tiers = ZCancellationTiers.parse(JSON.parse(row.cancellation_tiers ?? '[]'));
    expect(tiers).toEqual([
      { hoursBefore: 72, refundPercent: 100 },
      { hoursBefore: 24, refundPercent: 50 },
    ]);
    expect(cancellationText({ refundable: true, tiers })).toContain('50% refund between 72 and 24 hours before');
  });

  it('collects the Musandam trips from Dubai at Dubai hotels 2.5 hours before the departure at Dibba', () => {
    for (const id of ['dibba-dhow-cruise-full-day-from-dubai', 'dibba-overnight-beach-camping']) {
      expect(ZWhereToBe.parse(JSON.parse(rowOf(id).where_to_be ?? ''))).toMatchObject({
        kind: 'pickup',
        zone: 'Dubai hotels and residences',
        minutesBefore: 150,
        windowMinutes: 30,
      });
    }
    expect(ZWhereToBe.parse(JSON.parse(rowOf('dibba-dhow-cruise-half-day').where_to_be ?? ''))).toMatchObject({
      kind: 'meetingPoint',
    });
  });

  it('sells child and infant tickets where the family attractions price them', () => {
    const types = ZExtraTicketTypes.parse(JSON.parse(rowOf('burj-khalifa-at-the-top-124-125').ticket_types ?? ''));
    expect(types).toEqual([
      { kind: 'child', priceFils: 12_900, minAge: 4, maxAge: 12, takesSeat: true, requiresAdult: true },
      { kind: 'infant', priceFils: 0, minAge: 0, maxAge: 3, takesSeat: false, requiresAdult: true, maxPerAdult: 2 },
    ]);
  });
});

describe('the demo products the API and e2e tests book', () => {
  /** The first product of each module in the seed's order, the cheapest, the dearest and the first final sale. */
  const depended: [string, number][] = [
    ['dibba-dhow-cruise-full-day-from-dubai', 10],
    ['evening-desert-safari-bbq-dinner', 6],
    ['dubai-city-escape-3n4d', 8],
    ['burj-khalifa-at-the-top-124-125', 10],
    ['museum-of-the-future-ticket', 10],
    ['ferrari-world-abu-dhabi-ticket', 10],
    ['warner-bros-world-abu-dhabi-ticket', 10],
    ['dubai-frame-ticket', 10],
    ['maldives-island-escape-4n5d', 10],
    ['hot-air-balloon-dubai-desert', 10],
    ['aquaventure-waterpark-ticket', 10],
  ];

  it.each(depended)('keeps %s bookable every day by 1 to %i adults, a day ahead', (id, adults) => {
    const row = rowOf(id);
    expect(runningDates(id)).toHaveLength(YEAR.length);
    expect(row.pricing).toBe('perPerson');
    expect(row.min_ppl).toBeLessThanOrEqual(1);
    expect(row.max_ppl).toBeGreaterThanOrEqual(adults);
    expect(row.cutoff_minutes ?? 0).toBeLessThanOrEqual(1440);
    expect(row.capacity_per_slot ?? 0).toBeGreaterThanOrEqual(20);
  });
});
