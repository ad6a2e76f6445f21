// The contract every call of the shared call table keeps, generated from API_CALLS so that a new call is
// covered the day it is added: who may make it, how a broken request is refused, and that nothing answers 5xx.
import { API_CALLS, SINGLE_UPLOAD_CALL, type TCallName, type TCallRequest } from '@rihla/shared/api-calls';
import { OPERATOR_CALL_NAMES, OPERATOR_CALLS } from '@rihla/shared/operator-calls';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from './test/harness.js';

let t: TTestApp;
let shopperToken: string;
beforeAll(async () => {
  t = await createTestApp();
  shopperToken = (await t.newShopper()).token;
});
afterAll(async () => {
  await t?.close();
});

const CALL_NAMES = Object.keys(API_CALLS) as TCallName[];
const USER_CALLS = CALL_NAMES.filter((name) => API_CALLS[name].access === 'user');

/** A body each call's schema accepts, so that what refuses a request below is never the body itself. */
const VALID_BODIES: { [N in TCallName]: TCallRequest<N> } = {
  'users/userLogin': { country: 'AE', phone_number: '0501234567', password: 'not-the-password' },
  'users/userRegister': {
    first_name: 'Contract',
    last_name: 'Test',
    country: 'AE',
    phone_number: '0501234567',
    email: 'contract@example.com',
    password: 'secret-pass',
    confirm_password: 'secret-pass',
  },
  'users/sendCode': { country: 'AE', phone_number: '0501234567', purpose: 'login' },
  'users/verifyPhone': { country: 'AE', phone_number: '0501234567', code: '123456' },
  'users/loginWithCode': { country: 'AE', phone_number: '0501234567', code: '123456' },
  'users/resetPassword': {
    country: 'AE',
    phone_number: '0501234567',
    code: '123456',
    password: 'secret-pass',
    confirm_password: 'secret-pass',
  },
  'users/logout': {},
  'users/countries': {},
  'users/viewNotification': {},
  'users/search': { title: 'desert' },
  'users/listBanner': {},
  'users/filteredList': {},
  'homepage/featuredData': { most_popular: 1 },
  'homepage/categoryData': {},
  'shop/settings': {},
  'users/viewDetail': { module: 'picnic', planId: 'some-product' },
  'users/addFavourites': { module: 'picnic', planId: 'some-product' },
  'users/listFavourites': {},
  'users/removeFavourites': { module: 'picnic', planId: 'some-product' },
  'users/listBlog': {},
  'users/viewBlog': { id: 'some-post' },
  'users/viewPage': { page: 'terms-of-service' },
  'users/availability': { module: 'picnic', planId: 'some-product', from: '2030-01-15', days: 7 },
  'users/departures': { module: 'picnic', planId: 'some-product', from: '2030-01-15', days: 7 },
  'users/addToCart': {
    item: [
      { module: 'picnic', planId: 'some-product', date: '2030-01-15', time: '09:00 AM - 05:00 PM', adultCount: 2 },
    ],
  },
  'users/viewCart': {},
  'users/deleteCart': { module: 'picnic', planId: 'some-product' },
  'users/updateCartLine': { lineId: 'AAAAAAAAAAAAAAAAAAAAAA', tickets: { adult: 2 } },
  'users/checkout': { coupon_code: 'WELCOME10' },
  'users/viewCheckout': { cartId: 'some-checkout' },
  'users/paymentInitiate': { cartId: 'some-checkout' },
  'users/agencyAccount': {},
  'users/payOnAccount': { cartId: 'some-checkout' },
  'users/confirmBooking': { paymentId: 'some-payment', cartId: 'some-checkout' },
  'users/viewWallet': {},
  'users/buyGiftCard': { amount: 100, recipient_name: 'Contract', message: 'Enjoy' },
  'users/viewGiftCardPurchase': { purchaseId: 'no-such-purchase' },
  'users/listGiftCards': {},
  'users/redeemGiftCard': { code: 'AAAA-AAAA-AAAA-AAAA' },
  'users/viewCompletedOrder': {},
  'users/cancelBooking': { reference: 'RH-NOSUCHREF' },
  'users/viewPassengers': { reference: 'RH-NOSUCHREF' },
  'users/savePassengers': { reference: 'RH-NOSUCHREF', lines: [{ line: 0, passengers: [] }] },
  'users/viewWaivers': { reference: 'RH-NOSUCHREF' },
  'users/acceptWaiver': {
    reference: 'RH-NOSUCHREF',
    line: 0,
    version: 1,
    isAccepted: true,
    passengers: [{ number: 1, name: 'Layla Shopper' }],
  },
  'users/viewPickups': { reference: 'RH-NOSUCHREF' },
  'users/choosePickup': { reference: 'RH-NOSUCHREF', line: 0, pointId: 'no-such-point' },
  'users/viewUserProfile': {},
  'users/userInfo': { first_name: 'Changed', gender: 'other', dob: '1990-01-01' },
  'users/setReminders': { wantsReminders: false },
  // Wrong current passwords: even a body that reached the handler with a live token would change nothing.
  'users/changePassword': { oldPassword: 'not-the-password', newPassword: 'another-pass' },
  'users/deleteAccount': { password: 'not-the-password' },
  'vouchers/verify': { code: 'some-voucher' },
  'phoneBookings/paid': { checkoutId: 'no-such-checkout', key: 'not-the-key' },
};

interface TResponse {
  statusCode: number;
  body: any;
}

/** Every request of this file goes through here, and no answer may be a 5xx. */
async function send(options: InjectOptions): Promise<TResponse> {
  const raw = await t.app.inject(options);
  expect(raw.statusCode, `${options.method} ${options.url} answered ${raw.statusCode}: ${raw.body}`).toBeLessThan(500);
  let body: unknown;
  try {
    body = raw.json();
  } catch {
    body = raw.body;
  }
  return { statusCode: raw.statusCode, body };
}

/** A POST to a call with a raw payload; logged-in calls carry a live token so that the body is what is judged. */
function postRaw(name: TCallName, payload: string, contentType = 'application/json'): Promise<TResponse> {
  const headers: Record<string, string> = { 'content-type': contentType };
  if (API_CALLS[name].access !== 'public') headers['x-access-token'] = shopperToken;
  return send({ method: 'POST', url: `/api/${name}`, payload, headers });
}

function expectFailure(res: TResponse, statusCode: number, message?: string) {
  expect(res.statusCode).toBe(statusCode);
  expect(res.body).toEqual({ status: 0, message: message ?? expect.any(String) });
  expect(res.body.message.length).toBeGreaterThan(0);
}

describe('the sample bodies of this file', () => {
  it.each(CALL_NAMES)('are accepted by the request schema of %s', (name) => {
    const parsed = API_CALLS[name].request.safeParse(VALID_BODIES[name]);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  });
});

describe('calls for logged-in users', () => {
  // Each refuses a visitor (no token, an empty, a garbage or a 500-character one) with 401, changing nothing: the
  // authorization matrix proves it for every such call (test/authorization-matrix.test.ts).
  it('are the calls the shared table marks as user', () => {
    expect(USER_CALLS.length).toBeGreaterThan(0);
    expect(USER_CALLS).toContain('users/viewUserProfile');
  });
});

describe('calls whose answer depends on who asks', () => {
  const OPTIONAL_CALLS = CALL_NAMES.filter((name) => API_CALLS[name].access === 'optional');

  it.each(OPTIONAL_CALLS)('%s answers a garbage or empty token as it answers a visitor', async (name) => {
    const asVisitor = await send({ method: 'POST', url: `/api/${name}`, payload: VALID_BODIES[name] as object });
    for (const token of ['garbage-token-that-was-never-issued', '']) {
      const res = await send({
        method: 'POST',
        url: `/api/${name}`,
        payload: VALID_BODIES[name] as object,
        headers: { 'x-access-token': token },
      });
      expect(res.statusCode).toBe(asVisitor.statusCode);
      expect(res.body).toEqual(asVisitor.body);
    }
  });
});

describe.each(CALL_NAMES)('POST /api/%s with a broken request', (name) => {
  // Broken JSON, an empty body, a body that is not an object, other media types (text, multipart), a body over the
  // limit and prototype keys are sent to every call by the fuzzer's hostile payloads (test/fuzz.test.ts).
  it('refuses an unknown key with 400', async () => {
    expectFailure(await postRaw(name, JSON.stringify({ zzz: 1 })), 400);
  });

  it('refuses an unknown key next to valid fields with 400, naming the key', async () => {
    const res = await postRaw(name, JSON.stringify({ ...(VALID_BODIES[name] as object), zzz: 1 }));
    expectFailure(res, 400);
    expect(res.body.message).toContain('zzz');
  });

  it('answers GET on its path with 404', async () => {
    const res = await send({ method: 'GET', url: `/api/${name}` });
    expectFailure(res, 404);
  });
});

describe('paths that are not calls', () => {
  it.each(['GET', 'POST'] as const)('answers %s /api/nope with 404 and the envelope', async (method) => {
    const res = await send({ method, url: '/api/nope', payload: method === 'POST' ? {} : undefined });
    expectFailure(res, 404);
  });

  it('answers GET on the upload path with 404', async () => {
    expectFailure(await send({ method: 'GET', url: `/api/${SINGLE_UPLOAD_CALL}` }), 404);
  });
});

describe('health', () => {
  it('answers GET /api/health with 200', async () => {
    const res = await send({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({ status: 1, message: 'ok' });
  });

  it('answers GET /api/ready with 200 when the database answers', async () => {
    const res = await send({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({ status: 1, message: 'ready' });
  });
});

describe('GET /api/docs/json', () => {
  it('is an OpenAPI document with a POST path for every call and for the upload', async () => {
    const res = await send({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.body as {
      openapi: string;
      info: { title: string };
      paths: Record<string, Record<string, unknown>>;
    };
    expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(doc.info.title.length).toBeGreaterThan(0);
    const expected = [...CALL_NAMES, SINGLE_UPLOAD_CALL].map((name) => `/api/${name}`);
    for (const path of expected) {
      expect(doc.paths, path).toHaveProperty([path]);
      expect(doc.paths[path], path).toHaveProperty('post');
    }
  });

  it('marks the calls that need a token, and only those, with the accessToken scheme', async () => {
    const doc = (await send({ method: 'GET', url: '/api/docs/json' })).body as {
      paths: Record<string, { post?: { security?: unknown[] } }>;
    };
    for (const name of CALL_NAMES) {
      const security = doc.paths[`/api/${name}`]?.post?.security;
      if (API_CALLS[name].access === 'public') expect(security, name).toBeUndefined();
      else expect(security, name).toEqual([{ accessToken: [] }]);
    }
    expect(doc.paths[`/api/${SINGLE_UPLOAD_CALL}`]?.post?.security).toEqual([{ accessToken: [] }]);
  });

  it('lists every back office call, marking those that need an operator session with the operatorToken scheme', async () => {
    const doc = (await send({ method: 'GET', url: '/api/docs/json' })).body as {
      paths: Record<string, { post?: { security?: unknown[] } }>;
    };
    for (const name of OPERATOR_CALL_NAMES) {
      const post = doc.paths[`/api/${name}`]?.post;
      expect(post, name).toBeDefined();
      if (OPERATOR_CALLS[name].access === 'public') expect(post?.security, name).toBeUndefined();
      else expect(post?.security, name).toEqual([{ operatorToken: [] }]);
    }
  });
});
