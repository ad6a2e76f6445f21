import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '../modules/payments/sandbox-provider.js';
import { createTestApp, TEST_PUBLIC_URL, type TTestApp, uniquePhone } from '../test/harness.js';
import { newOperator, operatorCall } from '../test/operators.js';
import {
  addLine,
  checkoutAndInitiate,
  nextWeek,
  payOnSandbox,
  productsOf,
  type TCatalogueCard,
} from '../test/shopping.js';
import { newId } from './ids.js';
import { RATE_LIMITS, scaleRateLimits, type TRateLimitKey, type TRateLimitTable } from './rate-limits.js';

const WINDOW_SECONDS = 60;
const MAX = 2;

/** Every entry of the real table, with every budget cut to MAX requests a minute. */
const SMALL_LIMITS: TRateLimitTable = Object.fromEntries(
  Object.entries(RATE_LIMITS).map(([route, limit]) => [
    route,
    { ...limit, rules: limit.rules.map((rule) => ({ ...rule, max: MAX, windowSeconds: WINDOW_SECONDS })) },
  ]),
);

/** The app under test (small limits) and a second app on the same database with no limits, for set-up. */
let t: TTestApp;
let free: TTestApp;
let picnic: TCatalogueCard;
let voucherPath: string;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: SMALL_LIMITS });
  free = await createTestApp({ shareDatabaseWith: t });
  [picnic] = (await productsOf(free, 'Picnic Musandum')) as [TCatalogueCard];
  const { token } = await free.newShopper();
  await addLine(free, token, picnic, 1);
  const { cartId, transactionId } = await checkoutAndInitiate(free, token);
  await payOnSandbox(free, transactionId, SANDBOX_CARDS.approve);
  await free.call('users/confirmBooking', { paymentId: transactionId, cartId }, token);
  operatorToken = (await newOperator(free, 'agent')).token;
  const [order] = (await free.call('users/viewCompletedOrder', {}, token)).body.data;
  voucherPath = (order.pdfUrl as string).slice(TEST_PUBLIC_URL.length);
});
afterAll(async () => {
  await free?.close();
  await t?.close();
});

// Each test starts on a window boundary, so its counters are fresh and Retry-After is the whole window.
beforeEach(() => {
  const windowMs = WINDOW_SECONDS * 1000;
  t.clock.set(new Date((Math.floor(t.clock.now().getTime() / windowMs) + 1) * windowMs).toISOString());
});

let addressCounter = 0;
function freshAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

/** Who sends a request: the client address, the session of a shopper, and the phone number typed in. */
interface TIdentity {
  address: string;
  token: string;
  phone: string;
  email: string;
}

async function freshIdentity(needsToken: boolean): Promise<TIdentity> {
  return {
    address: freshAddress(),
    token: needsToken ? (await free.newShopper()).token : '',
    phone: uniquePhone(),
    email: `${newId()
      .toLowerCase()
      .replace(/[^a-z0-9]/g, 'x')}@ops.example`,
  };
}

const FIELDS_OF: Record<TRateLimitKey, Array<keyof TIdentity>> = {
  address: ['address'],
  user: ['token'],
  phone: ['phone'],
  phoneAtAddress: ['phone', 'address'],
  email: ['email'],
  emailAtAddress: ['email', 'address'],
};

/** The same identity in the parts a rule counts, and fresh in every other part. */
async function sameIn(per: TRateLimitKey, base: TIdentity, needsToken: boolean): Promise<TIdentity> {
  const fresh = await freshIdentity(needsToken && per !== 'user');
  return { ...fresh, ...Object.fromEntries(FIELDS_OF[per].map((field) => [field, base[field]])) };
}

function json(app: TTestApp, name: string, body: unknown, who: TIdentity) {
  return app.app.inject({
    method: 'POST',
    url: `/api/${name}`,
    payload: body as object,
    headers: who.token ? { 'x-access-token': who.token } : {},
    remoteAddress: who.address,
  });
}

function form(url: string, fields: Record<string, string>, who: TIdentity) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress: who.address,
  });
}

let picture: Buffer;
/** A signed-in operator: renewing recovery codes is counted per address for whoever holds a session. */
let operatorToken: string;

interface TLimitedCall {
  route: string;
  what: string;
  needsToken: boolean;
  send(who: TIdentity): Promise<LightMyRequestResponse>;
}

const LIMITED_CALLS: TLimitedCall[] = [
  {
    route: 'POST /api/users/userLogin',
    what: 'login attempts',
    needsToken: false,
    send: (who) => json(t, 'users/userLogin', { country: 'AE', phone_number: who.phone, password: 'not-it-1' }, who),
  },
  {
    route: 'POST /api/operator/signIn',
    what: 'sign-in attempts',
    needsToken: false,
    send: async (who) =>
      (
        await operatorCall(
          t,
          'operator/signIn',
          { email: who.email, password: 'not-it-123456' },
          undefined,
          who.address,
        )
      ).raw,
  },
  {
    route: 'POST /api/operator/signInCode',
    what: 'sign-in attempts',
    needsToken: false,
    send: async (who) =>
      (await operatorCall(t, 'operator/signInCode', { challenge: newId(), code: '123456' }, undefined, who.address))
        .raw,
  },
  {
    route: 'POST /api/operator/acceptInvite',
    what: 'requests',
    needsToken: false,
    send: async (who) =>
      (
        await operatorCall(
          t,
          'operator/acceptInvite',
          { invite: newId(), name: 'Rate Limit', password: 'long-enough-pass' },
          undefined,
          who.address,
        )
      ).raw,
  },
  {
    route: 'POST /api/operator/newRecoveryCodes',
    what: 'code attempts',
    needsToken: false,
    send: async (who) =>
      (await operatorCall(t, 'operator/newRecoveryCodes', { code: '123456' }, operatorToken, who.address)).raw,
  },
  {
    route: 'POST /api/users/userRegister',
    what: 'sign-ups',
    needsToken: false,
    send: (who) =>
      json(
        t,
        'users/userRegister',
        {
          first_name: 'Rate',
          last_name: 'Limit',
          country: 'AE',
          phone_number: uniquePhone(),
          email: 'rate@example.com',
          password: 'secret-pass-1',
          confirm_password: 'secret-pass-1',
        },
        who,
      ),
  },
  // One-time codes (decision 047): each to a fresh number, so that only the address's budget counts.
  {
    route: 'POST /api/users/sendCode',
    what: 'codes',
    needsToken: false,
    send: (who) => json(t, 'users/sendCode', { country: 'AE', phone_number: uniquePhone(), purpose: 'login' }, who),
  },
  ...(['users/verifyPhone', 'users/loginWithCode'] as const).map((name) => ({
    route: `POST /api/${name}`,
    what: 'code attempts',
    needsToken: false,
    send: (who: TIdentity) => json(t, name, { country: 'AE', phone_number: uniquePhone(), code: '123456' }, who),
  })),
  {
    route: 'POST /api/users/resetPassword',
    what: 'code attempts',
    needsToken: false,
    send: (who) =>
      json(
        t,
        'users/resetPassword',
        {
          country: 'AE',
          phone_number: uniquePhone(),
          code: '123456',
          password: 'secret-pass-2',
          confirm_password: 'secret-pass-2',
        },
        who,
      ),
  },
  {
    route: 'POST /api/admin/single_upload',
    what: 'uploads',
    needsToken: true,
    send: async (who) => {
      picture ??= await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0f766e' } })
        .png()
        .toBuffer();
      const body = new FormData();
      body.append('image', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'me.png');
      return t.app.inject({
        method: 'POST',
        url: '/api/admin/single_upload',
        payload: body,
        headers: { 'x-access-token': who.token },
        remoteAddress: who.address,
      });
    },
  },
  {
    route: 'POST /api/users/search',
    what: 'searches',
    needsToken: false,
    send: (who) => json(t, 'users/search', { title: 'dhow' }, who),
  },
  {
    route: 'POST /api/users/filteredList',
    what: 'requests',
    needsToken: false,
    send: (who) => json(t, 'users/filteredList', { category: ['Holidays'] }, who),
  },
  {
    route: 'POST /api/users/availability',
    what: 'requests',
    needsToken: false,
    send: (who) =>
      json(t, 'users/availability', { module: picnic.module, planId: picnic.planId, from: nextWeek(t), days: 7 }, who),
  },
  {
    route: 'POST /api/users/departures',
    what: 'requests',
    needsToken: false,
    send: (who) =>
      json(t, 'users/departures', { module: picnic.module, planId: picnic.planId, from: nextWeek(t), days: 7 }, who),
  },
  {
    route: 'POST /api/users/addToCart',
    what: 'requests',
    needsToken: true,
    send: (who) =>
      json(
        t,
        'users/addToCart',
        {
          item: [
            {
              module: picnic.module,
              planId: picnic.planId,
              title: picnic.title,
              date: nextWeek(t),
              time: picnic.time,
              adultCount: 1,
            },
          ],
        },
        who,
      ),
  },
  {
    route: 'POST /api/users/updateCartLine',
    what: 'requests',
    needsToken: true,
    send: (who) => json(t, 'users/updateCartLine', { lineId: newId(), tickets: { adult: 1 } }, who),
  },
  {
    route: 'POST /api/users/checkout',
    what: 'requests',
    needsToken: true,
    send: (who) => json(t, 'users/checkout', {}, who),
  },
  {
    route: 'POST /api/users/paymentInitiate',
    what: 'requests',
    needsToken: true,
    send: (who) => json(t, 'users/paymentInitiate', { cartId: newId() }, who),
  },
  {
    route: 'POST /api/users/confirmBooking',
    what: 'requests',
    needsToken: true,
    send: (who) => json(t, 'users/confirmBooking', { paymentId: newId(), cartId: newId() }, who),
  },
  {
    route: 'POST /api/users/cancelBooking',
    what: 'requests',
    needsToken: true,
    send: (who) => json(t, 'users/cancelBooking', { reference: 'RH-NOSUCHONE' }, who),
  },
  {
    route: 'POST /api/users/redeemGiftCard',
    what: 'gift card attempts',
    needsToken: true,
    send: (who) => json(t, 'users/redeemGiftCard', { code: 'AAAA-AAAA-AAAA-AAAA' }, who),
  },
  {
    route: 'POST /api/users/buyGiftCard',
    what: 'requests',
    needsToken: true,
    send: (who) => json(t, 'users/buyGiftCard', { amount: 50, recipient_name: 'Rate' }, who),
  },
  {
    route: 'POST /api/users/changePassword',
    what: 'password attempts',
    needsToken: true,
    send: (who) =>
      json(t, 'users/changePassword', { oldPassword: 'not-the-password', newPassword: 'another-pass-2' }, who),
  },
  {
    route: 'POST /api/users/deleteAccount',
    what: 'password attempts',
    needsToken: true,
    send: (who) => json(t, 'users/deleteAccount', { password: 'not-the-password' }, who),
  },
  {
    route: 'GET /media/demo/:file',
    what: 'pictures',
    needsToken: false,
    send: (who) => t.app.inject({ method: 'GET', url: '/media/demo/skyline-21-wide.webp', remoteAddress: who.address }),
  },
  {
    route: 'GET /api/vouchers/:file',
    what: 'downloads',
    needsToken: false,
    send: (who) => t.app.inject({ method: 'GET', url: voucherPath, remoteAddress: who.address }),
  },
  {
    route: 'POST /api/vouchers/verify',
    what: 'requests',
    needsToken: false,
    send: (who) => json(t, 'vouchers/verify', { code: newId() }, who),
  },
  {
    route: 'POST /api/sandbox/pay',
    what: 'requests',
    needsToken: false,
    send: (who) => form('/api/sandbox/pay', { TransactionID: newId() }, who),
  },
  {
    route: 'POST /api/sandbox/pay/submit',
    what: 'payment attempts',
    needsToken: false,
    send: (who) =>
      form(
        '/api/sandbox/pay/submit',
        { TransactionID: newId(), card_number: SANDBOX_CARDS.approve, expiry: '12/39', cvv: '123' },
        who,
      ),
  },
  {
    route: 'GET /api/payments/return/:provider/:transactionId',
    what: 'payment returns',
    needsToken: false,
    send: (who) =>
      t.app.inject({ method: 'GET', url: `/api/payments/return/telr/telr_${newId()}`, remoteAddress: who.address }),
  },
  {
    route: 'POST /api/payments/return/:provider/:transactionId',
    what: 'payment returns',
    needsToken: false,
    send: (who) => form(`/api/payments/return/epg/epg_${newId()}`, { TransactionID: newId() }, who),
  },
];

function expectServed(res: LightMyRequestResponse, label: string) {
  expect(res.statusCode, `${label}: ${res.body.slice(0, 200)}`).not.toBe(429);
  expect(res.statusCode, `${label}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
}

describe('the rate-limit table', () => {
  it('limits exactly the calls tested below, each a route the server has', () => {
    expect(Object.keys(RATE_LIMITS).sort()).toEqual(LIMITED_CALLS.map((call) => call.route).sort());
    for (const route of Object.keys(RATE_LIMITS)) {
      const [method, url] = route.split(' ') as ['GET' | 'POST', string];
      expect(t.app.hasRoute({ method, url }), route).toBe(true);
    }
  });

  it('limits login per number at an address and per address, and uploads per user and per address', () => {
    const pers = (route: string) => RATE_LIMITS[route]?.rules.map((rule) => rule.per);
    // The number's ceiling over all addresses counts wrong passwords only (modules/auth/sign-in-throttle.ts).
    expect(pers('POST /api/users/userLogin')).toEqual(['phoneAtAddress', 'address']);
    expect(pers('POST /api/admin/single_upload')).toEqual(['user', 'address']);
    expect(pers('POST /api/users/userRegister')).toEqual(['address']);
    expect(pers('POST /api/users/search')).toEqual(['address']);
  });

  it('multiplies every budget by RATE_LIMIT_SCALE, never below one request', () => {
    const scaled = scaleRateLimits(RATE_LIMITS, 10);
    expect(scaled['POST /api/users/userLogin']?.rules[0]?.max).toBe(100);
    const tiny = scaleRateLimits(RATE_LIMITS, 0.0001);
    for (const limit of Object.values(tiny)) for (const rule of limit.rules) expect(rule.max).toBe(1);
  });
});

for (const call of LIMITED_CALLS) {
  for (const rule of RATE_LIMITS[call.route]?.rules ?? []) {
    describe(call.route, () => {
      it(`refuses the request after the budget per ${rule.per} with 429, spares another ${rule.per}, and resets with the window`, async () => {
        const base = await freshIdentity(call.needsToken);
        for (let i = 1; i <= MAX; i += 1) {
          expectServed(await call.send(await sameIn(rule.per, base, call.needsToken)), `request ${i}`);
        }
        const refused = await call.send(await sameIn(rule.per, base, call.needsToken));
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toEqual({
          status: 0,
          message: `Too many ${call.what}. Please wait 1 minute and try again.`,
          retry_after: WINDOW_SECONDS,
        });
        expect(refused.headers['retry-after']).toBe(String(WINDOW_SECONDS));

        expectServed(await call.send(await freshIdentity(call.needsToken)), `another ${rule.per}`);

        t.clock.advance(WINDOW_SECONDS * 1000);
        expectServed(await call.send(await sameIn(rule.per, base, call.needsToken)), 'the next window');
      });
    });
  }
}

describe('limits counted by address', () => {
  it('count a search answered from the cache, and refuse a malformed one once the budget is spent', async () => {
    const who = await freshIdentity(false);
    expectServed(await json(t, 'users/search', { title: 'dhow' }, who), 'the first search');
    // The same body again is answered from the cache, before validation: it still counts.
    expectServed(await json(t, 'users/search', { title: 'dhow' }, who), 'the cached search');
    // The limit runs before validation, so the third request hears 429, not a validation message.
    const malformed = await json(t, 'users/search', { title: 5 }, who);
    expect(malformed.statusCode).toBe(429);
    expect(malformed.json().status).toBe(0);
  });
});

describe('counters', () => {
  it('store no phone number, address or account id, and forget ended windows', async () => {
    const who = await freshIdentity(false);
    await json(t, 'users/userLogin', { country: 'AE', phone_number: who.phone, password: 'not-it-1' }, who);
    const rows = await t.app.ctx.db.selectFrom('rate_limit_counters').selectAll().execute();
    expect(rows.length).toBeGreaterThan(0);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(who.phone.slice(1));
    expect(stored).not.toContain(who.address);

    t.clock.advance(16 * 60_000);
    await json(t, 'users/search', { title: 'dhow' }, who);
    const now = t.clock.now().toISOString();
    const ended = await t.app.ctx.db
      .selectFrom('rate_limit_counters')
      .select('bucket')
      .where('expires_at', '<=', now)
      .execute();
    expect(ended).toEqual([]);
  });

  it('are not written at all with RATE_LIMITS=off', async () => {
    const before = await free.app.ctx.db.selectFrom('rate_limit_counters').selectAll().execute();
    const who = await freshIdentity(false);
    for (let i = 0; i < MAX + 2; i += 1) expectServed(await json(free, 'users/search', { title: 'x' }, who), 'off');
    const after = await free.app.ctx.db.selectFrom('rate_limit_counters').selectAll().execute();
    expect(after).toEqual(before);
  });
});

describe('the client address', () => {
  const searchLimit: TRateLimitTable = {
    'POST /api/users/search': { what: 'searches', rules: [{ per: 'address', max: 1, windowSeconds: 60 }] },
  };
  const search = (app: TTestApp, forwardedFor: string) =>
    app.app.inject({
      method: 'POST',
      url: '/api/users/search',
      payload: { title: 'dhow' },
      headers: { 'x-forwarded-for': forwardedFor },
      remoteAddress: '192.0.2.10',
    });

  it('ignores X-Forwarded-For by default, so a forged header does not escape the limit', async () => {
    const direct = await createTestApp({ shareDatabaseWith: t, rateLimits: searchLimit });
    try {
      expect((await search(direct, '203.0.113.1')).statusCode).toBe(200);
      expect((await search(direct, '203.0.113.2')).statusCode).toBe(429);
    } finally {
      await direct.close();
    }
  });

  it('takes the address one proxy hop away with TRUST_PROXY=1', async () => {
    const proxied = await createTestApp({ shareDatabaseWith: t, rateLimits: searchLimit, env: { TRUST_PROXY: '1' } });
    try {
      expect((await search(proxied, '198.51.100.1')).statusCode).toBe(200);
      expect((await search(proxied, '198.51.100.2')).statusCode).toBe(200);
      expect((await search(proxied, '198.51.100.1')).statusCode).toBe(429);
    } finally {
      await proxied.close();
    }
  });

  it('believes the proxy when TRUST_PROXY names it', async () => {
    const proxied = await createTestApp({
      shareDatabaseWith: t,
      rateLimits: searchLimit,
      env: { TRUST_PROXY: '192.0.2.0/24' },
    });
    try {
      expect((await search(proxied, '203.0.113.3')).statusCode).toBe(200);
      expect((await search(proxied, '203.0.113.4')).statusCode).toBe(200);
      expect((await search(proxied, '203.0.113.3')).statusCode).toBe(429);
    } finally {
      await proxied.close();
    }
  });
});

describe('several API processes on one database', () => {
  it('share one counter: the budget spent on one server is spent on the other', async () => {
    const limits: TRateLimitTable = {
      'POST /api/users/userLogin': {
        what: 'login attempts',
        rules: [{ per: 'phone', max: 3, windowSeconds: 900 }],
      },
    };
    const first = await createTestApp({ sqliteFile: true, rateLimits: limits, seed: false });
    const second = await createTestApp({ shareDatabaseWith: first, rateLimits: limits });
    try {
      // Two connections of their own: a SQLite file opened twice, or two PostgreSQL pools on one schema.
      expect(second.app.ctx.db).not.toBe(first.app.ctx.db);
      const phone = uniquePhone();
      const login = (app: TTestApp) =>
        app.call('users/userLogin', { country: 'AE', phone_number: phone, password: 'not-it-1' });
      expect((await login(first)).statusCode).toBe(401);
      expect((await login(second)).statusCode).toBe(401);
      expect((await login(first)).statusCode).toBe(401);
      const refused = await login(second);
      expect(refused.statusCode).toBe(429);
      expect(refused.body).toEqual({
        status: 0,
        message: expect.stringMatching(
          /^Too many login attempts\. Please wait \d+ (minutes?|seconds?) and try again\.$/,
        ),
        retry_after: expect.any(Number),
      });
      expect((await login(first)).statusCode).toBe(429);
    } finally {
      await second.close();
      await first.close();
    }
  });
});

describe('login limits against a stranger who knows a shopper number', () => {
  it("refuse the stranger's address after its tries and still let the owner in from theirs", async () => {
    // The real table's proportions, scaled down: 10 : 200 becomes 3 : 60. The number's ceiling of wrong passwords
    // from all addresses is tested in modules/auth/sign-in-throttle.test.ts.
    const limits: TRateLimitTable = {
      'POST /api/users/userLogin': {
        what: 'login attempts',
        rules: (RATE_LIMITS['POST /api/users/userLogin']?.rules ?? []).map((rule) => ({
          ...rule,
          max: rule.max * 0.3,
        })),
      },
    };
    expect(limits['POST /api/users/userLogin']?.rules.map((rule) => rule.max)).toEqual([3, 60]);
    const app = await createTestApp({ rateLimits: limits, seed: false });
    try {
      const owner = await app.newShopper();
      const attempt = (password: string, remoteAddress: string) =>
        app.call('users/userLogin', { country: 'AE', phone_number: owner.phone, password }, '', { remoteAddress });
      const stranger = '203.0.113.7';
      for (let i = 0; i < 3; i++) expect((await attempt('not-it-1', stranger)).statusCode).toBe(401);
      expect((await attempt('not-it-1', stranger)).statusCode).toBe(429);
      // The right password from the stranger's address is refused too: the address spent its tries.
      expect((await attempt('secret-pass-1', stranger)).statusCode).toBe(429);
      // The owner, from their own address, is let in.
      const mine = await attempt('secret-pass-1', '198.51.100.20');
      expect(mine.statusCode).toBe(200);
      expect(mine.body.data.token).toEqual(expect.any(String));
    } finally {
      await app.close();
    }
  }, 60_000);
});
