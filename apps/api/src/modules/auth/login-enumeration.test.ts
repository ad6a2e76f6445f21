import { performance } from 'node:perf_hooks';
import { MESSAGES } from '@rihla/shared/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TCallResponse, type TTestApp, uniquePhone } from '../../test/harness.js';

// A login must not tell whether a phone number has an account: not in its answer, not in its time.
let t: TTestApp;
let known: { phone: string };
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  known = await t.newShopper();
});
afterAll(async () => {
  await t?.close();
});

const wrongPassword = () =>
  t.call('users/userLogin', { country: 'AE', phone_number: known.phone, password: 'not-the-password' });
const unknownNumber = () =>
  t.call('users/userLogin', { country: 'AE', phone_number: uniquePhone(), password: 'not-the-password' });
const invalidNumber = () =>
  t.call('users/userLogin', { country: 'AE', phone_number: '12345', password: 'not-the-password' });

/** What a client can see of an answer, less the headers that differ between any two answers. */
function visible(res: TCallResponse) {
  const { date: _date, 'x-request-id': _requestId, ...headers } = res.raw.headers;
  return { statusCode: res.statusCode, headers, body: res.raw.body };
}

async function timed(send: () => Promise<TCallResponse>): Promise<number> {
  const start = performance.now();
  await send();
  return performance.now() - start;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

describe('POST /api/users/userLogin for a number without an account', () => {
  it('answers exactly like a wrong password: status, message, HTTP code and headers', async () => {
    const wrong = await wrongPassword();
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toEqual({ status: 0, message: MESSAGES.invalidCredentials });
    expect(visible(await unknownNumber())).toEqual(visible(wrong));
    expect(visible(await invalidNumber())).toEqual(visible(wrong));
  });

  it('takes about as long as a wrong password, because it verifies a dummy argon2 hash', async () => {
    // Warm up both paths (the dummy hash is made on first use), then interleave to share the machine's noise.
    await wrongPassword();
    await unknownNumber();
    const wrong: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 9; i += 1) {
      wrong.push(await timed(wrongPassword));
      unknown.push(await timed(unknownNumber));
    }
    // Without the dummy verification the unknown number answers some 30 times faster (ratio near 0.03).
    const ratio = median(unknown) / median(wrong);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });
});
