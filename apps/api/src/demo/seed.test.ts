import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../test/harness.js';
import { DEMO_PROMO_CODES, seedDemoData } from './seed.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function counts() {
  const db = t.app.ctx.db;
  const tables = ['products', 'blogs', 'banners', 'promo_codes', 'users'] as const;
  const out: Record<string, number> = {};
  for (const table of tables) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    out[table] = Number(row.n);
  }
  return out;
}

describe('seedDemoData', () => {
  it('writes the demo catalogue, blog, banners, promo codes and shopper', async () => {
    const seeded = await counts();
    expect(seeded.products).toBe(44);
    expect(seeded.blogs).toBeGreaterThanOrEqual(6);
    expect(seeded.banners).toBe(3);
    expect(seeded.promo_codes).toBe(DEMO_PROMO_CODES.length);
    expect(seeded.users).toBe(1);
  });

  it('can run again without duplicating or failing', async () => {
    const before = await counts();
    await seedDemoData(t.app.ctx.db, t.clock);
    expect(await counts()).toEqual(before);
  });

  it('spreads start times, prices and durations over every filter bucket', async () => {
    const buckets = await t.app.ctx.db
      .selectFrom('products')
      .select(['start_minute', 'price_fils', 'duration_minutes'])
      .execute();
    const has = (test: (row: (typeof buckets)[number]) => boolean) => buckets.some(test);
    expect(has((r) => r.start_minute >= 300 && r.start_minute < 720)).toBe(true);
    expect(has((r) => r.start_minute >= 720 && r.start_minute < 1020)).toBe(true);
    expect(has((r) => r.start_minute >= 1020 && r.start_minute < 1260)).toBe(true);
    expect(has((r) => r.start_minute >= 1260 || r.start_minute < 300)).toBe(true);
    expect(has((r) => r.price_fils <= 10_000)).toBe(true);
    expect(has((r) => r.price_fils > 30_000)).toBe(true);
    expect(has((r) => r.duration_minutes < 60)).toBe(true);
    expect(has((r) => r.duration_minutes > 1440)).toBe(true);
  });
});
