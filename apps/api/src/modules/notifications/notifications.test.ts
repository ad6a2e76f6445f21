import { MESSAGES } from '@rihla/shared/constants';
import { CANCEL_MESSAGES } from '@rihla/shared/messages/booking';
import { ZNotification } from '@rihla/shared/schemas/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../lib/ids.js';
import { createTestApp, type TCallResponse, type TTestApp } from '../../test/harness.js';
import { insertNotification } from './notifications.repository.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Every call of this file goes through here: whatever it answers, it is never a 5xx. */
async function call(...args: Parameters<TTestApp['call']>): Promise<TCallResponse> {
  const res = await t.call(...args);
  expect(res.statusCode, `${args[0]} answered ${res.raw.body}`).toBeLessThan(500);
  return res;
}

async function notificationsOf(
  token: string,
  language = 'en-GB,en;q=0.9',
): Promise<Array<{ Message: string; createdAt: string }>> {
  const res = await call('users/viewNotification', {}, token, { headers: { 'accept-language': language } });
  expect(res.statusCode).toBe(200);
  expect(res.body.status).toBe(1);
  return res.body.data;
}

describe('POST /api/users/viewNotification', () => {
  it('shows a new account its welcome notification, as { Message, createdAt }', async () => {
    const registeredAt = t.clock.now().getTime();
    const { token } = await t.newShopper({ first_name: 'Fatima' });
    const res = await call('users/viewNotification', {}, token);
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({ status: 1, message: expect.any(String), data: [expect.any(Object)] });

    const [welcome] = res.body.data;
    expect(Object.keys(welcome).sort()).toEqual(['Message', 'createdAt']);
    expect(() => ZNotification.strict().parse(welcome)).not.toThrow();
    expect(welcome.Message).toMatch(/welcome/i);
    expect(welcome.Message).toContain('Fatima');
    expect(welcome.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
    expect(Math.abs(Date.parse(welcome.createdAt) - registeredAt)).toBeLessThan(60_000);
  });

  it('reads the notifications in the page language: Arabic to an Arabic page, the English as stored to an English one', async () => {
    const { token } = await t.newShopper({ first_name: 'Fatima' });
    const userId = await userIdOf(token);
    const cancelled = CANCEL_MESSAGES.notification('RH-7001', [{ to: 'card', fils: 12_345 }]);
    await insertNotification(t.app.ctx.db, userId, cancelled, new Date(t.clock.now().getTime() + 1_000).toISOString());

    const english = await notificationsOf(token);
    expect(english[0]?.Message).toBe(cancelled);
    expect(english[1]?.Message).toMatch(/^Welcome to .+, Fatima! Your account is ready\.$/);

    const arabic = await notificationsOf(token, 'ar');
    expect(arabic.map((item) => item.createdAt)).toEqual(english.map((item) => item.createdAt));
    expect(arabic[0]?.Message).toBe(
      'تم إلغاء حجزك \u2066RH-7001\u2069. يُعاد \u2066AED 123.45\u2069 إلى بطاقتك: يصلك خلال 10 إلى 15 يوم عمل.',
    );
    expect(arabic[1]?.Message).toMatch(/^أهلًا بك في .+ يا Fatima! حسابك جاهز\.$/);
  });

  it('keeps showing the welcome notification on later reads', async () => {
    const { token } = await t.newShopper();
    const first = await notificationsOf(token);
    const second = await notificationsOf(token);
    expect(second).toEqual(first);
    expect(second).toHaveLength(1);
  });

  it('refuses a visitor, an unknown token and an empty token with 401 and the envelope', async () => {
    for (const headers of [{}, { 'x-access-token': 'made-up-token' }, { 'x-access-token': '' }]) {
      const raw = await t.app.inject({ method: 'POST', url: '/api/users/viewNotification', payload: {}, headers });
      expect(raw.statusCode).toBe(401);
      expect(raw.json()).toEqual({ status: 0, message: MESSAGES.loginRequired });
    }
  });

  it('refuses a token that has been logged out', async () => {
    const { token } = await t.newShopper();
    expect((await call('users/logout', {}, token)).body.status).toBe(1);
    const res = await call('users/viewNotification', {}, token);
    expect(res.statusCode).toBe(401);
    expect(res.body).toEqual({ status: 0, message: MESSAGES.loginRequired });
  });

  it('never shows user B the notifications of user A', async () => {
    const a = await t.newShopper({ first_name: 'Aisha' });
    const b = await t.newShopper({ first_name: 'Bilal' });
    const ofA = await notificationsOf(a.token);
    const ofB = await notificationsOf(b.token);
    expect(ofA).toHaveLength(1);
    expect(ofB).toHaveLength(1);
    expect(ofA[0]?.Message).toContain('Aisha');
    expect(ofB[0]?.Message).toContain('Bilal');
    expect(ofB.some((n) => n.Message.includes('Aisha'))).toBe(false);
    expect(ofA.some((n) => n.Message.includes('Bilal'))).toBe(false);
  });

  it('does not let the demo shopper see the notifications of new accounts', async () => {
    await t.newShopper({ first_name: 'Zayed' });
    const demo = await notificationsOf(await t.loginDemoShopper());
    expect(demo.some((n) => n.Message.includes('Zayed'))).toBe(false);
  });
});

async function userIdOf(token: string): Promise<string> {
  const row = await t.app.ctx.db
    .selectFrom('sessions')
    .select('user_id')
    .where('token_hash', '=', sha256(token))
    .executeTakeFirstOrThrow();
  return row.user_id;
}
