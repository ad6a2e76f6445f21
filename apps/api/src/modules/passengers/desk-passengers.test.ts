import { OPERATOR_MESSAGES } from '@rihla/shared/messages/operators';
import { PASSENGER_MESSAGES } from '@rihla/shared/messages/passengers';
import { addDays, slotStartMs, todayInDubai } from '@rihla/shared/rules/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedBooking } from '../../test/desk-orders.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { newOperator, operatorCall, type TTestOperator } from '../../test/operators.js';
import { productsOf, type TCatalogueCard } from '../../test/shopping.js';

// The desk enters a booking's passengers' details for a customer on the phone (issue 36, decision 099): the same
// request and the same checks as the shopper's call, until the departure rather than the shopper's deadline, for
// roles with bookings.write; audited without the details, answered masked.

let t: TTestApp;
let picnic: TCatalogueCard;
const ops = {} as Record<'owner' | 'manager' | 'agent' | 'guide' | 'editor', TTestOperator>;

beforeAll(async () => {
  t = await createTestApp();
  [picnic] = (await productsOf(t, 'Picnic Musandum')) as [TCatalogueCard];
  for (const role of ['owner', 'manager', 'agent', 'guide', 'editor'] as const) {
    ops[role] = await newOperator(t, role, `Desk passengers ${role}`);
  }
});
afterAll(async () => {
  await t?.close();
});

let dayOffset = 10;
function nextDate(): string {
  dayOffset += 1;
  return addDays(todayInDubai(t.clock.now()), dayOffset);
}

const PASSPORT = 'K4829157';
const BIRTH = '1979-03-14';
function passenger(number: number, details: Record<string, string> = {}) {
  return {
    number,
    details: {
      fullName: 'Priya Raman',
      nationality: 'IN',
      dateOfBirth: BIRTH,
      passportNumber: PASSPORT,
      passportExpiry: '2035-08-31',
      ...details,
    },
  };
}

async function passengerRows(orderId: string) {
  return t.app.ctx.db
    .selectFrom('order_passengers')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('passenger')
    .execute();
}

async function auditOf(orderId: string) {
  return t.app.ctx.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', 'order.savePassengers')
    .where('object_id', '=', orderId)
    .orderBy('id')
    .execute();
}

describe('POST /api/operator/saveBookingPassengers', () => {
  it('lets an agent type both passengers for the customer: saved as the shopper’s, answered masked, audited without details', async () => {
    const { token, order } = await confirmedBooking(t, picnic, nextDate(), 2);
    const res = await operatorCall(
      t,
      'operator/saveBookingPassengers',
      {
        reference: order.reference,
        lines: [
          {
            line: 0,
            passengers: [passenger(1), passenger(2, { fullName: 'Arjun Raman', passportNumber: 'k 7731 902' })],
          },
        ],
      },
      ops.agent.token,
    );
    expect(res.statusCode, res.raw.body).toBe(200);
    expect(res.body.message).toBe(PASSENGER_MESSAGES.saved);
    expect(res.body.data.isRevealed).toBe(false);
    const [line] = res.body.data.lines;
    expect(line.isComplete).toBe(true);
    expect(line.passengers[0].details).toMatchObject({
      fullName: 'Priya Raman',
      passportNumber: `•••••${PASSPORT.slice(-4)}`,
      dateOfBirth: '••••-••-••',
      passportExpiry: '2035-08-31',
    });
    expect(line.passengers[1].details.passportNumber).toBe('•••••1902');
    expect(res.raw.body).not.toContain(PASSPORT);
    expect(res.raw.body).not.toContain('K7731902');
    expect(res.raw.body).not.toContain(BIRTH);

    // The shopper reads what the desk typed, in full and normalised by the same rules.
    const own = await t.call('users/viewPassengers', { reference: order.reference }, token);
    expect(own.body.data.lines[0].passengers[1].details).toMatchObject({
      fullName: 'Arjun Raman',
      passportNumber: 'K7731902',
      dateOfBirth: BIRTH,
    });

    const [audit, ...more] = await auditOf(order.id);
    expect(more).toEqual([]);
    expect(audit).toMatchObject({ operator_id: ops.agent.id, object_type: 'order' });
    expect(JSON.parse(audit?.after_json ?? '{}')).toEqual({
      reference: order.reference,
      saved: [
        { line: 0, number: 1 },
        { line: 0, number: 2 },
      ],
    });
    for (const secret of [PASSPORT, 'K7731902', BIRTH, 'Priya', '2035-08-31']) {
      expect(audit?.after_json).not.toContain(secret);
    }
  });

  it('is refused to roles without bookings.write (guide, editor, nobody), changing nothing', async () => {
    const { order } = await confirmedBooking(t, picnic, nextDate(), 1);
    const body = { reference: order.reference, lines: [{ line: 0, passengers: [passenger(1)] }] };
    for (const token of [ops.guide.token, ops.editor.token]) {
      const refused = await operatorCall(t, 'operator/saveBookingPassengers', body, token);
      expect(refused.statusCode).toBe(403);
      expect(refused.body).toEqual({ status: 0, message: OPERATOR_MESSAGES.forbidden });
    }
    expect((await operatorCall(t, 'operator/saveBookingPassengers', body)).statusCode).toBe(401);
    expect(await passengerRows(order.id)).toEqual([]);
    expect(await auditOf(order.id)).toEqual([]);
  });

  it.each([
    [
      'a bad passport number',
      { passportNumber: 'AB-12' },
      'a passport number is 6 to 9 letters and digits',
      'passportNumber',
    ],
    [
      'an expired passport',
      { passportExpiry: '2020-01-01' },
      'the passport expires on 2020-01-01, before the trip',
      'passportExpiry',
    ],
  ])(
    'refuses %s as the shopper’s call does, with its field, changing nothing',
    async (_label, details, words, field) => {
      const { order } = await confirmedBooking(t, picnic, nextDate(), 2);
      const res = await operatorCall(
        t,
        'operator/saveBookingPassengers',
        { reference: order.reference, lines: [{ line: 0, passengers: [passenger(1), passenger(2, details)] }] },
        ops.agent.token,
      );
      expect(res.statusCode, res.raw.body).toBe(400);
      expect(res.body).toMatchObject({
        status: 0,
        code: 'passenger.invalid',
        field: `lines.0.passengers.1.details.${field}`,
      });
      expect(res.body.message).toContain(`Passenger 2: ${words}`);
      expect(await passengerRows(order.id)).toEqual([]);
      expect(await auditOf(order.id)).toEqual([]);
    },
  );

  it('refuses an unknown line, a passenger beyond the booking, an unknown booking and a cancelled one', async () => {
    const { order } = await confirmedBooking(t, picnic, nextDate(), 1);
    const send = (body: unknown) => operatorCall(t, 'operator/saveBookingPassengers', body, ops.manager.token);
    const noLine = await send({ reference: order.reference, lines: [{ line: 3, passengers: [passenger(1)] }] });
    expect(noLine.statusCode).toBe(400);
    expect(noLine.body).toMatchObject({ message: PASSENGER_MESSAGES.lineNotFound(3), field: 'lines.0.line' });
    const beyond = await send({ reference: order.reference, lines: [{ line: 0, passengers: [passenger(2)] }] });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.body.message).toBe(PASSENGER_MESSAGES.passengerNotFound(2, 1));
    const unknown = await send({ reference: 'RH-NOSUCHREF', lines: [{ line: 0, passengers: [passenger(1)] }] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toEqual({ status: 0, message: PASSENGER_MESSAGES.bookingNotFound });

    const cancelled = await operatorCall(
      t,
      'operator/cancelOrder',
      { id: order.id, refund: 'full', reason: 'Customer changed plans' },
      ops.manager.token,
    );
    expect(cancelled.statusCode, cancelled.raw.body).toBe(200);
    const late = await send({ reference: order.reference, lines: [{ line: 0, passengers: [passenger(1)] }] });
    expect(late.statusCode).toBe(409);
    expect(late.body.message).toBe(PASSENGER_MESSAGES.orderNotConfirmed);
    expect(await passengerRows(order.id)).toEqual([]);
    expect(await auditOf(order.id)).toEqual([]);
  });

  it('saves after the shopper’s deadline until the departure, and refuses it from the departure on', async () => {
    const date = nextDate();
    const { token, order } = await confirmedBooking(t, picnic, date, 1);
    const start = (await t.call('users/viewPassengers', { reference: order.reference }, token)).body.data.lines[0]
      .start as string;
    const departureMs = slotStartMs(date, start);
    const body = { reference: order.reference, lines: [{ line: 0, passengers: [passenger(1)] }] };
    const realNow = t.clock.now().toISOString();
    try {
      // A day before departure: past the shopper's 48 hours, open to the desk.
      t.clock.set(new Date(departureMs - 24 * 3_600_000).toISOString());
      // An operator's session ends after 12 idle hours: one signed in at the moved clock.
      let agent = await newOperator(t, 'agent', 'Desk passengers late agent');
      const shopper = await t.call('users/savePassengers', body, token);
      expect(shopper.statusCode).toBe(409);
      expect(shopper.body).toMatchObject({ code: 'passenger.past_deadline' });
      const view = await operatorCall(t, 'operator/viewBookingPassengers', { reference: order.reference }, agent.token);
      expect(view.body.data.lines[0]).toMatchObject({
        isOpen: true,
        deadline: new Date(departureMs).toISOString(),
      });
      const desk = await operatorCall(t, 'operator/saveBookingPassengers', body, agent.token);
      expect(desk.statusCode, desk.raw.body).toBe(200);
      expect(desk.body.data.lines[0].isComplete).toBe(true);
      // The shopper's own view still says their deadline has passed.
      const own = await t.call('users/viewPassengers', { reference: order.reference }, token);
      expect(own.body.data.lines[0].isOpen).toBe(false);

      t.clock.set(new Date(departureMs).toISOString());
      agent = await newOperator(t, 'agent', 'Desk passengers departed agent');
      const changed = {
        reference: order.reference,
        lines: [{ line: 0, passengers: [passenger(1, { fullName: 'Late Name' })] }],
      };
      const departed = await operatorCall(t, 'operator/saveBookingPassengers', changed, agent.token);
      expect(departed.statusCode).toBe(409);
      expect(departed.body).toMatchObject({ status: 0, code: 'passenger.past_deadline', field: 'lines.0.line' });
      expect(departed.body.message).toContain('departed on');
      expect(departed.body.message).toContain(`${start} (Dubai)`);
      const rows = await passengerRows(order.id);
      expect(rows.map((row) => row.full_name)).toEqual(['Priya Raman']);
      expect(await auditOf(order.id)).toHaveLength(1);
    } finally {
      t.clock.set(realNow);
    }
  });
});
