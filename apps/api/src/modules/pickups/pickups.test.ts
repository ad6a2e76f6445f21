import { DEMO_PICKUP_POINTS } from '@rihla/demo/pickups';
import { PICKUP_MESSAGES } from '@rihla/shared/messages/pickups';
import { pickupMissingArabic } from '@rihla/shared/rules/pickups';
import { addDays, slotStartMs, todayInDubai } from '@rihla/shared/rules/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedBooking } from '../../test/desk-orders.js';
import { createTestApp, TEST_PUBLIC_URL, type TTestApp } from '../../test/harness.js';
import { newOperator, operatorCall, type TTestOperator } from '../../test/operators.js';
import { pdfText } from '../../test/pdf-text.js';
import { productsOf, type TCatalogueCard } from '../../test/shopping.js';
import { composeMail, composeSms, MessageSkipped } from '../messages/compose.js';

// Hotel pick-ups (issue 36, decision 095): the desk's points (read by every role that sees bookings, written by
// owners and managers, audited), a product's pick-ups, and the point a shopper chooses for their own booking until
// the details deadline or the departure, with its time in Dubai; the manifest, Your Orders and the voucher say it.

let t: TTestApp;
let safari: TCatalogueCard;
let picnic: TCatalogueCard;
const ops = {} as Record<'owner' | 'manager' | 'agent' | 'guide' | 'editor', TTestOperator>;

beforeAll(async () => {
  t = await createTestApp();
  const cards = await productsOf(t);
  safari = cards.find((card) => card.planId === 'evening-desert-safari-bbq-dinner') as TCatalogueCard;
  [picnic] = (await productsOf(t, 'Picnic Musandum')) as [TCatalogueCard];
  for (const role of ['owner', 'manager', 'agent', 'guide', 'editor'] as const) {
    ops[role] = await newOperator(t, role, `Pickups ${role}`);
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

async function auditOf(action: string, objectId: string) {
  return t.app.ctx.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .where('object_id', '=', objectId)
    .execute();
}

describe('the desk’s pick-up points', () => {
  it('lists the demo’s dozen points in four areas to every role that sees bookings, and to no other', async () => {
    for (const role of ['owner', 'manager', 'agent'] as const) {
      const res = await operatorCall(t, 'operator/listPickupPoints', {}, ops[role].token);
      expect(res.statusCode, res.raw.body).toBe(200);
      expect(res.body.data.points.length).toBeGreaterThanOrEqual(DEMO_PICKUP_POINTS.length);
    }
    const res = await operatorCall(t, 'operator/listPickupPoints', {}, ops.agent.token);
    const demo = res.body.data.points.filter((point: { id: string }) => point.id.startsWith('pickup-'));
    expect(new Set(demo.map((point: { area: string }) => point.area))).toEqual(
      new Set(['Deira', 'Downtown Dubai', 'Dubai Marina', 'Palm Jumeirah']),
    );
    expect(demo.find((point: { id: string }) => point.id === 'pickup-hilton-jbr')).toMatchObject({
      name: 'Hilton Dubai Jumeirah',
      area: 'Dubai Marina',
      latitude: 25.0781,
      longitude: 55.1338,
      isActive: true,
    });
    for (const role of ['guide', 'editor'] as const) {
      const refused = await operatorCall(t, 'operator/listPickupPoints', {}, ops[role].token);
      expect(refused.statusCode).toBe(403);
      expect(refused.body.status).toBe(0);
    }
  });

  it('lets a manager add, edit and retire a point, each audited; an agent may not; bad input changes nothing', async () => {
    const created = await operatorCall(
      t,
      'operator/createPickupPoint',
      { name: '  JW Marriott Marquis  ', area: 'Business Bay', address: 'Sheikh Zayed Road, Business Bay' },
      ops.manager.token,
    );
    expect(created.statusCode, created.raw.body).toBe(200);
    expect(created.body.message).toBe(PICKUP_MESSAGES.pointCreated);
    const point = created.body.data;
    expect(point).toMatchObject({ name: 'JW Marriott Marquis', latitude: null, longitude: null, isActive: true });
    expect(await auditOf('pickupPoint.create', point.id)).toHaveLength(1);

    const edited = await operatorCall(
      t,
      'operator/updatePickupPoint',
      { ...point, name: 'JW Marriott Marquis Hotel', latitude: 25.1856, longitude: 55.2578 },
      ops.owner.token,
    );
    expect(edited.statusCode, edited.raw.body).toBe(200);
    expect(edited.body.data).toMatchObject({ name: 'JW Marriott Marquis Hotel', latitude: 25.1856 });
    const [editAudit] = await auditOf('pickupPoint.update', point.id);
    expect(editAudit?.operator_id).toBe(ops.owner.id);
    expect(JSON.parse(editAudit?.before_json ?? '{}').name).toBe('JW Marriott Marquis');

    const retired = await operatorCall(
      t,
      'operator/updatePickupPoint',
      { ...edited.body.data, isActive: false },
      ops.manager.token,
    );
    expect(retired.body.data.isActive).toBe(false);
    expect(await auditOf('pickupPoint.retire', point.id)).toHaveLength(1);

    const before = await t.app.ctx.db.selectFrom('pickup_points').selectAll().orderBy('id').execute();
    const byAgent = await operatorCall(
      t,
      'operator/createPickupPoint',
      { name: 'Agent Hotel', area: 'Deira', address: 'Deira' },
      ops.agent.token,
    );
    expect(byAgent.statusCode).toBe(403);
    for (const bad of [
      { name: '', area: 'Deira', address: 'Deira' },
      { name: 'Half a map', area: 'Deira', address: 'Deira', latitude: 25.2 },
      { name: 'Off the map', area: 'Deira', address: 'Deira', latitude: 95, longitude: 55 },
      { name: 'x'.repeat(121), area: 'Deira', address: 'Deira' },
    ]) {
      const res = await operatorCall(t, 'operator/createPickupPoint', bad, ops.manager.token);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.body.status).toBe(0);
      expect(res.body.message).not.toBe('');
    }
    const missing = await operatorCall(
      t,
      'operator/updatePickupPoint',
      { ...point, id: 'no-such-point' },
      ops.manager.token,
    );
    expect(missing.statusCode).toBe(404);
    expect(await t.app.ctx.db.selectFrom('pickup_points').selectAll().orderBy('id').execute()).toEqual(before);
  });
});

describe('a product’s pick-ups', () => {
  it('answers the demo safari’s: every demo point, 60 minutes before, Deira’s 75', async () => {
    const res = await operatorCall(t, 'operator/getProductPickups', { id: safari.planId }, ops.editor.token);
    expect(res.statusCode, res.raw.body).toBe(200);
    expect(res.body.data.pickups.minutesBefore).toBe(60);
    expect(res.body.data.pickups.points).toHaveLength(DEMO_PICKUP_POINTS.length);
    expect(res.body.data.pickups.points).toContainEqual({ pointId: 'pickup-hyatt-regency-deira', minutesBefore: 75 });
  });

  it('is set by a manager, audited; unknown or retired points and a guide are refused, changing nothing', async () => {
    const retired = await operatorCall(
      t,
      'operator/createPickupPoint',
      { name: 'Closed Hotel', area: 'Deira', address: 'Deira' },
      ops.manager.token,
    );
    await operatorCall(t, 'operator/updatePickupPoint', { ...retired.body.data, isActive: false }, ops.manager.token);
    const pickups = { minutesBefore: 45, points: [{ pointId: 'pickup-atlantis-palm', minutesBefore: 90 }] };
    const saved = await operatorCall(
      t,
      'operator/setProductPickups',
      { id: picnic.planId, pickups },
      ops.manager.token,
    );
    expect(saved.statusCode, saved.raw.body).toBe(200);
    expect(saved.body.data.pickups).toEqual(pickups);
    expect(await auditOf('product.pickups', picnic.planId)).toHaveLength(1);

    for (const [body, token, status] of [
      [{ id: picnic.planId, pickups: { minutesBefore: 45, points: [{ pointId: 'no-such' }] } }, ops.manager.token, 400],
      [
        { id: picnic.planId, pickups: { minutesBefore: 45, points: [{ pointId: retired.body.data.id }] } },
        ops.manager.token,
        400,
      ],
      [
        { id: picnic.planId, pickups: { minutesBefore: -5, points: [{ pointId: 'pickup-atlantis-palm' }] } },
        ops.owner.token,
        400,
      ],
      [{ id: picnic.planId, pickups: null }, ops.guide.token, 403],
      [{ id: picnic.planId, pickups: null }, ops.agent.token, 403],
      [{ id: 'no-such-product', pickups: null }, ops.owner.token, 404],
    ] as const) {
      const res = await operatorCall(t, 'operator/setProductPickups', body, token);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.body.status).toBe(0);
    }
    const after = await operatorCall(t, 'operator/getProductPickups', { id: picnic.planId }, ops.agent.token);
    expect(after.body.data.pickups).toEqual(pickups);
    await operatorCall(t, 'operator/setProductPickups', { id: picnic.planId, pickups: null }, ops.owner.token);
  });
});

describe('the shopper’s pick-up', () => {
  it('offers the safari’s active points with their times and takes one: 60 minutes before the 15:00 departure', async () => {
    const date = nextDate();
    const { token, order } = await confirmedBooking(t, safari, date, 2);
    const view = await t.call('users/viewPickups', { reference: order.reference }, token);
    expect(view.statusCode, view.raw.body).toBe(200);
    const [line] = view.body.data.lines;
    expect(line).toMatchObject({ line: 0, productId: safari.planId, date, start: '15:00', chosen: null, isOpen: true });
    expect(line.deadline).toBe(new Date(slotStartMs(date, '15:00')).toISOString());
    expect(line.points.find((point: { id: string }) => point.id === 'pickup-hilton-jbr')).toMatchObject({
      area: 'Dubai Marina',
      minutesBefore: 60,
      date,
      time: '14:00',
    });
    expect(line.points.find((point: { id: string }) => point.id === 'pickup-hyatt-regency-deira')).toMatchObject({
      minutesBefore: 75,
      time: '13:45',
    });
    // Retired points are offered to no one.
    expect(line.points.every((point: { name: string }) => point.name !== 'Closed Hotel')).toBe(true);

    const chosen = await t.call(
      'users/choosePickup',
      { reference: order.reference, line: 0, pointId: 'pickup-hilton-jbr' },
      token,
    );
    expect(chosen.statusCode, chosen.raw.body).toBe(200);
    expect(chosen.body.message).toBe('Pick-up 14:00 at Hilton Dubai Jumeirah, Dubai Marina: saved');
    expect(chosen.body.data.lines[0].chosen).toMatchObject({
      pointId: 'pickup-hilton-jbr',
      date,
      time: '14:00',
      at: new Date(slotStartMs(date, '15:00') - 3_600_000).toISOString(),
      text: 'Pick-up 14:00 at Hilton Dubai Jumeirah, Dubai Marina',
    });

    // Your Orders says it, and the manifest (with its CSV) and its pick-up run.
    const orders = await t.call('users/viewCompletedOrder', {}, token);
    const mine = orders.body.data.find((each: { reference: string }) => each.reference === order.reference);
    expect(mine.pickups).toEqual([expect.objectContaining({ line: 0, text: chosen.body.data.lines[0].chosen.text })]);
    // The voucher PDF, and the confirmation email (sent again, or after a change) with it.
    const pdf = await t.app.inject({ method: 'GET', url: mine.pdfUrl.slice(TEST_PUBLIC_URL.length) });
    expect(pdf.statusCode).toBe(200);
    const voucherText = (await pdfText(new Uint8Array(pdf.rawPayload))).replace(/\s+/g, ' ');
    expect(voucherText).toContain('Pick-up 14:00 at Hilton Dubai Jumeirah, Dubai Marina');
    const confirmation = await t.app.ctx.db
      .selectFrom('outbox')
      .selectAll()
      .where('order_id', '=', order.id)
      .where('topic', '=', 'orderConfirmed')
      .where('channel', '=', 'email')
      .executeTakeFirstOrThrow();
    const mail = await composeMail(t.app.ctx, confirmation);
    expect(mail.text).toContain('Pick-up 14:00 at Hilton Dubai Jumeirah, Dubai Marina');
    const manifest = await operatorCall(
      t,
      'operator/getManifest',
      { productId: safari.planId, date, start: '15:00' },
      ops.agent.token,
    );
    const booking = manifest.body.data.bookings.find(
      (each: { reference: string }) => each.reference === order.reference,
    );
    expect(booking.pickup).toMatchObject({ name: 'Hilton Dubai Jumeirah', area: 'Dubai Marina', time: '14:00' });
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/operator/manifest.csv?productId=${safari.planId}&date=${date}&start=15:00`,
      headers: { 'x-operator-token': ops.agent.token },
    });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body).toContain('Pick-up');
    expect(csv.body).toContain('14:00,Hilton Dubai Jumeirah,Dubai Marina');
    // The manifest's PDF prints it under the booking, and the day-before reminder says it instead of the window.
    const manifestPdf = await t.app.inject({
      method: 'GET',
      url: `/api/operator/manifest.pdf?productId=${safari.planId}&date=${date}&start=15:00`,
      headers: { 'x-operator-token': ops.agent.token },
    });
    expect(manifestPdf.statusCode).toBe(200);
    expect((await pdfText(new Uint8Array(manifestPdf.rawPayload))).replace(/\s+/g, ' ')).toContain(
      'Pick-up 14:00 · Hilton Dubai Jumeirah, Dubai Marina',
    );
    const reminder = await composeMail(t.app.ctx, {
      ...confirmation,
      topic: 'departureReminder',
      payload: JSON.stringify({ productId: safari.planId, date, start: '15:00' }),
    });
    expect(reminder.text).toContain('Pick-up 14:00 at Hilton Dubai Jumeirah, Dubai Marina');

    // Changed to another point while it may be.
    const changed = await t.call(
      'users/choosePickup',
      { reference: order.reference, line: 0, pointId: 'pickup-gold-souk-bus-stop' },
      token,
    );
    expect(changed.body.data.lines[0].chosen).toMatchObject({ area: 'Deira', time: '13:45' });
    expect(
      await t.app.ctx.db.selectFrom('order_pickups').selectAll().where('order_id', '=', order.id).execute(),
    ).toHaveLength(1);

    // Each choice sends the shopper where and when by email (and text where texts are set up); the first choice's
    // message, replaced before it went, is skipped; the same point again sends nothing.
    const again = await t.call(
      'users/choosePickup',
      { reference: order.reference, line: 0, pointId: 'pickup-gold-souk-bus-stop' },
      token,
    );
    expect(again.statusCode, again.raw.body).toBe(200);
    const pickupMessages = await t.app.ctx.db
      .selectFrom('outbox')
      .selectAll()
      .where('order_id', '=', order.id)
      .where('topic', '=', 'pickupChosen')
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    const emails = pickupMessages.filter((row) => row.channel === 'email');
    expect(emails).toHaveLength(2);
    const [first, second] = emails;
    if (!first || !second) throw new Error('two pick-up emails expected');
    // Which of the two is the later choice is told by its payload, not by the order of rows of the same instant.
    const [replaced, current] =
      JSON.parse(first.payload).pointId === 'pickup-hilton-jbr' ? [first, second] : [second, first];
    await expect(composeMail(t.app.ctx, replaced)).rejects.toBeInstanceOf(MessageSkipped);
    const pickupMail = await composeMail(t.app.ctx, current);
    expect(pickupMail.subject).toBe(`Your pick-up: booking ${order.reference}`);
    expect(pickupMail.text).toContain('Pick-up 13:45 at Gold Souk bus station (meeting point), Deira');
    expect(pickupMail.text).toContain(`/travellers/${order.reference}`);
    // The test app sends texts (decision 047's fake provider): the same facts in a line.
    const currentText = pickupMessages.find(
      (row) => row.channel === 'sms' && JSON.parse(row.payload).pointId === 'pickup-gold-souk-bus-stop',
    );
    if (!currentText) throw new Error('no pick-up text queued');
    expect((await composeSms(t.app.ctx, currentText)).body).toContain(
      'Pick-up 13:45 at Gold Souk bus station (meeting point), Deira',
    );
  });

  it('moves with the booking when the desk changes its date: the same point and minutes, the new day', async () => {
    const date = nextDate();
    const { token, order } = await confirmedBooking(t, safari, date, 1);
    await t.call('users/choosePickup', { reference: order.reference, line: 0, pointId: 'pickup-fairmont-palm' }, token);
    const newDate = addDays(date, 1);
    const changed = await operatorCall(
      t,
      'operator/changeOrderDate',
      { id: order.id, lineIndex: 0, date: newDate, start: '15:00' },
      ops.manager.token,
    );
    expect(changed.statusCode, changed.raw.body).toBe(200);
    const view = await t.call('users/viewPickups', { reference: order.reference }, token);
    expect(view.body.data.lines[0].chosen).toMatchObject({
      pointId: 'pickup-fairmont-palm',
      date: newDate,
      time: '14:00',
      at: new Date(slotStartMs(newDate, '15:00') - 3_600_000).toISOString(),
    });
  });

  it('answers only the shopper’s own orders: another’s reference is a 404 and changes nothing', async () => {
    const { order } = await confirmedBooking(t, safari, nextDate(), 1);
    const { token: other } = await t.newShopper();
    for (const [name, body] of [
      ['users/viewPickups', { reference: order.reference }],
      ['users/choosePickup', { reference: order.reference, line: 0, pointId: 'pickup-hilton-jbr' }],
    ] as const) {
      const res = await t.call(name, body, other);
      expect(res.statusCode).toBe(404);
      expect(res.body).toMatchObject({ status: 0, message: PICKUP_MESSAGES.orderNotFound });
      expect(res.raw.body).not.toContain('Hilton');
    }
    const anonymous = await t.call('users/viewPickups', { reference: order.reference });
    expect(anonymous.statusCode).toBe(401);
    expect(
      await t.app.ctx.db.selectFrom('order_pickups').selectAll().where('order_id', '=', order.id).execute(),
    ).toEqual([]);
  });

  it('refuses a point the product does not collect from, a line without pick-ups and a line that is not there', async () => {
    const { token, order } = await confirmedBooking(t, safari, nextDate(), 1);
    const point = await operatorCall(
      t,
      'operator/createPickupPoint',
      { name: 'Not On The List', area: 'Deira', address: 'Deira' },
      ops.manager.token,
    );
    const notOffered = await t.call(
      'users/choosePickup',
      { reference: order.reference, line: 0, pointId: point.body.data.id },
      token,
    );
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.body).toMatchObject({ status: 0, code: 'pickup.not_offered', field: 'pointId' });
    const noLine = await t.call(
      'users/choosePickup',
      { reference: order.reference, line: 3, pointId: 'pickup-hilton-jbr' },
      token,
    );
    expect(noLine.statusCode).toBe(400);
    expect(noLine.body.message).toBe(PICKUP_MESSAGES.lineNotFound(3));

    const musandam = await confirmedBooking(t, picnic, nextDate(), 1);
    const none = await t.call('users/viewPickups', { reference: musandam.order.reference }, musandam.token);
    expect(none.body.data.lines).toEqual([]);
    const refused = await t.call(
      'users/choosePickup',
      { reference: musandam.order.reference, line: 0, pointId: 'pickup-hilton-jbr' },
      musandam.token,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.body.message).toContain('does not collect guests');
    expect(
      await t.app.ctx.db.selectFrom('order_pickups').selectAll().where('order_id', '=', order.id).execute(),
    ).toEqual([]);
  });

  it('takes a choice until the departure, or the product’s details deadline if it asks details, and not after', async () => {
    const date = nextDate();
    const { token, order } = await confirmedBooking(t, safari, date, 1);
    const departureMs = slotStartMs(date, '15:00');
    const realNow = t.clock.now().toISOString();
    try {
      t.clock.set(new Date(departureMs - 60_000).toISOString());
      const inTime = await t.call(
        'users/choosePickup',
        { reference: order.reference, line: 0, pointId: 'pickup-atlantis-palm' },
        token,
      );
      expect(inTime.statusCode, inTime.raw.body).toBe(200);
      t.clock.set(new Date(departureMs).toISOString());
      const late = await t.call(
        'users/choosePickup',
        { reference: order.reference, line: 0, pointId: 'pickup-hilton-jbr' },
        token,
      );
      expect(late.statusCode).toBe(409);
      expect(late.body).toMatchObject({ status: 0, code: 'pickup.past_deadline' });
      expect(late.body.message).toContain('15:00 (Dubai)');
      const view = await t.call('users/viewPickups', { reference: order.reference }, token);
      expect(view.body.data.lines[0]).toMatchObject({ isOpen: false, chosen: { pointId: 'pickup-atlantis-palm' } });
    } finally {
      t.clock.set(realNow);
    }

    // A product asking passengers' details 48 hours before: its pick-up closes with them.
    const form = {
      details: [{ detail: 'fullName', required: true, askedOf: 'passenger' }],
      questions: [],
      deadlineHours: 48,
      passportValidityMonths: 0,
    };
    await operatorCall(t, 'operator/setPassengerForm', { id: safari.planId, form }, ops.owner.token);
    try {
      const later = nextDate();
      const booked = await confirmedBooking(t, safari, later, 1);
      const deadlineMs = slotStartMs(later, '15:00') - 48 * 3_600_000;
      t.clock.set(new Date(deadlineMs).toISOString());
      const late = await t.call(
        'users/choosePickup',
        { reference: booked.order.reference, line: 0, pointId: 'pickup-hilton-jbr' },
        booked.token,
      );
      expect(late.statusCode).toBe(409);
      expect(late.body).toMatchObject({ code: 'pickup.past_deadline' });
    } finally {
      t.clock.set(realNow);
      await operatorCall(t, 'operator/setPassengerForm', { id: safari.planId, form: null }, ops.owner.token);
    }
  });
});

describe('pick-up points in Arabic (decision 117)', () => {
  const ARABIC = { headers: { 'accept-language': 'ar' } };

  it('keeps a point’s Arabic name and area from the desk, audited, flagged while missing; bad Arabic changes nothing', async () => {
    const created = await operatorCall(
      t,
      'operator/createPickupPoint',
      {
        name: 'Jumeirah Beach Hotel',
        area: 'Umm Suqeim',
        address: 'Jumeirah Road, Umm Suqeim 3',
        ar: { name: '  فندق جميرا بيتش  ', area: '' },
      },
      ops.manager.token,
    );
    expect(created.statusCode, created.raw.body).toBe(200);
    const point = created.body.data;
    expect(point).toMatchObject({ ar: { name: 'فندق جميرا بيتش', area: '' } });
    expect(pickupMissingArabic(point)).toEqual(['area']);
    const [createAudit] = await auditOf('pickupPoint.create', point.id);
    expect(JSON.parse(createAudit?.after_json ?? '{}').ar).toEqual({ name: 'فندق جميرا بيتش', area: '' });

    const write = point;
    const edited = await operatorCall(
      t,
      'operator/updatePickupPoint',
      { ...write, ar: { area: 'أم سقيم' } },
      ops.owner.token,
    );
    expect(edited.statusCode, edited.raw.body).toBe(200);
    // A field left out keeps its Arabic; the one sent replaces it.
    expect(edited.body.data).toMatchObject({ ar: { name: 'فندق جميرا بيتش', area: 'أم سقيم' } });
    expect(pickupMissingArabic(edited.body.data)).toEqual([]);
    const [editAudit] = await auditOf('pickupPoint.update', point.id);
    expect(JSON.parse(editAudit?.before_json ?? '{}').ar).toEqual({ name: 'فندق جميرا بيتش', area: '' });
    expect(JSON.parse(editAudit?.after_json ?? '{}').ar).toEqual({ name: 'فندق جميرا بيتش', area: 'أم سقيم' });

    const cleared = await operatorCall(
      t,
      'operator/updatePickupPoint',
      { ...write, ar: { name: '' } },
      ops.owner.token,
    );
    expect(cleared.body.data).toMatchObject({ ar: { name: '', area: 'أم سقيم' } });
    expect(pickupMissingArabic(cleared.body.data)).toEqual(['name']);
    const listed = await operatorCall(t, 'operator/listPickupPoints', {}, ops.agent.token);
    const hilton = listed.body.data.points.find((each: { id: string }) => each.id === 'pickup-hilton-jbr');
    expect(hilton).toMatchObject({ ar: { name: 'هيلتون دبي جميرا', area: 'دبي مارينا' } });

    const before = await t.app.ctx.db.selectFrom('pickup_points').selectAll().orderBy('id').execute();
    const auditsBefore = await t.app.ctx.db.selectFrom('audit_log').select('id').execute();
    for (const ar of [
      { name: 'ف'.repeat(121) },
      { area: 'م'.repeat(81) },
      { address: 'شارع جميرا' },
      { name: 7 },
      'اسم',
    ]) {
      const res = await operatorCall(t, 'operator/updatePickupPoint', { ...write, ar }, ops.owner.token);
      expect(res.statusCode, JSON.stringify(ar)).toBe(400);
      expect(res.body.status).toBe(0);
      expect(res.body.message).not.toBe('');
    }
    const byAgent = await operatorCall(
      t,
      'operator/updatePickupPoint',
      { ...write, ar: { name: 'وكيل' } },
      ops.agent.token,
    );
    expect(byAgent.statusCode).toBe(403);
    expect(await t.app.ctx.db.selectFrom('pickup_points').selectAll().orderBy('id').execute()).toEqual(before);
    expect(await t.app.ctx.db.selectFrom('audit_log').select('id').execute()).toHaveLength(auditsBefore.length);
  });

  it('names the points in Arabic to an Arabic shopper, in Your Orders, the Arabic order’s emails and an Arabic operator’s manifest', async () => {
    const date = nextDate();
    const { token, order } = await confirmedBooking(t, safari, date, 2);
    const view = await t.call('users/viewPickups', { reference: order.reference }, token, ARABIC);
    expect(view.statusCode, view.raw.body).toBe(200);
    const [line] = view.body.data.lines;
    expect(line.points.find((point: { id: string }) => point.id === 'pickup-hilton-jbr')).toMatchObject({
      name: 'هيلتون دبي جميرا',
      area: 'دبي مارينا',
      address: 'The Walk, Jumeirah Beach Residence, Dubai',
      time: '14:00',
      // Both languages' words, so that 'Hilton' finds it on an Arabic page.
      searchText: 'Hilton Dubai Jumeirah Dubai Marina هيلتون دبي جميرا دبي مارينا',
    });
    const english = await t.call('users/viewPickups', { reference: order.reference }, token);
    expect(
      english.body.data.lines[0].points.find((point: { id: string }) => point.id === 'pickup-hilton-jbr'),
    ).toMatchObject({
      name: 'Hilton Dubai Jumeirah',
      area: 'Dubai Marina',
    });

    const chosen = await t.call(
      'users/choosePickup',
      { reference: order.reference, line: 0, pointId: 'pickup-hilton-jbr' },
      token,
      ARABIC,
    );
    expect(chosen.statusCode, chosen.raw.body).toBe(200);
    expect(chosen.body.data.lines[0].chosen).toMatchObject({ name: 'هيلتون دبي جميرا', area: 'دبي مارينا' });
    // Its answer and its refusals are said in Arabic too.
    expect(chosen.body.message).toMatch(/^الاصطحاب .* من هيلتون دبي جميرا، دبي مارينا: تم الحفظ$/);
    const noSuchTrip = await t.call(
      'users/choosePickup',
      { reference: order.reference, line: 4, pointId: 'pickup-hilton-jbr' },
      token,
      ARABIC,
    );
    expect(noSuchTrip.statusCode).toBe(400);
    expect(noSuchTrip.body.message).toBe('لا يتضمن هذا الحجز رحلة برقم 5');

    const ordersAr = await t.call('users/viewCompletedOrder', {}, token, ARABIC);
    const mineAr = ordersAr.body.data.find((each: { reference: string }) => each.reference === order.reference);
    expect(mineAr.pickups).toEqual([
      expect.objectContaining({ line: 0, name: 'هيلتون دبي جميرا', area: 'دبي مارينا' }),
    ]);
    const ordersEn = await t.call('users/viewCompletedOrder', {}, token);
    const mineEn = ordersEn.body.data.find((each: { reference: string }) => each.reference === order.reference);
    expect(mineEn.pickups).toEqual([expect.objectContaining({ name: 'Hilton Dubai Jumeirah', area: 'Dubai Marina' })]);

    // An Arabic order's messages name the point in Arabic.
    await t.app.ctx.db.updateTable('orders').set({ language: 'ar' }).where('id', '=', order.id).execute();
    const message = await t.app.ctx.db
      .selectFrom('outbox')
      .selectAll()
      .where('order_id', '=', order.id)
      .where('topic', '=', 'pickupChosen')
      .where('channel', '=', 'email')
      .executeTakeFirstOrThrow();
    const mail = await composeMail(t.app.ctx, message);
    expect(mail.text).toContain('هيلتون دبي جميرا');
    expect(mail.text).not.toContain('Hilton Dubai Jumeirah');

    const arabicOperator = await newOperator(t, 'agent', 'Pickups in Arabic');
    const language = await operatorCall(t, 'operator/setLanguage', { language: 'ar' }, arabicOperator.token);
    expect(language.body.status, language.body.message).toBe(1);
    const key = { productId: safari.planId, date, start: '15:00' };
    for (const [who, name] of [
      [arabicOperator.token, 'هيلتون دبي جميرا'],
      [ops.agent.token, 'Hilton Dubai Jumeirah'],
    ] as const) {
      const manifest = await operatorCall(t, 'operator/getManifest', key, who);
      const booking = manifest.body.data.bookings.find(
        (each: { reference: string }) => each.reference === order.reference,
      );
      expect(booking.pickup).toMatchObject({ name, time: '14:00' });
    }
  });
});
