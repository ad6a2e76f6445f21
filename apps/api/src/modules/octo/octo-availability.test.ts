// availability_update for every change of what a departure's availability answers (decision 131): seats given back
// by the desk or the shopper, holds that expire by themselves (the sweep), the desk's capacity and closing; nothing
// for a write that rolled back, and no query while no webhook listens. The deliveries are read as they are queued
// and compared with what the OCTO API answers the partner for the same departure.

import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { octoTestKit } from '../../test/octo-kit.js';
import { newOperator, operatorCall, type TTestOperator } from '../../test/operators.js';
import {
  addLine,
  checkoutAndInitiate,
  freshDates,
  payAndConfirm,
  productsOf,
  type TCatalogueCard,
} from '../../test/shopping.js';
import { cancelOrder, expiredHoldDeparturesQuery, findOrderById, seatsChanged } from '../booking/index.js';
import { announceExpiredHolds } from './octo-availability.js';

let t: TTestApp;
let product: TCatalogueCard;
let freshDate: () => string;
let manager: TTestOperator;

// The OCTO tests' set-up (test/octo-kit.ts): the file's app, resellers at 10% commission, requests asking pricing.
const kit = octoTestKit({ caps: 'octo/pricing', partner: { commissionBp: 1000, contactEmail: null } });
const newPartner = (app: TTestApp, products: string[]) => kit.newPartner(products, { app });
const octo = (app: TTestApp, method: 'GET' | 'POST', url: string, key: string, body?: unknown) =>
  kit.octo(method, url, key, body, { app });

/** A partner selling the product with a webhook listening to availability_update (nothing is sent: read queued). */
async function listener(app: TTestApp, planId = product.planId) {
  const partner = await newPartner(app, [planId]);
  const created = await octo(app, 'POST', '/webhooks', partner.key, {
    url: 'http://127.0.0.1:3101/hook',
    event: 'availability_update',
  });
  expect(created.statusCode, JSON.stringify(created.body)).toBe(200);
  return { ...partner, webhookId: created.body.id as string };
}

async function startOf(planId: string) {
  const row = await t.app.ctx.db
    .selectFrom('products')
    .select('start_time')
    .where('id', '=', planId)
    .executeTakeFirstOrThrow();
  return row.start_time;
}

async function availabilityIdOn(date: string) {
  return `${date}T${await startOf(product.planId)}:00+04:00`;
}

async function apiAvailability(key: string, availabilityId: string) {
  const res = await octo(t, 'POST', '/availability', key, {
    productId: product.planId,
    optionId: 'DEFAULT',
    availabilityIds: [availabilityId],
  });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return (res.body as Array<Record<string, unknown>>)[0] as { vacancies: number; status: string };
}

/** Forgets what was queued so far for the webhook, so a test sees what its own change queued. */
async function forgetDeliveries(app: TTestApp, webhookId: string) {
  await app.app.ctx.db.deleteFrom('partner_webhook_deliveries').where('webhook_id', '=', webhookId).execute();
}

/** The availability queued for the webhook about one departure, or undefined. */
async function queued(app: TTestApp, webhookId: string, availabilityId: string, planId = product.planId) {
  const rows = await app.app.ctx.db
    .selectFrom('partner_webhook_deliveries')
    .select(['payload', 'status'])
    .where('webhook_id', '=', webhookId)
    .where('dedupe_key', '=', `${planId}/${availabilityId}`)
    .execute();
  expect(rows.length).toBeLessThanOrEqual(1);
  const row = rows[0];
  if (!row) return undefined;
  expect(row.status).toBe('pending');
  return (JSON.parse(row.payload) as { availability: { vacancies: number; status: string; available: boolean } })
    .availability;
}

/** A shopper's confirmed order of `seats` adults on the date's departure. */
async function bought(date: string, seats: number) {
  const shopper = await t.newShopper();
  expect((await addLine(t, shopper.token, product, seats, date)).body.status).toBe(1);
  const { order } = await payAndConfirm(t, shopper.token);
  return { order, token: shopper.token };
}

beforeAll(async () => {
  t = kit.t;
  [product] = (await productsOf(t)) as [TCatalogueCard];
  freshDate = freshDates(t);
  manager = await newOperator(t, 'manager');
});

describe('seats given back', () => {
  it('a desk refund that cancels the order queues the departure with its seats back', async () => {
    const hook = await listener(t);
    const date = freshDate();
    const availabilityId = await availabilityIdOn(date);
    const { order } = await bought(date, 2);
    const before = await apiAvailability(hook.key, availabilityId);
    await forgetDeliveries(t, hook.webhookId);

    const res = await operatorCall(
      t,
      'operator/cancelOrder',
      { id: order.id, refund: 'full', reason: 'Guest fell ill' },
      manager.token,
    );
    expect(res.statusCode, res.raw.body).toBe(200);

    const sent = await queued(t, hook.webhookId, availabilityId);
    expect(sent?.vacancies).toBe(before.vacancies + 2);
    expect(sent).toEqual(expect.objectContaining(await apiAvailability(hook.key, availabilityId)));
  });

  it("a shopper's own cancellation queues the departure with its seats back", async () => {
    const hook = await listener(t);
    const date = freshDate();
    const availabilityId = await availabilityIdOn(date);
    const { order, token } = await bought(date, 3);
    const before = await apiAvailability(hook.key, availabilityId);
    await forgetDeliveries(t, hook.webhookId);

    const cancelled = await t.call('users/cancelBooking', { reference: order.reference }, token);
    expect(cancelled.body.status, cancelled.body.message).toBe(1);

    const sent = await queued(t, hook.webhookId, availabilityId);
    expect(sent?.vacancies).toBe(before.vacancies + 3);
    expect(sent?.vacancies).toBe((await apiAvailability(hook.key, availabilityId)).vacancies);
  });

  it('a partial ticket cancellation queues the departure with the freed seat', async () => {
    const hook = await listener(t);
    const date = freshDate();
    const availabilityId = await availabilityIdOn(date);
    const { order } = await bought(date, 3);
    const before = await apiAvailability(hook.key, availabilityId);
    await forgetDeliveries(t, hook.webhookId);

    const res = await operatorCall(
      t,
      'operator/cancelTickets',
      { id: order.id, lineIndex: 0, tickets: { adult: 1 }, refund: 'terms', reason: 'One guest dropped out' },
      manager.token,
    );
    expect(res.statusCode, res.raw.body).toBe(200);

    const sent = await queued(t, hook.webhookId, availabilityId);
    expect(sent?.vacancies).toBe(before.vacancies + 1);
    expect(sent?.vacancies).toBe((await apiAvailability(hook.key, availabilityId)).vacancies);
  });

  it("a desk date change queues the old departure's seats back and the new one's taken", async () => {
    const hook = await listener(t);
    const from = freshDate();
    const to = freshDate();
    const start = await startOf(product.planId);
    const [fromId, toId] = [await availabilityIdOn(from), await availabilityIdOn(to)];
    const { order } = await bought(from, 2);
    const [fromBefore, toBefore] = [await apiAvailability(hook.key, fromId), await apiAvailability(hook.key, toId)];
    await forgetDeliveries(t, hook.webhookId);

    const res = await operatorCall(
      t,
      'operator/changeOrderDate',
      { id: order.id, lineIndex: 0, date: to, start, reprice: false },
      manager.token,
    );
    expect(res.statusCode, res.raw.body).toBe(200);

    expect((await queued(t, hook.webhookId, fromId))?.vacancies).toBe(fromBefore.vacancies + 2);
    expect((await queued(t, hook.webhookId, toId))?.vacancies).toBe(toBefore.vacancies - 2);
  });

  it("checking out again queues the replaced checkout's departure with its seats back", async () => {
    const hook = await listener(t);
    const [first, second] = [freshDate(), freshDate()];
    const firstId = await availabilityIdOn(first);
    const shopper = await t.newShopper();
    expect((await addLine(t, shopper.token, product, 2, first)).body.status).toBe(1);
    const free = (await apiAvailability(hook.key, firstId)).vacancies;
    await checkoutAndInitiate(t, shopper.token);
    const removed = await t.call('users/deleteCart', { module: product.module, planId: product.planId }, shopper.token);
    expect(removed.body.status, removed.body.message).toBe(1);
    expect((await addLine(t, shopper.token, product, 1, second)).body.status).toBe(1);
    await forgetDeliveries(t, hook.webhookId);

    await checkoutAndInitiate(t, shopper.token);

    expect((await queued(t, hook.webhookId, firstId))?.vacancies).toBe(free);
  });

  it('queues nothing for a cancellation whose transaction rolled back, and its seats stay taken', async () => {
    const hook = await listener(t);
    const date = freshDate();
    const availabilityId = await availabilityIdOn(date);
    const { order } = await bought(date, 2);
    const before = await apiAvailability(hook.key, availabilityId);
    await forgetDeliveries(t, hook.webhookId);
    const row = await findOrderById(t.app.ctx.db, order.id);
    if (!row) throw new Error('order missing');

    await expect(
      cancelOrder(t.app.ctx, row, 0, async () => {
        throw new Error('the write after the release failed');
      }),
    ).rejects.toThrow('the write after the release failed');

    expect(await queued(t, hook.webhookId, availabilityId)).toBeUndefined();
    expect((await findOrderById(t.app.ctx.db, order.id))?.status).toBe('confirmed');
    expect((await apiAvailability(hook.key, availabilityId)).vacancies).toBe(before.vacancies);
  });
});

describe('holds that expire by themselves', () => {
  it('the sweep queues a departure whose unpaid hold expired since its last run, once', async () => {
    const hook = await listener(t);
    const date = freshDate();
    const availabilityId = await availabilityIdOn(date);
    const shopper = await t.newShopper();
    expect((await addLine(t, shopper.token, product, 2, date)).body.status).toBe(1);
    const free = (await apiAvailability(hook.key, availabilityId)).vacancies;
    await checkoutAndInitiate(t, shopper.token);
    expect((await apiAvailability(hook.key, availabilityId)).vacancies).toBe(free - 2);
    await forgetDeliveries(t, hook.webhookId);

    const since = t.clock.now();
    // Nothing expired yet: the sweep tells of nothing.
    expect(await announceExpiredHolds(t.app.ctx, since, since)).toBe(0);
    t.clock.advance(20 * 60_000);
    const until = t.clock.now();
    expect(await announceExpiredHolds(t.app.ctx, since, until)).toBeGreaterThanOrEqual(1);

    const sent = await queued(t, hook.webhookId, availabilityId);
    expect(sent?.vacancies).toBe(free);
    expect(sent?.vacancies).toBe((await apiAvailability(hook.key, availabilityId)).vacancies);
    // The next run starts where this one ended: the same expiry is not told again.
    await forgetDeliveries(t, hook.webhookId);
    t.clock.advance(60_000);
    await announceExpiredHolds(t.app.ctx, until, t.clock.now());
    expect(await queued(t, hook.webhookId, availabilityId)).toBeUndefined();
  });
});

describe("the sweep's query", () => {
  it('reads the partial index of seats still held (migration 061), not every hold the shop made', async () => {
    const query = expiredHoldDeparturesQuery(t.app.ctx.db, '2026-01-01T00:00:00Z', '2026-01-02T00:00:00Z').compile();
    const plan = await t.app.ctx.db.transaction().execute(async (trx) => {
      if (t.dialect === 'sqlite') {
        const explained = await trx.executeQuery<{ detail: string }>({
          ...query,
          sql: `EXPLAIN QUERY PLAN ${query.sql}`,
        });
        return explained.rows.map((row) => row.detail).join(' | ');
      }
      // A test database is small enough for a sequential scan to be cheapest: without one, the planner shows whether
      // the index can serve the query at all.
      await sql`SET LOCAL enable_seqscan = off`.execute(trx);
      const explained = await trx.executeQuery<{ 'QUERY PLAN': string }>({ ...query, sql: `EXPLAIN ${query.sql}` });
      return explained.rows.map((row) => row['QUERY PLAN']).join(' | ');
    });
    expect(plan).toContain('seat_holds_held_expiry_idx');
  });
});

describe('the desk changes a departure', () => {
  it('a capacity change queues the departure with its new vacancies', async () => {
    const hook = await listener(t);
    const date = freshDate();
    const start = await startOf(product.planId);
    const availabilityId = await availabilityIdOn(date);
    await bought(date, 1);
    await forgetDeliveries(t, hook.webhookId);

    const res = await operatorCall(
      t,
      'operator/setDeparture',
      { productId: product.planId, date, start, action: { kind: 'setCapacity', capacity: 5 } },
      manager.token,
    );
    expect(res.statusCode, res.raw.body).toBe(200);

    const sent = await queued(t, hook.webhookId, availabilityId);
    expect(sent?.vacancies).toBe(4);
    expect(sent?.vacancies).toBe((await apiAvailability(hook.key, availabilityId)).vacancies);
  });

  it('closing a departure queues it closed, and reopening it open again', async () => {
    const hook = await listener(t);
    const date = freshDate();
    const start = await startOf(product.planId);
    const availabilityId = await availabilityIdOn(date);
    await forgetDeliveries(t, hook.webhookId);
    const ref = { productId: product.planId, date, start };

    const closed = await operatorCall(t, 'operator/setDeparture', { ...ref, action: { kind: 'close' } }, manager.token);
    expect(closed.statusCode, closed.raw.body).toBe(200);
    const sent = await queued(t, hook.webhookId, availabilityId);
    expect(sent).toEqual(expect.objectContaining({ available: false, status: 'CLOSED', vacancies: 0 }));

    const reopened = await operatorCall(
      t,
      'operator/setDeparture',
      { ...ref, action: { kind: 'reopen' } },
      manager.token,
    );
    expect(reopened.statusCode, reopened.raw.body).toBe(200);
    // The waiting delivery now carries the latest state (one per departure while it waits).
    const again = await queued(t, hook.webhookId, availabilityId);
    expect(again?.available).toBe(true);
    expect(again?.vacancies).toBe((await apiAvailability(hook.key, availabilityId)).vacancies);
  });
});

describe('the desk changes prices', () => {
  it('a price change queues the coming departures with the new unit prices, as the API answers them', async () => {
    const hook = await listener(t);
    const date = freshDate();
    const availabilityId = await availabilityIdOn(date);
    await forgetDeliveries(t, hook.webhookId);
    const timetable = await operatorCall(t, 'operator/getTimetable', { productId: product.planId }, manager.token);
    expect(timetable.statusCode, timetable.raw.body).toBe(200);
    const before = timetable.body.data as { pricing: string; priceFils: number; ticketTypes: unknown[] };

    const res = await operatorCall(
      t,
      'operator/setPrices',
      {
        productId: product.planId,
        pricing: before.pricing,
        priceFils: before.priceFils + 1_000,
        ticketTypes: before.ticketTypes,
      },
      manager.token,
    );
    expect(res.statusCode, res.raw.body).toBe(200);

    const sent = (await queued(t, hook.webhookId, availabilityId)) as unknown as {
      unitPricing: Array<{ unitId: string; retail: number }>;
    };
    const answered = (await apiAvailability(hook.key, availabilityId)) as unknown as typeof sent;
    const adult = (prices: typeof sent) => prices.unitPricing.find((unit) => unit.unitId === 'adult')?.retail;
    expect(adult(sent)).toBe(before.priceFils + 1_000);
    expect(adult(sent)).toBe(adult(answered));
  });
});

describe('no subscribers, no work', () => {
  it('answers from the cached "no webhook" until a webhook is added through the service', async () => {
    const app = await createTestApp();
    try {
      const [own] = (await productsOf(app)) as [TCatalogueCard];
      const date = freshDates(app)();
      const { start_time: start } = await app.app.ctx.db
        .selectFrom('products')
        .select('start_time')
        .where('id', '=', own.planId)
        .executeTakeFirstOrThrow();
      const change = [{ productId: own.planId, date, start }];
      const partner = await newPartner(app, [own.planId]);
      // The first change reads that no webhook listens; the answer is kept.
      await seatsChanged(app.app.ctx, change);
      // A webhook row written behind the services' back is not seen: the kept answer is used, no query is made.
      const sneaked = newId();
      await app.app.ctx.db
        .insertInto('partner_webhooks')
        .values({
          id: sneaked,
          partner_id: partner.id,
          url: 'http://127.0.0.1:3102/sneaked',
          secret: 'whsec_test',
          events: JSON.stringify(['availability_update']),
          created_at: new Date().toISOString(),
          revoked_at: null,
          origin: 'octo',
          retry_on_error: 1,
        })
        .execute();
      await seatsChanged(app.app.ctx, change);
      const none = await app.app.ctx.db
        .selectFrom('partner_webhook_deliveries')
        .select('id')
        .where('webhook_id', '=', sneaked)
        .execute();
      expect(none).toEqual([]);

      // A webhook added through OCTO clears the kept answer (the `webhooks` tag): the next change is queued.
      const hook = await listener(app, own.planId);
      await seatsChanged(app.app.ctx, change);
      const availabilityId = `${date}T${start}:00+04:00`;
      expect(await queued(app, hook.webhookId, availabilityId, own.planId)).toBeDefined();
    } finally {
      await app.close();
    }
  });
});
