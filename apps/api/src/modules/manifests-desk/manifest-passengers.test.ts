import { MANIFEST_MESSAGES } from '@rihla/shared/messages/manifests';
import { addDays, todayInDubai } from '@rihla/shared/rules/time';
import { dubaiClock } from '@rihla/shared/schemas/operator-manifests';
import type { TPassengerFormInput } from '@rihla/shared/schemas/passengers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TProductRow } from '../../db/tables/schema.js';
import { paidCheckout, quickShopper } from '../../test/crowd.js';
import { createTestApp, type TCallResponse, type TTestApp } from '../../test/harness.js';
import { newOperator, operatorCall, type TTestOperator } from '../../test/operators.js';
import { productTemplateOf } from '../../test/shopping.js';
import { setBookingTerms } from '../catalogue/booking-terms.service.js';
import { addProduct } from '../catalogue/catalogue.service.js';

// Issue 36, decision 097: every passenger on the manifest (masked), check-in per passenger, and the border list
// (in full, passengers.reveal only, each download audited without the details).

let t: TTestApp;
let template: TProductRow;
const ops = {} as Record<'owner' | 'manager' | 'agent' | 'guide' | 'editor', TTestOperator>;

beforeAll(async () => {
  t = await createTestApp();
  template = await t.app.ctx.db.selectFrom('products').selectAll().limit(1).executeTakeFirstOrThrow();
  for (const role of ['owner', 'manager', 'agent', 'guide', 'editor'] as const) {
    ops[role] = await newOperator(t, role, `Border ${role}`);
  }
  t.clock.set('2026-11-25T06:00:00.000Z');
});
afterAll(async () => {
  await t?.close();
});

const FORM: TPassengerFormInput = {
  details: [
    { detail: 'fullName', required: true, askedOf: 'passenger' },
    { detail: 'nationality', required: true, askedOf: 'passenger' },
    { detail: 'dateOfBirth', required: true, askedOf: 'passenger' },
    { detail: 'passport', required: true, askedOf: 'passenger' },
  ],
  questions: [
    { id: 'swims', kind: 'yesNo', label: 'Can swim?', required: false, askedOf: 'passenger' },
    { id: 'diet', kind: 'shortText', label: 'Diet', required: false, askedOf: 'booking' },
  ],
  deadlineHours: 48,
  passportValidityMonths: 6,
};

let productCount = 0;
/** A product of its own, daily at 09:00, 20 seats; with the form above unless `asks` is false. */
async function newProduct(asks = true, deadlineHours = 48): Promise<string> {
  productCount += 1;
  const id = `border-test-${productCount}`;
  await addProduct(t.app.ctx, {
    ...productTemplateOf(template),
    id,
    title: `Border test ${productCount}`,
    price_fils: 10_000,
    min_ppl: 1,
    max_ppl: 50,
    capacity_per_slot: 20,
    cutoff_minutes: 60,
    max_tickets_per_order: 20,
  });
  await setBookingTerms(t.app.ctx, id, {
    pricing: 'perPerson',
    schedule: [{ start: '09:00', end: '11:00' }],
    ticketTypes: [{ kind: 'child', priceFils: 5_000, minAge: 3, maxAge: 11, takesSeat: true, requiresAdult: true }],
  });
  if (asks) {
    const set = await operatorCall(
      t,
      'operator/setPassengerForm',
      { id, form: { ...FORM, deadlineHours } },
      ops.manager.token,
    );
    expect(set.body.status, set.body.message).toBe(1);
  }
  return id;
}

const inDays = (days: number) => addDays(todayInDubai(t.clock.now()), days);

async function booking(productId: string, date: string, adults: number, children = 0) {
  const token = await quickShopper(t);
  const added = await t.call(
    'users/addToCart',
    {
      item: [
        {
          module: template.module,
          planId: productId,
          date,
          departure: '09:00',
          tickets: { adult: adults, child: children, infant: 0 },
        },
      ],
    },
    token,
  );
  expect(added.body.status, added.body.message).toBe(1);
  const paid = await paidCheckout(t, token);
  const confirmed = await t.call('users/confirmBooking', { paymentId: paid.transactionId, cartId: paid.cartId }, token);
  expect(confirmed.body.status, confirmed.body.message).toBe(1);
  const order = await t.app.ctx.db
    .selectFrom('orders')
    .select(['id', 'reference'])
    .where('checkout_id', '=', paid.cartId)
    .executeTakeFirstOrThrow();
  return { token, orderId: order.id, reference: order.reference };
}

const PASSPORTS = ['Q7X93K2P', 'N4410287'];
const GIVEN = [
  { fullName: 'عالية المنصوري', nationality: 'AE', dateOfBirth: '1987-11-23', passportNumber: PASSPORTS[0] },
  { fullName: 'Ravi Menon', nationality: 'IN', dateOfBirth: '2016-02-29', passportNumber: PASSPORTS[1] },
];

/** Gives the first two passengers' details (the third's come later, or never). */
async function giveTwo(shopper: { token: string; reference: string }) {
  const saved = await t.call(
    'users/savePassengers',
    {
      reference: shopper.reference,
      lines: [
        {
          line: 0,
          booking: { answers: { diet: 'Vegetarian' } },
          passengers: GIVEN.map((details, i) => ({
            number: i + 1,
            details: { ...details, passportExpiry: '2036-05-31' },
            answers: { swims: i === 0 },
          })),
        },
      ],
    },
    shopper.token,
  );
  expect(saved.body.status, saved.body.message).toBe(1);
}

async function departureOf(productId: string, date: string) {
  const key = { productId, date, start: '09:00' };
  const assigned = await operatorCall(
    t,
    'operator/assignGuide',
    { ...key, guideIds: [ops.guide.id] },
    ops.manager.token,
  );
  expect(assigned.body.status, assigned.body.message).toBe(1);
  return key;
}

describe('the manifest, every passenger', () => {
  it('lists each booking’s passengers with their answers, masked for every role, and counts the incomplete', async () => {
    const productId = await newProduct();
    const date = inDays(3);
    const family = await booking(productId, date, 2, 1);
    await giveTwo(family);
    const nothingGiven = await booking(productId, date, 1);
    const key = await departureOf(productId, date);

    for (const who of [ops.manager, ops.guide, ops.owner]) {
      const res = await operatorCall(t, 'operator/getManifest', key, who.token);
      expect(res.body.status, res.body.message).toBe(1);
      const data = res.body.data;
      // Passport numbers and dates of birth never leave the server in full on the manifest, for any role.
      for (const passport of PASSPORTS) expect(JSON.stringify(data)).not.toContain(passport);
      expect(JSON.stringify(data)).not.toContain('1987-11-23');
      expect(data.missingDetails).toBe(2);
      expect(data.canDownloadBorderList).toBe(who !== ops.guide);
      const row = data.bookings.find((each: { reference: string }) => each.reference === family.reference);
      expect(row.details).toBe('missing');
      expect(row.bookingAnswers).toEqual([{ label: 'Diet', value: 'Vegetarian' }]);
      expect(row.passengers).toEqual([
        {
          line: 0,
          number: 1,
          fullName: 'عالية المنصوري',
          nationality: 'AE',
          dateOfBirth: '••••-••-••',
          passportNumber: '•••••3K2P',
          passportExpiry: '2036-05-31',
          answers: [{ label: 'Can swim?', value: 'Yes' }],
          missing: [],
          checkedIn: false,
        },
        expect.objectContaining({
          number: 2,
          fullName: 'Ravi Menon',
          passportNumber: '•••••0287',
          answers: [{ label: 'Can swim?', value: 'No' }],
          missing: [],
        }),
        expect.objectContaining({
          number: 3,
          fullName: '',
          passportNumber: '',
          missing: ['full name', 'nationality', 'date of birth', 'passport number and expiry'],
        }),
      ]);
      const other = data.bookings.find((each: { reference: string }) => each.reference === nothingGiven.reference);
      expect(other.details).toBe('missing');
      expect(other.passengers).toHaveLength(1);
    }
  });

  it('shows a booking whose product asks nothing as before: no passengers, nothing missing', async () => {
    const productId = await newProduct(false);
    const date = inDays(3);
    const plain = await booking(productId, date, 2);
    const res = await operatorCall(t, 'operator/getManifest', { productId, date, start: '09:00' }, ops.manager.token);
    expect(res.body.data.missingDetails).toBe(0);
    const row = res.body.data.bookings.find((each: { reference: string }) => each.reference === plain.reference);
    expect(row).toMatchObject({ details: 'none', passengers: [], bookingAnswers: [], bookingMissing: [] });
  });

  it('writes each booking’s passengers and whether its details are complete in the manifest’s CSV, masked', async () => {
    const productId = await newProduct();
    const date = inDays(3);
    const family = await booking(productId, date, 2, 1);
    await giveTwo(family);
    const key = await departureOf(productId, date);
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/operator/manifest.csv?${new URLSearchParams(key)}`,
      headers: { 'x-operator-token': ops.guide.token },
    });
    expect(csv.statusCode, csv.body).toBe(200);
    const [header, row] = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    // The pick-up's three columns follow (decision 095): none chosen here; then the waiver's, blank: none asked.
    expect(header?.endsWith(',Passengers,Details,Pick-up time,Pick-up point,Pick-up area,Waiver')).toBe(true);
    expect(row).toContain('عالية المنصوري (AE, Can swim?: Yes); Ravi Menon (IN, Can swim?: No); Passenger 3 (missing:');
    expect(row?.endsWith(',missing,,,,')).toBe(true);
    for (const passport of PASSPORTS) expect(csv.body).not.toContain(passport);
  });
});

describe('check-in per passenger', () => {
  it('checks passengers in one by one, refuses one already in, and a count or a scan takes the first left', async () => {
    // Details due at departure, so that they can be given the day before.
    const productId = await newProduct(true, 0);
    const date = inDays(1);
    const family = await booking(productId, date, 2, 1);
    await giveTwo(family);
    const key = await departureOf(productId, date);
    const checkIn = (body: object) =>
      operatorCall(t, 'operator/checkIn', { ...key, code: family.reference, ...body }, ops.guide.token);
    const states = (res: TCallResponse) =>
      (res.body.data.booking.passengers as Array<{ checkedIn: boolean }>).map((each) => each.checkedIn);

    const second = await checkIn({ passengers: [{ line: 0, number: 2 }] });
    expect(second.body.status, second.body.message).toBe(1);
    expect(second.body.data).toMatchObject({ result: 'valid', headline: MANIFEST_MESSAGES.validPartly(1, 3) });
    expect(states(second)).toEqual([false, true, false]);

    const again = await checkIn({ passengers: [{ line: 0, number: 2 }] });
    expect(again.statusCode).toBe(409);
    expect(again.body).toMatchObject({
      status: 0,
      code: 'checkin.passenger_in',
      message: MANIFEST_MESSAGES.passengerIn('Ravi Menon'),
    });

    for (const bad of [[{ line: 0, number: 4 }], [{ line: 1, number: 1 }]]) {
      const res = await checkIn({ passengers: bad });
      expect(res.statusCode).toBe(400);
      expect(res.body).toMatchObject({ status: 0, code: 'checkin.no_such_passenger' });
    }
    const twice = await checkIn({
      passengers: [
        { line: 0, number: 1 },
        { line: 0, number: 1 },
      ],
    });
    expect(twice.statusCode).toBe(400);
    const both = await checkIn({ passengers: [{ line: 0, number: 1 }], tickets: 1 });
    expect(both.statusCode).toBe(400);
    expect(both.body.message).toBe(MANIFEST_MESSAGES.ticketsOrPassengers);

    // A count of one takes the first passenger not yet in; a scan of the voucher the rest.
    const one = await checkIn({ tickets: 1 });
    expect(states(one)).toEqual([true, true, false]);
    const rest = await checkIn({});
    expect(rest.body.data.headline).toBe(MANIFEST_MESSAGES.valid);
    expect(states(rest)).toEqual([true, true, true]);

    const undone = await operatorCall(t, 'operator/undoCheckIn', { ...key, orderId: family.orderId }, ops.guide.token);
    expect(undone.body.data.booking.passengers.map((each: { checkedIn: boolean }) => each.checkedIn)).toEqual([
      true,
      true,
      false,
    ]);
    const third = await checkIn({ passengers: [{ line: 0, number: 3 }] });
    expect(states(third)).toEqual([true, true, true]);

    const manifest = await operatorCall(t, 'operator/getManifest', key, ops.manager.token);
    const row = manifest.body.data.bookings[0];
    expect(row.checkedInTickets).toBe(3);
    expect(row.passengers.every((each: { checkedIn: boolean }) => each.checkedIn)).toBe(true);
    const stored = await t.app.ctx.db
      .selectFrom('check_ins')
      .select(['passengers', 'tickets'])
      .where('order_id', '=', family.orderId)
      .where('is_conflict', '=', 0)
      .orderBy('scanned_at')
      .execute();
    expect(stored.map((each) => each.passengers)).toEqual(['["0:2"]', null, '["0:3"]']);
  });

  it('takes a passenger checked in offline at the sync, and keeps a second offline check-in of them as a repeat', async () => {
    // Details due at departure, so that they can be given the day before.
    const productId = await newProduct(true, 0);
    const date = inDays(1);
    const family = await booking(productId, date, 2);
    await giveTwo(family);
    const key = await departureOf(productId, date);
    const scannedAt = t.clock.now().toISOString();
    t.clock.set(new Date(t.clock.now().getTime() + 10 * 60_000).toISOString());
    const offline = await operatorCall(
      t,
      'operator/checkIn',
      { ...key, code: family.reference, source: 'offline', scannedAt, passengers: [{ line: 0, number: 1 }] },
      ops.guide.token,
    );
    expect(offline.body.status, offline.body.message).toBe(1);
    expect(offline.body.data.booking.passengers.map((each: { checkedIn: boolean }) => each.checkedIn)).toEqual([
      true,
      false,
    ]);
    // Decision 100: the server keeps an offline repeat as a conflict (as a voucher's), and names who was first.
    const repeat = await operatorCall(
      t,
      'operator/checkIn',
      { ...key, code: family.reference, source: 'offline', scannedAt, passengers: [{ line: 0, number: 1 }] },
      ops.guide.token,
    );
    expect(repeat.body.status, repeat.body.message).toBe(1);
    expect(repeat.body.data).toMatchObject({
      result: 'alreadyCheckedIn',
      headline: MANIFEST_MESSAGES.passengerCheckedInBy(GIVEN[0]?.fullName ?? '', dubaiClock(scannedAt), 'Border guide'),
      booking: { checkedInTickets: 1 },
    });
    const online = await operatorCall(
      t,
      'operator/checkIn',
      { ...key, code: family.reference, passengers: [{ line: 0, number: 1 }] },
      ops.guide.token,
    );
    expect(online.statusCode).toBe(409);
    const rows = await t.app.ctx.db
      .selectFrom('check_ins')
      .select(['is_conflict', 'passengers'])
      .where('order_id', '=', family.orderId)
      .orderBy('recorded_at')
      .execute();
    expect(rows.map((each) => [Number(each.is_conflict), each.passengers])).toEqual([
      [0, '["0:1"]'],
      [1, null],
    ]);
  });

  it('lets an offline check-in of a passenger win over a later tap of them alone, and leaves the other passengers in', async () => {
    const productId = await newProduct(true, 0);
    const date = inDays(1);
    const family = await booking(productId, date, 2, 1);
    await giveTwo(family);
    const key = await departureOf(productId, date);
    const states = (res: TCallResponse) =>
      (res.body.data.booking.passengers as Array<{ checkedIn: boolean }>).map((each) => each.checkedIn);
    // The guide taps passenger 2 offline at 06:00 and the family's third at 06:01; at 06:05 the agent, online,
    // taps passengers 2 and then 1 (at 06:06) one by one.
    const guideAt = t.clock.now().toISOString();
    const thirdAt = new Date(t.clock.now().getTime() + 60_000).toISOString();
    t.clock.set(new Date(t.clock.now().getTime() + 5 * 60_000).toISOString());
    for (const number of [2, 1]) {
      const agent = await operatorCall(
        t,
        'operator/checkIn',
        { ...key, code: family.reference, passengers: [{ line: 0, number }] },
        ops.agent.token,
      );
      expect(agent.body.status, agent.body.message).toBe(1);
      t.clock.set(new Date(t.clock.now().getTime() + 60_000).toISOString());
    }
    t.clock.set(new Date(t.clock.now().getTime() + 20 * 60_000).toISOString());
    const synced = await operatorCall(
      t,
      'operator/checkIn',
      { ...key, code: family.reference, source: 'offline', scannedAt: guideAt, passengers: [{ line: 0, number: 2 }] },
      ops.guide.token,
    );
    expect(synced.body.status, synced.body.message).toBe(1);
    expect(synced.body.data).toMatchObject({ result: 'valid', booking: { checkedInTickets: 2 } });
    expect(states(synced)).toEqual([true, true, false]);
    // The third passenger's offline tap is later than the agent's taps, and none of them named it: it simply wins.
    const third = await operatorCall(
      t,
      'operator/checkIn',
      { ...key, code: family.reference, source: 'offline', scannedAt: thirdAt, passengers: [{ line: 0, number: 3 }] },
      ops.guide.token,
    );
    expect(third.body.data).toMatchObject({ result: 'valid', headline: MANIFEST_MESSAGES.valid });
    expect(states(third)).toEqual([true, true, true]);
    const winners = await t.app.ctx.db
      .selectFrom('check_ins')
      .innerJoin('operators', 'operators.id', 'check_ins.operator_id')
      .select(['operators.name', 'check_ins.passengers', 'check_ins.is_conflict'])
      .where('order_id', '=', family.orderId)
      .orderBy('scanned_at')
      .execute();
    expect(winners.map((each) => [each.name, each.passengers, Number(each.is_conflict)])).toEqual([
      ['Border guide', '["0:2"]', 0],
      ['Border guide', '["0:3"]', 0],
      ['Border agent', '["0:2"]', 1],
      ['Border agent', '["0:1"]', 0],
    ]);
  });

  it('keeps an offline tap as a repeat when a later scan of the whole booking took that passenger', async () => {
    const productId = await newProduct(true, 0);
    const date = inDays(1);
    const family = await booking(productId, date, 2);
    await giveTwo(family);
    const key = await departureOf(productId, date);
    const guideAt = t.clock.now().toISOString();
    t.clock.set(new Date(t.clock.now().getTime() + 5 * 60_000).toISOString());
    const voucher = await operatorCall(t, 'operator/checkIn', { ...key, code: family.reference }, ops.agent.token);
    expect(voucher.body.data.result).toBe('valid');
    const agentClock = dubaiClock(t.clock.now().toISOString());
    const synced = await operatorCall(
      t,
      'operator/checkIn',
      { ...key, code: family.reference, source: 'offline', scannedAt: guideAt, passengers: [{ line: 0, number: 2 }] },
      ops.guide.token,
    );
    expect(synced.body.data).toMatchObject({
      result: 'alreadyCheckedIn',
      headline: MANIFEST_MESSAGES.passengerCheckedInBy('Ravi Menon', agentClock, 'Border agent'),
      booking: { checkedInTickets: 2 },
    });
    const manifest = await operatorCall(t, 'operator/getManifest', key, ops.manager.token);
    expect(manifest.body.data.bookings[0].checkIn).toMatchObject({ by: 'Border agent', source: 'online' });
  });
});

describe('GET /api/operator/border-list.csv and .pdf', () => {
  async function download(format: string, query: Record<string, string>, who?: TTestOperator) {
    return t.app.inject({
      method: 'GET',
      url: `/api/operator/border-list.${format}?${new URLSearchParams(query)}`,
      headers: who ? { 'x-operator-token': who.token } : {},
    });
  }

  it('lists every passenger in full with missing details flagged, as CSV and PDF, each download audited', async () => {
    const productId = await newProduct();
    const date = inDays(3);
    const family = await booking(productId, date, 2, 1);
    await giveTwo(family);
    const key = await departureOf(productId, date);
    const audits = () =>
      t.app.ctx.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'departure.borderList')
        .where('object_id', '=', `${productId} ${date} 09:00`)
        .orderBy('at')
        .execute();

    const csv = await download('csv', key, ops.manager);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="border-list-${productId}-${date}-0900.csv"`);
    expect(csv.headers['cache-control']).toBe('private, no-store');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toEqual([
      'No.,Full name,Nationality,Date of birth,Passport number,Passport expiry,Booking,Lead name,Missing',
      `1,عالية المنصوري,AE,1987-11-23,Q7X93K2P,2036-05-31,${family.reference},Crowd Shopper,`,
      `2,Ravi Menon,IN,2016-02-29,N4410287,2036-05-31,${family.reference},Crowd Shopper,`,
      `3,,,,,,${family.reference},Crowd Shopper,"MISSING: full name, nationality, date of birth, passport number and expiry"`,
    ]);

    const pdf = await download('pdf', key, ops.owner);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const entries = await audits();
    // Both downloads at the test clock's one instant: PostgreSQL orders equal times as it likes.
    expect(entries.map((each) => [each.operator_id, JSON.parse(each.after_json ?? 'null')])).toEqual(
      expect.arrayContaining([
        [ops.manager.id, { format: 'csv', passengers: 3, missing: 1 }],
        [ops.owner.id, { format: 'pdf', passengers: 3, missing: 1 }],
      ]),
    );
    expect(entries).toHaveLength(2);
    for (const entry of entries) {
      for (const passport of PASSPORTS) expect(JSON.stringify(entry)).not.toContain(passport);
    }
  });

  it('refuses roles without passengers.reveal (403, audited nothing), nobody (401) and a bad departure (400)', async () => {
    const productId = await newProduct();
    const date = inDays(3);
    await booking(productId, date, 1);
    const key = await departureOf(productId, date);
    const before = await t.app.ctx.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('action', '=', 'departure.borderList')
      .executeTakeFirstOrThrow();
    for (const who of [ops.guide, ops.agent]) {
      const res = await download('csv', key, who);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ status: 0, code: 'border_list.forbidden' });
      expect(res.body).not.toContain('Crowd Shopper');
    }
    expect((await download('pdf', key, ops.editor)).statusCode).toBe(403);
    expect((await download('pdf', key)).statusCode).toBe(401);
    expect((await download('csv', { ...key, date: '2026-02-30' }, ops.manager)).statusCode).toBe(400);
    expect((await download('xls', key, ops.manager)).statusCode).toBe(404);
    const after = await t.app.ctx.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('action', '=', 'departure.borderList')
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('lists a product that asks nothing with every passenger flagged', async () => {
    const productId = await newProduct(false);
    const date = inDays(3);
    const plain = await booking(productId, date, 2);
    const csv = await download('csv', { productId, date, start: '09:00' }, ops.manager);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines.slice(1)).toEqual([
      `1,,,,,,${plain.reference},Crowd Shopper,MISSING: details not asked by this trip`,
      `2,,,,,,${plain.reference},Crowd Shopper,MISSING: details not asked by this trip`,
    ]);
  });
});
