import { AGENCY_DESK_MESSAGES, AGENCY_MESSAGES } from '@rihla/shared/messages/agency';
import { PAYMENT_MESSAGES } from '@rihla/shared/messages/booking';
import { OPERATOR_MESSAGES } from '@rihla/shared/messages/operators';
import { pointsEarnedOn } from '@rihla/shared/rules/ledger';
import { todayInDubai } from '@rihla/shared/rules/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { newOperator, operatorCall, type TTestOperator } from '../../test/operators.js';
import { addLine, freshDates, payAndConfirm, productsOf, type TCatalogueCard } from '../../test/shopping.js';

// Agency accounts (issue 39, decision 126): a partner's travel agents, added on the partners desk, book on the
// storefront on the partner's account within its credit limit; payments received raise the credit; each order keeps
// the partner's terms, so a later change of rate never rewrites its statement. Every refusal changes nothing.

let t: TTestApp;
let manager: TTestOperator;
let editor: TTestOperator;
let product: TCatalogueCard;
beforeAll(async () => {
  t = await createTestApp();
  manager = await newOperator(t, 'manager', 'Agency manager');
  editor = await newOperator(t, 'editor', 'Agency editor');
  product = (await productsOf(t)).find((card) => card.price > 0) as TCatalogueCard;
});
afterAll(async () => {
  await t?.close();
});
const freshDate = freshDates(() => t);

const call = (name: Parameters<typeof operatorCall>[1], body: unknown, who: TTestOperator = manager) =>
  operatorCall(t, name, body, who.token);

let partnerCount = 0;
async function newPartner(overrides: Record<string, unknown> = {}) {
  partnerCount += 1;
  const fields = {
    name: `Oasis Agency ${partnerCount}`,
    kind: 'agent',
    rateKind: 'commission',
    commissionBp: 1000,
    creditLimitFils: 10_000_000,
    ...overrides,
  };
  const res = await call('operator/createPartner', { fields });
  expect(res.statusCode, res.raw.body).toBe(200);
  return { id: res.body.data.partner.id as string, fields };
}

/** A fresh shopper made an agent of the partner; its token and account id. */
async function newAgent(partnerId: string) {
  const { token, phone } = await t.newShopper({ first_name: 'Amal', last_name: 'Agent' });
  const stored = `+971${phone.slice(1)}`;
  const added = await call('operator/addPartnerAgent', { id: partnerId, contact: stored });
  expect(added.statusCode, added.raw.body).toBe(200);
  const user = await t.app.ctx.db
    .selectFrom('users')
    .select('id')
    .where('phone_number', '=', stored)
    .executeTakeFirstOrThrow();
  return { token, userId: user.id, phone: stored };
}

/** The agent's cart of `adults` on a fresh date, checked out: the checkout's id. */
async function checkedOut(token: string, adults = 2) {
  const added = await addLine(t, token, product, adults, freshDate());
  expect(added.body.status, added.raw.body).toBe(1);
  const checkout = await t.call('users/checkout', {}, token);
  expect(checkout.body.status, checkout.raw.body).toBe(1);
  return checkout.body.data[0]._id as string;
}

async function counts() {
  const count = async (table: 'orders' | 'payments' | 'partner_agents' | 'partner_payments' | 'audit_log') =>
    Number(
      (
        await t.app.ctx.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    orders: await count('orders'),
    payments: await count('payments'),
    agents: await count('partner_agents'),
    partnerPayments: await count('partner_payments'),
    audit: await count('audit_log'),
  };
}

async function checkoutRow(id: string) {
  return t.app.ctx.db.selectFrom('checkouts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

describe('POST /api/operator/addPartnerAgent', () => {
  it('adds an existing account by phone or email, shows it on the partner and audits it', async () => {
    const partner = await newPartner();
    const { userId } = await newAgent(partner.id);
    const view = await call('operator/viewPartner', { id: partner.id });
    expect(view.body.data.agents).toEqual([expect.objectContaining({ userId, name: 'Amal Agent' })]);
    expect(view.body.data.balance).toEqual({ outstandingFils: 0, availableFils: 10_000_000 });
    const audit = await operatorCall(t, 'operator/auditLog', { objectId: partner.id }, manager.token);
    expect(audit.body.data.entries.map((entry: { action: string }) => entry.action)).toContain('partner.addAgent');

    const other = await newPartner();
    const { phone } = await t.newShopper({ first_name: 'Eman', last_name: 'Email' });
    await t.app.ctx.db
      .updateTable('users')
      .set({ email: 'eman.agent@example.com' })
      .where('phone_number', '=', `+971${phone.slice(1)}`)
      .execute();
    const byEmail = await call('operator/addPartnerAgent', { id: other.id, contact: 'Eman.Agent@Example.com' });
    expect(byEmail.statusCode, byEmail.raw.body).toBe(200);
    expect(byEmail.body.message).toBe(AGENCY_DESK_MESSAGES.agentAdded('Eman Email'));
  });

  it('refuses an unknown account, another partner’s agent, a partner’s own account and non-managers, changing nothing', async () => {
    const partner = await newPartner();
    const other = await newPartner();
    const { phone } = await newAgent(other.id);
    const { phone: ownPhone } = await t.newShopper({ first_name: 'Api', last_name: 'Account' });
    const own = await t.app.ctx.db
      .selectFrom('users')
      .select('id')
      .where('phone_number', '=', `+971${ownPhone.slice(1)}`)
      .executeTakeFirstOrThrow();
    await t.app.ctx.db.updateTable('partners').set({ user_id: own.id }).where('id', '=', other.id).execute();
    const before = await counts();
    const cases = [
      ['nobody@example.com', 404, AGENCY_DESK_MESSAGES.noSuchAccount],
      [phone, 409, AGENCY_DESK_MESSAGES.alreadyAgent],
      [`+971${ownPhone.slice(1)}`, 400, AGENCY_DESK_MESSAGES.partnerOwnAccount],
    ] as const;
    for (const [contact, status, message] of cases) {
      const res = await call('operator/addPartnerAgent', { id: partner.id, contact });
      expect(res.statusCode, contact).toBe(status);
      expect(res.body).toMatchObject({ status: 0, message });
    }
    const forbidden = await call('operator/addPartnerAgent', { id: partner.id, contact: phone }, editor);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.body).toEqual({ status: 0, message: OPERATOR_MESSAGES.forbidden });
    expect(await counts()).toEqual(before);
  });
});

describe('POST /api/users/payOnAccount', () => {
  it('books an agent’s checkout on account at the net, within the limit, and keeps the partner’s terms', async () => {
    const partner = await newPartner();
    const agent = await newAgent(partner.id);
    const cartId = await checkedOut(agent.token);
    const checkout = await checkoutRow(cartId);
    expect(checkout).toMatchObject({ partner_id: partner.id, partner_channel: 'agency' });
    const retail = checkout.subtotal_fils - checkout.discount_fils;
    const owed = retail - Math.round(retail / 10);

    const account = await t.call('users/agencyAccount', { cartId }, agent.token);
    expect(account.body.data).toEqual({
      partnerName: partner.fields.name,
      isActive: true,
      creditLimitFils: 10_000_000,
      outstandingFils: 0,
      availableFils: 10_000_000,
      checkout: { retailFils: retail, owedFils: owed, refusal: null },
    });

    const paid = await t.call('users/payOnAccount', { cartId }, agent.token);
    expect(paid.statusCode, paid.raw.body).toBe(200);
    expect(paid.body.data).toMatchObject({ orderId: cartId, owedFils: owed });
    expect(paid.body.message).toBe(AGENCY_MESSAGES.paidOnAccount(paid.body.data.reference));
    const order = await t.app.ctx.db
      .selectFrom('orders')
      .innerJoin('payments', 'payments.id', 'orders.payment_id')
      .select(['orders.status', 'orders.partner_id', 'orders.partner_channel', 'orders.partner_terms'])
      .select(['payments.provider', 'payments.status as payment_status'])
      .where('orders.id', '=', cartId)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      status: 'confirmed',
      partner_id: partner.id,
      partner_channel: 'agency',
      provider: 'partner',
      payment_status: 'paid',
    });
    expect(JSON.parse(order.partner_terms as string)).toEqual({
      rateKind: 'commission',
      commissionBp: 1000,
      netPrices: {},
    });

    const after = await t.call('users/agencyAccount', {}, agent.token);
    expect(after.body.data).toMatchObject({ outstandingFils: owed, availableFils: 10_000_000 - owed, checkout: null });

    // Paying again changes nothing.
    const before = await counts();
    const again = await t.call('users/payOnAccount', { cartId }, agent.token);
    expect(again.statusCode).toBe(409);
    expect(again.body).toMatchObject({ status: 0, message: PAYMENT_MESSAGES.alreadyPaid });
    expect(await counts()).toEqual(before);

    // The bookings desk names the partner and the channel.
    const desk = await call('operator/getOrder', { id: cartId });
    expect(desk.body.data.partner).toMatchObject({ id: partner.id, channel: 'agency' });
  });

  it('refuses a booking over the credit limit, writing nothing, until a payment received makes room', async () => {
    const partner = await newPartner();
    const agent = await newAgent(partner.id);
    const cartId = await checkedOut(agent.token);
    const checkout = await checkoutRow(cartId);
    const retail = checkout.subtotal_fils - checkout.discount_fils;
    const owed = retail - Math.round(retail / 10);
    await call('operator/updatePartner', { id: partner.id, fields: { ...partner.fields, creditLimitFils: owed - 1 } });

    const account = await t.call('users/agencyAccount', { cartId }, agent.token);
    expect(account.body.data.checkout).toEqual({
      retailFils: retail,
      owedFils: owed,
      refusal: AGENCY_MESSAGES.overLimit,
    });
    const before = await counts();
    const refused = await t.call('users/payOnAccount', { cartId }, agent.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toMatchObject({ status: 0, message: AGENCY_MESSAGES.overLimit });
    expect(await counts()).toEqual(before);
    expect((await checkoutRow(cartId)).status).toBe('open');

    // Bad payments are refused; a good one is audited and makes room (credit limit owed - 1 + 1 = owed).
    for (const amountFils of [0, -100, 1_000_000_000_000, 1.5]) {
      const bad = await call('operator/recordPartnerPayment', { id: partner.id, amountFils, receivedOn: '2026-11-01' });
      expect(bad.statusCode, String(amountFils)).toBe(400);
    }
    expect(await counts()).toEqual(before);
    const received = await call('operator/recordPartnerPayment', {
      id: partner.id,
      amountFils: 1,
      receivedOn: todayInDubai(t.clock.now()),
      reference: 'TT-1',
    });
    expect(received.statusCode, received.raw.body).toBe(200);
    expect(received.body.data.payments).toEqual([expect.objectContaining({ amountFils: 1, reference: 'TT-1' })]);
    expect(received.body.data.balance).toEqual({ outstandingFils: -1, availableFils: owed });
    const audit = await operatorCall(t, 'operator/auditLog', { objectId: partner.id }, manager.token);
    expect(audit.body.data.entries.map((entry: { action: string }) => entry.action)).toContain('partner.recordPayment');

    const paid = await t.call('users/payOnAccount', { cartId }, agent.token);
    expect(paid.statusCode, paid.raw.body).toBe(200);
    const view = await call('operator/viewPartner', { id: partner.id });
    expect(view.body.data.balance).toEqual({ outstandingFils: owed - 1, availableFils: 0 });
  });

  it('refuses a shopper who is not an agent, an agent removed since checkout, and a suspended partner’s agent', async () => {
    const partner = await newPartner();
    const { token } = await t.newShopper({ first_name: 'Plain', last_name: 'Shopper' });
    const plainCart = await checkedOut(token);
    expect((await checkoutRow(plainCart)).partner_id).toBeNull();
    expect((await t.call('users/agencyAccount', {}, token)).body.data).toBeNull();
    const before = await counts();
    const plain = await t.call('users/payOnAccount', { cartId: plainCart }, token);
    expect(plain.statusCode).toBe(403);
    expect(plain.body).toMatchObject({ status: 0, message: AGENCY_MESSAGES.notAnAgent });

    const removed = await newAgent(partner.id);
    const removedCart = await checkedOut(removed.token);
    const gone = await call('operator/removePartnerAgent', { id: partner.id, userId: removed.userId });
    expect(gone.statusCode, gone.raw.body).toBe(200);
    expect(gone.body.data.agents).toEqual([]);
    const afterRemoval = await counts();
    const refusedRemoved = await t.call('users/payOnAccount', { cartId: removedCart }, removed.token);
    expect(refusedRemoved.statusCode).toBe(403);

    const suspendedAgent = await newAgent(partner.id);
    await call('operator/updatePartner', { id: partner.id, fields: { ...partner.fields, status: 'suspended' } });
    const suspendedCart = await checkedOut(suspendedAgent.token);
    // A suspended partner's agent checks out as an ordinary shopper and is told why it cannot go on account.
    expect((await checkoutRow(suspendedCart)).partner_id).toBeNull();
    const account = await t.call('users/agencyAccount', { cartId: suspendedCart }, suspendedAgent.token);
    expect(account.body.data).toMatchObject({ isActive: false, checkout: { refusal: AGENCY_MESSAGES.suspended } });
    const refusedSuspended = await t.call('users/payOnAccount', { cartId: suspendedCart }, suspendedAgent.token);
    expect(refusedSuspended.statusCode).toBe(409);
    expect(refusedSuspended.body).toMatchObject({ status: 0, message: AGENCY_MESSAGES.suspended });
    const after = await counts();
    expect({ orders: after.orders, payments: after.payments }).toEqual({
      orders: before.orders,
      payments: before.payments,
    });
    expect(afterRemoval.orders).toBe(before.orders);
  });
});

describe('users/payOnAccount across processes (decision 132)', () => {
  it('admits one of two bookings that each fit the credit but not together, paid at once through two apps', async () => {
    // Another API process on the same database: its own connections (PostgreSQL) and its own in-process locks.
    const second = await createTestApp({ shareDatabaseWith: t });
    try {
      const partner = await newPartner();
      const first = await newAgent(partner.id);
      const other = await newAgent(partner.id);
      const firstCart = await checkedOut(first.token);
      const otherCart = await checkedOut(other.token);
      const owedOf = async (cartId: string) => {
        const row = await checkoutRow(cartId);
        const retail = row.subtotal_fils - row.discount_fils;
        return retail - Math.round(retail / 10);
      };
      const [firstOwed, otherOwed] = [await owedOf(firstCart), await owedOf(otherCart)];
      const limit = Math.max(firstOwed, otherOwed) + Math.min(firstOwed, otherOwed) - 1;
      await call('operator/updatePartner', { id: partner.id, fields: { ...partner.fields, creditLimitFils: limit } });
      const before = await counts();

      const answers = await Promise.all([
        t.call('users/payOnAccount', { cartId: firstCart }, first.token),
        second.call('users/payOnAccount', { cartId: otherCart }, other.token),
      ]);
      expect(answers.map((res) => res.statusCode).sort(), answers.map((res) => res.raw.body).join('\n')).toEqual([
        200, 409,
      ]);
      const refused = answers.find((res) => res.statusCode === 409);
      expect(refused?.body).toMatchObject({ status: 0, message: AGENCY_MESSAGES.overLimit });
      const after = await counts();
      expect({ orders: after.orders - before.orders, payments: after.payments - before.payments }).toEqual({
        orders: 1,
        payments: 1,
      });
      const admitted = answers.find((res) => res.statusCode === 200);
      const view = await call('operator/viewPartner', { id: partner.id });
      expect(view.body.data.balance.outstandingFils).toBe(admitted?.body.data.owedFils);
      expect(view.body.data.balance.outstandingFils).toBeLessThanOrEqual(limit);
    } finally {
      await second.close();
    }
  });
});

describe('points on account (decision 132)', () => {
  async function pointsOf(userId: string) {
    return t.app.ctx.db
      .selectFrom('ledger_entries')
      .select(['reason', 'amount', 'order_id'])
      .where('user_id', '=', userId)
      .where('kind', '=', 'points')
      .orderBy('created_at')
      .execute();
  }

  it('earns an agent no points on an order paid on account, takes none back on its cancellation, and earns by card', async () => {
    const partner = await newPartner();
    const agent = await newAgent(partner.id);
    const cartId = await checkedOut(agent.token);
    const paid = await t.call('users/payOnAccount', { cartId }, agent.token);
    expect(paid.statusCode, paid.raw.body).toBe(200);
    expect(await pointsOf(agent.userId)).toEqual([]);

    const cancelled = await t.call('users/cancelBooking', { reference: paid.body.data.reference }, agent.token);
    expect(cancelled.statusCode, cancelled.raw.body).toBe(200);
    const order = await t.app.ctx.db
      .selectFrom('orders')
      .select('status')
      .where('id', '=', cartId)
      .executeTakeFirstOrThrow();
    expect(order.status).toBe('refunded');
    expect(await pointsOf(agent.userId)).toEqual([]);

    // The same account paying by card earns as any shopper does.
    const added = await addLine(t, agent.token, product, 1, freshDate());
    expect(added.body.status, added.raw.body).toBe(1);
    const { order: byCard } = await payAndConfirm(t, agent.token);
    expect(await pointsOf(agent.userId)).toEqual([
      { reason: 'pointsEarned', amount: pointsEarnedOn(byCard.amount_paid_fils), order_id: byCard.id },
    ]);
    expect(pointsEarnedOn(byCard.amount_paid_fils)).toBeGreaterThan(0);
  });
});

describe('POST /api/operator/partnerStatement with agency orders', () => {
  it('reads each order’s own terms: a later change of rate does not change the month, and shows its payments', async () => {
    const partner = await newPartner();
    const agent = await newAgent(partner.id);
    const cartId = await checkedOut(agent.token);
    const paid = await t.call('users/payOnAccount', { cartId }, agent.token);
    expect(paid.statusCode, paid.raw.body).toBe(200);
    const month = todayInDubai(t.clock.now()).slice(0, 7);
    const first = await call('operator/partnerStatement', { id: partner.id, month });
    expect(first.statusCode, first.raw.body).toBe(200);
    const checkout = await checkoutRow(cartId);
    const retail = checkout.subtotal_fils - checkout.discount_fils;
    expect(first.body.data.totals).toMatchObject({
      bookings: 1,
      grossFils: retail,
      commissionFils: Math.round(retail / 10),
      paidDirectFils: 0,
      owedFils: paid.body.data.owedFils,
    });

    await call('operator/updatePartner', { id: partner.id, fields: { ...partner.fields, commissionBp: 2500 } });
    await call('operator/recordPartnerPayment', {
      id: partner.id,
      amountFils: 5000,
      receivedOn: todayInDubai(t.clock.now()),
    });
    const second = await call('operator/partnerStatement', { id: partner.id, month });
    expect(second.body.data.totals).toEqual(first.body.data.totals);
    expect(second.body.data.lines).toEqual(first.body.data.lines);
    expect(second.body.data.payments).toEqual([expect.objectContaining({ amountFils: 5000 })]);
    expect(second.body.data.balance).toEqual({
      outstandingFils: paid.body.data.owedFils - 5000,
      availableFils: 10_000_000 - (paid.body.data.owedFils - 5000),
    });
  });
});
