import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TCallResponse, type TTestApp } from '../../test/harness.js';
import { codeFor, newOperator, OPERATOR_PASSWORD, operatorCall } from '../../test/operators.js';

// Strangers cannot lock an account out (issue 32, decision 060): ten wrong passwords from each of eleven addresses
// spend the account's ceiling of failures, which then refuses only the addresses that have been failing; the
// owner, from their own address, still signs in. With the real budgets of lib/rate-limits.ts.

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: 'on', seed: false });
});
afterAll(async () => {
  await t?.close();
});
// Each test starts a fifteen-minute window of its own, as the counters' fixed windows run.
beforeEach(() => {
  const windowMs = 15 * 60_000;
  t.clock.set(new Date((Math.floor(t.clock.now().getTime() / windowMs) + 1) * windowMs).toISOString());
});

const OWNERS_ADDRESS = '198.51.100.20';
const strangersAddress = (i: number) => `203.0.113.${i + 1}`;

/** Ten wrong passwords from each of eleven addresses; answers each address's statuses. */
async function attack(attempt: (password: string, address: string) => Promise<TCallResponse>): Promise<number[][]> {
  const statuses: number[][] = [];
  for (let i = 0; i < 11; i += 1) {
    const fromThisAddress: number[] = [];
    for (let guess = 0; guess < 10; guess += 1) {
      fromThisAddress.push((await attempt(`wrong-guess-${guess}`, strangersAddress(i))).statusCode);
    }
    statuses.push(fromThisAddress);
  }
  return statuses;
}

function expectAttackSlowed(statuses: number[][]) {
  // Ten addresses spend their ten tries each: the account's ceiling of 100 failures is reached.
  for (const fromOne of statuses.slice(0, 10)) expect(fromOne).toEqual(Array(10).fill(401));
  // The eleventh address gets its first guess checked, then is refused as an address that has failed here.
  expect(statuses[10]).toEqual([401, ...Array(9).fill(429)]);
}

function expectRefusal(res: TCallResponse, what: string) {
  expect(res.statusCode).toBe(429);
  expect(Number(res.raw.headers['retry-after'])).toBeGreaterThan(0);
  expect(res.body).toEqual({
    status: 0,
    message: expect.stringMatching(new RegExp(`^Too many ${what}\\. Please wait \\d+ minutes? and try again\\.$`)),
    retry_after: Number(res.raw.headers['retry-after']),
  });
}

describe('POST /api/users/userLogin under a spread attack on one number', () => {
  it('lets the shopper in from their own address, and keeps refusing the addresses that failed', async () => {
    const owner = await t.newShopper();
    const attempt = (password: string, remoteAddress: string) =>
      t.call('users/userLogin', { country: 'AE', phone_number: owner.phone, password }, '', { remoteAddress });
    expectAttackSlowed(await attack(attempt));

    const mine = await attempt('secret-pass-1', OWNERS_ADDRESS);
    expect(mine.statusCode).toBe(200);
    expect(mine.body.data.token).toEqual(expect.any(String));
    // A failing address stays slowed, the right password included: its own tries are spent (the first ten
    // addresses) or the number is past its ceiling and it has failed here (the eleventh).
    expectRefusal(await attempt('secret-pass-1', strangersAddress(0)), 'login attempts');
    expectRefusal(await attempt('secret-pass-1', strangersAddress(10)), 'login attempts');
    // A new address still has its password checked: a wrong one counts and refuses it from then on.
    expect((await attempt('wrong-again', '192.0.2.77')).statusCode).toBe(401);
    expectRefusal(await attempt('secret-pass-1', '192.0.2.77'), 'login attempts');
    // The owner's address has not failed, so it is never refused for the others' failures.
    expect((await attempt('secret-pass-1', OWNERS_ADDRESS)).statusCode).toBe(200);
    // A window later, the failing addresses are let try again.
    t.clock.advance(15 * 60_000);
    expect((await attempt('secret-pass-1', strangersAddress(10))).statusCode).toBe(200);
  }, 120_000);
});

describe('POST /api/operator/signIn under a spread attack on the owner', () => {
  it('lets the owner through the password and the second factor from their own address', async () => {
    const owner = await newOperator(t, 'owner');
    const attempt = (password: string, remoteAddress: string) =>
      operatorCall(t, 'operator/signIn', { email: owner.email, password }, undefined, remoteAddress);
    expectAttackSlowed(await attack(attempt));

    const password = await attempt(OPERATOR_PASSWORD, OWNERS_ADDRESS);
    expect(password.statusCode).toBe(200);
    expect(password.body.data.step).toBe('code');
    t.clock.advance(30_000);
    const code = await operatorCall(
      t,
      'operator/signInCode',
      { challenge: password.body.data.challenge, code: codeFor(t, owner.secret ?? '') },
      undefined,
      OWNERS_ADDRESS,
    );
    expect(code.statusCode).toBe(200);
    expect(code.body.data.token).toEqual(expect.any(String));
    expectRefusal(await attempt(OPERATOR_PASSWORD, strangersAddress(10)), 'sign-in attempts');
  }, 120_000);
});
