import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../test/harness.js';
import { DEMO_GIFT_CARD, DEMO_SHOPPER_BALANCES } from './balances.js';
import { DEMO_AGENCY, DEMO_AGENT } from './partners.js';
import { DEMO_PROMO_CODES, DEMO_USER, seedDemoData } from './seed.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function counts() {
  const db = t.app.ctx.db;
  const tables = [
    'products',
    'blogs',
    'banners',
    'promo_codes',
    'users',
    'ledger_entries',
    'gift_cards',
    'gift_card_entries',
  ] as const;
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
  it('writes the demo catalogue, blog, banners, promo codes, shopper and travel agent', async () => {
    const seeded = await counts();
    expect(seeded.products).toBe(44);
    expect(seeded.blogs).toBeGreaterThanOrEqual(6);
    expect(seeded.banners).toBe(3);
    expect(seeded.promo_codes).toBe(DEMO_PROMO_CODES.length);
    // The demo shopper and the demo agency's travel agent (decision 126), an agent of that agency.
    expect(seeded.users).toBe(2);
    const agent = await t.app.ctx.db
      .selectFrom('partner_agents')
      .innerJoin('users', 'users.id', 'partner_agents.user_id')
      .select(['partner_agents.partner_id', 'users.phone_number'])
      .executeTakeFirstOrThrow();
    expect(agent).toEqual({ partner_id: DEMO_AGENCY.id, phone_number: DEMO_AGENT.phone_number });
  });

  it("gives the demo shopper the README's points and wallet credit, and makes the demo gift card", async () => {
    const db = t.app.ctx.db;
    const shopper = await db
      .selectFrom('users')
      .innerJoin('ledger_accounts', 'ledger_accounts.user_id', 'users.id')
      .select(['ledger_accounts.points', 'ledger_accounts.wallet_fils'])
      .where('users.phone_number', '=', DEMO_USER.phone_number)
      .executeTakeFirstOrThrow();
    expect(shopper).toEqual({
      points: DEMO_SHOPPER_BALANCES.points,
      wallet_fils: DEMO_SHOPPER_BALANCES.walletAed * 100,
    });
    const card = await db
      .selectFrom('gift_cards')
      .select(['balance_fils', 'status', 'expires_at'])
      .where('code', '=', DEMO_GIFT_CARD.code)
      .executeTakeFirstOrThrow();
    expect(card.balance_fils).toBe(DEMO_GIFT_CARD.amountAed * 100);
    expect(card.status).toBe('active');
    expect(card.expires_at > t.clock.now().toISOString()).toBe(true);
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
