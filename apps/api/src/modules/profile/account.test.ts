import fs from 'node:fs';
import path from 'node:path';
import { MESSAGES } from '@rihla/shared/constants';
import { ACCOUNT_MESSAGES } from '@rihla/shared/schemas/auth';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/tables/schema.js';
import { createTestApp, type TCallResponse, TEST_PUBLIC_URL, type TTestApp, uniquePhone } from '../../test/harness.js';
import { pdfText } from '../../test/pdf-text.js';
import { addLine, checkoutAndInitiate, payOnSandbox, productsOf, type TCatalogueCard } from '../../test/shopping.js';
import { buildSandboxCallback, SANDBOX_CALLBACK_PATH } from '../payments/sandbox-callback.js';
import { SANDBOX_CARDS } from '../payments/sandbox-provider.js';
import { DELETED_PASSWORD_HASH } from './account.repository.js';

let t: TTestApp;
let ticket: TCatalogueCard;
let trip: TCatalogueCard;
beforeAll(async () => {
  t = await createTestApp();
  [ticket] = (await productsOf(t, 'Entry ticket')) as [TCatalogueCard];
  [trip] = (await productsOf(t, 'Picnic Musandum')) as [TCatalogueCard];
});
afterAll(async () => {
  await t?.close();
});

const PASSWORD = 'first-pass-1';

/** Every call of this file goes through here: whatever it answers, it is never a 5xx. */
async function call(...args: Parameters<TTestApp['call']>): Promise<TCallResponse> {
  const res = await t.call(...args);
  expect(res.statusCode, `${args[0]} answered ${res.raw.body}`).toBeLessThan(500);
  return res;
}

let personCounter = 0;

/** A registered and logged-in person with names, e-mail and phone number found nowhere else in the database. */
async function newPerson() {
  personCounter += 1;
  const phone = uniquePhone();
  const person = {
    first_name: `Zaynab${personCounter}x`,
    last_name: `Qasimi${personCounter}y`,
    email: `zaynab.${personCounter}.${phone}@example.org`,
    phone,
  };
  const token = await t.signUp({
    first_name: person.first_name,
    last_name: person.last_name,
    country: 'AE',
    phone_number: phone,
    email: person.email,
    password: PASSWORD,
    confirm_password: PASSWORD,
  });
  return { ...person, token };
}

async function logIn(phone: string, password: string): Promise<string> {
  const res = await call('users/userLogin', { country: 'AE', phone_number: phone, password });
  expect(res.body.status, res.body.message).toBe(1);
  return res.body.data.token as string;
}

function tryLogIn(phone: string, password: string) {
  return call('users/userLogin', { country: 'AE', phone_number: phone, password });
}

async function userRow(phone: string) {
  const e164 = `+971${phone.slice(1)}`;
  return t.app.ctx.db.selectFrom('users').selectAll().where('phone_number', '=', e164).executeTakeFirstOrThrow();
}

async function userRowById(id: string) {
  return t.app.ctx.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

async function uploadPicture(token: string): Promise<string> {
  const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#3366aa' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
  const raw = await t.app.inject({
    method: 'POST',
    url: '/api/admin/single_upload',
    payload: form,
    headers: { 'x-access-token': token },
  });
  expect(raw.statusCode, raw.body).toBe(200);
  const url = raw.json().data as string;
  const saved = await call('users/userInfo', { gender: 'female', dob: '1990-02-03', profile_pic: url }, token);
  expect(saved.body.status).toBe(1);
  return url;
}

/** A confirmed order of the person: cart, checkout, sandbox payment, confirmation. */
async function buyTicket(token: string) {
  expect((await addLine(t, token, ticket, 2)).body.status).toBe(1);
  const { cartId, transactionId } = await checkoutAndInitiate(t, token);
  expect((await payOnSandbox(t, transactionId, SANDBOX_CARDS.approve)).statusCode).toBe(303);
  const confirmed = await call('users/confirmBooking', { paymentId: transactionId, cartId }, token);
  expect(confirmed.body.status).toBe(1);
  return confirmed.body.data as { reference: string; amount_paid: number; pdfUrl: string };
}

/** Every row of every table of the database, as JSON text: where personal data would show if left behind. */
async function wholeDatabaseText(): Promise<string> {
  const tables: Array<keyof Database> = [
    'users',
    'sessions',
    'favourites',
    'cart_lines',
    'carts',
    'promo_redemptions',
    'checkouts',
    'payments',
    'sandbox_transactions',
    'orders',
    'notifications',
    'uploads',
    'seat_holds',
  ];
  const dump: Record<string, unknown[]> = {};
  for (const table of tables) dump[table] = await t.app.ctx.db.selectFrom(table).selectAll().execute();
  return JSON.stringify(dump);
}

async function countOf(table: 'favourites' | 'cart_lines' | 'carts' | 'notifications' | 'uploads', userId: string) {
  const row = await t.app.ctx.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('POST /api/users/deleteAccount', () => {
  it('refuses a wrong password with status 0, the code account.wrong_password and its field, and changes nothing', async () => {
    const person = await newPerson();
    await call('users/addFavourites', { module: trip.module, planId: trip.planId }, person.token);
    const before = await wholeDatabaseText();
    const res = await call('users/deleteAccount', { password: 'not-my-password' }, person.token);
    expect(res.statusCode).toBe(403);
    expect(res.body).toEqual({
      status: 0,
      message: ACCOUNT_MESSAGES.wrongPasswordOnDelete,
      code: 'account.wrong_password',
      field: 'password',
    });
    expect(await wholeDatabaseText()).toBe(before);
    expect((await call('users/viewUserProfile', {}, person.token)).body.data.first_name).toBe(person.first_name);
    expect((await tryLogIn(person.phone, PASSWORD)).body.status).toBe(1);
  });

  it.each([
    ['no password', {}, MESSAGES.passwordRequired],
    ['an empty password', { password: '' }, MESSAGES.passwordRequired],
    ['a password that is not text', { password: 12 }, MESSAGES.passwordRequired],
  ])('refuses %s with 400 and keeps the account', async (_label, body, message) => {
    const person = await newPerson();
    const res = await call('users/deleteAccount', body, person.token);
    expect(res.statusCode).toBe(400);
    expect(res.body).toEqual({ status: 0, message });
    expect((await call('users/viewUserProfile', {}, person.token)).body.status).toBe(1);
  });

  it('erases the personal data, revokes every session and keeps past orders with their amounts', async () => {
    const person = await newPerson();
    const otherDevice = await logIn(person.phone, PASSWORD);
    const pictureUrl = await uploadPicture(person.token);
    const pictureFile = path.join(t.dataDir, pictureUrl);
    expect(fs.existsSync(pictureFile)).toBe(true);
    const order = await buyTicket(person.token);
    const { id: userId } = await userRow(person.phone);
    const orderRow = await t.app.ctx.db
      .selectFrom('orders')
      .selectAll()
      .where('reference', '=', order.reference)
      .executeTakeFirstOrThrow();
    const paymentRow = await t.app.ctx.db
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', orderRow.payment_id)
      .executeTakeFirstOrThrow();
    // An unpaid checkout holding seats, a wishlist and a cart.
    expect((await addLine(t, person.token, trip, 3)).body.status).toBe(1);
    const open = await checkoutAndInitiate(t, person.token);
    await call('users/addFavourites', { module: trip.module, planId: trip.planId }, person.token);
    expect(await countOf('favourites', userId)).toBe(1);
    expect(await countOf('cart_lines', userId)).toBe(1);
    expect(await countOf('notifications', userId)).toBeGreaterThan(0);

    const res = await call('users/deleteAccount', { password: PASSWORD }, person.token);
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({ status: 1, data: null, message: ACCOUNT_MESSAGES.accountDeleted });

    // No session opens the account any more.
    for (const token of [person.token, otherDevice]) {
      const after = await call('users/viewUserProfile', {}, token);
      expect(after.statusCode).toBe(401);
      expect(after.body).toEqual({ status: 0, message: MESSAGES.loginRequired });
    }
    const liveSessions = await t.app.ctx.db
      .selectFrom('sessions')
      .select('token_hash')
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute();
    expect(liveSessions).toEqual([]);

    // The row stays as a tombstone without the person.
    const tombstone = await userRowById(userId);
    expect(tombstone).toMatchObject({
      first_name: '',
      last_name: '',
      email: '',
      country: '',
      gender: '',
      dob: '',
      profile_pic: '',
      phone_number: `deleted:${userId}`,
      password_hash: DELETED_PASSWORD_HASH,
      deleted_at: t.clock.now().toISOString(),
    });
    // Wishlist, cart, notifications and the picture are gone, file included.
    for (const table of ['favourites', 'cart_lines', 'carts', 'notifications', 'uploads'] as const) {
      expect(await countOf(table, userId), table).toBe(0);
    }
    expect(fs.existsSync(pictureFile)).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: pictureUrl })).statusCode).toBe(404);

    // The unpaid checkout is cancelled and its seats are free again.
    const cancelled = await t.app.ctx.db
      .selectFrom('checkouts')
      .select('status')
      .where('id', '=', open.cartId)
      .executeTakeFirstOrThrow();
    expect(cancelled.status).toBe('cancelled');
    const holds = await t.app.ctx.db
      .selectFrom('seat_holds')
      .select('status')
      .where('checkout_id', '=', open.cartId)
      .execute();
    expect(holds.map((hold) => hold.status)).toEqual(['released']);

    // The past order and its payment stay exactly as they were, for accounting.
    const keptOrder = await t.app.ctx.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', orderRow.id)
      .executeTakeFirstOrThrow();
    expect(keptOrder).toEqual(orderRow);
    const keptPayment = await t.app.ctx.db
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', paymentRow.id)
      .executeTakeFirstOrThrow();
    expect(keptPayment).toEqual(paymentRow);
    expect(keptOrder.amount_paid_fils).toBe(Math.round(order.amount_paid * 100));

    // Nothing anywhere in the database still names the person.
    const everything = await wholeDatabaseText();
    for (const trace of [person.first_name, person.last_name, person.email, person.phone.slice(1)]) {
      expect(everything).not.toContain(trace);
    }

    // The voucher still opens from its signed link, without the person's name; its code still verifies.
    const voucher = await t.app.inject({ method: 'GET', url: order.pdfUrl.slice(TEST_PUBLIC_URL.length) });
    expect(voucher.statusCode).toBe(200);
    const text = await pdfText(voucher.rawPayload);
    expect(text).toContain(order.reference);
    expect(text).toContain('Deleted account');
    expect(text).not.toContain(person.first_name);
    const verified = await call('vouchers/verify', { code: keptOrder.voucher_code });
    expect(verified.body.data.reference).toBe(order.reference);
  });

  it('never lets the account log in again: the answer is that of a wrong password', async () => {
    const person = await newPerson();
    expect((await call('users/deleteAccount', { password: PASSWORD }, person.token)).body.status).toBe(1);
    const login = await tryLogIn(person.phone, PASSWORD);
    const wrongPassword = await tryLogIn(uniquePhone(), PASSWORD);
    expect(login.statusCode).toBe(401);
    expect(login.body).toEqual({ status: 0, message: MESSAGES.invalidCredentials });
    expect(login.body).toEqual(wrongPassword.body);
    // The old token cannot repeat the deletion or do anything else.
    const again = await call('users/deleteAccount', { password: PASSWORD }, person.token);
    expect(again.statusCode).toBe(401);
    expect(again.body).toEqual({ status: 0, message: MESSAGES.loginRequired });
    const cart = await call('users/viewCart', {}, person.token);
    expect(cart.body).toEqual({ status: 0, message: MESSAGES.loginRequired });
  });

  it('frees the phone number: a new person can register it and starts with an empty account', async () => {
    const person = await newPerson();
    await buyTicket(person.token);
    const { id: oldId } = await userRow(person.phone);
    expect((await call('users/deleteAccount', { password: PASSWORD }, person.token)).body.status).toBe(1);

    // Past the half minute between two codes to one number (decision 047).
    t.clock.advance(31_000);
    await t.signUp({
      first_name: 'Hessa',
      last_name: 'Newcomer',
      country: 'AE',
      phone_number: person.phone,
      email: 'hessa@example.org',
      password: 'hessa-pass',
      confirm_password: 'hessa-pass',
    });
    expect((await tryLogIn(person.phone, PASSWORD)).body).toEqual({
      status: 0,
      message: MESSAGES.invalidCredentials,
    });
    const token = await logIn(person.phone, 'hessa-pass');
    const profile = await call('users/viewUserProfile', {}, token);
    expect(profile.body.data).toMatchObject({ first_name: 'Hessa', gender: '', dob: '', profile_pic: '' });
    expect((await userRow(person.phone)).id).not.toBe(oldId);
    // The earlier person's orders are not the newcomer's.
    expect((await call('users/viewCompletedOrder', {}, token)).body.data).toEqual([]);
    expect((await call('users/listFavourites', {}, token)).body.status).toBe(1);
  });

  it('refunds a payment that completes after the account was deleted, and books nothing for it', async () => {
    const person = await newPerson();
    expect((await addLine(t, person.token, ticket, 1)).body.status).toBe(1);
    const { cartId, transactionId } = await checkoutAndInitiate(t, person.token);
    expect((await call('users/deleteAccount', { password: PASSWORD }, person.token)).body.status).toBe(1);

    // The payment page was still open: the card is charged, then the gateway calls back.
    expect((await payOnSandbox(t, transactionId, SANDBOX_CARDS.approve)).statusCode).toBe(303);
    const notice = buildSandboxCallback(t.app.ctx.config.appSecret, t.clock, transactionId, 'paid');
    const res = await t.app.inject({
      method: 'POST',
      url: SANDBOX_CALLBACK_PATH,
      headers: notice.headers,
      payload: notice.body,
    });
    // The gateway hears that the callback was handled; what happened is in its message.
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 1, message: 'This checkout was cancelled, so the payment has been refunded' });
    const orders = await t.app.ctx.db.selectFrom('orders').select('id').where('checkout_id', '=', cartId).execute();
    expect(orders).toEqual([]);
    const payment = await t.app.ctx.db
      .selectFrom('payments')
      .select('status')
      .where('provider_transaction_id', '=', transactionId)
      .executeTakeFirstOrThrow();
    expect(payment.status).toBe('refunded');
    expect((await t.app.ctx.payments.getPayment(transactionId))?.status).toBe('refunded');
  });
});

describe('POST /api/users/changePassword', () => {
  it('refuses a wrong current password with status 0, the code account.wrong_password and its field, and changes nothing', async () => {
    const person = await newPerson();
    const otherDevice = await logIn(person.phone, PASSWORD);
    const before = await wholeDatabaseText();
    const res = await call(
      'users/changePassword',
      { oldPassword: 'not-my-password', newPassword: 'second-pass-2' },
      person.token,
    );
    expect(res.statusCode).toBe(403);
    expect(res.body).toEqual({
      status: 0,
      message: ACCOUNT_MESSAGES.wrongPasswordOnChange,
      code: 'account.wrong_password',
      field: 'oldPassword',
    });
    expect(await wholeDatabaseText()).toBe(before);
    expect((await call('users/viewUserProfile', {}, otherDevice)).body.status).toBe(1);
    expect((await tryLogIn(person.phone, PASSWORD)).body.status).toBe(1);
    expect((await tryLogIn(person.phone, 'second-pass-2')).body.status).toBe(0);
  });

  it.each([
    [
      'a new password shorter than 6 characters',
      { oldPassword: PASSWORD, newPassword: '12345' },
      MESSAGES.passwordTooShort,
    ],
    ['an empty new password', { oldPassword: PASSWORD, newPassword: '' }, MESSAGES.passwordRequired],
    ['no current password', { newPassword: 'second-pass-2' }, ACCOUNT_MESSAGES.currentPasswordRequired],
    ['the same password again', { oldPassword: PASSWORD, newPassword: PASSWORD }, ACCOUNT_MESSAGES.samePassword],
  ])('refuses %s with 400 and the rule of registration', async (_label, body, message) => {
    const person = await newPerson();
    const before = await userRow(person.phone);
    const res = await call('users/changePassword', body, person.token);
    expect(res.statusCode).toBe(400);
    expect(res.body).toEqual({ status: 0, message });
    expect((await userRow(person.phone)).password_hash).toBe(before.password_hash);
  });

  it('keeps this session, logs out every other one, and only the new password logs in', async () => {
    const person = await newPerson();
    const otherDevices = [await logIn(person.phone, PASSWORD), await logIn(person.phone, PASSWORD)];
    const res = await call(
      'users/changePassword',
      { oldPassword: PASSWORD, newPassword: 'second-pass-2' },
      person.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({ status: 1, data: null, message: ACCOUNT_MESSAGES.passwordChanged });

    expect((await call('users/viewUserProfile', {}, person.token)).body.status).toBe(1);
    for (const token of otherDevices) {
      const refused = await call('users/viewUserProfile', {}, token);
      expect(refused.statusCode).toBe(401);
      expect(refused.body).toEqual({ status: 0, message: MESSAGES.loginRequired });
    }
    const oldLogin = await tryLogIn(person.phone, PASSWORD);
    expect(oldLogin.statusCode).toBe(401);
    expect(oldLogin.body).toEqual({ status: 0, message: MESSAGES.invalidCredentials });
    expect((await tryLogIn(person.phone, 'second-pass-2')).body.status).toBe(1);

    // The person is told, in the notifications of the account.
    const notifications = await call('users/viewNotification', {}, person.token);
    expect(JSON.stringify(notifications.body.data)).toContain('Your password was changed');
  });

  it('answers a deleted account like a logged-out visitor', async () => {
    const person = await newPerson();
    const otherDevice = await logIn(person.phone, PASSWORD);
    expect((await call('users/deleteAccount', { password: PASSWORD }, person.token)).body.status).toBe(1);
    const res = await call('users/changePassword', { oldPassword: PASSWORD, newPassword: 'x-pass-33' }, otherDevice);
    expect(res.statusCode).toBe(401);
    expect(res.body).toEqual({ status: 0, message: MESSAGES.loginRequired });
  });
});
