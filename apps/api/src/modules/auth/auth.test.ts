import { CODE_RESEND_SECONDS, MESSAGES } from '@rihla/shared/constants';
import type { TUserRegisterRequest } from '@rihla/shared/schemas/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER } from '../../demo/seed.js';
import { createTestApp, type TTestApp, uniquePhone } from '../../test/harness.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

function registration(overrides: Record<string, unknown> = {}): TUserRegisterRequest {
  return {
    first_name: 'Omar',
    last_name: 'Saleh',
    country: 'AE',
    phone_number: uniquePhone(),
    email: 'omar@example.com',
    password: 'desert-rose',
    confirm_password: 'desert-rose',
    ...overrides,
  };
}

describe('POST /api/users/userRegister', () => {
  it('creates nothing until the texted code is entered; the code creates the account and logs it in', async () => {
    const body = registration();
    const res = await t.call('users/userRegister', body);
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({
      status: 1,
      message: MESSAGES.signupCodeSent,
      data: {
        resend_after: CODE_RESEND_SECONDS,
        sent_to: `+971 ${body.phone_number.slice(1, 3)} ${body.phone_number.slice(3, 6)} ${body.phone_number.slice(6)}`,
      },
    });
    const password = { country: 'AE', phone_number: body.phone_number, password: 'desert-rose' };
    expect((await t.call('users/userLogin', password)).body.message).toBe(MESSAGES.invalidCredentials);
    const code = await t.codeSentTo(body.phone_number);
    const verified = await t.call('users/verifyPhone', { country: 'AE', phone_number: body.phone_number, code });
    expect(verified.body.status).toBe(1);
    expect(verified.body.message).toBe(MESSAGES.phoneConfirmed);
    expect(verified.body.data.first_name).toBe('Omar');
    expect((await t.call('users/viewUserProfile', {}, verified.body.data.token)).body.status).toBe(1);
    const login = await t.call('users/userLogin', password);
    expect(login.body.status).toBe(1);
    expect(login.body.data.first_name).toBe('Omar');
  });

  it.each([
    ['first_name', '', MESSAGES.firstNameRequired],
    ['last_name', '  ', MESSAGES.lastNameRequired],
    ['country', '', MESSAGES.countryRequired],
    ['country', 'Select Country', MESSAGES.countryPlaceholder],
    ['country', 'Atlantis', MESSAGES.countryPlaceholder],
    ['phone_number', '', MESSAGES.phoneRequired],
    ['email', '', MESSAGES.emailRequired],
    ['email', 'not-an-email', MESSAGES.emailInvalid],
    ['password', '', MESSAGES.passwordRequired],
    ['password', '12345', MESSAGES.passwordTooShort],
    ['confirm_password', '', MESSAGES.confirmPasswordRequired],
    ['confirm_password', 'something-else', MESSAGES.passwordsDoNotMatch],
  ])('refuses %s = %j with the message "%s"', async (field, value, message) => {
    const res = await t.call('users/userRegister', registration({ [field]: value }));
    expect(res.statusCode).toBe(400);
    expect(res.body).toEqual({ status: 0, message });
  });

  it('refuses a missing field with the spec message', async () => {
    const { email: _email, ...body } = registration();
    const res = await t.call('users/userRegister', body);
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe(MESSAGES.emailRequired);
  });

  it('refuses a number that is not valid for the chosen country', async () => {
    const res = await t.call('users/userRegister', registration({ phone_number: '12' }));
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe(MESSAGES.invalidPhone);
  });

  it('treats the same number written differently as one account: the second sign-up answers alike, changes nothing', async () => {
    const phone = uniquePhone();
    await t.signUp(registration({ phone_number: phone }));
    t.clock.advance(31_000);
    const international = `+971 ${phone.slice(1, 3)} ${phone.slice(3)}`;
    const again = await t.call(
      'users/userRegister',
      registration({ phone_number: international, first_name: 'Other' }),
    );
    expect(again.statusCode).toBe(200);
    expect(again.body.message).toBe(MESSAGES.signupCodeSent);
    const login = await t.call('users/userLogin', { country: 'AE', phone_number: phone, password: 'desert-rose' });
    expect(login.body.data.first_name).toBe('Omar');
  });

  it('accepts the country by name as well as by ISO code', async () => {
    const res = await t.call('users/userRegister', registration({ country: 'United Arab Emirates' }));
    expect(res.body.status).toBe(1);
  });

  it('refuses unknown fields', async () => {
    const res = await t.call('users/userRegister', registration({ is_admin: true }));
    expect(res.statusCode).toBe(400);
    expect(res.body.status).toBe(0);
    expect(res.body.message).toMatch(/is_admin/);
  });
});

describe('POST /api/users/userLogin', () => {
  it('logs the demo shopper in with a token, first name and picture', async () => {
    const res = await t.call('users/userLogin', {
      country: DEMO_USER.country,
      phone_number: DEMO_USER.phone_number,
      password: DEMO_USER.password,
    });
    expect(res.body.status).toBe(1);
    expect(res.body.data.first_name).toBe(DEMO_USER.first_name);
    expect(typeof res.body.data.profile_pic).toBe('string');
    // 32 random bytes, base64url: at least 128 bits of entropy as the issue asks.
    expect(res.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it.each([
    ['country', '', MESSAGES.countryRequired],
    ['country', 'Select Country', MESSAGES.countryPlaceholder],
    ['phone_number', '', MESSAGES.phoneRequired],
    ['password', '', MESSAGES.passwordRequired],
  ])('refuses %s = %j with the message "%s"', async (field, value, message) => {
    const body = { country: 'AE', phone_number: '0501234567', password: 'x', [field]: value };
    const res = await t.call('users/userLogin', body);
    expect(res.statusCode).toBe(400);
    expect(res.body).toEqual({ status: 0, message });
  });

  it('answers a wrong password and an unknown number with the same words', async () => {
    const wrongPassword = await t.call('users/userLogin', {
      country: 'AE',
      phone_number: DEMO_USER.phone_number,
      password: 'not-the-password',
    });
    const unknownNumber = await t.call('users/userLogin', {
      country: 'AE',
      phone_number: uniquePhone(),
      password: 'whatever',
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownNumber.statusCode).toBe(401);
    expect(wrongPassword.body).toEqual({ status: 0, message: MESSAGES.invalidCredentials });
    expect(unknownNumber.body).toEqual(wrongPassword.body);
  });
});

describe('POST /api/users/logout', () => {
  it('revokes the token so that it no longer opens the account', async () => {
    const { token } = await t.newShopper();
    expect((await t.call('users/viewUserProfile', {}, token)).body.status).toBe(1);
    const res = await t.call('users/logout', {}, token);
    expect(res.body).toMatchObject({ status: 1 });
    const after = await t.call('users/viewUserProfile', {}, token);
    expect(after.statusCode).toBe(401);
    expect(after.body).toEqual({ status: 0, message: MESSAGES.loginRequired });
  });

  it('refuses a visitor', async () => {
    const res = await t.call('users/logout', {});
    expect(res.statusCode).toBe(401);
    expect(res.body.status).toBe(0);
  });
});

describe('sessions', () => {
  it('expire after 30 idle days but not while in use', async () => {
    const { token } = await t.newShopper();
    t.clock.advance(29 * 86_400_000);
    expect((await t.call('users/viewUserProfile', {}, token)).body.status).toBe(1);
    t.clock.advance(29 * 86_400_000);
    expect((await t.call('users/viewUserProfile', {}, token)).body.status).toBe(1);
    t.clock.advance(31 * 86_400_000);
    expect((await t.call('users/viewUserProfile', {}, token)).statusCode).toBe(401);
  });

  it('store only a hash of the token', async () => {
    const { token } = await t.newShopper();
    const rows = await t.app.ctx.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.token_hash === token)).toBe(false);
  });
});

describe('POST /api/users/countries', () => {
  it('lists about 195 countries with name and dial code, the UAE among them', async () => {
    const res = await t.call('users/countries', {});
    expect(res.body.status).toBe(1);
    expect(res.body.data.length).toBeGreaterThanOrEqual(190);
    expect(res.body.data.length).toBeLessThanOrEqual(200);
    expect(res.body.data).toContainEqual({ name: 'United Arab Emirates', code: 'AE', dialCode: '+971' });
    expect(res.body.data).toContainEqual({ name: 'Oman', code: 'OM', dialCode: '+968' });
  });
});
