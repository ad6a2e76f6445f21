import { OPERATOR_MESSAGES } from '@rihla/shared/messages/operators';
import { PICKUP_MESSAGES } from '@rihla/shared/messages/pickups';
import { addDays, slotStartMs, todayInDubai } from '@rihla/shared/rules/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedBooking } from '../../test/desk-orders.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { newOperator, operatorCall, type TTestOperator } from '../../test/operators.js';
import { productsOf, type TCatalogueCard } from '../../test/shopping.js';

// The desk reads and chooses a booking's pick-up for a customer on the phone (issue 36, decision 099): the shopper's
// rules, until the departure, for roles with bookings.write (reading with bookings.read); each choice audited with the
// point's name.

let t: TTestApp;
let safari: TCatalogueCard;
const ops = {} as Record<'owner' | 'manager' | 'agent' | 'guide' | 'editor', TTestOperator>;

beforeAll(async () => {
  t = await createTestApp();
  const cards = await productsOf(t);
  safari = cards.find((card) => card.planId === 'evening-desert-safari-bbq-dinner') as TCatalogueCard;
  for (const role of ['owner', 'manager', 'agent', 'guide', 'editor'] as const) {
    ops[role] = await newOperator(t, role, `Desk pickups ${role}`);
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

async function choiceOf(orderId: string) {
  return t.app.ctx.db.selectFrom('order_pickups').selectAll().where('order_id', '=', orderId).execute();
}

async function auditOf(orderId: string) {
  return t.app.ctx.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', 'order.choosePickup')
    .where('object_id', '=', orderId)
    .orderBy('id')
    .execute();
}

describe('POST /api/operator/viewBookingPickups and chooseBookingPickup', () => {
  it('shows any booking’s points to an agent and lets them choose and change, each audited with the point’s name', async () => {
    const { token, order } = await confirmedBooking(t, safari, nextDate(), 2);
    const view = await operatorCall(t, 'operator/viewBookingPickups', { reference: order.reference }, ops.agent.token);
    expect(view.statusCode, view.raw.body).toBe(200);
    const [line] = view.body.data.lines;
    expect(line).toMatchObject({ line: 0, productId: safari.planId, chosen: null, isOpen: true });
    expect(line.points.map((point: { id: string }) => point.id)).toContain('pickup-hilton-jbr');

    const chosen = await operatorCall(
      t,
      'operator/chooseBookingPickup',
      { reference: order.reference, line: 0, pointId: 'pickup-hilton-jbr' },
      ops.agent.token,
    );
    expect(chosen.statusCode, chosen.raw.body).toBe(200);
    expect(chosen.body.message).toBe(PICKUP_MESSAGES.chosen('Pick-up 14:00 at Hilton Dubai Jumeirah, Dubai Marina'));
    expect(chosen.body.data.lines[0].chosen).toMatchObject({ pointId: 'pickup-hilton-jbr', time: '14:00' });
    const changed = await operatorCall(
      t,
      'operator/chooseBookingPickup',
      { reference: order.reference, line: 0, pointId: 'pickup-atlantis-palm' },
      ops.manager.token,
    );
    expect(changed.statusCode, changed.raw.body).toBe(200);

    // The shopper sees the desk's choice as their own.
    const own = await t.call('users/viewPickups', { reference: order.reference }, token);
    expect(own.body.data.lines[0].chosen).toMatchObject({ pointId: 'pickup-atlantis-palm', name: 'Atlantis The Palm' });

    const [first, second] = await auditOf(order.id);
    expect(first).toMatchObject({ operator_id: ops.agent.id, object_type: 'order', before_json: null });
    expect(JSON.parse(first?.after_json ?? '{}')).toEqual({
      reference: order.reference,
      line: 0,
      pickup: 'Hilton Dubai Jumeirah',
      area: 'Dubai Marina',
      time: '14:00',
    });
    expect(second?.operator_id).toBe(ops.manager.id);
    expect(JSON.parse(second?.before_json ?? '{}')).toEqual({
      reference: order.reference,
      line: 0,
      pickup: 'Hilton Dubai Jumeirah',
    });
    expect(JSON.parse(second?.after_json ?? '{}')).toMatchObject({ pickup: 'Atlantis The Palm' });
  });

  it('names the points in the operator’s own language, Arabic for an operator in Arabic, the audit as stored', async () => {
    const { order } = await confirmedBooking(t, safari, nextDate(), 1);
    const arabic = await newOperator(t, 'agent', 'Desk pickups in Arabic');
    const set = await operatorCall(t, 'operator/setLanguage', { language: 'ar' }, arabic.token);
    expect(set.statusCode, set.raw.body).toBe(200);
    const pointOf = (res: Awaited<ReturnType<typeof operatorCall>>, id: string) =>
      res.body.data.lines[0].points.find((point: { id: string }) => point.id === id);

    const inArabic = await operatorCall(t, 'operator/viewBookingPickups', { reference: order.reference }, arabic.token);
    expect(inArabic.statusCode, inArabic.raw.body).toBe(200);
    expect(pointOf(inArabic, 'pickup-hilton-jbr')).toMatchObject({ name: 'هيلتون دبي جميرا', area: 'دبي مارينا' });
    // Searchable in both languages, as the shopper's chooser is.
    expect(pointOf(inArabic, 'pickup-hilton-jbr').searchText).toContain('Hilton Dubai Jumeirah');
    const inEnglish = await operatorCall(
      t,
      'operator/viewBookingPickups',
      { reference: order.reference },
      ops.agent.token,
    );
    expect(pointOf(inEnglish, 'pickup-hilton-jbr')).toMatchObject({
      name: 'Hilton Dubai Jumeirah',
      area: 'Dubai Marina',
    });

    const chosen = await operatorCall(
      t,
      'operator/chooseBookingPickup',
      { reference: order.reference, line: 0, pointId: 'pickup-hilton-jbr' },
      arabic.token,
    );
    expect(chosen.statusCode, chosen.raw.body).toBe(200);
    // The English sentence of the server (the back office says it in Arabic), the point in the operator's words.
    expect(chosen.body.message).toBe(PICKUP_MESSAGES.chosen('Pick-up 14:00 at هيلتون دبي جميرا, دبي مارينا'));
    expect(chosen.body.data.lines[0].chosen).toMatchObject({ name: 'هيلتون دبي جميرا', area: 'دبي مارينا' });
    const [entry] = await auditOf(order.id);
    expect(JSON.parse(entry?.after_json ?? '{}')).toMatchObject({
      pickup: 'Hilton Dubai Jumeirah',
      area: 'Dubai Marina',
    });
    // The English operator reads the same choice in English.
    const again = await operatorCall(t, 'operator/viewBookingPickups', { reference: order.reference }, ops.agent.token);
    expect(again.body.data.lines[0].chosen).toMatchObject({ name: 'Hilton Dubai Jumeirah', area: 'Dubai Marina' });
  });

  it('is refused to roles without bookings.write, and the view to roles without bookings.read, changing nothing', async () => {
    const { order } = await confirmedBooking(t, safari, nextDate(), 1);
    const body = { reference: order.reference, line: 0, pointId: 'pickup-hilton-jbr' };
    for (const token of [ops.guide.token, ops.editor.token]) {
      const refused = await operatorCall(t, 'operator/chooseBookingPickup', body, token);
      expect(refused.statusCode).toBe(403);
      expect(refused.body).toEqual({ status: 0, message: OPERATOR_MESSAGES.forbidden });
    }
    for (const token of [ops.guide.token, ops.editor.token]) {
      const refused = await operatorCall(t, 'operator/viewBookingPickups', { reference: order.reference }, token);
      expect(refused.statusCode).toBe(403);
    }
    expect(await choiceOf(order.id)).toEqual([]);
    expect(await auditOf(order.id)).toEqual([]);
  });

  it('refuses a point the line does not offer, an unknown line and booking, and a cancelled booking', async () => {
    const { order } = await confirmedBooking(t, safari, nextDate(), 1);
    const send = (body: unknown) => operatorCall(t, 'operator/chooseBookingPickup', body, ops.agent.token);
    const notOffered = await send({ reference: order.reference, line: 0, pointId: 'no-such-point' });
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.body).toMatchObject({ status: 0, code: 'pickup.not_offered', field: 'pointId' });
    const noLine = await send({ reference: order.reference, line: 2, pointId: 'pickup-hilton-jbr' });
    expect(noLine.statusCode).toBe(400);
    expect(noLine.body.message).toBe(PICKUP_MESSAGES.lineNotFound(2));
    const unknown = await send({ reference: 'RH-NOSUCHREF', line: 0, pointId: 'pickup-hilton-jbr' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toEqual({ status: 0, message: PICKUP_MESSAGES.bookingNotFound });
    const cancelled = await operatorCall(
      t,
      'operator/cancelOrder',
      { id: order.id, refund: 'full', reason: 'Customer changed plans' },
      ops.manager.token,
    );
    expect(cancelled.statusCode, cancelled.raw.body).toBe(200);
    const late = await send({ reference: order.reference, line: 0, pointId: 'pickup-hilton-jbr' });
    expect(late.statusCode).toBe(409);
    expect(late.body.message).toBe(PICKUP_MESSAGES.orderNotConfirmed);
    expect(await choiceOf(order.id)).toEqual([]);
    expect(await auditOf(order.id)).toEqual([]);
  });

  it('chooses after the shopper’s deadline until the departure, and not from the departure on', async () => {
    const form = {
      details: [{ detail: 'fullName', required: true, askedOf: 'passenger' }],
      questions: [],
      deadlineHours: 48,
      passportValidityMonths: 0,
    };
    await operatorCall(t, 'operator/setPassengerForm', { id: safari.planId, form }, ops.owner.token);
    const realNow = t.clock.now().toISOString();
    try {
      const date = nextDate();
      const { token, order } = await confirmedBooking(t, safari, date, 1);
      const departureMs = slotStartMs(date, '15:00');
      t.clock.set(new Date(departureMs - 24 * 3_600_000).toISOString());
      // An operator's session ends after 12 idle hours: one signed in at the moved clock.
      let agent = await newOperator(t, 'agent', 'Desk pickups late agent');
      const body = { reference: order.reference, line: 0, pointId: 'pickup-hilton-jbr' };
      const shopper = await t.call('users/choosePickup', body, token);
      expect(shopper.statusCode).toBe(409);
      const desk = await operatorCall(t, 'operator/chooseBookingPickup', body, agent.token);
      expect(desk.statusCode, desk.raw.body).toBe(200);
      expect(desk.body.data.lines[0]).toMatchObject({ isOpen: true, deadline: new Date(departureMs).toISOString() });

      t.clock.set(new Date(departureMs).toISOString());
      agent = await newOperator(t, 'agent', 'Desk pickups departed agent');
      const departed = await operatorCall(
        t,
        'operator/chooseBookingPickup',
        { ...body, pointId: 'pickup-atlantis-palm' },
        agent.token,
      );
      expect(departed.statusCode).toBe(409);
      expect(departed.body).toMatchObject({ status: 0, code: 'pickup.past_deadline' });
      expect(departed.body.message).toContain('departed on');
      expect((await choiceOf(order.id)).map((row) => row.point_id)).toEqual(['pickup-hilton-jbr']);
      expect(await auditOf(order.id)).toHaveLength(1);
    } finally {
      t.clock.set(realNow);
      const owner = await newOperator(t, 'owner', 'Desk pickups owner again');
      await operatorCall(t, 'operator/setPassengerForm', { id: safari.planId, form: null }, owner.token);
    }
  });
});
