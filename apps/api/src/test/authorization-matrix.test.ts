// The authorization matrix, generated from the call table: every call of API_CALLS as a visitor (no token, an
// empty one, a garbage token, one of 500 characters, an expired one, a revoked one), as shopper B aimed at shopper A's objects, and as A on
// A's own objects. Per-call knowledge (A's request, B's request, what must hold) lives in call-fixtures.ts.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { API_CALLS, type TCallName } from '@rihla/shared/api-calls';
import { MESSAGES } from '@rihla/shared/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../lib/ids.js';
import { CALL_FIXTURES, CALL_NAMES, fixtureOf } from './call-fixtures.js';
import { accountRows, changedTables, fingerprint, type TFingerprint } from './db-snapshot.js';
import { createTestApp, type TCallResponse, type TTestApp } from './harness.js';
import { addLine, checkoutAndInitiate, payOnSandbox } from './shopping.js';
import { buildWorld, loadProducts, newAccount, secretsOf, type TProducts, type TWorld } from './world.js';

let t: TTestApp;
let products: TProducts;
/** Tokens that must count as no login at all. */
let badTokens: Array<[string, string | undefined]>;

beforeAll(async () => {
  t = await createTestApp();
  products = await loadProducts(t);
  const holder = await newAccount(t, 'Vera');
  const revoked = holder.token;
  const expired = (
    await t.call('users/userLogin', { country: 'AE', phone_number: holder.phone, password: 'secret-pass-1' })
  ).body.data.token as string;
  expect((await t.call('users/logout', {}, revoked)).body.status).toBe(1);
  // NOTE: sessions idle-expire after 30 days; ageing the row is how a month passes for one token only.
  const longAgo = new Date(t.clock.now().getTime() - 31 * 86_400_000).toISOString();
  await t.app.ctx.db
    .updateTable('sessions')
    .set({ last_used_at: longAgo, created_at: longAgo })
    .where('token_hash', '=', sha256(expired))
    .execute();
  badTokens = [
    ['no token', undefined],
    ['an empty token', ''],
    ['a garbage token', crypto.randomBytes(32).toString('base64url')],
    ['a token of 500 characters', 'x'.repeat(500)],
    ['an expired token', expired],
    ['a revoked token', revoked],
  ];
});
afterAll(async () => {
  await t?.close();
});

async function send(name: string, body: unknown, token?: string): Promise<TCallResponse> {
  const res = await t.call(name as TCallName, body, token);
  expect(res.statusCode, `${name} answered ${res.raw.body}`).toBeLessThan(500);
  expect(typeof res.body.status, `${name}: envelope status`).toBe('number');
  expect(typeof res.body.message, `${name}: envelope message`).toBe('string');
  return res;
}

function pictureFileHash(w: TWorld): string {
  const file = path.join(t.dataDir, 'uploads', path.basename(w.a.pictureUrl));
  return crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}

it('has a fixture for every call of the call table, and none for a call that is gone', () => {
  const missing = CALL_NAMES.filter((name) => !CALL_FIXTURES[name]);
  expect(missing.map((name) => `add a fixture for ${name}`)).toEqual([]);
  expect(Object.keys(CALL_FIXTURES).filter((name) => !(name in API_CALLS))).toEqual([]);
});

/** The world the last call left, with the database as it was built; worlds built so far, for the log. */
let lastWorld: { w: TWorld; print: TFingerprint } | undefined;
let worldsBuilt = 0;

/**
 * A world as built: the last call's when that call left the database as it found it (a call that only reads, or
 * whose answers were all refusals), else a new one. Building one costs a sign-up, an upload and a paid order.
 */
async function freshWorld(): Promise<TWorld> {
  if (lastWorld && changedTables(lastWorld.print, await fingerprint(t)).length === 0) return lastWorld.w;
  const w = await buildWorld(t, products);
  worldsBuilt += 1;
  lastWorld = { w, print: await fingerprint(t) };
  return w;
}

afterAll(() => {
  console.info(`authorization matrix ${t.dialect}: ${worldsBuilt} worlds for ${CALL_NAMES.length} calls`);
});

describe.each(CALL_NAMES)('POST /api/%s', (name) => {
  const access = API_CALLS[name as TCallName].access;
  let w: TWorld;
  beforeAll(async () => {
    if (CALL_FIXTURES[name]) w = await freshWorld();
  });

  if (access === 'user') {
    it('refuses a visitor (no token, empty, garbage, 500 characters, expired, revoked) with status 0 and HTTP 401, changing nothing', async () => {
      const body = await fixtureOf(name).matrix.owner(w);
      for (const [label, token] of badTokens) {
        const before = await fingerprint(t);
        // Sent by hand: the harness leaves an empty token out, and an empty header is one of the cases.
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/${name}`,
          payload: body as object,
          headers: token === undefined ? {} : { 'x-access-token': token },
        });
        expect(res.statusCode, label).toBe(401);
        expect(res.json(), label).toEqual({ status: 0, message: MESSAGES.loginRequired });
        expect(changedTables(before, await fingerprint(t)), label).toEqual([]);
      }
    });
  }

  it(`never shows or changes A's data when B${access === 'user' ? '' : ' or a visitor'} aims at it`, async () => {
    const { matrix } = fixtureOf(name);
    const secrets = Object.entries(secretsOf(w.a)).filter(
      ([secret]) => !matrix.mayReveal?.secrets.includes(secret as never),
    );
    const actors: Array<[string, string | undefined]> = [['B', w.b.token]];
    if (access !== 'user') actors.push(['a visitor', undefined]);
    const rowsBefore = await accountRows(t, w.a.userId);
    const pictureBefore = pictureFileHash(w);
    const bodies = await matrix.intruder(w);
    for (const body of bodies) {
      for (const [actor, token] of actors) {
        const res = await send(name, body, token);
        const label = `${actor} sent ${JSON.stringify(body)} and got ${res.raw.body.slice(0, 300)}`;
        if (matrix.intruderGets === 'refused') {
          expect(res.body.status, label).toBe(0);
          expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
        }
        const leaked = secrets.filter(([, value]) => res.raw.body.includes(value)).map(([secret]) => secret);
        expect(leaked, label).toEqual([]);
        if (res.body.status === 1) await matrix.intruderCheck?.(res, w);
      }
    }
    expect(await accountRows(t, w.a.userId)).toEqual(rowsBefore);
    expect(pictureFileHash(w)).toBe(pictureBefore);
  });

  it("works for A on A's own objects", async () => {
    const { matrix } = fixtureOf(name);
    const res = await send(name, await matrix.owner(w), w.a.token);
    expect(res.body.status, res.raw.body).toBe(1);
    expect(res.statusCode).toBe(200);
    await matrix.ownerCheck?.(res, w);
  });
});

describe('links and files outside the call table', () => {
  it("serves A's voucher by its signed link only: the signature is bound to the order", async () => {
    const w = await buildWorld(t, products);
    const orders = await send('users/viewCompletedOrder', {}, w.a.token);
    const link = new URL(orders.body.data[0].pdfUrl, 'http://rihla.test');
    const pdf = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');

    // B buys too, then tries A's order id with the signature of B's own link.
    await addLine(t, w.b.token, products.ticket, 1);
    const bought = await checkoutAndInitiate(t, w.b.token);
    await payOnSandbox(t, bought.transactionId, '4111111111111111');
    await send('users/confirmBooking', { paymentId: bought.transactionId, cartId: bought.cartId }, w.b.token);
    const bLink = new URL((await send('users/viewCompletedOrder', {}, w.b.token)).body.data[0].pdfUrl, link);
    const forged = `/api/vouchers/${w.a.order.orderId}.pdf${bLink.search}`;
    const res = await t.app.inject({ method: 'GET', url: forged });
    expect(res.statusCode).toBe(403);
    expect(res.json().status).toBe(0);
    expect(res.body).not.toContain(w.a.firstName);
  });

  it('serves a profile picture to anyone holding its unguessable URL, and nothing for a guessed or odd path', async () => {
    const w = await buildWorld(t, products);
    const picture = await t.app.inject({ method: 'GET', url: w.a.pictureUrl });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    expect(picture.headers['x-content-type-options']).toBe('nosniff');
    for (const url of [
      `/uploads/${crypto.randomBytes(16).toString('base64url')}.webp`,
      '/uploads/..%2F..%2Fetc%2Fpasswd',
      `/uploads/${path.basename(w.a.pictureUrl).replace('.webp', '.png')}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
