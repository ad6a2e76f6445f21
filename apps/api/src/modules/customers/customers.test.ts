// The customers desk (issue 34, decision 074): finding a shopper by name, phone or email, their page's notes, and
// the export and deletion of their personal data by owners, each audited.
import { CUSTOMER_MESSAGES } from '@rihla/shared/messages/customers';
import { OPERATOR_MESSAGES } from '@rihla/shared/messages/operators';
import type { TCustomerExport } from '@rihla/shared/schemas/operator-customers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedBooking } from '../../test/desk-orders.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { newOperator, operatorCall, type TTestOperator } from '../../test/operators.js';
import { freshDates, productsOf, type TCatalogueCard } from '../../test/shopping.js';

let t: TTestApp;
let picnic: TCatalogueCard;
let owner: TTestOperator;
let manager: TTestOperator;
let agent: TTestOperator;
let guide: TTestOperator;
/** A shopper with a confirmed booking, a favourite and a note: Layla Qarawi. */
let layla: { userId: string; token: string; phone: string; email: string; reference: string };

const freshDate = freshDates(() => t, 12);

beforeAll(async () => {
  t = await createTestApp();
  [picnic] = (await productsOf(t, 'Picnic Musandum')) as [TCatalogueCard];
  owner = await newOperator(t, 'owner', 'Omar Owner');
  manager = await newOperator(t, 'manager', 'Mona Manager');
  agent = await newOperator(t, 'agent', 'Adil Agent');
  guide = await newOperator(t, 'guide', 'Gina Guide');
  layla = await bookedShopper('Qarawi');
});
afterAll(async () => {
  await t?.close();
});

async function bookedShopper(lastName: string) {
  const booked = await confirmedBooking(t, picnic, freshDate(), 2, lastName);
  const user = await t.app.ctx.db
    .selectFrom('users')
    .select('id')
    .where('phone_number', '=', `+971${booked.phone.slice(1)}`)
    .executeTakeFirstOrThrow();
  return {
    userId: user.id,
    token: booked.token,
    phone: booked.phone,
    email: booked.email,
    reference: booked.order.reference,
  };
}

async function search(search: string, extra: Record<string, unknown> = {}, token = agent.token) {
  const res = await operatorCall(t, 'operator/searchCustomers', { search, ...extra }, token);
  expect(res.statusCode, res.raw.body).toBe(200);
  return res.body.data as {
    rows: Array<{ id: string; name: string; email: string; phone: string }>;
    hasNextPage: boolean;
  };
}

async function auditLines(userId: string) {
  return t.app.ctx.db
    .selectFrom('audit_log')
    .selectAll()
    .where('object_type', '=', 'user')
    .where('object_id', '=', userId)
    .orderBy('id')
    .execute();
}

describe('POST /api/operator/searchCustomers', () => {
  it('finds a customer by the start of the first name, the last name, both, the email and the phone', async () => {
    const ids = async (text: string) => (await search(text)).rows.map((row) => row.id);
    expect(await ids('qara')).toContain(layla.userId);
    expect(await ids('QARAWI')).toContain(layla.userId);
    expect(await ids('layla qar')).toContain(layla.userId);
    expect(await ids(layla.email.slice(0, 9))).toContain(layla.userId);
    expect(await ids(layla.email.toUpperCase())).toContain(layla.userId);
    // As a caller says it (050 ...), in international form, and only its first digits.
    expect(await ids(layla.phone)).toEqual([layla.userId]);
    expect(await ids(`+971 ${layla.phone.slice(1)}`)).toEqual([layla.userId]);
    expect(await ids(`00971${layla.phone.slice(1)}`)).toEqual([layla.userId]);
    expect(await ids(layla.phone.slice(0, 8))).toContain(layla.userId);
    expect(await ids(layla.reference)).toEqual([layla.userId]);
    expect(await ids('qarawix')).toEqual([]);
  });

  it('answers a row with the name, email and phone the desk shows', async () => {
    const { rows } = await search(layla.phone);
    expect(rows[0]).toMatchObject({ id: layla.userId, name: 'Layla Qarawi', email: layla.email });
    expect(rows[0]?.phone).toBe(`+971${layla.phone.slice(1)}`);
  });

  it('pages through the matches newest first, 25 a page by default', async () => {
    const base = Date.parse('2026-01-01T00:00:00.000Z');
    const rows = Array.from({ length: 27 }, (_, index) => ({
      id: `pager-${String(index).padStart(2, '0')}`,
      country: 'AE',
      phone_number: `+97155${String(9_000_000 + index)}`,
      email: `pager${index}@example.com`,
      first_name: 'Pia',
      last_name: 'Pagerova',
      gender: '',
      dob: '',
      profile_pic: '',
      password_hash: '!',
      created_at: new Date(base + index * 60_000).toISOString(),
      updated_at: new Date(base).toISOString(),
      deleted_at: null,
      phone_verified_at: null,
      invite_code: null,
      invited_by: null,
    }));
    await t.app.ctx.db.insertInto('users').values(rows).execute();
    const first = await search('pagerova');
    expect(first.rows).toHaveLength(25);
    expect(first.hasNextPage).toBe(true);
    expect(first.rows[0]?.id).toBe('pager-26');
    const second = await search('pagerova', { page: 1 });
    expect(second.rows.map((row) => row.id)).toEqual(['pager-01', 'pager-00']);
    expect(second.hasNextPage).toBe(false);
    const bigPage = await search('pager', { pageSize: 50 });
    expect(bigPage.rows.filter((row) => row.name === 'Pia Pagerova')).toHaveLength(27);
  });

  it('lists every live customer, newest first, when nothing is searched', async () => {
    const { rows } = await search('', { pageSize: 100 });
    expect(rows.length).toBeGreaterThan(25);
    const times = await t.app.ctx.db
      .selectFrom('users')
      .select(['id', 'created_at'])
      .where(
        'id',
        'in',
        rows.map((row) => row.id),
      )
      .execute();
    const createdOf = new Map(times.map((row) => [row.id, row.created_at]));
    const created = rows.map((row) => createdOf.get(row.id) ?? '');
    expect(created).toEqual([...created].sort().reverse());
  });

  it('refuses a page size the desk does not offer, and a search of more than 100 characters', async () => {
    for (const body of [{ pageSize: 30 }, { search: 'x'.repeat(101) }, { page: -1 }]) {
      const res = await operatorCall(t, 'operator/searchCustomers', body, agent.token);
      expect(res.statusCode).toBe(400);
      expect(res.body.status).toBe(0);
    }
  });
});

describe('POST /api/operator/viewCustomer and operator/addCustomerNote', () => {
  it("shows an agent the customer's contact details", async () => {
    const res = await operatorCall(t, 'operator/viewCustomer', { userId: layla.userId }, agent.token);
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({
      id: layla.userId,
      name: 'Layla Qarawi',
      email: layla.email,
      phone: `+971${layla.phone.slice(1)}`,
      isPhoneVerified: true,
      country: 'AE',
      wantsReminders: true,
    });
  });

  it('keeps notes newest first with who wrote each, and audits each without its words', async () => {
    const customer = await bookedShopper('Notewright');
    const first = await operatorCall(
      t,
      'operator/addCustomerNote',
      { userId: customer.userId, text: '  Prefers the morning boat  ' },
      agent.token,
    );
    expect(first.statusCode, first.raw.body).toBe(200);
    expect(first.body.message).toBe(CUSTOMER_MESSAGES.noteAdded);
    t.clock.advance(60_000);
    await operatorCall(
      t,
      'operator/addCustomerNote',
      { userId: customer.userId, text: 'Called about a refund' },
      manager.token,
    );
    const view = await operatorCall(t, 'operator/viewCustomer', { userId: customer.userId }, agent.token);
    expect(view.body.data.notes).toMatchObject([
      { text: 'Called about a refund', operatorName: 'Mona Manager' },
      { text: 'Prefers the morning boat', operatorName: 'Adil Agent' },
    ]);
    const lines = await auditLines(customer.userId);
    expect(lines.map((line) => [line.action, line.operator_id])).toEqual([
      ['customer.note', agent.id],
      ['customer.note', manager.id],
    ]);
    expect(JSON.parse(lines[0]?.after_json ?? '{}')).toEqual({
      noteId: first.body.data.notes[0].id,
      characters: 'Prefers the morning boat'.length,
    });
    expect(lines.map((line) => line.after_json).join()).not.toContain('morning');
  });

  it('refuses an empty note, a note too long and a customer that does not exist, writing nothing', async () => {
    const before = await t.app.ctx.db.selectFrom('customer_notes').select('id').execute();
    const empty = await operatorCall(t, 'operator/addCustomerNote', { userId: layla.userId, text: '   ' }, agent.token);
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toMatchObject({ status: 0, message: 'Write the note' });
    const long = await operatorCall(
      t,
      'operator/addCustomerNote',
      { userId: layla.userId, text: 'x'.repeat(1001) },
      agent.token,
    );
    expect(long.statusCode).toBe(400);
    const missing = await operatorCall(t, 'operator/addCustomerNote', { userId: 'nobody', text: 'Hi' }, agent.token);
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toEqual({ status: 0, message: CUSTOMER_MESSAGES.notFound });
    expect(await t.app.ctx.db.selectFrom('customer_notes').select('id').execute()).toEqual(before);
  });

  it('lets those who read bookings find and read customers, and only those who write bookings note them', async () => {
    for (const who of [owner, manager, agent]) {
      expect((await operatorCall(t, 'operator/viewCustomer', { userId: layla.userId }, who.token)).statusCode).toBe(
        200,
      );
    }
    const guideView = await operatorCall(t, 'operator/viewCustomer', { userId: layla.userId }, guide.token);
    expect(guideView.statusCode).toBe(403);
    const guideSearch = await operatorCall(t, 'operator/searchCustomers', { search: 'layla' }, guide.token);
    expect(guideSearch.body).toEqual({ status: 0, message: OPERATOR_MESSAGES.forbidden });
    const guideNote = await operatorCall(
      t,
      'operator/addCustomerNote',
      { userId: layla.userId, text: 'Hello' },
      guide.token,
    );
    expect(guideNote.statusCode).toBe(403);
  });
});

describe('POST /api/operator/searchOrders for one customer', () => {
  it("answers only the customer's own orders", async () => {
    const other = await bookedShopper('Qarawi');
    const res = await operatorCall(t, 'operator/searchOrders', { userId: layla.userId }, agent.token);
    expect(res.statusCode).toBe(200);
    expect(res.body.data.rows.map((row: { reference: string }) => row.reference)).toEqual([layla.reference]);
    expect(res.body.data.rows.map((row: { reference: string }) => row.reference)).not.toContain(other.reference);
  });
});

describe('POST /api/operator/exportCustomerData', () => {
  it("gives an owner the customer's profile, orders, messages, ledger, favourites and notes, and records the download", async () => {
    await t.call('users/addFavourites', { module: picnic.module, planId: picnic.planId }, layla.token);
    await operatorCall(t, 'operator/addCustomerNote', { userId: layla.userId, text: 'VIP guest' }, agent.token);
    const res = await operatorCall(t, 'operator/exportCustomerData', { userId: layla.userId }, owner.token);
    expect(res.statusCode, res.raw.body).toBe(200);
    const { fileName, data } = res.body.data as { fileName: string; data: TCustomerExport };
    expect(fileName).toMatch(new RegExp(`^rihla-customer-${layla.userId}-\\d{4}-\\d{2}-\\d{2}\\.json$`));
    expect(data.profile).toMatchObject({
      id: layla.userId,
      firstName: 'Layla',
      lastName: 'Qarawi',
      email: layla.email,
      phone: `+971${layla.phone.slice(1)}`,
    });
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]).toMatchObject({ reference: layla.reference, status: 'confirmed' });
    expect(data.orders[0]?.lines[0]).toMatchObject({ title: picnic.title, tickets: { adult: 2 } });
    expect(data.messages).toContainEqual(
      expect.objectContaining({ topic: 'orderConfirmed', channel: 'email', recipient: layla.email }),
    );
    expect(data.messages).toContainEqual(
      expect.objectContaining({ topic: 'phoneCode', channel: 'sms', orderReference: null }),
    );
    expect(data.ledger.entries).toContainEqual(
      expect.objectContaining({ kind: 'points', reason: 'pointsEarned', orderReference: layla.reference }),
    );
    expect(data.ledger.points).toBeGreaterThan(0);
    expect(data.favourites).toEqual([expect.objectContaining({ productId: picnic.planId, title: picnic.title })]);
    expect(data.notes).toEqual([expect.objectContaining({ text: 'VIP guest', operatorName: 'Adil Agent' })]);
    const download = (await auditLines(layla.userId)).filter((line) => line.action === 'user.download');
    expect(download).toHaveLength(1);
    expect(download[0]?.operator_id).toBe(owner.id);
    expect(JSON.parse(download[0]?.after_json ?? '{}')).toEqual({ file: fileName });
  });

  it("holds no other shopper's messages, even those of one who gave the same email", async () => {
    const twin = await bookedShopper('Twin');
    await t.app.ctx.db.updateTable('users').set({ email: layla.email }).where('id', '=', twin.userId).execute();
    const res = await operatorCall(t, 'operator/exportCustomerData', { userId: layla.userId }, owner.token);
    const { data } = res.body.data as { data: TCustomerExport };
    const references = data.messages.map((message) => message.orderReference).filter((reference) => reference !== null);
    expect(references.length).toBeGreaterThan(0);
    expect(new Set(references)).toEqual(new Set([layla.reference]));
    expect(data.orders.map((order) => order.reference)).toEqual([layla.reference]);
  });

  it('refuses managers and agents, recording nothing', async () => {
    const before = (await auditLines(layla.userId)).length;
    for (const who of [manager, agent, guide]) {
      const res = await operatorCall(t, 'operator/exportCustomerData', { userId: layla.userId }, who.token);
      expect(res.statusCode).toBe(403);
      expect(res.body).toEqual({ status: 0, message: OPERATOR_MESSAGES.forbidden });
    }
    expect(await auditLines(layla.userId)).toHaveLength(before);
  });
});

describe('POST /api/operator/deleteCustomerData', () => {
  it("deletes the personal data as the shopper's own deletion does: orders, balances and voucher stay", async () => {
    const customer = await bookedShopper('Forgetme');
    await t.call('users/addFavourites', { module: picnic.module, planId: picnic.planId }, customer.token);
    await operatorCall(
      t,
      'operator/addCustomerNote',
      { userId: customer.userId, text: 'Allergic to nuts' },
      agent.token,
    );
    const account = () =>
      t.app.ctx.db.selectFrom('ledger_accounts').selectAll().where('user_id', '=', customer.userId).executeTakeFirst();
    const balancesBefore = await account();

    const res = await operatorCall(
      t,
      'operator/deleteCustomerData',
      { userId: customer.userId, reason: 'Asked by email on 28 November' },
      owner.token,
    );
    expect(res.statusCode, res.raw.body).toBe(200);
    expect(res.body).toMatchObject({
      status: 1,
      message: CUSTOMER_MESSAGES.deleted,
      data: { userId: customer.userId },
    });

    const user = await t.app.ctx.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', customer.userId)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      first_name: '',
      last_name: '',
      email: '',
      phone_number: `deleted:${customer.userId}`,
      password_hash: '!account-deleted',
    });
    expect(user.deleted_at).not.toBeNull();
    // The shopper's session ends; the wishlist and the notes go; the order and the balances stay.
    expect((await t.call('users/viewWallet', {}, customer.token)).statusCode).toBe(401);
    expect(
      await t.app.ctx.db.selectFrom('favourites').select('user_id').where('user_id', '=', customer.userId).execute(),
    ).toEqual([]);
    expect(
      await t.app.ctx.db.selectFrom('customer_notes').select('id').where('user_id', '=', customer.userId).execute(),
    ).toEqual([]);
    const order = await t.app.ctx.db
      .selectFrom('orders')
      .select(['status', 'voucher_code'])
      .where('reference', '=', customer.reference)
      .executeTakeFirstOrThrow();
    expect(order.status).toBe('confirmed');
    expect(await account()).toEqual(balancesBefore);
    const verified = await t.call('vouchers/verify', { code: order.voucher_code });
    expect(verified.body).toMatchObject({ status: 1, data: { reference: customer.reference, status: 'confirmed' } });

    const lines = (await auditLines(customer.userId)).filter((line) => line.action === 'customer.deletePersonalData');
    expect(lines).toHaveLength(1);
    expect(lines[0]?.operator_id).toBe(owner.id);
    expect(JSON.parse(lines[0]?.after_json ?? '{}')).toEqual({
      reason: 'Asked by email on 28 November',
      notesDeleted: 1,
    });
  });

  it('leaves a deleted customer out of the desk: not found by the old name, phone or email, nor opened', async () => {
    const customer = await bookedShopper('Vanishing');
    expect((await search('vanishing')).rows.map((row) => row.id)).toEqual([customer.userId]);
    await operatorCall(
      t,
      'operator/deleteCustomerData',
      { userId: customer.userId, reason: 'Asked by phone' },
      owner.token,
    );
    for (const text of ['vanishing', 'layla vanishing', customer.phone, customer.email, customer.reference]) {
      expect(
        (await search(text)).rows.map((row) => row.id),
        text,
      ).not.toContain(customer.userId);
    }
    const view = await operatorCall(t, 'operator/viewCustomer', { userId: customer.userId }, agent.token);
    expect(view.statusCode).toBe(404);
    const again = await operatorCall(
      t,
      'operator/deleteCustomerData',
      { userId: customer.userId, reason: 'Asked by phone' },
      owner.token,
    );
    expect(again.statusCode).toBe(404);
    // The number is free for a new registration, as after the shopper's own deletion.
    const login = await t.call('users/userLogin', {
      country: 'AE',
      phone_number: customer.phone,
      password: 'secret-pass-1',
    });
    expect(login.body.status).toBe(0);
  });

  it('refuses every role but the owner, and a reason too short, changing nothing', async () => {
    const before = await t.app.ctx.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', layla.userId)
      .executeTakeFirstOrThrow();
    for (const who of [manager, agent, guide]) {
      const res = await operatorCall(
        t,
        'operator/deleteCustomerData',
        { userId: layla.userId, reason: 'Asked by email' },
        who.token,
      );
      expect(res.statusCode).toBe(403);
    }
    const short = await operatorCall(
      t,
      'operator/deleteCustomerData',
      { userId: layla.userId, reason: 'x' },
      owner.token,
    );
    expect(short.statusCode).toBe(400);
    expect(
      await t.app.ctx.db.selectFrom('users').selectAll().where('id', '=', layla.userId).executeTakeFirstOrThrow(),
    ).toEqual(before);
    expect((await auditLines(layla.userId)).map((line) => line.action)).not.toContain('customer.deletePersonalData');
  });
});
