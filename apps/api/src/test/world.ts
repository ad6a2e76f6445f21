// The accounts the authorization matrix and the fuzzing suite work with. Shopper A owns one of everything
// (profile with an uploaded picture, a favourite, a cart line, an open checkout with a pending payment, a
// confirmed order with its voucher, notifications); shopper B has a cart line of a different product.
import crypto from 'node:crypto';
import { addDays } from '@rihla/shared/rules/time';
import { SANDBOX_CARDS } from '../modules/payments/sandbox-provider.js';
import type { TTestApp } from './harness.js';
import { uniquePhone } from './harness.js';
import { addLine, checkoutAndInitiate, nextWeek, payOnSandbox, productsOf, type TCatalogueCard } from './shopping.js';

export const WORLD_PASSWORD = 'secret-pass-1';

export interface TAccount {
  token: string;
  userId: string;
  phone: string;
  firstName: string;
  lastName: string;
  email: string;
}

export interface TOwner extends TAccount {
  pictureUrl: string;
  favourite: TCatalogueCard;
  cartLine: TCatalogueCard;
  /** The id of A's cart line (of cartLine). */
  cartLineId: string;
  order: { orderId: string; reference: string; voucherCode: string; cartId: string; transactionId: string };
  openCheckout: { cartId: string; transactionId: string };
}

export interface TProducts {
  picnic: TCatalogueCard;
  ticket: TCatalogueCard;
  holiday: TCatalogueCard;
}

export interface TWorld {
  t: TTestApp;
  products: TProducts;
  a: TOwner;
  b: TAccount & { cartLine: TCatalogueCard };
}

export async function loadProducts(t: TTestApp): Promise<TProducts> {
  const [picnic] = await productsOf(t, 'Picnic Musandum');
  const [ticket] = await productsOf(t, 'Entry ticket');
  const [holiday] = await productsOf(t, 'Holidays');
  if (!picnic || !ticket || !holiday) throw new Error('the seeded catalogue lacks a picnic, a ticket or a holiday');
  return { picnic, ticket, holiday };
}

/** A name no other row or answer contains by chance, so finding it in an answer means a leak. */
function uniqueName(stem: string): string {
  const letters = [...crypto.randomBytes(8)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('');
  return `${stem}${letters}`;
}

export async function newAccount(t: TTestApp, stem: string): Promise<TAccount> {
  const phone = uniquePhone();
  const firstName = uniqueName(stem);
  const lastName = uniqueName('Family');
  const email = `${firstName.toLowerCase()}@example.com`;
  const token = await t.signUp({
    first_name: firstName,
    last_name: lastName,
    country: 'AE',
    phone_number: phone,
    email,
    password: WORLD_PASSWORD,
    confirm_password: WORLD_PASSWORD,
  });
  const row = await t.app.ctx.db
    .selectFrom('users')
    .select(['id', 'phone_number'])
    .where('first_name', '=', firstName)
    .executeTakeFirstOrThrow();
  return { token, userId: row.id, phone: row.phone_number, firstName, lastName, email };
}

/** A small real PNG, made once. */
let pngBytes: Promise<Buffer> | undefined;
async function smallPng(): Promise<Buffer> {
  pngBytes ??= import('sharp').then(({ default: sharp }) =>
    sharp({ create: { width: 8, height: 8, channels: 3, background: '#2a7' } })
      .png()
      .toBuffer(),
  );
  return pngBytes;
}

export async function uploadPicture(t: TTestApp, token: string): Promise<string> {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(await smallPng())], { type: 'image/png' }), 'me.png');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/single_upload',
    payload: form,
    headers: { 'x-access-token': token },
  });
  const body = res.json();
  if (body.status !== 1) throw new Error(`upload failed: ${body.message}`);
  return body.data as string;
}

function expectOk(res: { body: { status: number; message: string } }, what: string): void {
  if (res.body.status !== 1) throw new Error(`${what} failed: ${res.body.message}`);
}

/** Worlds a departure's 40 seats hold: the authorization matrix builds one per call, more than one departure seats. */
const WORLDS_PER_DEPARTURE = 30;
const worldsBuilt = new WeakMap<TTestApp, number>();

export async function buildOwner(t: TTestApp, products: TProducts): Promise<TOwner> {
  // The same weekday a week later for every 30 worlds: the picnic's schedule runs it, and its seats are fresh.
  const built = worldsBuilt.get(t) ?? 0;
  worldsBuilt.set(t, built + 1);
  const paidDate = addDays(nextWeek(t), 7 * Math.floor(built / WORLDS_PER_DEPARTURE));
  const account = await newAccount(t, 'Alia');
  const { token } = account;
  const pictureUrl = await uploadPicture(t, token);
  expectOk(
    await t.call('users/userInfo', { gender: 'female', dob: '1990-04-02', profile_pic: pictureUrl }, token),
    'userInfo',
  );
  const favourite = products.holiday;
  expectOk(await t.call('users/addFavourites', { module: favourite.module, planId: favourite.planId }, token), 'fav');

  expectOk(await addLine(t, token, products.picnic, 1, paidDate), 'addToCart');
  const paid = await checkoutAndInitiate(t, token);
  await payOnSandbox(t, paid.transactionId, SANDBOX_CARDS.approve);
  const confirmed = await t.call('users/confirmBooking', { paymentId: paid.transactionId, cartId: paid.cartId }, token);
  expectOk(confirmed, 'confirmBooking');
  const order = await t.app.ctx.db
    .selectFrom('orders')
    .select(['id', 'reference', 'voucher_code'])
    .where('checkout_id', '=', paid.cartId)
    .executeTakeFirstOrThrow();

  const cartLine = products.ticket;
  const added = await addLine(t, token, cartLine, 2);
  expectOk(added, 'addToCart');
  const cartLineId = added.body.data.lineIds[0] as string;
  const open = await checkoutAndInitiate(t, token);
  return {
    ...account,
    pictureUrl,
    favourite,
    cartLine,
    cartLineId,
    order: {
      orderId: order.id,
      reference: order.reference,
      voucherCode: order.voucher_code,
      cartId: paid.cartId,
      transactionId: paid.transactionId,
    },
    openCheckout: { cartId: open.cartId, transactionId: open.transactionId },
  };
}

export async function buildWorld(t: TTestApp, products: TProducts): Promise<TWorld> {
  const a = await buildOwner(t, products);
  const b = await newAccount(t, 'Badr');
  expectOk(await addLine(t, b.token, products.holiday, 1), 'addToCart');
  return { t, products, a, b: { ...b, cartLine: products.holiday } };
}

/** Everything of A's that nobody else may see: if one of these appears in B's answer, it is a leak. */
export function secretsOf(a: TOwner): Record<string, string> {
  const pictureId = /([A-Za-z0-9_-]{22})\.webp$/.exec(a.pictureUrl)?.[1] ?? a.pictureUrl;
  return {
    firstName: a.firstName,
    lastName: a.lastName,
    email: a.email,
    phone: a.phone,
    phoneNational: a.phone.replace('+971', '0'),
    userId: a.userId,
    token: a.token,
    pictureId,
    orderId: a.order.orderId,
    orderReference: a.order.reference,
    voucherCode: a.order.voucherCode,
    paidCheckoutId: a.order.cartId,
    paidTransactionId: a.order.transactionId,
    openCheckoutId: a.openCheckout.cartId,
    openTransactionId: a.openCheckout.transactionId,
  };
}

export type TSecretName = keyof ReturnType<typeof secretsOf>;
