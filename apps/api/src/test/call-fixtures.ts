// The one table of per-call knowledge for the authorization matrix (authorization-matrix.test.ts) and the
// fuzzing suite (fuzz.test.ts). Both suites walk API_CALLS and look each call up here; a call without an
// entry makes both fail with "add a fixture for <call>", so a new call is never silently untested.
import { SNORKELLING_WAIVER_TEXT } from '@rihla/demo/waivers';
import { API_CALLS } from '@rihla/shared/api-calls';
import { AUTH_MESSAGES } from '@rihla/shared/messages/auth';
import { expect } from 'vitest';
import { isoNow } from '../lib/clock.js';
import { newId } from '../lib/ids.js';
import { defaultGiftCardExpiry, issueGiftCard } from '../modules/gift-cards/gift-cards.service.js';
import { paidPageKey } from '../modules/phone-bookings/phone-bookings.service.js';
import { seedPickups } from '../modules/pickups/index.js';
import { seedProductWaivers } from '../modules/waivers/index.js';
import type { TCallResponse, TTestApp } from './harness.js';
import { uniquePhone } from './harness.js';
import { newOperator, operatorCall } from './operators.js';
import type { TCatalogueCard } from './shopping.js';
import { type TSecretName, type TWorld, WORLD_PASSWORD } from './world.js';

export interface TMatrixFixture {
  /** What A sends about A's own objects, with A's token (or none for a public call): it must succeed. */
  owner: (w: TWorld) => unknown | Promise<unknown>;
  ownerCheck?: (res: TCallResponse, w: TWorld) => void | Promise<void>;
  /**
   * What B sends aimed at A's objects (A's ids, codes, phone number); also sent by a visitor when the call is
   * open to visitors. Whatever the answer, it contains none of A's secrets and A's rows stay as they were.
   */
  intruder: (w: TWorld) => unknown[] | Promise<unknown[]>;
  /** 'refused': status 0 with a 4xx. 'harmless': may succeed for B's own account. */
  intruderGets: 'refused' | 'harmless';
  intruderCheck?: (res: TCallResponse, w: TWorld) => void | Promise<void>;
  /** Secrets of A the answer may show to B, and why that is not a leak. */
  mayReveal?: { secrets: TSecretName[]; because: string };
}

export interface TFuzzContext {
  products: { picnic: TCatalogueCard; ticket: TCatalogueCard; holiday: TCatalogueCard };
  /** A bookable date (a week from the test clock's today). */
  date: string;
  /** The phone number of the fuzzing shopper. */
  phone: string;
  blogId: string;
}

export interface TFuzzFixture {
  /** Known-good (or nearly good) bodies the generator sends and mutates, besides those built from the schema. */
  seeds: (f: TFuzzContext) => unknown[];
  /** A success ends the session of the token used (logout, password change, account deletion). */
  endsSession?: boolean;
}

export interface TCallFixture {
  matrix: TMatrixFixture;
  fuzz: TFuzzFixture;
}

const ref = (card: TCatalogueCard) => ({ module: card.module, planId: card.planId });
const line = (card: TCatalogueCard, date: string, adultCount = 1) => ({
  ...ref(card),
  title: card.title,
  date,
  time: card.time,
  adultCount,
});
const dateOf = (w: TWorld) => {
  const now = w.t.clock.now();
  return new Date(now.getTime() + 7 * 86_400_000).toISOString().slice(0, 10);
};

/** A's order's trip collects guests from one point (issue 36, decision 095): answers its id. */
async function pickupPointOfOrder(w: TWorld): Promise<string> {
  const db = w.t.app.ctx.db;
  const order = await db
    .selectFrom('orders')
    .select('items')
    .where('id', '=', w.a.order.orderId)
    .executeTakeFirstOrThrow();
  const productId = (JSON.parse(order.items) as Array<{ productId: string }>)[0]?.productId ?? '';
  const point = { id: 'pickup-matrix', name: 'Matrix Hotel', area: 'Deira', address: 'Baniyas Road, Deira' };
  // The product collects from this point alone (a demo trip may collect from the demo's points already).
  await db.deleteFrom('product_pickups').where('product_id', '=', productId).execute();
  await seedPickups(
    db,
    [point],
    [{ productId, pickups: { minutesBefore: 60, points: [{ pointId: point.id, minutesBefore: null }] } }],
    isoNow(w.t.clock),
  );
  return point.id;
}

/** Public catalogue reads: anyone may ask; the answer is the catalogue, never an account's data. */
function catalogueRead(body: (w: TWorld) => unknown, seeds: TFuzzFixture['seeds']): TCallFixture {
  return {
    matrix: { owner: body, intruder: async (w) => [await body(w)], intruderGets: 'harmless' },
    fuzz: { seeds },
  };
}

/**
 * Makes A a travel agent of a new agency with room on account (decision 126), through the partners desk's own calls
 * as an owner makes them, so A may book on account.
 */
async function makeAgentOfA(w: TWorld): Promise<void> {
  // A world kept from an earlier call may have made A an agent already.
  const already = await w.t.call('users/agencyAccount', {}, w.a.token);
  if (already.body.data) return;
  const owner = await newOperator(w.t, 'owner', 'Matrix Owner');
  const fields = { name: 'Matrix Agency', kind: 'agent', rateKind: 'commission', commissionBp: 1000 };
  const made = await operatorCall(
    w.t,
    'operator/createPartner',
    { fields: { ...fields, creditLimitFils: 100_000_000 } },
    owner.token,
  );
  expect(made.body.status, made.body.message).toBe(1);
  const added = await operatorCall(
    w.t,
    'operator/addPartnerAgent',
    { id: made.body.data.partner.id, contact: w.a.email },
    owner.token,
  );
  expect(added.body.status, added.body.message).toBe(1);
}

/** A gift card of `amountFils`, issued as the back office would; answers its code. */
export async function issueTestGiftCard(t: TTestApp, amountFils: number): Promise<string> {
  const now = isoNow(t.clock);
  const card = await t.app.ctx.db.transaction().execute((trx) =>
    issueGiftCard(
      trx,
      {
        amountFils,
        recipientName: 'Test',
        message: '',
        expiresAt: defaultGiftCardExpiry(now),
        eventKey: `issued:test:${newId()}`,
      },
      now,
    ),
  );
  return card.code;
}

/** A passenger of a Musandam trip, every detail its demo form asks (issue 36). */
export const SAMPLE_PASSENGER = {
  number: 1,
  details: {
    fullName: 'عالية المنصوري',
    nationality: 'AE',
    dateOfBirth: '1990-04-02',
    passportNumber: 'N1234567',
    passportExpiry: '2035-01-31',
  },
  answers: {},
};

/** A's order's trip made to ask a waiver (the demo's, unless it asks one), and the acceptance of its version. */
async function waiverAcceptance(w: TWorld) {
  const { db } = w.t.app.ctx;
  const order = await db
    .selectFrom('orders')
    .select('items')
    .where('id', '=', w.a.order.orderId)
    .executeTakeFirstOrThrow();
  const [line] = JSON.parse(order.items) as Array<{ productId: string }>;
  await seedProductWaivers(
    db,
    [{ productId: line?.productId ?? '', text: SNORKELLING_WAIVER_TEXT, askedOf: 'passenger' }],
    isoNow(w.t.clock),
  );
  const version = await db
    .selectFrom('product_waivers')
    .select('version')
    .where('product_id', '=', line?.productId ?? '')
    .executeTakeFirstOrThrow();
  return { reference: w.a.order.reference, line: 0, version: version.version, isAccepted: true };
}

export const CALL_FIXTURES: Record<string, TCallFixture> = {
  'users/userLogin': {
    matrix: {
      owner: (w) => ({ country: 'AE', phone_number: w.a.phone, password: WORLD_PASSWORD }),
      intruder: (w) => [
        { country: 'AE', phone_number: w.a.phone, password: 'not-her-password' },
        { country: 'AE', phone_number: w.a.phone.replace('+971', '0'), password: `${WORLD_PASSWORD} ` },
      ],
      intruderGets: 'refused',
    },
    // NOTE: a body that passes validation costs an argon2 verification (~50 ms) by design, so the seeds use a
    // country that does not exist: the fuzzing stays on parsing and validation, the matrix covers the rest.
    fuzz: { seeds: (f) => [{ country: 'Atlantis', phone_number: f.phone, password: 'whatever-1' }] },
  },
  'users/userRegister': {
    matrix: {
      owner: () => {
        const phone = uniquePhone();
        return {
          first_name: 'New',
          last_name: 'Shopper',
          country: 'AE',
          phone_number: phone,
          email: 'new@example.com',
          password: WORLD_PASSWORD,
          confirm_password: WORLD_PASSWORD,
        };
      },
      intruder: (w) => [
        {
          first_name: 'Taking',
          last_name: 'Over',
          country: 'AE',
          phone_number: w.a.phone.replace('+971', '0'),
          email: 'attacker@example.com',
          password: 'attacker-pass-1',
          confirm_password: 'attacker-pass-1',
        },
      ],
      // Decision 047: a sign-up with a number that has an account answers like any sign-up (enumeration-safe),
      // creates nothing, and texts the number's owner that someone tried; A's rows stay as they were.
      intruderGets: 'harmless',
      intruderCheck: (res) => {
        expect(res.body.message).toBe(AUTH_MESSAGES.signupCodeSent);
      },
    },
    // NOTE: an invalid phone number is refused before the password is hashed (~100 ms), which keeps runs fast.
    fuzz: {
      seeds: () => [
        {
          first_name: 'Fuzz',
          last_name: 'Case',
          country: 'AE',
          phone_number: '123',
          email: 'fuzz@example.com',
          password: 'fuzz-pass-1',
          confirm_password: 'fuzz-pass-1',
        },
      ],
    },
  },
  'users/sendCode': {
    matrix: {
      // The intruder asks first (a login code), so A's own ask is for another purpose (30 s between two asks).
      owner: (w) => ({ country: 'AE', phone_number: w.a.phone, purpose: 'reset' }),
      // A code goes to A's phone, never to whoever asked; a second ask within 30 seconds is refused.
      intruder: (w) => [{ country: 'AE', phone_number: w.a.phone, purpose: 'login' }],
      intruderGets: 'harmless',
      intruderCheck: (res) => {
        expect(res.body.message).toBe(AUTH_MESSAGES.codeSent);
      },
    },
    fuzz: { seeds: (f) => [{ country: 'Atlantis', phone_number: f.phone, purpose: 'login' }] },
  },
  'users/verifyPhone': {
    matrix: {
      // A new sign-up entering the code texted to it.
      owner: async (w) => {
        const phone = uniquePhone();
        const registered = await w.t.call('users/userRegister', {
          first_name: 'New',
          last_name: 'Shopper',
          country: 'AE',
          phone_number: phone,
          email: 'new@example.com',
          password: WORLD_PASSWORD,
          confirm_password: WORLD_PASSWORD,
        });
        expect(registered.body.status).toBe(1);
        return { country: 'AE', phone_number: phone, code: await w.t.codeSentTo(phone) };
      },
      ownerCheck: (res) => {
        expect(res.body.data.token).toEqual(expect.any(String));
      },
      intruder: (w) => [{ country: 'AE', phone_number: w.a.phone, code: '000000' }],
      intruderGets: 'refused',
    },
    fuzz: { seeds: (f) => [{ country: 'Atlantis', phone_number: f.phone, code: '123456' }] },
  },
  'users/loginWithCode': {
    matrix: {
      owner: async (w) => {
        const sent = await w.t.call('users/sendCode', { country: 'AE', phone_number: w.a.phone, purpose: 'login' });
        expect(sent.body.status).toBe(1);
        return { country: 'AE', phone_number: w.a.phone, code: await w.t.codeSentTo(w.a.phone, 'login') };
      },
      ownerCheck: (res) => {
        expect(res.body.data.token).toEqual(expect.any(String));
      },
      intruder: (w) => [{ country: 'AE', phone_number: w.a.phone, code: '123456' }],
      intruderGets: 'refused',
    },
    fuzz: { seeds: (f) => [{ country: 'Atlantis', phone_number: f.phone, code: '123456' }] },
  },
  'users/resetPassword': {
    matrix: {
      owner: async (w) => {
        const sent = await w.t.call('users/sendCode', { country: 'AE', phone_number: w.a.phone, purpose: 'reset' });
        expect(sent.body.status).toBe(1);
        const code = await w.t.codeSentTo(w.a.phone, 'reset');
        return {
          country: 'AE',
          phone_number: w.a.phone,
          code,
          password: 'a-new-pass-2',
          confirm_password: 'a-new-pass-2',
        };
      },
      ownerCheck: async (res, w) => {
        expect(res.body.data).toBeNull();
        // Every session of the account ends with the old password.
        expect((await w.t.call('users/viewUserProfile', {}, w.a.token)).statusCode).toBe(401);
      },
      intruder: (w) => [
        {
          country: 'AE',
          phone_number: w.a.phone,
          code: '123456',
          password: 'taken-over-1',
          confirm_password: 'taken-over-1',
        },
      ],
      intruderGets: 'refused',
    },
    fuzz: {
      seeds: (f) => [
        {
          country: 'Atlantis',
          phone_number: f.phone,
          code: '123456',
          password: 'fuzz-pass-1',
          confirm_password: 'fuzz-pass-1',
        },
      ],
    },
  },
  'users/logout': {
    matrix: {
      owner: () => ({}),
      ownerCheck: async (_res, w) => {
        expect((await w.t.call('users/viewUserProfile', {}, w.a.token)).statusCode).toBe(401);
      },
      intruder: () => [{}],
      intruderGets: 'harmless',
      intruderCheck: async (_res, w) => {
        expect((await w.t.call('users/viewUserProfile', {}, w.a.token)).body.status).toBe(1);
      },
    },
    fuzz: { seeds: () => [{}], endsSession: true },
  },
  'users/countries': catalogueRead(
    () => ({}),
    () => [{}],
  ),
  // The shop's public settings (decision 071): the same answer for anyone.
  'shop/settings': catalogueRead(
    () => ({}),
    () => [{}],
  ),
  'users/viewNotification': {
    matrix: {
      owner: () => ({}),
      ownerCheck: (res) => expect(res.body.data.length).toBeGreaterThanOrEqual(2),
      intruder: () => [{}],
      intruderGets: 'harmless',
      intruderCheck: (res, w) => {
        expect(res.body.data).toHaveLength(1);
        expect(res.body.data[0].Message).toContain(w.b.firstName);
      },
    },
    fuzz: { seeds: () => [{}] },
  },
  'users/search': catalogueRead(
    (w) => ({ title: w.products.holiday.title.split(' ')[0] }),
    () => [{ title: 'desert' }, { title: '' }],
  ),
  'users/listBanner': catalogueRead(
    () => ({}),
    () => [{}],
  ),
  'users/filteredList': catalogueRead(
    () => ({ category: ['Holidays'] }),
    () => [{ category: ['Holidays'], price: ['Up to 100 AED'], limit: 'all', page: '0' }],
  ),
  'homepage/featuredData': catalogueRead(
    () => ({ most_popular: 1 }),
    () => [{ limit: 'all', page: 0, most_popular: 1 }, { explore_uae: '1' }],
  ),
  'homepage/categoryData': catalogueRead(
    () => ({}),
    () => [{}],
  ),
  'users/viewDetail': {
    matrix: {
      owner: (w) => ref(w.a.favourite),
      ownerCheck: (res) => expect(res.body.data.isWishlisted).toBe(1),
      intruder: (w) => [ref(w.a.favourite)],
      intruderGets: 'harmless',
      // A's wishlist shows nowhere but in A's own answers.
      intruderCheck: (res) => expect(res.body.data.isWishlisted).toBe(0),
    },
    fuzz: { seeds: (f) => [ref(f.products.picnic), ref(f.products.ticket)] },
  },
  'users/addFavourites': {
    matrix: {
      owner: (w) => ref(w.products.ticket),
      intruder: (w) => [ref(w.a.favourite)],
      intruderGets: 'harmless',
    },
    fuzz: { seeds: (f) => [ref(f.products.picnic)] },
  },
  'users/listFavourites': {
    matrix: {
      owner: () => ({}),
      ownerCheck: (res, w) =>
        expect(res.body.data.map((item: TCatalogueCard) => item.planId)).toEqual([w.a.favourite.planId]),
      intruder: () => [{}],
      intruderGets: 'harmless',
      intruderCheck: (res) => expect(res.body.data).toEqual([]),
    },
    fuzz: { seeds: () => [{}] },
  },
  'users/removeFavourites': {
    matrix: {
      owner: (w) => ref(w.a.favourite),
      intruder: (w) => [ref(w.a.favourite)],
      intruderGets: 'harmless',
    },
    fuzz: { seeds: (f) => [ref(f.products.holiday)] },
  },
  'users/listBlog': catalogueRead(
    () => ({ limit: 'all', page: '0' }),
    () => [{ limit: 2, page: 1 }],
  ),
  'users/viewBlog': catalogueRead(
    async (w) => ({ id: (await w.t.call('users/listBlog', {})).body.data[0]._id }),
    (f) => [{ id: f.blogId }, { id: 'no-such-post' }],
  ),
  'users/viewPage': catalogueRead(
    () => ({ page: 'terms-of-service' }),
    () => [{ page: 'terms-of-service' }, { page: 'faq' }, { page: 'no-such-page' }],
  ),
  'users/availability': catalogueRead(
    (w) => ({ ...ref(w.a.cartLine), from: dateOf(w), days: 3 }),
    (f) => [{ ...ref(f.products.picnic), from: f.date, days: '7' }],
  ),
  'users/departures': catalogueRead(
    (w) => ({ ...ref(w.a.cartLine), from: dateOf(w), days: 3 }),
    (f) => [{ ...ref(f.products.picnic), from: f.date, days: '7' }],
  ),
  'users/addToCart': {
    matrix: {
      owner: (w) => ({ item: [line(w.products.picnic, dateOf(w))] }),
      intruder: (w) => [{ item: [line(w.a.cartLine, dateOf(w), 3)] }],
      intruderGets: 'harmless',
    },
    fuzz: { seeds: (f) => [{ item: [line(f.products.picnic, f.date), line(f.products.ticket, f.date, 2)] }] },
  },
  'users/viewCart': {
    matrix: {
      owner: () => ({}),
      ownerCheck: (res, w) =>
        expect(res.body.data.items.map((item: TCatalogueCard) => item.planId)).toEqual([w.a.cartLine.planId]),
      intruder: () => [{}],
      intruderGets: 'harmless',
      intruderCheck: (res, w) =>
        expect(res.body.data.items.map((item: TCatalogueCard) => item.planId)).toEqual([w.b.cartLine.planId]),
    },
    fuzz: { seeds: () => [{}] },
  },
  'users/deleteCart': {
    matrix: {
      owner: (w) => ref(w.a.cartLine),
      intruder: (w) => [ref(w.a.cartLine)],
      intruderGets: 'harmless',
    },
    fuzz: { seeds: (f) => [ref(f.products.ticket), { lineId: 'AAAAAAAAAAAAAAAAAAAAAA' }] },
  },
  'users/updateCartLine': {
    matrix: {
      owner: (w) => ({ lineId: w.a.cartLineId, tickets: { adult: 2 } }),
      intruder: (w) => [{ lineId: w.a.cartLineId, tickets: { adult: 3 } }],
      intruderGets: 'refused',
    },
    fuzz: { seeds: () => [{ lineId: 'AAAAAAAAAAAAAAAAAAAAAA', tickets: { adult: 2 } }] },
  },
  'users/checkout': {
    matrix: {
      owner: () => ({}),
      intruder: () => [{}],
      intruderGets: 'harmless',
      // B's checkout prices B's own line only.
      intruderCheck: (res, w) => expect(res.body.data[0].actual_amount).toBe(w.b.cartLine.price),
    },
    fuzz: { seeds: () => [{}, { coupon_code: 'WELCOME10' }, { coupon_code: 'NOPE' }] },
  },
  'users/viewCheckout': {
    matrix: {
      owner: (w) => ({ cartId: w.a.order.cartId }),
      ownerCheck: (res, w) =>
        expect(res.body.data).toMatchObject({ state: 'paid', order: { reference: w.a.order.reference } }),
      intruder: (w) => [{ cartId: w.a.order.cartId }, { cartId: w.a.openCheckout.cartId }],
      intruderGets: 'refused',
    },
    fuzz: { seeds: () => [{ cartId: 'AAAAAAAAAAAAAAAAAAAAAA' }] },
  },
  'users/paymentInitiate': {
    matrix: {
      owner: (w) => ({ cartId: w.a.openCheckout.cartId }),
      intruder: (w) => [{ cartId: w.a.openCheckout.cartId }, { cartId: w.a.order.cartId }],
      intruderGets: 'refused',
    },
    fuzz: { seeds: () => [{ cartId: 'AAAAAAAAAAAAAAAAAAAAAA' }] },
  },
  // A travel agent's account on the storefront (decision 126): B, no agent, learns nothing of A's checkout.
  'users/agencyAccount': {
    matrix: {
      owner: async (w) => {
        await makeAgentOfA(w);
        return { cartId: w.a.openCheckout.cartId };
      },
      ownerCheck: (res) => expect(res.body.data).toMatchObject({ partnerName: 'Matrix Agency', isActive: true }),
      intruder: (w) => [{ cartId: w.a.openCheckout.cartId }, {}],
      intruderGets: 'harmless',
      intruderCheck: (res) => expect(res.body.data).toBeNull(),
    },
    fuzz: { seeds: () => [{}, { cartId: 'AAAAAAAAAAAAAAAAAAAAAA' }] },
  },
  'users/payOnAccount': {
    matrix: {
      owner: async (w) => {
        await makeAgentOfA(w);
        return { cartId: w.a.openCheckout.cartId };
      },
      ownerCheck: (res) => expect(res.body.data.reference).toMatch(/^RH-/),
      intruder: (w) => [{ cartId: w.a.openCheckout.cartId }, { cartId: w.a.order.cartId }],
      intruderGets: 'refused',
    },
    fuzz: { seeds: () => [{ cartId: 'AAAAAAAAAAAAAAAAAAAAAA' }] },
  },
  'users/confirmBooking': {
    matrix: {
      // Confirming again is idempotent: A gets the same order back.
      owner: (w) => ({ paymentId: w.a.order.transactionId, cartId: w.a.order.cartId }),
      ownerCheck: (res, w) => expect(res.body.data.reference).toBe(w.a.order.reference),
      intruder: (w) => [
        { paymentId: w.a.order.transactionId, cartId: w.a.order.cartId },
        { paymentId: w.a.openCheckout.transactionId, cartId: w.a.openCheckout.cartId },
      ],
      intruderGets: 'refused',
    },
    fuzz: { seeds: () => [{ paymentId: 'sbx_AAAAAAAAAAAAAAAAAAAAAA', cartId: 'AAAAAAAAAAAAAAAAAAAAAA' }] },
  },
  'users/viewWallet': {
    matrix: {
      owner: () => ({}),
      ownerCheck: (res) => {
        expect(res.body.data).toMatchObject({
          walletFils: expect.any(Number),
          points: expect.any(Number),
          isBlocked: false,
        });
        expect(res.body.data.entries).toEqual(expect.any(Array));
      },
      // B sees B's own (empty) wallet, never A's.
      intruder: () => [{}],
      intruderGets: 'harmless',
      intruderCheck: (res) => expect(res.body.data.entries).toEqual([]),
    },
    fuzz: { seeds: () => [{}] },
  },
  'users/buyGiftCard': {
    matrix: {
      owner: () => ({ amount: 100, recipient_name: 'Sara', message: 'Happy birthday' }),
      ownerCheck: (res) => expect(res.body.data.Transaction.TransactionID).toMatch(/^sbx_/),
      // B buys a card of B's own: there is nothing of A's to aim at.
      intruder: () => [{ amount: 50, recipient_name: 'Friend' }],
      intruderGets: 'harmless',
    },
    fuzz: {
      seeds: () => [
        { amount: 250, recipient_name: 'Fuzz', message: '' },
        { amount: 49, recipient_name: 'x' },
        { amount: 5001, recipient_name: 'x', message: 'y'.repeat(301) },
      ],
    },
  },
  'users/viewGiftCardPurchase': {
    matrix: {
      owner: async (w) => {
        const bought = await w.t.call('users/buyGiftCard', { amount: 100, recipient_name: 'Sara' }, w.a.token);
        return { purchaseId: bought.body.data.purchaseId };
      },
      ownerCheck: (res) => expect(res.body.data).toEqual({ state: 'pending', card: null }),
      // A's own ids, none of them a purchase B may see (gift-cards.test.ts asks for A's purchase itself).
      intruder: (w) => [{ purchaseId: w.a.order.cartId }, { purchaseId: w.a.openCheckout.cartId }],
      intruderGets: 'refused',
    },
    fuzz: { seeds: () => [{ purchaseId: 'AAAAAAAAAAAAAAAAAAAAAA' }] },
  },
  'users/listGiftCards': {
    matrix: {
      owner: () => ({}),
      ownerCheck: (res) => expect(res.body.data).toEqual(expect.any(Array)),
      intruder: () => [{}],
      intruderGets: 'harmless',
      intruderCheck: (res) => expect(res.body.data).toEqual([]),
    },
    fuzz: { seeds: () => [{}] },
  },
  'users/redeemGiftCard': {
    matrix: {
      // A gift card is a bearer token: whoever holds the code may redeem it; A redeems one issued for the test.
      owner: async (w) => ({ code: await issueTestGiftCard(w.t, 5_000) }),
      ownerCheck: (res) => expect(res.body.data.walletFils).toBeGreaterThanOrEqual(5_000),
      intruder: () => [{ code: 'AAAA-AAAA-AAAA-AAAA' }, { code: 'not a code' }],
      intruderGets: 'refused',
    },
    fuzz: { seeds: () => [{ code: 'AAAA-AAAA-AAAA-AAAA' }, { code: 'aaaa aaaa aaaa aaaa' }, { code: '' }] },
  },
  'users/viewCompletedOrder': {
    matrix: {
      owner: () => ({}),
      ownerCheck: (res, w) => {
        expect(res.body.data.map((order: { reference: string }) => order.reference)).toEqual([w.a.order.reference]);
        expect(res.body.data[0].pdfUrl).toContain(w.a.order.orderId);
      },
      intruder: () => [{}],
      intruderGets: 'harmless',
      intruderCheck: (res) => expect(res.body.data).toEqual([]),
    },
    fuzz: { seeds: () => [{}] },
  },
  'users/viewUserProfile': {
    matrix: {
      owner: () => ({}),
      ownerCheck: (res, w) => expect(res.body.data.profile_pic).toBe(w.a.pictureUrl),
      intruder: () => [{}],
      intruderGets: 'harmless',
      intruderCheck: (res, w) => expect(res.body.data.first_name).toBe(w.b.firstName),
    },
    fuzz: { seeds: () => [{}] },
  },
  'users/userInfo': {
    matrix: {
      owner: (w) => ({ gender: 'female', dob: '1991-05-06', first_name: w.a.firstName, profile_pic: w.a.pictureUrl }),
      // B may not point B's profile at A's picture.
      intruder: (w) => [{ gender: '', dob: '', profile_pic: w.a.pictureUrl }],
      intruderGets: 'refused',
    },
    fuzz: {
      seeds: () => [
        { gender: '', dob: '' },
        { gender: 'male', dob: '1980-01-31', first_name: 'Fuzz', last_name: 'Case', profile_pic: '' },
        { gender: 'other', dob: '2001-12-01', profile_pic: '/uploads/AAAAAAAAAAAAAAAAAAAAAA.webp' },
      ],
    },
  },
  'users/cancelBooking': {
    matrix: {
      owner: (w) => ({ reference: w.a.order.reference }),
      ownerCheck: (res, w) => {
        expect(res.body.data).toMatchObject({ reference: w.a.order.reference, status: 'refunded', pdfUrl: null });
      },
      // The reference is the order's name, printed on its voucher: knowing it never lets B cancel it.
      intruder: (w) => [{ reference: w.a.order.reference }, { reference: w.a.order.reference.toLowerCase() }],
      intruderGets: 'refused',
    },
    fuzz: { seeds: () => [{ reference: 'RH-AAAAAAAA' }, { reference: ' RH-AAAAAAAA ' }] },
  },
  'users/viewPassengers': {
    matrix: {
      owner: (w) => ({ reference: w.a.order.reference }),
      ownerCheck: (res, w) => {
        expect(res.body.data).toMatchObject({ reference: w.a.order.reference, isRevealed: true });
      },
      // Knowing an order's reference (printed on its voucher) never shows its passengers to anyone else.
      intruder: (w) => [{ reference: w.a.order.reference }],
      intruderGets: 'refused',
    },
    fuzz: { seeds: () => [{ reference: 'RH-AAAAAAAA' }] },
  },
  'users/savePassengers': {
    matrix: {
      owner: (w) => ({ reference: w.a.order.reference, lines: [{ line: 0, passengers: [SAMPLE_PASSENGER] }] }),
      ownerCheck: (res) => {
        expect(res.body.data.lines[0].passengers[0].details.passportNumber).toBe(
          SAMPLE_PASSENGER.details.passportNumber,
        );
      },
      intruder: (w) => [{ reference: w.a.order.reference, lines: [{ line: 0, passengers: [SAMPLE_PASSENGER] }] }],
      intruderGets: 'refused',
    },
    fuzz: {
      seeds: () => [
        { reference: 'RH-AAAAAAAA', lines: [{ line: 0, passengers: [SAMPLE_PASSENGER] }] },
        {
          reference: 'RH-AAAAAAAA',
          lines: [{ line: 0, booking: { details: { phone: '+971501234567' }, answers: { diet: 'Veg' } } }],
        },
      ],
    },
  },
  'users/viewWaivers': {
    matrix: {
      owner: (w) => ({ reference: w.a.order.reference }),
      ownerCheck: (res, w) => {
        expect(res.body.data).toMatchObject({ reference: w.a.order.reference });
      },
      // Knowing an order's reference (printed on its voucher) never shows its waivers' signatures to anyone else.
      intruder: (w) => [{ reference: w.a.order.reference }],
      intruderGets: 'refused',
    },
    fuzz: { seeds: () => [{ reference: 'RH-AAAAAAAA' }] },
  },
  'users/acceptWaiver': {
    matrix: {
      owner: async (w) => ({ ...(await waiverAcceptance(w)), passengers: [{ number: 1, name: 'Layla Shopper' }] }),
      ownerCheck: (res) => {
        expect(res.body.data.lines[0].signers[0].accepted).toMatchObject({ name: 'Layla Shopper' });
      },
      intruder: async (w) => [{ ...(await waiverAcceptance(w)), passengers: [{ number: 1, name: 'Someone Else' }] }],
      intruderGets: 'refused',
    },
    fuzz: {
      seeds: () => [
        {
          reference: 'RH-AAAAAAAA',
          line: 0,
          version: 1,
          isAccepted: true,
          passengers: [{ number: 1, name: 'عالية المنصوري' }],
        },
      ],
    },
  },
  'users/viewPickups': {
    matrix: {
      owner: (w) => ({ reference: w.a.order.reference }),
      ownerCheck: (res, w) => expect(res.body.data).toMatchObject({ reference: w.a.order.reference }),
      // Knowing an order's reference (printed on its voucher) never shows its pick-up to anyone else.
      intruder: (w) => [{ reference: w.a.order.reference }],
      intruderGets: 'refused',
    },
    fuzz: { seeds: () => [{ reference: 'RH-AAAAAAAA' }] },
  },
  'users/choosePickup': {
    matrix: {
      owner: async (w) => ({ reference: w.a.order.reference, line: 0, pointId: await pickupPointOfOrder(w) }),
      ownerCheck: (res) => {
        expect(res.body.data.lines[0].chosen).toMatchObject({ pointId: 'pickup-matrix', name: 'Matrix Hotel' });
      },
      intruder: async (w) => [{ reference: w.a.order.reference, line: 0, pointId: await pickupPointOfOrder(w) }],
      intruderGets: 'refused',
    },
    fuzz: {
      seeds: () => [
        { reference: 'RH-AAAAAAAA', line: 0, pointId: 'pickup-hilton-jbr' },
        { reference: 'RH-AAAAAAAA', line: 3, pointId: '' },
      ],
    },
  },
  'users/setReminders': {
    matrix: {
      owner: () => ({ wantsReminders: false }),
      ownerCheck: async (_res, w) => {
        const profile = await w.t.call('users/viewUserProfile', {}, w.a.token);
        expect(profile.body.data.wantsReminders).toBe(false);
      },
      // The call has no target: B changes B's own choice at most; A's row is compared before and after.
      intruder: () => [{ wantsReminders: false }],
      intruderGets: 'harmless',
    },
    fuzz: { seeds: () => [{ wantsReminders: true }, { wantsReminders: false }] },
  },
  'users/changePassword': {
    matrix: {
      owner: () => ({ oldPassword: WORLD_PASSWORD, newPassword: 'another-pass-2' }),
      ownerCheck: async (_res, w) => {
        const login = await w.t.call('users/userLogin', {
          country: 'AE',
          phone_number: w.a.phone,
          password: 'another-pass-2',
        });
        expect(login.body.status).toBe(1);
      },
      // The call has no target: whatever B sends changes B's password at most; A's rows (password hash
      // included) are compared before and after by the matrix.
      intruder: () => [
        { oldPassword: WORLD_PASSWORD, newPassword: 'taken-over-1' },
        { oldPassword: 'not-the-password', newPassword: 'taken-over-2' },
      ],
      intruderGets: 'harmless',
    },
    // NOTE: a body that passes validation costs an argon2 verification; equal passwords are refused before it.
    fuzz: { seeds: () => [{ oldPassword: 'same-pass-12', newPassword: 'same-pass-12' }] },
  },
  'users/deleteAccount': {
    matrix: {
      owner: () => ({ password: WORLD_PASSWORD }),
      ownerCheck: async (_res, w) => {
        expect((await w.t.call('users/viewUserProfile', {}, w.a.token)).statusCode).toBe(401);
      },
      intruder: () => [{ password: 'not-the-password' }, { password: `${WORLD_PASSWORD} ` }],
      intruderGets: 'refused',
    },
    // A wrong password: a fuzzing body must never delete the fuzzing shopper.
    fuzz: { seeds: () => [{ password: 'wrong-pass-1' }], endsSession: true },
  },
  'vouchers/verify': {
    matrix: {
      owner: (w) => ({ code: w.a.order.voucherCode }),
      intruder: (w) => [{ code: w.a.order.voucherCode }],
      intruderGets: 'harmless',
      mayReveal: {
        secrets: ['orderReference'],
        because: 'the code is the voucher itself (its QR); whoever holds it sees the booking, never who made it',
      },
      intruderCheck: (res) => expect(Object.keys(res.body.data).sort()).toEqual(['items', 'reference', 'status']),
    },
    fuzz: { seeds: () => [{ code: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }] },
  },
  // A phone booking's confirmation after paying its link (decision 075): A's paid checkout made a phone booking.
  'phoneBookings/paid': {
    matrix: {
      owner: async (w) => {
        const operator = await newOperator(w.t, 'agent', 'Matrix Agent');
        await w.t.app.ctx.db
          .insertInto('phone_bookings')
          .values({
            checkout_id: w.a.order.cartId,
            operator_id: operator.id,
            user_id: w.a.userId,
            created_at: isoNow(w.t.clock),
          })
          .onConflict((conflict) => conflict.column('checkout_id').doNothing())
          .execute();
        return { checkoutId: w.a.order.cartId, key: paidPageKey(w.t.app.ctx, w.a.order.cartId) };
      },
      ownerCheck: (res, w) =>
        expect(res.body.data).toMatchObject({ state: 'confirmed', reference: w.a.order.reference }),
      intruder: (w) => [
        { checkoutId: w.a.order.cartId, key: 'A'.repeat(43) },
        { checkoutId: w.a.openCheckout.cartId, key: paidPageKey(w.t.app.ctx, w.a.order.cartId) },
        { checkoutId: w.a.order.cartId, key: paidPageKey(w.t.app.ctx, w.a.openCheckout.cartId) },
      ],
      intruderGets: 'refused',
    },
    fuzz: { seeds: () => [{ checkoutId: 'no-such-checkout', key: 'A'.repeat(43) }] },
  },
};

export const FIXTURES_FILE = 'apps/api/src/test/call-fixtures.ts';

/** The fixture of a call, or a failure that tells the reader what to add. */
export function fixtureOf(name: string): TCallFixture {
  const fixture = CALL_FIXTURES[name];
  if (!fixture) throw new Error(`add a fixture for ${name} to CALL_FIXTURES in ${FIXTURES_FILE}`);
  return fixture;
}

export const CALL_NAMES = Object.keys(API_CALLS);
