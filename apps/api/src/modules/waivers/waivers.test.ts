import { SNORKELLING_WAIVER_TEXT } from '@rihla/demo/waivers';
import { OPERATOR_MESSAGES } from '@rihla/shared/messages/operators';
import { WAIVER_MESSAGES } from '@rihla/shared/messages/waivers';
import { addDays, slotStartMs, todayInDubai } from '@rihla/shared/rules/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedBooking } from '../../test/desk-orders.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { newOperator, operatorCall, type TTestOperator } from '../../test/operators.js';
import { productsOf, type TCatalogueCard } from '../../test/shopping.js';

// Waivers (issue 36, decision 096): versioned text an operator writes per product, accepted per passenger (or by
// the lead) with a typed name until departure, recorded with the version, the time and the client's address; the
// back office reads who accepted which version and who has not.

let t: TTestApp;
let picnic: TCatalogueCard;
let ticket: TCatalogueCard;
const ops = {} as Record<'owner' | 'manager' | 'agent' | 'guide' | 'editor', TTestOperator>;

beforeAll(async () => {
  t = await createTestApp();
  [picnic] = (await productsOf(t, 'Picnic Musandum')) as [TCatalogueCard];
  [ticket] = (await productsOf(t, 'Entry ticket')) as [TCatalogueCard];
  for (const role of ['owner', 'manager', 'agent', 'guide', 'editor'] as const) {
    ops[role] = await newOperator(t, role, `Waivers ${role}`);
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

const WORDS_V1 = 'Snorkelling has risks: currents, coral and marine life.\n\nI can swim and will follow the guides.';
const WORDS_V2 = `${WORDS_V1}\n\nI will wear the buoyancy vest when told to.`;

function saveWaiver(productId: string, waiver: unknown, token = ops.editor.token) {
  return operatorCall(t, 'operator/saveProductWaiver', { id: productId, waiver }, token);
}

async function acceptanceRows(orderId: string) {
  return t.app.ctx.db
    .selectFrom('waiver_acceptances')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('passenger')
    .orderBy('version')
    .execute();
}

async function auditOf(productId: string) {
  return t.app.ctx.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', 'product.waiver')
    .where('object_id', '=', productId)
    .orderBy('id')
    .execute();
}

describe('POST /api/operator/getProductWaiver and saveProductWaiver', () => {
  it('answers the demo’s waiver of the Telegraph Island snorkelling trip, asked of each passenger', async () => {
    const res = await operatorCall(
      t,
      'operator/getProductWaiver',
      { id: 'telegraph-island-snorkelling-khasab' },
      ops.agent.token,
    );
    expect(res.statusCode, res.raw.body).toBe(200);
    expect(res.body.data.current).toMatchObject({
      version: 1,
      text: SNORKELLING_WAIVER_TEXT,
      askedOf: 'passenger',
      createdBy: null,
    });
    expect(res.body.data.versions).toHaveLength(1);
  });

  it('lets an editor write versions, each audited; the same words again make none; old versions are kept', async () => {
    const first = await saveWaiver(ticket.planId, { text: `  ${WORDS_V1.replace(/\n/g, '\r\n')}  `, askedOf: 'lead' });
    expect(first.statusCode, first.raw.body).toBe(200);
    expect(first.body.message).toBe(WAIVER_MESSAGES.saved);
    expect(first.body.data.current).toMatchObject({
      version: 1,
      text: WORDS_V1,
      askedOf: 'lead',
      createdBy: 'Waivers editor',
    });

    const again = await saveWaiver(ticket.planId, { text: WORDS_V1, askedOf: 'lead' }, ops.manager.token);
    expect(again.statusCode).toBe(200);
    expect(again.body.message).toBe(WAIVER_MESSAGES.unchanged);
    expect(again.body.data.versions).toHaveLength(1);

    const second = await saveWaiver(ticket.planId, { text: WORDS_V2, askedOf: 'passenger' }, ops.owner.token);
    expect(second.body.data.current).toMatchObject({ version: 2, text: WORDS_V2, createdBy: 'Waivers owner' });
    expect(second.body.data.versions.map((v: { version: number; text: string }) => [v.version, v.text])).toEqual([
      [2, WORDS_V2],
      [1, WORDS_V1],
    ]);
    const audit = await auditOf(ticket.planId);
    expect(
      audit.map((row) => [row.operator_id, JSON.parse(row.before_json ?? ''), JSON.parse(row.after_json ?? '')]),
    ).toEqual([
      [ops.editor.id, { waiverVersion: null, askedOf: null }, { waiverVersion: 1, askedOf: 'lead' }],
      [ops.owner.id, { waiverVersion: 1, askedOf: 'lead' }, { waiverVersion: 2, askedOf: 'passenger' }],
    ]);
  });

  it('refuses words too short, an unknown choice, a product that does not exist, and roles without content.write', async () => {
    const before = await operatorCall(t, 'operator/getProductWaiver', { id: ticket.planId }, ops.editor.token);
    const short = await saveWaiver(ticket.planId, { text: 'Be careful.', askedOf: 'lead' });
    expect(short.statusCode).toBe(400);
    expect(short.body.status).toBe(0);
    expect(short.body.message).toContain(WAIVER_MESSAGES.textTooShort);
    const who = await saveWaiver(ticket.planId, { text: WORDS_V1, askedOf: 'everyone' });
    expect(who.statusCode).toBe(400);
    expect(who.body.message).toContain(WAIVER_MESSAGES.badAskedOf);
    const missing = await saveWaiver('no-such-product', { text: WORDS_V1, askedOf: 'lead' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toEqual({ status: 0, message: WAIVER_MESSAGES.productNotFound });
    for (const role of ['agent', 'guide'] as const) {
      const res = await saveWaiver(ticket.planId, { text: `${WORDS_V1} (${role})`, askedOf: 'lead' }, ops[role].token);
      expect(res.statusCode).toBe(403);
      expect(res.body).toEqual({ status: 0, message: OPERATOR_MESSAGES.forbidden });
    }
    const guideRead = await operatorCall(t, 'operator/getProductWaiver', { id: ticket.planId }, ops.guide.token);
    expect(guideRead.statusCode).toBe(403);
    const after = await operatorCall(t, 'operator/getProductWaiver', { id: ticket.planId }, ops.editor.token);
    expect(after.body.data).toEqual(before.body.data);
  });
});

describe('POST /api/users/viewWaivers and users/acceptWaiver', () => {
  beforeAll(async () => {
    const res = await saveWaiver(picnic.planId, { text: WORDS_V1, askedOf: 'passenger' }, ops.manager.token);
    expect(res.statusCode, res.raw.body).toBe(200);
  });

  it('records each passenger’s typed name (Arabic too), the version, the time and the address; then the booking is complete', async () => {
    const { token, order } = await confirmedBooking(t, picnic, nextDate(), 2);
    const view = await t.call('users/viewWaivers', { reference: order.reference }, token);
    expect(view.statusCode, view.raw.body).toBe(200);
    const [line] = view.body.data.lines;
    const version = line.waiver.version;
    expect(line).toMatchObject({ line: 0, productId: picnic.planId, passengerCount: 2, isOpen: true });
    expect(line.waiver).toMatchObject({ text: WORDS_V1, askedOf: 'passenger' });
    expect(line.signers).toEqual([
      { number: 1, accepted: null, isNeeded: true },
      { number: 2, accepted: null, isNeeded: true },
    ]);
    expect(line.isComplete).toBe(false);

    const one = await t.call(
      'users/acceptWaiver',
      {
        reference: order.reference,
        line: 0,
        version,
        isAccepted: true,
        passengers: [{ number: 1, name: 'Layla  Shopper ' }],
      },
      token,
      { remoteAddress: '203.0.113.7' },
    );
    expect(one.statusCode, one.raw.body).toBe(200);
    expect(one.body.message).toBe(WAIVER_MESSAGES.accepted);
    expect(one.body.data.lines[0].signers[0]).toEqual({
      number: 1,
      accepted: { version, name: 'Layla Shopper', acceptedAt: t.clock.now().toISOString(), address: '203.0.113.7' },
      isNeeded: false,
    });
    expect(one.body.data.lines[0].isComplete).toBe(false);
    const two = await t.call(
      'users/acceptWaiver',
      {
        reference: order.reference,
        line: 0,
        version,
        isAccepted: true,
        passengers: [{ number: 2, name: 'عالية المنصوري' }],
      },
      token,
    );
    expect(two.statusCode, two.raw.body).toBe(200);
    expect(two.body.data.lines[0].isComplete).toBe(true);
    const rows = await acceptanceRows(order.id);
    expect(rows.map((row) => [row.passenger, row.version, row.signed_name, row.product_id])).toEqual([
      [1, version, 'Layla Shopper', picnic.planId],
      [2, version, 'عالية المنصوري', picnic.planId],
    ]);
    expect(rows[0]?.user_id).toBe(rows[1]?.user_id);
  });

  it('asks again after a new version, refuses the old one, and records the new beside the old', async () => {
    const { token, order } = await confirmedBooking(t, picnic, nextDate(), 1);
    const read = await t.call('users/viewWaivers', { reference: order.reference }, token);
    const oldVersion = read.body.data.lines[0].waiver.version;
    const accept = (version: number, name: string) =>
      t.call(
        'users/acceptWaiver',
        { reference: order.reference, line: 0, version, isAccepted: true, passengers: [{ number: 1, name }] },
        token,
      );
    expect((await accept(oldVersion, 'Layla Shopper')).statusCode).toBe(200);
    // Accepting the same version again keeps the first acceptance.
    expect((await accept(oldVersion, 'Another Name')).statusCode).toBe(200);
    expect((await acceptanceRows(order.id)).map((row) => row.signed_name)).toEqual(['Layla Shopper']);

    const saved = await saveWaiver(picnic.planId, {
      text: `${WORDS_V1}\n\nNew: ${order.reference}`,
      askedOf: 'passenger',
    });
    const newVersion = saved.body.data.current.version;
    expect(newVersion).toBeGreaterThan(oldVersion);
    const after = await t.call('users/viewWaivers', { reference: order.reference }, token);
    expect(after.body.data.lines[0].signers[0]).toMatchObject({ accepted: { version: oldVersion }, isNeeded: true });
    expect(after.body.data.lines[0].isComplete).toBe(false);

    const stale = await accept(oldVersion, 'Layla Shopper');
    expect(stale.statusCode).toBe(409);
    expect(stale.body).toMatchObject({ status: 0, code: 'waiver.changed', field: 'version' });
    expect(stale.body.message).toBe(WAIVER_MESSAGES.changed(picnic.title, newVersion));

    const fresh = await accept(newVersion, 'Layla Shopper');
    expect(fresh.statusCode, fresh.raw.body).toBe(200);
    expect(fresh.body.data.lines[0].signers[0]).toMatchObject({ accepted: { version: newVersion }, isNeeded: false });
    expect((await acceptanceRows(order.id)).map((row) => row.version)).toEqual([oldVersion, newVersion]);
  });

  it.each([
    ['a name with digits', { passengers: [{ number: 1, name: 'R2-D2' }] }, 400, WAIVER_MESSAGES.badName],
    ['an empty name', { passengers: [{ number: 1, name: '   ' }] }, 400, WAIVER_MESSAGES.nameRequired],
    ['the box not ticked', { isAccepted: false }, 400, WAIVER_MESSAGES.notTicked],
    ['no passenger', { passengers: [] }, 400, WAIVER_MESSAGES.noPassenger],
    [
      'a passenger the booking does not have',
      { passengers: [{ number: 3, name: 'Layla' }] },
      400,
      WAIVER_MESSAGES.passengerNotFound(3, 2),
    ],
    [
      'a passenger named twice',
      {
        passengers: [
          { number: 2, name: 'Layla' },
          { number: 2, name: 'Layla' },
        ],
      },
      400,
      WAIVER_MESSAGES.passengerTwice(2),
    ],
    ['a trip the booking does not have', { line: 3 }, 400, WAIVER_MESSAGES.lineNotFound(3)],
  ])('refuses %s, recording nothing', async (_label, change, status, words) => {
    const { token, order } = await confirmedBooking(t, picnic, nextDate(), 2);
    const version = (await t.call('users/viewWaivers', { reference: order.reference }, token)).body.data.lines[0].waiver
      .version;
    const res = await t.call(
      'users/acceptWaiver',
      {
        reference: order.reference,
        line: 0,
        version,
        isAccepted: true,
        passengers: [
          { number: 1, name: 'Layla Shopper' },
          { number: 2, name: 'Omar Shopper' },
        ],
        ...change,
      },
      token,
    );
    expect(res.statusCode, res.raw.body).toBe(status);
    expect(res.body.status).toBe(0);
    expect(res.body.message).toContain(words);
    expect(await acceptanceRows(order.id)).toEqual([]);
  });

  it('asks the lead only when the waiver says so, and refuses a trip that asks none', async () => {
    const lead = await saveWaiver(ticket.planId, { text: WORDS_V1, askedOf: 'lead' });
    expect(lead.statusCode, lead.raw.body).toBe(200);
    const { token, order } = await confirmedBooking(t, ticket, nextDate(), 3);
    const view = await t.call('users/viewWaivers', { reference: order.reference }, token);
    const [line] = view.body.data.lines;
    expect(line.signers.map((signer: { number: number }) => signer.number)).toEqual([1]);
    const second = await t.call(
      'users/acceptWaiver',
      {
        reference: order.reference,
        line: 0,
        version: line.waiver.version,
        isAccepted: true,
        passengers: [{ number: 2, name: 'Omar Shopper' }],
      },
      token,
    );
    expect(second.statusCode).toBe(400);
    expect(second.body).toMatchObject({ code: 'waiver.invalid', field: 'passengers.0.number' });
    expect(second.body.message).toBe(WAIVER_MESSAGES.leadOnly(ticket.title));
    const first = await t.call(
      'users/acceptWaiver',
      {
        reference: order.reference,
        line: 0,
        version: line.waiver.version,
        isAccepted: true,
        passengers: [{ number: 1, name: 'Layla Shopper' }],
      },
      token,
    );
    expect(first.body.data.lines[0].isComplete).toBe(true);

    // The product stops asking: the version and the acceptance are kept, the booking asks nothing more.
    const removed = await saveWaiver(ticket.planId, null);
    expect(removed.body).toMatchObject({ message: WAIVER_MESSAGES.removed, data: { current: null } });
    expect(removed.body.data.versions.length).toBeGreaterThan(0);
    const none = await t.call(
      'users/acceptWaiver',
      { reference: order.reference, line: 0, version: 1, isAccepted: true, passengers: [{ number: 1, name: 'Layla' }] },
      token,
    );
    expect(none.statusCode).toBe(400);
    expect(none.body.message).toBe(WAIVER_MESSAGES.noWaiver(ticket.title));
    const after = await t.call('users/viewWaivers', { reference: order.reference }, token);
    expect(after.body.data.lines[0]).toMatchObject({ waiver: null, signers: [], isOpen: false, isComplete: true });
    expect(await acceptanceRows(order.id)).toHaveLength(1);
  });

  it('shows and records one’s own orders only: another shopper is told the booking is not theirs', async () => {
    const { token, order } = await confirmedBooking(t, picnic, nextDate(), 1);
    const version = (await t.call('users/viewWaivers', { reference: order.reference }, token)).body.data.lines[0].waiver
      .version;
    const other = await t.newShopper();
    const view = await t.call('users/viewWaivers', { reference: order.reference }, other.token);
    expect(view.statusCode).toBe(404);
    expect(view.body).toEqual({ status: 0, message: WAIVER_MESSAGES.orderNotFound });
    const accept = await t.call(
      'users/acceptWaiver',
      {
        reference: order.reference,
        line: 0,
        version,
        isAccepted: true,
        passengers: [{ number: 1, name: 'Someone Else' }],
      },
      other.token,
    );
    expect(accept.statusCode).toBe(404);
    expect(await acceptanceRows(order.id)).toEqual([]);
    const visitor = await t.call('users/viewWaivers', { reference: order.reference });
    expect(visitor.statusCode).toBe(401);
  });

  it('takes acceptances until departure and refuses them after it', async () => {
    const date = nextDate();
    const { token, order } = await confirmedBooking(t, picnic, date, 1);
    const [line] = (await t.call('users/viewWaivers', { reference: order.reference }, token)).body.data.lines;
    const departureMs = slotStartMs(date, line.start);
    expect(line.departure).toBe(new Date(departureMs).toISOString());
    const accept = () =>
      t.call(
        'users/acceptWaiver',
        {
          reference: order.reference,
          line: 0,
          version: line.waiver.version,
          isAccepted: true,
          passengers: [{ number: 1, name: 'Layla Shopper' }],
        },
        token,
      );
    const realNow = t.clock.now().toISOString();
    try {
      t.clock.set(new Date(departureMs).toISOString());
      const late = await accept();
      expect(late.statusCode).toBe(409);
      expect(late.body).toMatchObject({
        status: 0,
        code: 'waiver.departed',
        message: WAIVER_MESSAGES.departed(picnic.title),
      });
      const view = await t.call('users/viewWaivers', { reference: order.reference }, token);
      expect(view.body.data.lines[0].isOpen).toBe(false);
      expect(await acceptanceRows(order.id)).toEqual([]);
      t.clock.set(new Date(departureMs - 60_000).toISOString());
      expect((await accept()).statusCode).toBe(200);
    } finally {
      t.clock.set(realNow);
    }
  });

  it('refuses a cancelled booking', async () => {
    const { token, order } = await confirmedBooking(t, picnic, nextDate(), 1);
    const version = (await t.call('users/viewWaivers', { reference: order.reference }, token)).body.data.lines[0].waiver
      .version;
    const cancelled = await t.call('users/cancelBooking', { reference: order.reference }, token);
    expect(cancelled.body.status, cancelled.raw.body).toBe(1);
    const res = await t.call(
      'users/acceptWaiver',
      { reference: order.reference, line: 0, version, isAccepted: true, passengers: [{ number: 1, name: 'Layla' }] },
      token,
    );
    expect(res.statusCode).toBe(409);
    expect(res.body.message).toBe(WAIVER_MESSAGES.orderNotConfirmed);
    expect(await acceptanceRows(order.id)).toEqual([]);
  });
});

describe('POST /api/operator/viewBookingWaivers', () => {
  it('shows an agent who accepted which version, when and from where, and who has not, as the manifest does; a guide is refused', async () => {
    const date = nextDate();
    const { token, order } = await confirmedBooking(t, picnic, date, 2);
    const version = (await t.call('users/viewWaivers', { reference: order.reference }, token)).body.data.lines[0].waiver
      .version;
    await t.call(
      'users/acceptWaiver',
      {
        reference: order.reference,
        line: 0,
        version,
        isAccepted: true,
        passengers: [{ number: 2, name: 'Omar Shopper' }],
      },
      token,
      { remoteAddress: '198.51.100.4' },
    );
    const res = await operatorCall(t, 'operator/viewBookingWaivers', { reference: order.reference }, ops.agent.token);
    expect(res.statusCode, res.raw.body).toBe(200);
    expect(res.body.data.lines[0].signers).toEqual([
      { number: 1, accepted: null, isNeeded: true },
      {
        number: 2,
        accepted: { version, name: 'Omar Shopper', acceptedAt: expect.any(String), address: '198.51.100.4' },
        isNeeded: false,
      },
    ]);
    const guide = await operatorCall(t, 'operator/viewBookingWaivers', { reference: order.reference }, ops.guide.token);
    expect(guide.statusCode).toBe(403);

    // The departure's manifest says who has not (issue 36), in its answer and its CSV; the other booking has all.
    const { start_time: start } = await t.app.ctx.db
      .selectFrom('products')
      .select('start_time')
      .where('id', '=', picnic.planId)
      .executeTakeFirstOrThrow();
    const key = { productId: picnic.planId, date, start };
    const other = await confirmedBooking(t, picnic, date, 1, 'Complete');
    const otherVersion = (await t.call('users/viewWaivers', { reference: other.order.reference }, other.token)).body
      .data.lines[0].waiver.version;
    const accepted = await t.call(
      'users/acceptWaiver',
      {
        reference: other.order.reference,
        line: 0,
        version: otherVersion,
        isAccepted: true,
        passengers: [{ number: 1, name: 'Layla Complete' }],
      },
      other.token,
    );
    expect(accepted.statusCode, accepted.raw.body).toBe(200);
    const manifest = await operatorCall(t, 'operator/getManifest', key, ops.manager.token);
    expect(manifest.statusCode, manifest.raw.body).toBe(200);
    const byReference = new Map(
      (manifest.body.data.bookings as Array<{ reference: string; waiver?: unknown }>).map((each) => [
        each.reference,
        each.waiver,
      ]),
    );
    expect(byReference.get(order.reference)).toEqual({ version, signers: 2, needed: [1] });
    expect(byReference.get(other.order.reference)).toEqual({ version: otherVersion, signers: 1, needed: [] });
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/operator/manifest.csv?${new URLSearchParams(key)}`,
      headers: { 'x-operator-token': ops.manager.token },
    });
    expect(csv.statusCode, csv.body).toBe(200);
    const rows = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]?.endsWith(',Waiver')).toBe(true);
    expect(rows.find((row) => row.startsWith(order.reference))?.endsWith(',Waiver not accepted: Passenger 1')).toBe(
      true,
    );
    expect(rows.find((row) => row.startsWith(other.order.reference))?.endsWith(',Waiver accepted')).toBe(true);
    const missing = await operatorCall(
      t,
      'operator/viewBookingWaivers',
      { reference: 'RH-NOSUCHREF' },
      ops.agent.token,
    );
    expect(missing.statusCode).toBe(404);
  });
});
