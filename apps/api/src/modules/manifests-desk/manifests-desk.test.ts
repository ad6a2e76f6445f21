import { createHash } from 'node:crypto';
import { MANIFEST_MESSAGES } from '@rihla/shared/messages/manifests';
import { OPERATOR_MESSAGES } from '@rihla/shared/messages/operators';
import { addDays, todayInDubai } from '@rihla/shared/rules/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TProductRow } from '../../db/tables/schema.js';
import { paidCheckout, quickShopper } from '../../test/crowd.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { newOperator, operatorCall, type TTestOperator } from '../../test/operators.js';
import { productTemplateOf } from '../../test/shopping.js';
import { setBookingTerms } from '../catalogue/booking-terms.service.js';
import { addProduct } from '../catalogue/catalogue.service.js';

let t: TTestApp;
let template: TProductRow;
let owner: TTestOperator;
let manager: TTestOperator;
let agent: TTestOperator;
let guide: TTestOperator;
let otherGuide: TTestOperator;
let editor: TTestOperator;

beforeAll(async () => {
  t = await createTestApp();
  template = await t.app.ctx.db.selectFrom('products').selectAll().limit(1).executeTakeFirstOrThrow();
  owner = await newOperator(t, 'owner', 'Manifest owner');
  manager = await newOperator(t, 'manager', 'Manifest manager');
  agent = await newOperator(t, 'agent', 'Manifest agent');
  guide = await newOperator(t, 'guide', 'Gamal Guide');
  otherGuide = await newOperator(t, 'guide', 'Other Guide');
  editor = await newOperator(t, 'editor', 'Manifest editor');
  // 10:00 in Dubai on 2026-11-25 (06:00 UTC); signing the operators in moved the clock on.
  t.clock.set('2026-11-25T06:00:00.000Z');
});
afterAll(async () => {
  await t?.close();
});

interface TProduct {
  module: string;
  planId: string;
}

let productCount = 0;
/** A product of its own: daily at 09:00 and 14:00, 20 seats, adults 100 AED, children 50 AED. */
async function newProduct(): Promise<TProduct> {
  productCount += 1;
  const id = `manifests-test-${productCount}`;
  await addProduct(t.app.ctx, {
    ...productTemplateOf(template),
    id,
    title: `Manifests test ${productCount}`,
    price_fils: 10_000,
    min_ppl: 1,
    max_ppl: 50,
    capacity_per_slot: 20,
    cutoff_minutes: 60,
    max_tickets_per_order: 20,
  });
  await setBookingTerms(t.app.ctx, id, {
    pricing: 'perPerson',
    schedule: [
      { start: '09:00', end: '11:00' },
      { start: '14:00', end: '16:00' },
    ],
    ticketTypes: [{ kind: 'child', priceFils: 5_000, minAge: 3, maxAge: 11, takesSeat: true, requiresAdult: true }],
  });
  return { module: template.module, planId: id };
}

const inDays = (days: number) => addDays(todayInDubai(t.clock.now()), days);

function call(name: Parameters<typeof operatorCall>[1], body: unknown, who: TTestOperator = manager) {
  return operatorCall(t, name, body, who.token);
}

/** A shopper with a paid, confirmed booking; returns its order's reference, voucher code and token. */
async function booking(product: TProduct, date: string, start: string, adults: number, children = 0) {
  const token = await quickShopper(t);
  const added = await t.call(
    'users/addToCart',
    { item: [{ ...product, date, departure: start, tickets: { adult: adults, child: children, infant: 0 } }] },
    token,
  );
  expect(added.body.status, added.body.message).toBe(1);
  const paid = await paidCheckout(t, token);
  const confirmed = await t.call('users/confirmBooking', { paymentId: paid.transactionId, cartId: paid.cartId }, token);
  expect(confirmed.body.status, confirmed.body.message).toBe(1);
  const order = await t.app.ctx.db
    .selectFrom('orders')
    .select(['id', 'reference', 'voucher_code'])
    .where('checkout_id', '=', paid.cartId)
    .executeTakeFirstOrThrow();
  return { token, orderId: order.id, reference: order.reference, voucherCode: order.voucher_code };
}

const keyOf = (product: TProduct, date: string, start: string) => ({ productId: product.planId, date, start });

/** Gives a booking's lead guest a name of its own (the crowd's shoppers are all 'Crowd Shopper'). */
async function nameLeadGuest(orderId: string, first: string, last: string): Promise<void> {
  const { db } = t.app.ctx;
  const order = await db.selectFrom('orders').select('user_id').where('id', '=', orderId).executeTakeFirstOrThrow();
  await db.updateTable('users').set({ first_name: first, last_name: last }).where('id', '=', order.user_id).execute();
}

async function countOf(table: 'check_ins' | 'guide_assignments' | 'audit_log'): Promise<number> {
  const row = await t.app.ctx.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('POST /api/operator/listDepartures', () => {
  it('lists the departures with paid bookings, their seats, bookings and check-ins; a guide only its own', async () => {
    const product = await newProduct();
    const date = inDays(1);
    const first = await booking(product, date, '09:00', 2, 1);
    await booking(product, date, '09:00', 1);
    await booking(product, date, '14:00', 4);

    const res = await call('operator/listDepartures', { from: date, to: date });
    expect(res.statusCode, res.raw.body).toBe(200);
    const mine = res.body.data.departures.filter((each: { productId: string }) => each.productId === product.planId);
    expect(mine).toEqual([
      expect.objectContaining({
        start: '09:00',
        end: '11:00',
        capacity: 20,
        bookedSeats: 4,
        bookings: 2,
        checkedIn: 0,
      }),
      expect.objectContaining({ start: '14:00', bookedSeats: 4, bookings: 1, checkedIn: 0, guides: [] }),
    ]);

    expect((await call('operator/listDepartures', { from: date, to: date }, guide)).body.data.departures).toEqual([]);
    const assigned = await call('operator/assignGuide', { ...keyOf(product, date, '09:00'), guideIds: [guide.id] });
    expect(assigned.statusCode, assigned.raw.body).toBe(200);
    const checked = await call('operator/checkIn', { ...keyOf(product, date, '09:00'), code: first.reference }, guide);
    expect(checked.body.data.result).toBe('valid');

    const own = await call('operator/listDepartures', { from: date, to: date }, guide);
    expect(own.body.data.departures).toEqual([
      expect.objectContaining({
        productId: product.planId,
        start: '09:00',
        bookings: 2,
        checkedIn: 1,
        guides: [{ id: guide.id, name: 'Gamal Guide' }],
      }),
    ]);
    expect((await call('operator/listDepartures', { from: date, to: date }, otherGuide)).body.data.departures).toEqual(
      [],
    );
  });

  it('lists the departures of any range of dates, counting tickets and the tickets checked in', async () => {
    const product = await newProduct();
    const date = inDays(40);
    const family = await booking(product, date, '14:00', 3, 1);
    await booking(product, date, '14:00', 2);
    await call('operator/checkIn', { ...keyOf(product, date, '14:00'), code: family.reference, tickets: 2 });

    const res = await call('operator/listDepartures', { from: addDays(date, -3), to: date });
    expect(res.statusCode, res.raw.body).toBe(200);
    const mine = res.body.data.departures.filter((each: { productId: string }) => each.productId === product.planId);
    expect(mine).toEqual([
      expect.objectContaining({
        date,
        start: '14:00',
        bookings: 2,
        bookedSeats: 6,
        tickets: 6,
        checkedInTickets: 2,
        checkedIn: 0,
        matches: [],
      }),
    ]);
    const empty = await call('operator/listDepartures', { from: addDays(date, 1), to: addDays(date, 2) });
    expect(
      empty.body.data.departures.filter((each: { productId: string }) => each.productId === product.planId),
    ).toEqual([]);
  });

  it('finds the departures of a booking by any part of its lead name or reference, any case; a guide only among its own', async () => {
    const product = await newProduct();
    const date = inDays(41);
    const layla = await booking(product, date, '09:00', 2);
    const omar = await booking(product, date, '14:00', 1);
    await nameLeadGuest(layla.orderId, 'Layla', 'Haddad');
    await nameLeadGuest(omar.orderId, 'Omar', 'Haddad');
    const range = { from: date, to: date };
    const search = async (text: string, who: TTestOperator = agent) => {
      const res = await call('operator/listDepartures', { ...range, search: text }, who);
      expect(res.statusCode, res.raw.body).toBe(200);
      return res.body.data.departures.filter((each: { productId: string }) => each.productId === product.planId);
    };

    expect(await search('layla')).toEqual([
      expect.objectContaining({
        start: '09:00',
        bookings: 1,
        matches: [{ orderId: layla.orderId, reference: layla.reference, leadName: 'Layla Haddad' }],
      }),
    ]);
    expect((await search(omar.reference.slice(3).toLowerCase())).map((each: { start: string }) => each.start)).toEqual([
      '14:00',
    ]);
    // Both departures have a Haddad: each is listed with its own booking.
    const both = await search('  HADDAD ');
    expect(both.map((each: { start: string; matches: { reference: string }[] }) => [each.start, each.matches])).toEqual(
      [
        ['09:00', [expect.objectContaining({ reference: layla.reference })]],
        ['14:00', [expect.objectContaining({ reference: omar.reference })]],
      ],
    );
    expect(await search('nobody by this name')).toEqual([]);
    // A blank search lists every departure.
    expect(await search('  ')).toHaveLength(2);

    // A guide finds only on the departures assigned to it.
    expect(await search('haddad', otherGuide)).toEqual([]);
    await call('operator/assignGuide', { ...keyOf(product, date, '14:00'), guideIds: [otherGuide.id] });
    expect((await search('haddad', otherGuide)).map((each: { start: string }) => each.start)).toEqual(['14:00']);

    const tooLong = await call('operator/listDepartures', { ...range, search: 'x'.repeat(81) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body.status).toBe(0);
  });

  it('refuses a range that ends before it starts or covers more than 14 days, and an editor', async () => {
    expect((await call('operator/listDepartures', { from: inDays(2), to: inDays(1) })).statusCode).toBe(400);
    expect((await call('operator/listDepartures', { from: inDays(0), to: inDays(14) })).statusCode).toBe(400);
    expect((await call('operator/listDepartures', { from: inDays(0), to: inDays(13) })).statusCode).toBe(200);
    const res = await call('operator/listDepartures', { from: inDays(0), to: inDays(1) }, editor);
    expect(res.statusCode).toBe(403);
    expect(res.body).toEqual({ status: 0, message: OPERATOR_MESSAGES.forbidden });
  });
});

describe('POST /api/operator/getManifest', () => {
  it("lists each paid booking's lead name, phone, tickets per type and check-in state, without cancelled ones", async () => {
    const product = await newProduct();
    const date = inDays(3);
    const family = await booking(product, date, '09:00', 2, 1);
    const cancelled = await booking(product, date, '09:00', 1);
    expect((await t.call('users/cancelBooking', { reference: cancelled.reference }, cancelled.token)).body.status).toBe(
      1,
    );

    const res = await call('operator/getManifest', keyOf(product, date, '09:00'), agent);
    expect(res.statusCode, res.raw.body).toBe(200);
    const { departure, bookings, canAssignGuides, guideChoices } = res.body.data;
    expect(departure).toMatchObject({ bookings: 1, bookedSeats: 3, checkedIn: 0, capacity: 20 });
    expect(canAssignGuides).toBe(false);
    expect(guideChoices).toEqual([]);
    expect(bookings).toEqual([
      {
        orderId: family.orderId,
        reference: family.reference,
        leadName: 'Crowd Shopper',
        phone: expect.any(String),
        tickets: [
          { kind: 'adult', label: 'Adult', count: 2 },
          { kind: 'child', label: 'Child (3-11 years)', count: 1 },
        ],
        seats: 3,
        ticketCount: 3,
        checkedInTickets: 0,
        notes: '',
        checkIn: null,
        voucherCodeHash: createHash('sha256').update(family.voucherCode).digest('hex'),
        // Its product asks no passenger details: the manifest shows it as before (decision 097).
        details: 'none',
        passengers: [],
        bookingAnswers: [],
        bookingMissing: [],
      },
    ]);
    expect(bookings[0].phone.length).toBeGreaterThan(5);

    // The bookings desk's internal notes print on the manifest, oldest first.
    for (const text of ['Vegetarian lunch', 'Pick up at the marina gate']) {
      expect((await call('operator/addOrderNote', { id: family.orderId, text })).statusCode).toBe(200);
    }
    const noted = await call('operator/getManifest', keyOf(product, date, '09:00'), agent);
    expect(noted.body.data.bookings[0].notes).toBe('Vegetarian lunch · Pick up at the marina gate');

    const asManager = await call('operator/getManifest', keyOf(product, date, '09:00'));
    expect(asManager.body.data.canAssignGuides).toBe(true);
    expect(asManager.body.data.guideChoices).toEqual(
      expect.arrayContaining([
        { id: guide.id, name: 'Gamal Guide' },
        { id: otherGuide.id, name: 'Other Guide' },
      ]),
    );
  });

  it('refuses a guide at a departure not assigned to it, and answers 404 for an unknown product', async () => {
    const product = await newProduct();
    const res = await call('operator/getManifest', keyOf(product, inDays(1), '09:00'), guide);
    expect(res.statusCode).toBe(403);
    expect(res.body).toEqual({ status: 0, message: MANIFEST_MESSAGES.notYourDeparture });
    const unknown = await call('operator/getManifest', {
      productId: 'no-such-product',
      date: inDays(1),
      start: '09:00',
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('POST /api/operator/assignGuide', () => {
  it('sets the guides of a departure, records it in the audit log, and takes them off again', async () => {
    const product = await newProduct();
    const key = keyOf(product, inDays(2), '14:00');
    const res = await call('operator/assignGuide', { ...key, guideIds: [guide.id, otherGuide.id, guide.id] });
    expect(res.statusCode, res.raw.body).toBe(200);
    expect(res.body.data.guides.map((each: { id: string }) => each.id).sort()).toEqual(
      [guide.id, otherGuide.id].sort(),
    );
    expect((await call('operator/getManifest', key, otherGuide)).statusCode).toBe(200);

    const cleared = await call('operator/assignGuide', { ...key, guideIds: [otherGuide.id] });
    expect(cleared.body.data.guides).toEqual([{ id: otherGuide.id, name: 'Other Guide' }]);
    expect((await call('operator/getManifest', key, guide)).statusCode).toBe(403);

    const entries = await t.app.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('object_id', '=', `${product.planId} ${key.date} 14:00`)
      .orderBy('id')
      .execute();
    expect(entries.map((entry) => [entry.action, entry.operator_id, JSON.parse(entry.after_json ?? '{}')])).toEqual([
      ['departure.assignGuides', manager.id, { guides: ['Gamal Guide', 'Other Guide'] }],
      ['departure.assignGuides', manager.id, { guides: ['Other Guide'] }],
    ]);
  });

  it('refuses an operator who is not an active guide with a 400 and changes nothing; agents and guides get 403', async () => {
    const product = await newProduct();
    const key = keyOf(product, inDays(2), '09:00');
    const before = await countOf('guide_assignments');
    for (const guideIds of [[agent.id], ['no-such-operator']]) {
      const res = await call('operator/assignGuide', { ...key, guideIds });
      expect(res.statusCode).toBe(400);
      expect(res.body).toEqual({ status: 0, message: MANIFEST_MESSAGES.guideNotFound });
    }
    for (const who of [agent, guide]) {
      expect((await call('operator/assignGuide', { ...key, guideIds: [guide.id] }, who)).statusCode).toBe(403);
    }
    expect(await countOf('guide_assignments')).toBe(before);
  });
});

describe('POST /api/operator/checkIn', () => {
  it('checks a booking in by its reference once, then answers when and by whom (Dubai time)', async () => {
    const product = await newProduct();
    const date = inDays(0);
    const shopper = await booking(product, date, '14:00', 2);
    const key = keyOf(product, date, '14:00');
    const audit = await countOf('audit_log');

    t.clock.set('2026-11-25T06:00:00.000Z');
    const first = await call('operator/checkIn', { ...key, code: ` ${shopper.reference.toLowerCase()} ` }, agent);
    expect(first.statusCode, first.raw.body).toBe(200);
    expect(first.body.data).toMatchObject({
      result: 'valid',
      reason: null,
      headline: MANIFEST_MESSAGES.valid,
      booking: { reference: shopper.reference, seats: 2, checkIn: { clock: '10:00', by: 'Manifest agent' } },
    });

    t.clock.set('2026-11-25T06:07:00.000Z');
    const second = await call('operator/checkIn', { ...key, code: shopper.voucherCode }, manager);
    expect(second.body.data).toMatchObject({
      result: 'alreadyCheckedIn',
      headline: 'Already checked in at 10:00 by Manifest agent',
    });
    expect(second.body.message).toBe('Already checked in at 10:00 by Manifest agent');

    const manifest = await call('operator/getManifest', key);
    expect(manifest.body.data.departure.checkedIn).toBe(1);
    expect(manifest.body.data.bookings[0].checkIn).toMatchObject({
      clock: '10:00',
      by: 'Manifest agent',
      source: 'online',
    });
    const scans = await t.app.ctx.db
      .selectFrom('check_ins')
      .select(['operator_id', 'is_conflict'])
      .where('order_id', '=', shopper.orderId)
      .orderBy('is_conflict')
      .execute();
    expect(scans).toEqual([
      { operator_id: agent.id, is_conflict: 0 },
      { operator_id: manager.id, is_conflict: 1 },
    ]);
    expect(await countOf('audit_log')).toBe(audit + 2);
  });

  it('lets one of two racing scans win and records the other as a conflict', async () => {
    const product = await newProduct();
    const date = inDays(1);
    const shopper = await booking(product, date, '09:00', 1);
    const key = keyOf(product, date, '09:00');
    const answers = await Promise.all(
      [agent, manager, owner].map((who) => call('operator/checkIn', { ...key, code: shopper.reference }, who)),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((res) => res.body.data.result).sort()).toEqual([
      'alreadyCheckedIn',
      'alreadyCheckedIn',
      'valid',
    ]);
    const scans = await t.app.ctx.db
      .selectFrom('check_ins')
      .select(['is_conflict'])
      .where('order_id', '=', shopper.orderId)
      .execute();
    expect(scans.map((scan) => scan.is_conflict).sort()).toEqual([0, 1, 1]);
  });

  it('refuses, with the reason and without recording anything, vouchers of another departure, day or trip, cancelled and unknown ones', async () => {
    const product = await newProduct();
    const other = await newProduct();
    const date = inDays(4);
    const shopper = await booking(product, date, '09:00', 1);
    const cancelled = await booking(product, date, '09:00', 1);
    expect((await t.call('users/cancelBooking', { reference: cancelled.reference }, cancelled.token)).body.status).toBe(
      1,
    );
    const before = await countOf('check_ins');
    const cases: Array<[Record<string, string>, string]> = [
      [{ ...keyOf(product, date, '14:00'), code: shopper.reference }, 'otherDeparture'],
      [{ ...keyOf(product, inDays(5), '09:00'), code: shopper.reference }, 'otherDay'],
      [{ ...keyOf(other, date, '09:00'), code: shopper.voucherCode }, 'otherProduct'],
      [{ ...keyOf(product, date, '09:00'), code: cancelled.reference }, 'refunded'],
      [{ ...keyOf(product, date, '09:00'), code: 'RH-NOSUCH00' }, 'unknown'],
    ];
    for (const [body, reason] of cases) {
      const res = await call('operator/checkIn', body, agent);
      expect(res.statusCode, reason).toBe(200);
      expect(res.body.data).toMatchObject({
        result: 'refused',
        reason,
        headline: MANIFEST_MESSAGES.refusals[reason as keyof typeof MANIFEST_MESSAGES.refusals],
      });
    }
    expect(await countOf('check_ins')).toBe(before);
  });

  it('settles an offline scan synced late: the earliest scan wins, the other is kept as a conflict', async () => {
    const product = await newProduct();
    t.clock.set('2026-11-25T06:00:00.000Z');
    const date = inDays(0);
    const key = keyOf(product, date, '14:00');
    const early = await booking(product, date, '14:00', 1);
    const late = await booking(product, date, '14:00', 1);
    t.clock.set('2026-11-25T06:30:00.000Z');
    expect((await call('operator/checkIn', { ...key, code: early.reference }, agent)).body.data.result).toBe('valid');
    expect((await call('operator/checkIn', { ...key, code: late.reference }, agent)).body.data.result).toBe('valid');

    // Synced at 10:50. Scanned offline at 10:10 Dubai time, before the agent's 10:30 scan: it takes the win.
    t.clock.set('2026-11-25T06:50:00.000Z');
    const synced = await call(
      'operator/checkIn',
      { ...key, code: early.reference, source: 'offline', scannedAt: '2026-11-25T06:10:00.000Z' },
      manager,
    );
    expect(synced.body.data).toMatchObject({
      result: 'valid',
      booking: { checkIn: { clock: '10:10', source: 'offline' } },
    });
    // Scanned offline at 10:45, after the agent's scan: already checked in.
    const after = await call(
      'operator/checkIn',
      { ...key, code: late.reference, source: 'offline', scannedAt: '2026-11-25T06:45:00.000Z' },
      manager,
    );
    expect(after.body.data.headline).toBe('Already checked in at 10:30 by Manifest agent');

    const manifest = await call('operator/getManifest', key);
    expect(manifest.body.data.departure.checkedIn).toBe(2);
    const scans = await t.app.ctx.db
      .selectFrom('check_ins')
      .select(['order_id', 'operator_id', 'source', 'is_conflict'])
      .where('order_id', 'in', [early.orderId, late.orderId])
      .orderBy('scanned_at')
      .orderBy('is_conflict')
      .execute();
    expect(scans).toEqual([
      { order_id: early.orderId, operator_id: manager.id, source: 'offline', is_conflict: 0 },
      { order_id: late.orderId, operator_id: agent.id, source: 'online', is_conflict: 0 },
      { order_id: early.orderId, operator_id: agent.id, source: 'online', is_conflict: 1 },
      { order_id: late.orderId, operator_id: manager.id, source: 'offline', is_conflict: 1 },
    ]);
  });

  it('refuses an offline scan time in the future or more than a week old with a 400', async () => {
    const product = await newProduct();
    const key = keyOf(product, inDays(1), '09:00');
    for (const scannedAt of ['2026-11-25T08:00:00.000Z', '2026-11-10T06:00:00.000Z', 'yesterday']) {
      t.clock.set('2026-11-25T06:30:00.000Z');
      const res = await call('operator/checkIn', { ...key, code: 'RH-NOSUCH00', source: 'offline', scannedAt }, agent);
      expect(res.statusCode, scannedAt).toBe(400);
      expect(res.body.status).toBe(0);
    }
  });

  it('refuses an offline scan dated before its booking was made or days before its departure, and keeps the real scan', async () => {
    const product = await newProduct();
    t.clock.set('2026-11-25T06:00:00.000Z');
    const today = keyOf(product, inDays(0), '14:00');
    const shopper = await booking(product, today.date, '14:00', 1);
    t.clock.set('2026-11-25T09:30:00.000Z');
    expect((await call('operator/checkIn', { ...today, code: shopper.reference }, agent)).body.data.result).toBe(
      'valid',
    );
    // Dated 09:00 Dubai (05:00Z): the departure's day, but an hour before the booking was made.
    const beforeBooking = await call(
      'operator/checkIn',
      { ...today, code: shopper.reference, source: 'offline', scannedAt: '2026-11-25T05:00:00.000Z' },
      manager,
    );
    expect([beforeBooking.statusCode, beforeBooking.body]).toEqual([
      400,
      { status: 0, message: MANIFEST_MESSAGES.scanBeforeBooking },
    ]);
    // A departure three days on: a scan dated now, days before it, is no check-in; two days before is (48 hours).
    const later = keyOf(product, inDays(3), '09:00');
    const early = await booking(product, later.date, '09:00', 1);
    const daysBefore = await call(
      'operator/checkIn',
      { ...later, code: early.reference, source: 'offline', scannedAt: t.clock.now().toISOString() },
      manager,
    );
    expect([daysBefore.statusCode, daysBefore.body]).toEqual([
      400,
      { status: 0, message: MANIFEST_MESSAGES.scanBeforeDeparture },
    ]);
    const dayAfterTomorrow = keyOf(product, inDays(2), '09:00');
    const soon = await booking(product, dayAfterTomorrow.date, '09:00', 1);
    const dayBefore = await call(
      'operator/checkIn',
      { ...dayAfterTomorrow, code: soon.reference, source: 'offline', scannedAt: t.clock.now().toISOString() },
      manager,
    );
    expect(dayBefore.body.data.result).toBe('valid');
    // The agent's real scan is still the check-in, and nothing else was recorded.
    const scans = await t.app.ctx.db
      .selectFrom('check_ins')
      .select(['order_id', 'operator_id', 'is_conflict', 'scanned_at'])
      .where('order_id', 'in', [shopper.orderId, early.orderId])
      .execute();
    expect(scans).toEqual([
      { order_id: shopper.orderId, operator_id: agent.id, is_conflict: 0, scanned_at: '2026-11-25T09:30:00.000Z' },
    ]);
    const manifest = await call('operator/getManifest', today);
    expect(manifest.body.data.bookings[0].checkIn).toMatchObject({ clock: '13:30', by: 'Manifest agent' });
  });

  it("names a refused booking's lead guest and phone only to those who may see one of its departures", async () => {
    const product = await newProduct();
    const date = inDays(3);
    const mine = keyOf(product, date, '09:00');
    await call('operator/assignGuide', { ...mine, guideIds: [otherGuide.id] });
    const elsewhere = await booking(product, date, '14:00', 1);
    const cancelled = await booking(product, date, '09:00', 1);
    expect((await t.call('users/cancelBooking', { reference: cancelled.reference }, cancelled.token)).body.status).toBe(
      1,
    );
    // A booking of a departure the guide is not assigned to: refused, with no one's name or phone.
    const other = await call('operator/checkIn', { ...mine, code: elsewhere.reference }, otherGuide);
    expect(other.body.data).toEqual({
      result: 'refused',
      reason: 'otherDeparture',
      headline: MANIFEST_MESSAGES.refusals.otherDeparture,
      booking: null,
    });
    expect(other.raw.body).not.toContain('Crowd Shopper');
    // Its own departure's cancelled booking, and anyone's to a role that sees every departure: named.
    const own = await call('operator/checkIn', { ...mine, code: cancelled.reference }, otherGuide);
    expect(own.body.data).toMatchObject({ reason: 'refunded', booking: { reference: cancelled.reference } });
    expect(own.body.data.booking.leadName).toBe('Crowd Shopper');
    const agents = await call('operator/checkIn', { ...mine, code: elsewhere.reference }, agent);
    expect(agents.body.data).toMatchObject({ reason: 'otherDeparture', booking: { leadName: 'Crowd Shopper' } });
  });

  it('lets a guide check in only at the departures assigned to it', async () => {
    const product = await newProduct();
    const date = inDays(1);
    const shopper = await booking(product, date, '14:00', 1);
    const key = keyOf(product, date, '14:00');
    const refused = await call('operator/checkIn', { ...key, code: shopper.reference }, guide);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toEqual({ status: 0, message: MANIFEST_MESSAGES.notYourDeparture });
    await call('operator/assignGuide', { ...key, guideIds: [guide.id] });
    const res = await call('operator/checkIn', { ...key, code: shopper.reference }, guide);
    expect(res.body.data).toMatchObject({ result: 'valid', booking: { checkIn: { by: 'Gamal Guide' } } });
    expect((await call('operator/checkIn', { ...key, code: shopper.reference }, editor)).statusCode).toBe(403);
  });
});

describe('POST /api/operator/checkIn, per ticket', () => {
  it('checks in two of a family of four, then the other two later; the manifest says how many are in', async () => {
    const product = await newProduct();
    t.clock.set('2026-11-25T06:00:00.000Z');
    const date = inDays(0);
    const family = await booking(product, date, '14:00', 2, 2);
    const key = keyOf(product, date, '14:00');
    const audit = await countOf('audit_log');

    t.clock.set('2026-11-25T06:00:00.000Z');
    const two = await call('operator/checkIn', { ...key, code: family.reference, tickets: 2 }, agent);
    expect(two.statusCode, two.raw.body).toBe(200);
    expect(two.body.data).toMatchObject({
      result: 'valid',
      headline: 'Valid: 2 of 4 checked in',
      booking: { ticketCount: 4, checkedInTickets: 2, checkIn: { clock: '10:00', by: 'Manifest agent' } },
    });
    let manifest = (await call('operator/getManifest', key)).body.data;
    expect(manifest.departure).toMatchObject({ tickets: 4, checkedInTickets: 2, checkedIn: 0, bookings: 1 });
    expect(manifest.bookings[0]).toMatchObject({ ticketCount: 4, checkedInTickets: 2 });

    // The voucher's scan checks in every ticket not yet in.
    t.clock.set('2026-11-25T06:40:00.000Z');
    const rest = await call('operator/checkIn', { ...key, code: family.voucherCode }, manager);
    expect(rest.body.data).toMatchObject({
      result: 'valid',
      headline: MANIFEST_MESSAGES.valid,
      booking: { checkedInTickets: 4, checkIn: { clock: '10:40', by: 'Manifest manager' } },
    });
    manifest = (await call('operator/getManifest', key)).body.data;
    expect(manifest.departure).toMatchObject({ tickets: 4, checkedInTickets: 4, checkedIn: 1 });

    const again = await call('operator/checkIn', { ...key, code: family.reference, tickets: 1 }, agent);
    expect(again.body.data).toMatchObject({
      result: 'alreadyCheckedIn',
      headline: 'Already checked in at 10:40 by Manifest manager',
      booking: { checkedInTickets: 4 },
    });
    const scans = await t.app.ctx.db
      .selectFrom('check_ins')
      .select(['operator_id', 'tickets', 'is_conflict'])
      .where('order_id', '=', family.orderId)
      .orderBy('scanned_at')
      .execute();
    expect(scans).toEqual([
      { operator_id: agent.id, tickets: 2, is_conflict: 0 },
      { operator_id: manager.id, tickets: 2, is_conflict: 0 },
      { operator_id: agent.id, tickets: null, is_conflict: 1 },
    ]);
    expect(await countOf('audit_log')).toBe(audit + 3);
  });

  it('refuses more tickets than are left with a 409 and its code, and records nothing', async () => {
    const product = await newProduct();
    const date = inDays(1);
    const family = await booking(product, date, '09:00', 3);
    const key = keyOf(product, date, '09:00');
    expect((await call('operator/checkIn', { ...key, code: family.reference, tickets: 2 })).body.data.result).toBe(
      'valid',
    );
    const [scans, audit] = [await countOf('check_ins'), await countOf('audit_log')];

    const over = await call('operator/checkIn', { ...key, code: family.reference, tickets: 2 });
    expect(over.statusCode).toBe(409);
    expect(over.body).toEqual({
      status: 0,
      message: 'Only 1 of 3 tickets is left to check in',
      code: 'checkin.too_many',
      field: 'tickets',
    });
    for (const tickets of [0, -1, 1.5, 501, '2']) {
      const bad = await call('operator/checkIn', { ...key, code: family.reference, tickets });
      expect(bad.statusCode, String(tickets)).toBe(400);
      expect(bad.body.status).toBe(0);
    }
    expect([await countOf('check_ins'), await countOf('audit_log')]).toEqual([scans, audit]);
    const manifest = (await call('operator/getManifest', key)).body.data;
    expect(manifest.bookings[0]).toMatchObject({ ticketCount: 3, checkedInTickets: 2 });
  });

  it('never checks in more tickets than a booking holds when scans race', async () => {
    const product = await newProduct();
    const date = inDays(1);
    const pair = await booking(product, date, '14:00', 2);
    const key = keyOf(product, date, '14:00');
    const answers = await Promise.all(
      [agent, manager, owner].map((who) => call('operator/checkIn', { ...key, code: pair.reference, tickets: 1 }, who)),
    );
    expect(answers.map((res) => res.body.data.result).sort()).toEqual(['alreadyCheckedIn', 'valid', 'valid']);
    const trio = await booking(product, date, '14:00', 3);
    const racing = await Promise.all(
      [agent, manager].map((who) => call('operator/checkIn', { ...key, code: trio.reference, tickets: 2 }, who)),
    );
    expect(racing.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const manifest = (await call('operator/getManifest', key)).body.data;
    // The pair has both its tickets in, the trio two of its three.
    expect(manifest.bookings.map((each: { checkedInTickets: number }) => each.checkedInTickets)).toEqual([2, 2]);
    expect(manifest.departure).toMatchObject({ tickets: 5, checkedInTickets: 4, checkedIn: 1 });
  });

  it('lets an offline scan made before the scans that filled a booking take their tickets (the earliest wins)', async () => {
    const product = await newProduct();
    t.clock.set('2026-11-25T06:00:00.000Z');
    const date = inDays(0);
    const key = keyOf(product, date, '14:00');
    const family = await booking(product, date, '14:00', 4);
    t.clock.set('2026-11-25T06:30:00.000Z');
    await call('operator/checkIn', { ...key, code: family.reference, tickets: 2 }, agent);

    // Scanned offline at 10:10, synced at 10:50: the two tickets still left are its.
    t.clock.set('2026-11-25T06:50:00.000Z');
    const offline = (when: string) => ({ ...key, code: family.voucherCode, source: 'offline', scannedAt: when });
    const first = await call('operator/checkIn', offline('2026-11-25T06:10:00.000Z'), manager);
    expect(first.body.data).toMatchObject({ result: 'valid', booking: { checkedInTickets: 4 } });

    // Scanned offline at 10:05, before both: it takes all four; the others become conflicts.
    const earliest = await call('operator/checkIn', offline('2026-11-25T06:05:00.000Z'), owner);
    expect(earliest.body.data).toMatchObject({
      result: 'valid',
      headline: MANIFEST_MESSAGES.valid,
      booking: { checkedInTickets: 4, checkIn: { clock: '10:05', by: 'Manifest owner', source: 'offline' } },
    });
    // Scanned offline at 10:45, after them all: already checked in.
    const late = await call('operator/checkIn', offline('2026-11-25T06:45:00.000Z'), manager);
    expect(late.body.data.headline).toBe('Already checked in at 10:05 by Manifest owner');

    const winners = await t.app.ctx.db
      .selectFrom('check_ins')
      .select(['operator_id', 'tickets'])
      .where('order_id', '=', family.orderId)
      .where('is_conflict', '=', 0)
      .execute();
    expect(winners).toEqual([{ operator_id: owner.id, tickets: 4 }]);
    const manifest = (await call('operator/getManifest', key)).body.data;
    expect(manifest.departure).toMatchObject({ tickets: 4, checkedInTickets: 4, checkedIn: 1 });
  });

  it('keeps the guide to its own departures for a check-in of some tickets', async () => {
    const product = await newProduct();
    const date = inDays(1);
    const family = await booking(product, date, '09:00', 2);
    const key = keyOf(product, date, '09:00');
    const refused = await call('operator/checkIn', { ...key, code: family.reference, tickets: 1 }, otherGuide);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toEqual({ status: 0, message: MANIFEST_MESSAGES.notYourDeparture });
    await call('operator/assignGuide', { ...key, guideIds: [otherGuide.id] });
    const res = await call('operator/checkIn', { ...key, code: family.reference, tickets: 1 }, otherGuide);
    expect(res.body.data).toMatchObject({ result: 'valid', booking: { checkedInTickets: 1, ticketCount: 2 } });
  });

  it('reads a check-in recorded before per-ticket check-in as every ticket of its booking', async () => {
    const product = await newProduct();
    const date = inDays(2);
    const family = await booking(product, date, '09:00', 3);
    const key = keyOf(product, date, '09:00');
    await call('operator/checkIn', { ...key, code: family.reference, tickets: 1 });
    // As migration 032 left the scans made before it: no count.
    await t.app.ctx.db.updateTable('check_ins').set({ tickets: null }).where('order_id', '=', family.orderId).execute();
    const manifest = (await call('operator/getManifest', key)).body.data;
    expect(manifest.bookings[0]).toMatchObject({ ticketCount: 3, checkedInTickets: 3 });
    const listed = await call('operator/listDepartures', { from: date, to: date });
    expect(
      listed.body.data.departures.find((each: { productId: string }) => each.productId === product.planId),
    ).toMatchObject({ tickets: 3, checkedInTickets: 3, checkedIn: 1 });
    expect((await call('operator/checkIn', { ...key, code: family.reference })).body.data.result).toBe(
      'alreadyCheckedIn',
    );
  });
});

describe('POST /api/operator/undoCheckIn', () => {
  it('undoes the latest check-in of a booking: its tickets are no longer in, audited; they may be checked in again', async () => {
    const product = await newProduct();
    t.clock.set('2026-11-25T06:00:00.000Z');
    const date = inDays(1);
    const family = await booking(product, date, '09:00', 4);
    const key = keyOf(product, date, '09:00');
    await call('operator/checkIn', { ...key, code: family.reference, tickets: 1 }, agent);
    t.clock.set('2026-11-25T06:05:00.000Z');
    await call('operator/checkIn', { ...key, code: family.reference, tickets: 3 }, agent);
    const audit = await countOf('audit_log');

    const undone = await call('operator/undoCheckIn', { ...key, orderId: family.orderId }, manager);
    expect(undone.statusCode, undone.raw.body).toBe(200);
    expect(undone.body.message).toBe('Check-in undone: 1 of 4 checked in');
    expect(undone.body.data.booking).toMatchObject({ checkedInTickets: 1, checkIn: { clock: '10:00' } });
    expect(await countOf('audit_log')).toBe(audit + 1);
    const entries = await t.app.ctx.db
      .selectFrom('audit_log')
      .select(['operator_id'])
      .where('action', '=', 'booking.checkInUndone')
      .where('object_id', '=', family.orderId)
      .execute();
    expect(entries).toEqual([{ operator_id: manager.id }]);
    const kept = await t.app.ctx.db
      .selectFrom('check_ins')
      .select(['tickets', 'is_conflict', 'undone_by'])
      .where('order_id', '=', family.orderId)
      .orderBy('scanned_at')
      .execute();
    expect(kept).toEqual([
      { tickets: 1, is_conflict: 0, undone_by: null },
      { tickets: 3, is_conflict: 1, undone_by: manager.id },
    ]);

    // The three may be checked in again, and a voucher's scan takes them.
    const again = await call('operator/checkIn', { ...key, code: family.voucherCode }, agent);
    expect(again.body.data).toMatchObject({ result: 'valid', booking: { checkedInTickets: 4 } });
    const listed = await call('operator/listDepartures', { from: date, to: date });
    expect(
      listed.body.data.departures.find((each: { productId: string }) => each.productId === product.planId),
    ).toMatchObject({ tickets: 4, checkedInTickets: 4, checkedIn: 1 });
  });

  it('refuses with a 409 when nothing is checked in, and keeps a guide to its own departures', async () => {
    const product = await newProduct();
    const date = inDays(2);
    const pair = await booking(product, date, '14:00', 2);
    const key = keyOf(product, date, '14:00');
    const audit = await countOf('audit_log');
    for (const orderId of [pair.orderId, 'no-such-order']) {
      const res = await call('operator/undoCheckIn', { ...key, orderId });
      expect(res.statusCode).toBe(409);
      expect(res.body).toEqual({
        status: 0,
        message: MANIFEST_MESSAGES.nothingToUndo,
        code: 'checkin.nothing_to_undo',
      });
    }
    await call('operator/checkIn', { ...key, code: pair.reference });
    const foreign = await call('operator/undoCheckIn', { ...key, orderId: pair.orderId }, guide);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.body).toEqual({ status: 0, message: MANIFEST_MESSAGES.notYourDeparture });
    expect((await call('operator/undoCheckIn', { ...key, orderId: pair.orderId }, editor)).statusCode).toBe(403);
    expect(await countOf('audit_log')).toBe(audit + 1);
    await call('operator/assignGuide', { ...key, guideIds: [guide.id] });
    const own = await call('operator/undoCheckIn', { ...key, orderId: pair.orderId }, guide);
    expect(own.statusCode, own.raw.body).toBe(200);
    expect(own.body.data.booking.checkedInTickets).toBe(0);
    expect(own.body.data.booking.checkIn).toBeNull();
  });
});

describe('GET /api/operator/manifest.csv and .pdf', () => {
  async function download(format: string, query: Record<string, string>, who?: TTestOperator) {
    return t.app.inject({
      method: 'GET',
      url: `/api/operator/manifest.${format}?${new URLSearchParams(query)}`,
      headers: who ? { 'x-operator-token': who.token } : {},
    });
  }

  it("serves the manifest as CSV, with each scan's own Dubai date and time, and as a PDF to an operator who may read it", async () => {
    const product = await newProduct();
    const date = inDays(2);
    const shopper = await booking(product, date, '09:00', 2, 1);
    const key = keyOf(product, date, '09:00');
    t.clock.set('2026-11-25T06:00:00.000Z');
    await call('operator/checkIn', { ...key, code: shopper.reference }, agent);

    const csv = await download('csv', key, agent);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="manifest-${product.planId}-${date}-0900.csv"`,
    );
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Reference,Lead name,Phone,Tickets,Seats,Notes,Checked in,Checked in at,Checked in by,Passengers,Details,Pick-up time,Pick-up point,Pick-up area,Waiver',
    );
    expect(lines[1]).toContain(`${shopper.reference},Crowd Shopper,`);
    expect(lines[1]).toContain('"2 adults, 1 child (3-11 years)",3,,3 of 3,');
    // The scan's own Dubai date and time (two days before the departure), not the departure's date.
    expect(lines[1]).toContain('2026-11-25 10:00,Manifest agent');
    expect(lines[1]).not.toContain(`${date} 10:00`);

    const pdf = await download('pdf', key, manager);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("writes how many of each booking's tickets are in, and when the latest came, in the CSV and the PDF", async () => {
    const product = await newProduct();
    const date = inDays(2);
    const family = await booking(product, date, '14:00', 2, 2);
    const single = await booking(product, date, '14:00', 1);
    const key = keyOf(product, date, '14:00');
    t.clock.set('2026-11-25T06:00:00.000Z');
    await call('operator/checkIn', { ...key, code: family.reference, tickets: 2 }, agent);
    const csv = await download('csv', key, manager);
    const rows = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows.find((row) => row.startsWith(family.reference))).toContain(',2 of 4,2026-11-25 10:00,Manifest agent');
    expect(rows.find((row) => row.startsWith(single.reference))).toMatch(/,1,,,,,,,,,,$/);
    const pdf = await download('pdf', key, manager);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses nobody (401), a guide not assigned and an editor (403), and a malformed departure (400)', async () => {
    const product = await newProduct();
    const key = keyOf(product, inDays(2), '09:00');
    expect((await download('pdf', key)).statusCode).toBe(401);
    expect((await download('csv', key, guide)).statusCode).toBe(403);
    expect((await download('csv', key, editor)).statusCode).toBe(403);
    const bad = await download('csv', { ...key, start: '9am' }, manager);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().status).toBe(0);
    expect((await download('xls', key, manager)).statusCode).toBe(404);
  });
});
