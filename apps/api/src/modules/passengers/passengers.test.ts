import fs from 'node:fs';
import path from 'node:path';
import { MUSANDAM_PASSENGER_FORM } from '@rihla/demo/passengers';
import { OPERATOR_MESSAGES } from '@rihla/shared/messages/operators';
import { PASSENGER_MESSAGES } from '@rihla/shared/messages/passengers';
import { addDays, slotStartMs, todayInDubai } from '@rihla/shared/rules/time';
import type { TPassengerFormInput } from '@rihla/shared/schemas/passengers';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  loadPersonalDataKeys,
  openPersonalData,
  personalDataKeyId,
  sealPersonalData,
} from '../../lib/personal-data.js';
import { confirmedBooking } from '../../test/desk-orders.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { newOperator, operatorCall, type TTestOperator } from '../../test/operators.js';
import { productsOf, type TCatalogueCard } from '../../test/shopping.js';
import { rotatePersonalData } from './index.js';

// Who is travelling, first slice (issue 36, decision 092): what a product asks, the passengers' details a shopper
// gives for their own booking until the deadline, checked by the shared rules; passport numbers and dates of birth
// sealed at rest, masked in the back office but for the reveal, which is audited; a rotated key re-encrypts.

let t: TTestApp;
let picnic: TCatalogueCard;
let ticket: TCatalogueCard;
const ops = {} as Record<'owner' | 'manager' | 'agent' | 'guide' | 'editor', TTestOperator>;

beforeAll(async () => {
  // A SQLite file (not memory), so that the test can read the bytes the database keeps on disk.
  t = await createTestApp({ sqliteFile: true });
  [picnic] = (await productsOf(t, 'Picnic Musandum')) as [TCatalogueCard];
  [ticket] = (await productsOf(t, 'Entry ticket')) as [TCatalogueCard];
  for (const role of ['owner', 'manager', 'agent', 'guide', 'editor'] as const) {
    ops[role] = await newOperator(t, role, `Passengers ${role}`);
  }
});
afterAll(async () => {
  await t?.close();
});

let dayOffset = 10;
/** A date of its own for each booking (a departure's seats are never shared between tests). */
function nextDate(): string {
  dayOffset += 1;
  return addDays(todayInDubai(t.clock.now()), dayOffset);
}

const PASSPORT = 'Q7X93K2P';
const BIRTH = '1987-11-23';
function passenger(number: number, details: Record<string, string> = {}) {
  return {
    number,
    details: {
      fullName: 'عالية المنصوري',
      nationality: 'AE',
      dateOfBirth: BIRTH,
      passportNumber: PASSPORT,
      passportExpiry: '2036-05-31',
      ...details,
    },
  };
}

async function passengerRows(orderId: string) {
  return t.app.ctx.db.selectFrom('order_passengers').selectAll().where('order_id', '=', orderId).execute();
}

describe('POST /api/operator/getPassengerForm and setPassengerForm', () => {
  it('answers the demo’s Musandam form: every passenger’s name, nationality, birth date and passport, 48 h, 6 months', async () => {
    const res = await operatorCall(t, 'operator/getPassengerForm', { id: picnic.planId }, ops.editor.token);
    expect(res.statusCode, res.raw.body).toBe(200);
    expect(res.body.data).toEqual({ productId: picnic.planId, form: MUSANDAM_PASSENGER_FORM });
  });

  it('lets a manager set a form with questions of every kind, audited, and refuses a broken one changing nothing', async () => {
    const form: TPassengerFormInput = {
      details: [{ detail: 'phone', required: true, askedOf: 'booking' }],
      questions: [
        { id: 'hotel', kind: 'shortText', label: 'Hotel', required: false, askedOf: 'booking' },
        { id: 'notes', kind: 'longText', label: 'Notes', required: false, askedOf: 'booking' },
        { id: 'diet', kind: 'choice', label: 'Diet', required: true, askedOf: 'passenger', choices: ['Any', 'Veg'] },
        { id: 'swims', kind: 'yesNo', label: 'Can swim', required: true, askedOf: 'passenger' },
        { id: 'weight', kind: 'number', label: 'Weight (kg)', required: false, askedOf: 'passenger' },
        { id: 'arrival', kind: 'date', label: 'Arrival in the UAE', required: false, askedOf: 'booking' },
      ],
      deadlineHours: 24,
      passportValidityMonths: 0,
    };
    const saved = await operatorCall(t, 'operator/setPassengerForm', { id: ticket.planId, form }, ops.manager.token);
    expect(saved.statusCode, saved.raw.body).toBe(200);
    expect(saved.body.message).toBe(PASSENGER_MESSAGES.formSaved);
    const audit = await t.app.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'product.passengerForm')
      .where('object_id', '=', ticket.planId)
      .executeTakeFirstOrThrow();
    expect(audit.operator_id).toBe(ops.manager.id);

    const broken = {
      ...form,
      questions: [{ id: 'x', kind: 'choice', label: 'One', required: true, askedOf: 'booking', choices: ['Only'] }],
    };
    const refused = await operatorCall(
      t,
      'operator/setPassengerForm',
      { id: ticket.planId, form: broken },
      ops.manager.token,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.body.status).toBe(0);
    expect(refused.body.message).toContain('A choice question needs at least 2 choices');
    const after = await operatorCall(t, 'operator/getPassengerForm', { id: ticket.planId }, ops.editor.token);
    expect(after.body.data.form.questions).toHaveLength(6);

    const byEditor = await operatorCall(
      t,
      'operator/setPassengerForm',
      { id: ticket.planId, form: null },
      ops.editor.token,
    );
    expect(byEditor.statusCode).toBe(403);
    expect(byEditor.body).toEqual({ status: 0, message: OPERATOR_MESSAGES.forbidden });
  });
});

describe('POST /api/users/viewPassengers and users/savePassengers', () => {
  it('gives two passengers now (an Arabic name among them) and the third later, until the booking is complete', async () => {
    const date = nextDate();
    const { token, order } = await confirmedBooking(t, picnic, date, 3);
    const view = await t.call('users/viewPassengers', { reference: order.reference }, token);
    expect(view.statusCode, view.raw.body).toBe(200);
    const [line] = view.body.data.lines;
    expect(line).toMatchObject({ line: 0, productId: picnic.planId, date, passengerCount: 3, isOpen: true });
    expect(line.passengers).toEqual([null, null, null]);
    expect(line.isComplete).toBe(false);
    expect(line.deadline).toBe(new Date(slotStartMs(date, line.start) - 48 * 3_600_000).toISOString());

    const two = await t.call(
      'users/savePassengers',
      {
        reference: order.reference,
        lines: [
          {
            line: 0,
            passengers: [
              passenger(1),
              passenger(2, { fullName: "Mary-Jane O'Neil", nationality: 'gb', passportNumber: '5123 4567 8' }),
            ],
          },
        ],
      },
      token,
    );
    expect(two.statusCode, two.raw.body).toBe(200);
    expect(two.body.message).toBe(PASSENGER_MESSAGES.saved);
    const saved = two.body.data.lines[0];
    expect(saved.passengers[0].details).toMatchObject({
      fullName: 'عالية المنصوري',
      passportNumber: PASSPORT,
      dateOfBirth: BIRTH,
    });
    expect(saved.passengers[1].details).toMatchObject({ nationality: 'GB', passportNumber: '512345678' });
    expect(saved.passengers[2]).toBeNull();
    expect(saved.isComplete).toBe(false);

    const third = await t.call(
      'users/savePassengers',
      {
        reference: order.reference,
        lines: [{ line: 0, passengers: [passenger(3, { fullName: 'Rahul Sharma', nationality: 'IN' })] }],
      },
      token,
    );
    expect(third.statusCode, third.raw.body).toBe(200);
    expect(third.body.data.lines[0].isComplete).toBe(true);
    expect(
      third.body.data.lines[0].passengers.map((p: { details: { fullName: string } }) => p.details.fullName),
    ).toEqual(['عالية المنصوري', "Mary-Jane O'Neil", 'Rahul Sharma']);
    expect(await passengerRows(order.id)).toHaveLength(3);
  });

  it.each([
    [
      'a passport number that is not 6 to 9 letters and digits',
      { passportNumber: 'AB-12' },
      'a passport number is 6 to 9 letters and digits',
      'passportNumber',
    ],
    [
      'a date of birth that does not exist',
      { dateOfBirth: '1990-02-30' },
      'the date of birth must be a date that exists',
      'dateOfBirth',
    ],
    [
      'a date of birth in the future',
      { dateOfBirth: '2090-01-01' },
      'the date of birth cannot be in the future',
      'dateOfBirth',
    ],
    ['a nationality that is no country', { nationality: 'XX' }, 'nationality must be a country code', 'nationality'],
    ['a name with digits', { fullName: 'R2-D2' }, 'the full name must be letters', 'fullName'],
    [
      'a passport expiring before the trip',
      { passportExpiry: '2020-01-01' },
      'the passport expires on 2020-01-01, before the trip',
      'passportExpiry',
    ],
    ['a detail the form does not ask', { phone: '+971501234567' }, 'phone is not asked for here', 'phone'],
  ])('refuses %s with the reason, changing nothing', async (_label, details, words, field) => {
    const { token, order } = await confirmedBooking(t, picnic, nextDate(), 2);
    const res = await t.call(
      'users/savePassengers',
      { reference: order.reference, lines: [{ line: 0, passengers: [passenger(1), passenger(2, details)] }] },
      token,
    );
    expect(res.statusCode, res.raw.body).toBe(400);
    expect(res.body).toMatchObject({
      status: 0,
      code: 'passenger.invalid',
      field: `lines.0.passengers.1.details.${field}`,
    });
    expect(res.body.message).toContain('Passenger 2:');
    expect(res.body.message).toContain(words);
    expect(await passengerRows(order.id)).toEqual([]);
  });

  it('refuses a passport valid for less than the product’s rule after the trip, saying until when it must be', async () => {
    const date = nextDate();
    const { token, order } = await confirmedBooking(t, picnic, date, 1);
    const expiry = addDays(date, 60);
    const res = await t.call(
      'users/savePassengers',
      { reference: order.reference, lines: [{ line: 0, passengers: [passenger(1, { passportExpiry: expiry })] }] },
      token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toMatch(
      /^Passenger 1: the passport must be valid for 6 months after the trip \(until \d{4}-\d{2}-\d{2}\)$/,
    );
    expect(await passengerRows(order.id)).toEqual([]);
  });

  it('refuses a missing required detail, a passenger the booking does not have, and a line that asks nothing', async () => {
    const { token, order } = await confirmedBooking(t, picnic, nextDate(), 2);
    const missing = await t.call(
      'users/savePassengers',
      {
        reference: order.reference,
        lines: [{ line: 0, passengers: [{ number: 1, details: { fullName: 'Only A Name' } }] }],
      },
      token,
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.body.message).toBe('Passenger 1: nationality is required');
    const beyond = await t.call(
      'users/savePassengers',
      { reference: order.reference, lines: [{ line: 0, passengers: [passenger(3)] }] },
      token,
    );
    expect(beyond.statusCode).toBe(400);
    expect(beyond.body.message).toBe(PASSENGER_MESSAGES.passengerNotFound(3, 2));
    const noLine = await t.call('users/savePassengers', { reference: order.reference, lines: [{ line: 4 }] }, token);
    expect(noLine.statusCode).toBe(400);
    expect(noLine.body.message).toBe(PASSENGER_MESSAGES.lineNotFound(4));
    expect(await passengerRows(order.id)).toEqual([]);
  });

  it('checks answers against their questions (a choice, yes/no, a number, a date) on a product with its own form', async () => {
    // The entry ticket's form was set by the manager above: a phone of the booking, a diet and swimming per passenger.
    const { token, order } = await confirmedBooking(t, ticket, nextDate(), 1);
    const send = (booking: unknown, answers: Record<string, unknown>) =>
      t.call(
        'users/savePassengers',
        { reference: order.reference, lines: [{ line: 0, booking, passengers: [{ number: 1, answers }] }] },
        token,
      );
    const booking = { details: { phone: '+971 50 123 4567' }, answers: { hotel: 'Atlantis', arrival: '2026-12-01' } };
    const wrongChoice = await send(booking, { diet: 'Fish', swims: true });
    expect(wrongChoice.statusCode).toBe(400);
    expect(wrongChoice.body.message).toBe('Passenger 1: “Diet” must be one of its choices');
    const wrongKind = await send(booking, { diet: 'Veg', swims: 'yes' });
    expect(wrongKind.body.message).toBe('Passenger 1: “Can swim” must be yes or no (true or false)');
    const wrongNumber = await send(booking, { diet: 'Veg', swims: true, weight: '70' });
    expect(wrongNumber.body.message).toBe('Passenger 1: “Weight (kg)” must be a number');
    const wrongDate = await send({ ...booking, answers: { arrival: '2026-13-01' } }, { diet: 'Veg', swims: true });
    expect(wrongDate.body.message).toBe('The booking: “Arrival in the UAE” must be a date that exists, as YYYY-MM-DD');
    const unknown = await send(booking, { diet: 'Veg', swims: true, shoeSize: 42 });
    expect(unknown.body.message).toBe('Passenger 1: an answer to “shoeSize” is not asked for here');
    expect(await passengerRows(order.id)).toEqual([]);

    const ok = await send(booking, { diet: 'Veg', swims: false, weight: 72.5 });
    expect(ok.statusCode, ok.raw.body).toBe(200);
    const line = ok.body.data.lines[0];
    expect(line.booking.details).toEqual({ phone: '+971501234567' });
    expect(line.passengers[0].answers).toEqual({ diet: 'Veg', swims: false, weight: 72.5 });
    expect(line.isComplete).toBe(true);
  });

  it('shows and changes one’s own orders only: another shopper is told the booking is not theirs, and nothing changes', async () => {
    const { token, order } = await confirmedBooking(t, picnic, nextDate(), 1);
    expect(
      (
        await t.call(
          'users/savePassengers',
          { reference: order.reference, lines: [{ line: 0, passengers: [passenger(1)] }] },
          token,
        )
      ).statusCode,
    ).toBe(200);
    const before = await passengerRows(order.id);
    const other = await t.newShopper();
    for (const call of ['users/viewPassengers', 'users/savePassengers'] as const) {
      const res = await t.call(
        call,
        {
          reference: order.reference,
          ...(call === 'users/savePassengers' && {
            lines: [{ line: 0, passengers: [passenger(1, { fullName: 'Someone Else' })] }],
          }),
        },
        other.token,
      );
      expect(res.statusCode).toBe(404);
      expect(res.body).toEqual({ status: 0, message: PASSENGER_MESSAGES.orderNotFound });
      expect(res.raw.body).not.toContain(PASSPORT);
    }
    expect(await passengerRows(order.id)).toEqual(before);
  });

  it('takes details until the deadline (48 hours before departure) and refuses them after it, saying until when', async () => {
    const date = nextDate();
    const { token, order } = await confirmedBooking(t, picnic, date, 1);
    const start = (await t.call('users/viewPassengers', { reference: order.reference }, token)).body.data.lines[0]
      .start;
    const deadlineMs = slotStartMs(date, start) - 48 * 3_600_000;
    const realNow = t.clock.now().toISOString();
    try {
      t.clock.set(new Date(deadlineMs - 60_000).toISOString());
      const inTime = await t.call(
        'users/savePassengers',
        { reference: order.reference, lines: [{ line: 0, passengers: [passenger(1)] }] },
        token,
      );
      expect(inTime.statusCode, inTime.raw.body).toBe(200);
      t.clock.set(new Date(deadlineMs).toISOString());
      const late = await t.call(
        'users/savePassengers',
        {
          reference: order.reference,
          lines: [{ line: 0, passengers: [passenger(1, { fullName: 'Changed Too Late' })] }],
        },
        token,
      );
      expect(late.statusCode).toBe(409);
      expect(late.body).toMatchObject({ status: 0, code: 'passenger.past_deadline' });
      expect(late.body.message).toContain('were due by');
      const view = await t.call('users/viewPassengers', { reference: order.reference }, token);
      expect(view.body.data.lines[0].isOpen).toBe(false);
      expect(view.body.data.lines[0].passengers[0].details.fullName).toBe('عالية المنصوري');
    } finally {
      t.clock.set(realNow);
    }
  });
});

describe('passport numbers and dates of birth at rest, in the back office, and under a rotated key', () => {
  let reference = '';
  let orderId = '';
  beforeAll(async () => {
    const { token, order } = await confirmedBooking(t, picnic, nextDate(), 2);
    reference = order.reference;
    orderId = order.id;
    const res = await t.call(
      'users/savePassengers',
      { reference, lines: [{ line: 0, passengers: [passenger(1), passenger(2, { passportNumber: 'Z99887766' })] }] },
      token,
    );
    expect(res.statusCode, res.raw.body).toBe(200);
  });

  it('keeps no passport number nor date of birth in clear: not in the database’s bytes, not in any column', async () => {
    if (t.dialect === 'sqlite') {
      await sql`pragma wal_checkpoint(TRUNCATE)`.execute(t.app.ctx.db);
      const file = path.join(t.dataDir, 'test.sqlite');
      const bytes = Buffer.concat(
        [file, `${file}-wal`].filter((name) => fs.existsSync(name)).map((name) => fs.readFileSync(name)),
      );
      expect(bytes.length).toBeGreaterThan(0);
      // The name is kept in clear (the manifest reads it): the file is the right one.
      expect(bytes.includes(Buffer.from('Mary-Jane', 'utf8')) || bytes.includes(Buffer.from('عالية', 'utf8'))).toBe(
        true,
      );
      for (const secret of [PASSPORT, 'Z99887766', BIRTH]) expect(bytes.includes(Buffer.from(secret))).toBe(false);
    } else {
      const { rows } = await sql<{
        row: string;
      }>`select t::text as row from order_passengers t where order_id = ${orderId}`.execute(t.app.ctx.db);
      expect(rows).toHaveLength(2);
      for (const { row } of rows) {
        expect(row).toContain('عالية المنصوري');
        for (const secret of [PASSPORT, 'Z99887766', BIRTH]) expect(row).not.toContain(secret);
      }
    }
    const rows = await passengerRows(orderId);
    expect(new Set(rows.map((row) => row.key_id))).toEqual(new Set([t.app.ctx.personalData.current.id]));
  });

  it('masks them for an agent, refuses the reveal to an agent and a guide, and shows them in full to a manager, audited', async () => {
    const masked = await operatorCall(t, 'operator/viewBookingPassengers', { reference }, ops.agent.token);
    expect(masked.statusCode, masked.raw.body).toBe(200);
    expect(masked.body.data.isRevealed).toBe(false);
    expect(masked.body.data.lines[0].passengers[0].details).toMatchObject({
      fullName: 'عالية المنصوري',
      passportNumber: `•••••${PASSPORT.slice(-4)}`,
      dateOfBirth: '••••-••-••',
    });
    expect(masked.raw.body).not.toContain(PASSPORT);
    expect(masked.raw.body).not.toContain(BIRTH);

    for (const role of ['agent', 'guide', 'editor'] as const) {
      const refused = await operatorCall(t, 'operator/revealBookingPassengers', { reference }, ops[role].token);
      expect(refused.statusCode).toBe(403);
      expect(refused.raw.body).not.toContain(PASSPORT);
    }
    expect((await operatorCall(t, 'operator/viewBookingPassengers', { reference }, ops.guide.token)).statusCode).toBe(
      403,
    );

    for (const role of ['manager', 'owner'] as const) {
      const shown = await operatorCall(t, 'operator/revealBookingPassengers', { reference }, ops[role].token);
      expect(shown.statusCode, shown.raw.body).toBe(200);
      expect(shown.body.data.isRevealed).toBe(true);
      expect(
        shown.body.data.lines[0].passengers.map(
          (p: { details: { passportNumber: string } }) => p.details.passportNumber,
        ),
      ).toEqual([PASSPORT, 'Z99887766']);
      const audit = await t.app.ctx.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'order.revealPassengers')
        .where('operator_id', '=', ops[role].id)
        .executeTakeFirstOrThrow();
      expect(audit).toMatchObject({ object_type: 'order', object_id: orderId });
      expect(JSON.parse(audit.after_json ?? '{}')).toEqual({ reference, entriesShown: 2 });
      expect(audit.after_json).not.toContain(PASSPORT);
    }
  });

  it('re-encrypts every record under a new key on rotation; then the new key alone opens them', async () => {
    const ctx = t.app.ctx;
    const original = ctx.personalData;
    const newKey = Buffer.alloc(32, 0x5a);
    try {
      ctx.personalData = loadPersonalDataKeys(
        { key: newKey, oldKeys: [original.current.key], dataDir: path.join(t.dataDir, 'no-generated-key') },
        () => {},
      );
      const before = await passengerRows(orderId);
      const result = await rotatePersonalData(ctx);
      expect(result.unreadable).toBe(0);
      expect(result.resealed).toBeGreaterThanOrEqual(2);
      const after = await passengerRows(orderId);
      expect(after.map((row) => row.key_id)).toEqual([personalDataKeyId(newKey), personalDataKeyId(newKey)]);
      expect(after.map((row) => row.sealed)).not.toEqual(before.map((row) => row.sealed));
      const left = await ctx.db
        .selectFrom('order_passengers')
        .select('key_id')
        .where('key_id', '!=', personalDataKeyId(newKey))
        .execute();
      expect(left).toEqual([]);

      ctx.personalData = {
        current: { id: personalDataKeyId(newKey), key: newKey },
        byId: new Map([[personalDataKeyId(newKey), newKey]]),
      };
      const shown = await operatorCall(t, 'operator/revealBookingPassengers', { reference }, ops.owner.token);
      expect(shown.body.data.lines[0].passengers[1].details.passportNumber).toBe('Z99887766');
      expect((await rotatePersonalData(ctx)).resealed).toBe(0);
    } finally {
      // The records go back under the test app's own key, for the tests after this one.
      ctx.personalData = {
        current: original.current,
        byId: new Map([...original.byId, [personalDataKeyId(newKey), newKey]]),
      };
      await rotatePersonalData(ctx);
      ctx.personalData = original;
    }
  });

  it('opens a sealed value on its own row only, and under no other key', () => {
    const keys = t.app.ctx.personalData;
    const sealed = sealPersonalData(keys, 'order_passengers:o1:0:1', JSON.stringify({ passportNumber: PASSPORT }));
    expect(sealed.sealed).not.toContain(PASSPORT);
    expect(JSON.parse(openPersonalData(keys, 'order_passengers:o1:0:1', sealed))).toEqual({ passportNumber: PASSPORT });
    expect(() => openPersonalData(keys, 'order_passengers:o1:0:2', sealed)).toThrow();
    const other = loadPersonalDataKeys(
      { key: Buffer.alloc(32, 1), oldKeys: [], dataDir: path.join(t.dataDir, 'no-generated-key') },
      () => {},
    );
    expect(() => openPersonalData(other, 'order_passengers:o1:0:1', sealed)).toThrow(/No personal data key/);
    expect(() => openPersonalData(other, 'order_passengers:o1:0:1', { ...sealed, keyId: other.current.id })).toThrow();
  });
});
