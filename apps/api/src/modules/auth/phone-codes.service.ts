import crypto from 'node:crypto';
import {
  CODE_DIGITS,
  CODE_MAX_CHECKS,
  CODE_MAX_SENDS,
  CODE_RESEND_SECONDS,
  CODE_SENDS_WINDOW_SECONDS,
  CODE_TTL_SECONDS,
  type TCodePurpose,
} from '@rihla/shared/constants';
import { AUTH_MESSAGES } from '@rihla/shared/messages/auth';
import type { TContentLanguage } from '@rihla/shared/rules/content-language';
import { phoneInternational } from '@rihla/shared/rules/phone';
import type { TCodeSentData, TPhoneCodeRequest, TResetPasswordRequest } from '@rihla/shared/schemas/auth';
import type { TAppContext } from '../../context.js';
import type { TDb } from '../../db/database.js';
import type { TUserRow } from '../../db/tables/schema.js';
import { AppError, rateLimited } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import { seal } from '../../lib/sealing.js';
import { safeEqual, sign } from '../../lib/signing.js';
import { enqueueMessage, skipPendingMessages } from '../outbox/index.js';
import { findUserByPhone, revokeSessionsOfUser, setPasswordHash, setPhoneVerified } from './auth.repository.js';
import { hashPassword } from './passwords.js';
import {
  consumeCode,
  countCheck,
  deleteCodesBefore,
  findOpenCode,
  insertCode,
  listCodesSentSince,
  lockNumber,
  retireCodes,
} from './phone-codes.repository.js';

// One-time codes by text (issue 19, decision 047): sign-up proves the number, login with a code, a new password
// with a code. Every answer about a number is the same whether or not it has an account: a code row and an
// outbox row are written either way, and only the worker's row says whether a text goes.

const DAY_MS = 86_400_000;
/** The outbox payload's sealing purpose; compose.ts opens it when it writes the text. */
export const CODE_SEAL_PURPOSE = 'phone-code';

/** What a sign-up's code carries until it is entered: the account to create (its password already hashed). */
export interface TPendingSignup {
  country: string;
  first_name: string;
  last_name: string;
  email: string;
  password_hash: string;
  /** A friend's invite code as given (decision 049); looked up when the account is created. */
  inviteCode?: string;
}

/** The outbox payload of a code's text. */
export type TPhoneCodePayload = (
  | { kind: 'code'; purpose: TCodePurpose; sealedCode: string; expiresAt: string }
  | { kind: 'accountExists' }
) & {
  /** The language of the page that asked (decision 103); English when absent (rows queued before). */
  language?: TContentLanguage;
};

function phoneKeyOf(ctx: TAppContext, e164: string): string {
  return sign(ctx.config.appSecret, 'phone-code-number', e164);
}

function codeHashOf(ctx: TAppContext, phoneKey: string, purpose: TCodePurpose, code: string): string {
  return sign(ctx.config.appSecret, 'phone-code', `${phoneKey}:${purpose}:${code}`);
}

/** Six digits from the operating system's CSPRNG, leading zeros kept. */
function newCode(): string {
  return String(crypto.randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');
}

/** Refuses a send over the number's limits: five in ten minutes, and one per purpose every 30 seconds. */
async function checkSendLimits(trx: TDb, phoneKey: string, purpose: TCodePurpose, nowMs: number): Promise<void> {
  const windowStart = new Date(nowMs - CODE_SENDS_WINDOW_SECONDS * 1000).toISOString();
  const sent = await listCodesSentSince(trx, phoneKey, windowStart);
  const oldest = sent[0];
  if (oldest && sent.length >= CODE_MAX_SENDS) {
    const waitMs = Date.parse(oldest.created_at) + CODE_SENDS_WINDOW_SECONDS * 1000 - nowMs;
    throw rateLimited(AUTH_MESSAGES.tooManyCodes(Math.max(1, Math.ceil(waitMs / 60_000))), waitMs / 1000);
  }
  const lastOfPurpose = sent.filter((row) => row.purpose === purpose).at(-1);
  if (lastOfPurpose) {
    const waitMs = Date.parse(lastOfPurpose.created_at) + CODE_RESEND_SECONDS * 1000 - nowMs;
    if (waitMs > 0) throw rateLimited(AUTH_MESSAGES.resendWait(Math.ceil(waitMs / 1000)), waitMs / 1000);
  }
}

/** Whether a code for this purpose is texted to the number, given the account that has it (if any). */
function messageFor(purpose: TCodePurpose, user: TUserRow | undefined): 'code' | 'accountExists' | 'none' {
  if (purpose === 'signup') return user?.phone_verified_at ? 'accountExists' : 'code';
  return user ? 'code' : 'none';
}

/** What a sign-up's code is asked for with: the browser's sign-up id (its cookie), and a new sign-up's details. */
export interface TSignupAsk {
  browser: string | null;
  details?: TPendingSignup;
  /** The language of the page that asked (decision 103): the text is written in it. */
  language?: TContentLanguage;
}

/** The HMAC of a browser's sign-up id kept with its codes (decision 060); null for a request without one. */
function signupBrowserKeyOf(ctx: TAppContext, browser: string | null): string | null {
  return browser === null ? null : sign(ctx.config.appSecret, 'signup-browser', browser);
}

/**
 * Sends a code to a number (in E.164 form) for a purpose, in one transaction: the limits, the code (as an HMAC),
 * and its text in the outbox. A sign-up's details wait with its code, bound to the browser that sent them: a
 * sign-up from another browser waits beside it and never replaces it (decision 060). Answers the seconds before
 * another may be asked for. The same statements run whether or not the number has an account.
 */
export async function queueCode(
  ctx: TAppContext,
  e164: string,
  purpose: TCodePurpose,
  signupAsk?: TSignupAsk,
): Promise<TCodeSentData> {
  const nowMs = ctx.clock.now().getTime();
  const now = new Date(nowMs).toISOString();
  const phoneKey = phoneKeyOf(ctx, e164);
  const browserKey = purpose === 'signup' ? signupBrowserKeyOf(ctx, signupAsk?.browser ?? null) : null;
  const details = purpose === 'signup' ? signupAsk?.details : undefined;
  await ctx.db.transaction().execute(async (trx) => {
    await lockNumber(trx, phoneKey);
    await checkSendLimits(trx, phoneKey, purpose, nowMs);
    await deleteCodesBefore(trx, phoneKey, new Date(nowMs - DAY_MS).toISOString());
    // A sign-up's code sent again carries over the details this browser sent with the code it replaces.
    const pending =
      purpose === 'signup' && !details ? (await findOpenCode(trx, phoneKey, purpose, browserKey, now))?.signup : null;
    await retireCodes(trx, phoneKey, purpose, browserKey, now);
    const keyPrefix = `phoneCode:${purpose}:${phoneKey}:${purpose === 'signup' ? `${browserKey ?? '-'}:` : ''}`;
    await skipPendingMessages(trx, keyPrefix, 'replaced by a newer code');
    const user = await findUserByPhone(trx, e164);
    const code = newCode();
    const id = newId();
    const expiresAt = new Date(nowMs + CODE_TTL_SECONDS * 1000).toISOString();
    await insertCode(trx, {
      id,
      phone_key: phoneKey,
      purpose,
      code_hash: codeHashOf(ctx, phoneKey, purpose, code),
      signup: details ? JSON.stringify(details) : (pending ?? null),
      signup_browser: browserKey,
      created_at: now,
      expires_at: expiresAt,
    });
    const message = messageFor(purpose, user);
    const language = signupAsk?.language ?? 'en';
    const payload: TPhoneCodePayload =
      message === 'accountExists'
        ? { kind: 'accountExists', language }
        : {
            kind: 'code',
            purpose,
            sealedCode: seal(ctx.config.appSecret, CODE_SEAL_PURPOSE, code),
            expiresAt,
            language,
          };
    await enqueueMessage(
      trx,
      {
        topic: 'phoneCode',
        channel: 'sms',
        // NOTE: a number without an account is not kept: its row is written skipped, with no recipient.
        recipient: message === 'none' ? '' : e164,
        orderId: null,
        payload: message === 'none' ? {} : payload,
        dedupeKey: `${keyPrefix}${id}`,
        ...(message === 'none' ? { skippedBecause: 'no account uses this number' } : {}),
      },
      now,
    );
  });
  return { resend_after: CODE_RESEND_SECONDS, sent_to: phoneInternational(e164) };
}

/**
 * Checks a code against the newest open code of the number for the purpose (a sign-up's: the one asked for from
 * this browser, `browser` being its sign-up id). Each check is counted (and committed) before the comparison;
 * the fifth wrong one ends the code. A right code is used up in `trx` by `use`, which runs only when this
 * request is the one that used it.
 */
export async function useCode<T>(
  ctx: TAppContext,
  e164: string,
  purpose: TCodePurpose,
  code: string,
  use: (trx: TDb, signup: TPendingSignup | null) => Promise<T | null>,
  browser: string | null = null,
): Promise<T> {
  const now = ctx.clock.now().toISOString();
  const phoneKey = phoneKeyOf(ctx, e164);
  const browserKey = purpose === 'signup' ? signupBrowserKeyOf(ctx, browser) : null;
  const open = await findOpenCode(ctx.db, phoneKey, purpose, browserKey, now);
  if (!open) throw new AppError('BAD_REQUEST', AUTH_MESSAGES.codeWrong);
  if (!(await countCheck(ctx.db, open.id, CODE_MAX_CHECKS))) {
    throw new AppError('BAD_REQUEST', AUTH_MESSAGES.codeTriesUsed);
  }
  if (!safeEqual(codeHashOf(ctx, phoneKey, purpose, code), open.code_hash)) {
    throw new AppError(
      'BAD_REQUEST',
      open.checks + 1 >= CODE_MAX_CHECKS ? AUTH_MESSAGES.codeTriesUsed : AUTH_MESSAGES.codeWrong,
    );
  }
  const result = await ctx.db.transaction().execute(async (trx) => {
    if (!(await consumeCode(trx, open.id, now))) return null;
    return use(trx, open.signup ? (JSON.parse(open.signup) as TPendingSignup) : null);
  });
  if (result === null) throw new AppError('BAD_REQUEST', AUTH_MESSAGES.codeWrong);
  return result;
}

/** Logging in with a code proves the number: an account an operator entered is verified by it. */
export async function userOfLoginCode(ctx: TAppContext, e164: string, request: TPhoneCodeRequest) {
  return useCode(ctx, e164, 'login', request.code, async (trx) => {
    const user = await findUserByPhone(trx, e164);
    if (!user) return null;
    if (!user.phone_verified_at) await setPhoneVerified(trx, user.id, ctx.clock.now().toISOString());
    return user;
  });
}

/** A new password after a code: every session of the account is ended, and the number counts as proved. */
export async function resetPasswordWithCode(
  ctx: TAppContext,
  e164: string,
  request: TResetPasswordRequest,
): Promise<void> {
  const passwordHash = await hashPassword(request.password);
  await useCode(ctx, e164, 'reset', request.code, async (trx) => {
    const user = await findUserByPhone(trx, e164);
    if (!user) return null;
    const now = ctx.clock.now().toISOString();
    await setPasswordHash(trx, user.id, passwordHash, now);
    if (!user.phone_verified_at) await setPhoneVerified(trx, user.id, now);
    await revokeSessionsOfUser(trx, user.id, now);
    return true;
  });
}
