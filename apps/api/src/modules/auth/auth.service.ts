import { ACCOUNT_MESSAGES } from '@rihla/shared/messages/account';
import { AUTH_MESSAGES } from '@rihla/shared/messages/auth';
import type { TContentLanguage } from '@rihla/shared/rules/content-language';
import { phoneInE164 } from '@rihla/shared/rules/phone';
import type {
  TCodeSentData,
  TPhoneCodeRequest,
  TResetPasswordRequest,
  TSendCodeRequest,
  TUserLoginRequest,
  TUserRegisterRequest,
} from '@rihla/shared/schemas/auth';
import type { TAppContext, TAuthUser } from '../../context.js';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { isoNow } from '../../lib/clock.js';
import { newId, newInviteCode, newToken, sha256 } from '../../lib/ids.js';
import { insertNotification } from '../notifications/index.js';
import {
  claimUserBySignup,
  findLiveSession,
  findUserByPhone,
  findUserIdByInviteCode,
  insertSession,
  insertUser,
  revokeSession,
  touchSession,
} from './auth.repository.js';
import { findCountry } from './countries.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.js';
import {
  queueCode,
  resetPasswordWithCode,
  type TPendingSignup,
  useCode,
  userOfLoginCode,
} from './phone-codes.service.js';
import { throttleSignIn } from './sign-in-throttle.js';

const SESSION_IDLE_DAYS = 30;
const DAY_MS = 86_400_000;
/** last_used_at is written at most this often, so a busy session costs no write per request. */
const TOUCH_INTERVAL_MS = 3_600_000;

/** The country's ISO code and the number in E.164 form, or null when the pair is not a valid number. */
export function normalisePhone(countryValue: string, phone: string): { country: string; e164: string } | null {
  const country = findCountry(countryValue);
  if (!country) return null;
  const e164 = phoneInE164(country.code, phone);
  return e164 ? { country: country.code, e164 } : null;
}

/** The number of a request in E.164 form, or the form's refusal of its country or number. */
function phoneOf(input: { country: string; phone_number: string }): { country: string; e164: string } {
  if (!findCountry(input.country)) throw new AppError('BAD_REQUEST', AUTH_MESSAGES.countryPlaceholder);
  const phone = normalisePhone(input.country, input.phone_number);
  if (!phone) throw new AppError('BAD_REQUEST', AUTH_MESSAGES.invalidPhone);
  return phone;
}

/**
 * A sign-up (decision 047): nothing is created until the number is proved. The details wait with the code
 * texted to the number, kept for the browser that sent them (`browser`, its sign-up id, decision 060);
 * users/verifyPhone from that browser creates the account. A number that has an account already gets a text
 * saying so instead of a code, and the answer is the same as for a new number (the password is hashed either
 * way).
 */
export async function registerUser(
  ctx: TAppContext,
  input: TUserRegisterRequest,
  browser: string,
  language: TContentLanguage = 'en',
): Promise<TCodeSentData> {
  const phone = phoneOf(input);
  const signup: TPendingSignup = {
    country: phone.country,
    first_name: input.first_name,
    last_name: input.last_name,
    email: input.email.toLowerCase(),
    password_hash: await hashPassword(input.password),
    ...(input.invite_code && { inviteCode: input.invite_code }),
  };
  return queueCode(ctx, phone.e164, 'signup', { browser, details: signup, language });
}

/**
 * Texts a code to log in, to set a new password, or again to confirm the sign-up this browser made; the same
 * answer for every number.
 */
export function sendPhoneCode(
  ctx: TAppContext,
  input: TSendCodeRequest,
  browser: string | null,
  language: TContentLanguage = 'en',
): Promise<TCodeSentData> {
  return queueCode(ctx, phoneOf(input).e164, input.purpose, { browser, language });
}

/** Creates the account of a sign-up whose code is entered (or gives it an operator's customer), in `trx`. */
async function createAccountOfSignup(
  ctx: TAppContext,
  trx: TDb,
  e164: string,
  pending: TPendingSignup,
  shopName: string,
): Promise<{ id: string; first_name: string; profile_pic: string } | null> {
  const { inviteCode, ...signup } = pending;
  const existing = await findUserByPhone(trx, e164);
  // NOTE: an account proved meanwhile (another sign-up's code) keeps its number.
  if (existing?.phone_verified_at) return null;
  const now = isoNow(ctx.clock);
  if (existing) {
    // An operator's customer booked before: the invite's "first booking" is behind it, so no inviter is recorded.
    await claimUserBySignup(trx, existing.id, signup, now);
    return { id: existing.id, first_name: signup.first_name, profile_pic: existing.profile_pic };
  }
  const id = newId();
  // An unknown code is ignored (decision 049): the sign-up never fails for it.
  const invitedBy = inviteCode ? await findUserIdByInviteCode(trx, inviteCode.toUpperCase()) : null;
  await insertUser(trx, {
    id,
    ...signup,
    invite_code: newInviteCode(),
    invited_by: invitedBy,
    phone_number: e164,
    gender: '',
    dob: '',
    profile_pic: '',
    created_at: now,
    updated_at: now,
    deleted_at: null,
    phone_verified_at: now,
  });
  await insertNotification(trx, id, ACCOUNT_MESSAGES.welcomeNotification(shopName, signup.first_name), now);
  return { id, first_name: signup.first_name, profile_pic: '' };
}

/** users/verifyPhone: the code of the sign-up this browser made creates the account and logs it in. */
export async function verifyPhone(
  ctx: TAppContext,
  input: TPhoneCodeRequest,
  browser: string | null,
  shopName: () => Promise<string>,
): Promise<TLoginResult> {
  const phone = phoneOf(input);
  // Read before the code's transaction: the welcome names the shop (decision 071).
  const welcomeFrom = await shopName();
  const user = await useCode(
    ctx,
    phone.e164,
    'signup',
    input.code,
    (trx, signup) =>
      signup ? createAccountOfSignup(ctx, trx, phone.e164, signup, welcomeFrom) : Promise.resolve(null),
    browser,
  );
  return openSession(ctx, user);
}

/** users/loginWithCode. */
export async function logInWithCode(ctx: TAppContext, input: TPhoneCodeRequest): Promise<TLoginResult> {
  return openSession(ctx, await userOfLoginCode(ctx, phoneOf(input).e164, input));
}

/** users/resetPassword. */
export async function resetPassword(ctx: TAppContext, input: TResetPasswordRequest): Promise<void> {
  await resetPasswordWithCode(ctx, phoneOf(input).e164, input);
}

export interface TLoginResult {
  token: string;
  profile_pic: string;
  first_name: string;
}

/**
 * users/userLogin from the client address `address`: under the number's ceiling of wrong passwords (decision
 * 060), which refuses only addresses that have been failing at it.
 */
export async function logIn(ctx: TAppContext, input: TUserLoginRequest, address: string): Promise<TLoginResult> {
  if (!findCountry(input.country)) throw new AppError('BAD_REQUEST', AUTH_MESSAGES.countryPlaceholder);
  const phone = normalisePhone(input.country, input.phone_number);
  // The same number written two ways is one account; a number that is not valid counts by its digits.
  const account = `phone:${phone?.e164 ?? `${input.country}:${input.phone_number.replace(/\D/g, '')}`}`;
  return throttleSignIn(ctx, { account, address, what: 'login attempts' }, () => checkPassword(ctx, phone, input));
}

async function checkPassword(
  ctx: TAppContext,
  phone: { e164: string } | null,
  input: TUserLoginRequest,
): Promise<TLoginResult> {
  const user = phone ? await findUserByPhone(ctx.db, phone.e164) : undefined;
  // NOTE: an unknown number and a wrong password answer alike, in words and in time.
  if (!user) {
    await verifyAgainstDummy(input.password);
    throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.invalidCredentials);
  }
  if (!(await verifyPassword(user.password_hash, input.password))) {
    throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.invalidCredentials);
  }
  return openSession(ctx, user);
}

async function openSession(
  ctx: TAppContext,
  user: { id: string; profile_pic: string; first_name: string },
): Promise<TLoginResult> {
  const token = newToken();
  await insertSession(ctx.db, { token_hash: sha256(token), user_id: user.id, now: isoNow(ctx.clock) });
  return { token, profile_pic: user.profile_pic, first_name: user.first_name };
}

export async function logOut(ctx: TAppContext, user: TAuthUser): Promise<void> {
  await revokeSession(ctx.db, user.tokenHash, isoNow(ctx.clock));
}

/** The user behind a token, or null when the token is unknown, revoked or idle for 30 days. */
export async function resolveSession(ctx: TAppContext, token: string): Promise<TAuthUser | null> {
  const now = ctx.clock.now();
  const tokenHash = sha256(token);
  const idleSince = new Date(now.getTime() - SESSION_IDLE_DAYS * DAY_MS).toISOString();
  const session = await findLiveSession(ctx.db, tokenHash, idleSince);
  if (!session) return null;
  if (now.getTime() - Date.parse(session.last_used_at) > TOUCH_INTERVAL_MS) {
    await touchSession(ctx.db, tokenHash, now.toISOString());
  }
  return { id: session.user_id, firstName: session.first_name, tokenHash };
}
