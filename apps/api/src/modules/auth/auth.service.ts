import { AUTH_MESSAGES } from '@rihla/shared/messages/auth';
import { phoneInE164 } from '@rihla/shared/rules/phone';
import type { TUserLoginRequest, TUserRegisterRequest } from '@rihla/shared/schemas/auth';
import type { TAppContext, TAuthUser } from '../../context.js';
import { isUniqueViolation } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { isoNow } from '../../lib/clock.js';
import { newId, newToken, sha256 } from '../../lib/ids.js';
import { insertNotification } from '../notifications/notifications.repository.js';
import {
  findLiveSession,
  findUserByPhone,
  insertSession,
  insertUser,
  revokeSession,
  touchSession,
} from './auth.repository.js';
import { findCountry } from './countries.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.js';

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

export async function registerUser(ctx: TAppContext, input: TUserRegisterRequest): Promise<void> {
  if (!findCountry(input.country)) throw new AppError('BAD_REQUEST', AUTH_MESSAGES.countryPlaceholder);
  const phone = normalisePhone(input.country, input.phone_number);
  if (!phone) throw new AppError('BAD_REQUEST', AUTH_MESSAGES.invalidPhone);
  const now = isoNow(ctx.clock);
  const id = newId();
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await insertUser(trx, {
        id,
        country: phone.country,
        phone_number: phone.e164,
        email: input.email.toLowerCase(),
        first_name: input.first_name,
        last_name: input.last_name,
        gender: '',
        dob: '',
        profile_pic: '',
        password_hash: await hashPassword(input.password),
        created_at: now,
        updated_at: now,
        deleted_at: null,
      });
      await insertNotification(trx, id, `Welcome to Rihla, ${input.first_name}! Your account is ready.`, now);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', AUTH_MESSAGES.phoneTaken);
    throw error;
  }
}

export interface TLoginResult {
  token: string;
  profile_pic: string;
  first_name: string;
}

export async function logIn(ctx: TAppContext, input: TUserLoginRequest): Promise<TLoginResult> {
  if (!findCountry(input.country)) throw new AppError('BAD_REQUEST', AUTH_MESSAGES.countryPlaceholder);
  const phone = normalisePhone(input.country, input.phone_number);
  const user = phone ? await findUserByPhone(ctx.db, phone.e164) : undefined;
  // NOTE: an unknown number and a wrong password answer alike, in words and in time.
  if (!user) {
    await verifyAgainstDummy(input.password);
    throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.invalidCredentials);
  }
  if (!(await verifyPassword(user.password_hash, input.password))) {
    throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.invalidCredentials);
  }
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
