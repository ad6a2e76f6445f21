import crypto from 'node:crypto';
import { OPERATOR_MESSAGES } from '@rihla/shared/messages/operators';
import { isTwoFactorRequired, ROLE_PERMISSIONS, type TOperatorRole } from '@rihla/shared/rules/operator-roles';
import {
  RECOVERY_CODE_COUNT,
  type TOperatorSelf,
  type TOperatorSignInCodeRequest,
  type TOperatorSignInData,
  type TOperatorSignInRequest,
} from '@rihla/shared/schemas/operators';
import type { TAppContext } from '../../context.js';
import type { TOperatorDbRow } from '../../db/tables/schema.js';
import { AppError } from '../../lib/app-error.js';
import { isoNow } from '../../lib/clock.js';
import { newId, newToken, sha256 } from '../../lib/ids.js';
import { insertAuditEntry } from '../audit/audit.repository.js';
import { verifyAgainstDummy, verifyPassword } from '../auth/passwords.js';
import { throttleSignIn } from '../auth/sign-in-throttle.js';
import {
  claimTotpStep,
  deleteChallenge,
  deleteExpiredChallenges,
  findLiveOperatorSession,
  findOperatorByEmail,
  findOperatorById,
  insertChallenge,
  insertOperatorSession,
  listLiveOperatorSessions,
  replaceRecoveryCodes,
  revokeOperatorSessionByHash,
  revokeOperatorSessionById,
  spendRecoveryCode,
  touchOperatorSession,
  updateOperatorRow,
  useChallengeAttempt,
} from './operators.repository.js';
import { newTotpSecret, totpAddress, totpStepOf } from './totp.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** An operator session ends after 12 hours unused (a working day) and 7 days after sign-in in any case. */
export const OPERATOR_SESSION_IDLE_MS = 12 * HOUR_MS;
export const OPERATOR_SESSION_MAX_MS = 7 * 24 * HOUR_MS;
/** last_used_at is written at most this often. */
const TOUCH_INTERVAL_MS = 5 * MINUTE_MS;
/** Between a correct password and a correct code: five minutes and five tries. */
const CHALLENGE_TTL_MS = 5 * MINUTE_MS;
const CHALLENGE_MAX_ATTEMPTS = 5;

/** The signed-in operator of a request. */
export interface TOperatorAuth {
  id: string;
  email: string;
  name: string;
  role: TOperatorRole;
  hasTwoFactor: boolean;
  refundLimit: number | null;
  sessionId: string;
  tokenHash: string;
}

export interface TRequestMeta {
  ipAddress: string;
  userAgent: string;
}

export function selfOf(
  operator: Pick<TOperatorAuth, 'id' | 'email' | 'name' | 'role' | 'hasTwoFactor' | 'refundLimit'>,
): TOperatorSelf {
  return {
    id: operator.id,
    email: operator.email,
    name: operator.name,
    role: operator.role,
    permissions: [...ROLE_PERMISSIONS[operator.role]],
    hasTwoFactor: operator.hasTwoFactor,
    refundLimit: operator.refundLimit,
  };
}

function selfOfRow(row: TOperatorDbRow): TOperatorSelf {
  return selfOf({
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    hasTwoFactor: row.totp_secret !== null,
    refundLimit: row.refund_limit_fils,
  });
}

/** Recovery codes as people copy them: two groups of five letters and digits (50 bits each). */
function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = crypto.randomBytes(10);
    const chars = [...bytes].map((byte) => alphabet[byte % alphabet.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

function recoveryCodeHash(code: string): string {
  return sha256(`recovery:${code.replace(/[\s-]/g, '').toLowerCase()}`);
}

async function startSession(ctx: TAppContext, row: TOperatorDbRow, meta: TRequestMeta, now: Date): Promise<string> {
  const token = newToken();
  await insertOperatorSession(ctx.db, {
    tokenHash: sha256(token),
    id: newId(),
    operatorId: row.id,
    now: now.toISOString(),
    expiresAt: new Date(now.getTime() + OPERATOR_SESSION_MAX_MS).toISOString(),
    ipAddress: meta.ipAddress.slice(0, 100),
    userAgent: meta.userAgent.slice(0, 300),
  });
  await updateOperatorRow(ctx.db, row.id, { last_sign_in_at: now.toISOString() });
  return token;
}

async function newChallenge(ctx: TAppContext, operatorId: string, pendingSecret: string | null, now: Date) {
  const challenge = newToken();
  await deleteExpiredChallenges(ctx.db, now.toISOString());
  await insertChallenge(ctx.db, {
    tokenHash: sha256(challenge),
    operatorId,
    pendingSecret,
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS).toISOString(),
  });
  return challenge;
}

/**
 * The first step of signing in, under the email's ceiling of wrong passwords, which refuses only addresses that
 * have been failing at it (decision 060).
 */
export function signIn(
  ctx: TAppContext,
  input: TOperatorSignInRequest,
  meta: TRequestMeta,
): Promise<TOperatorSignInData> {
  const attempt = {
    account: `email:${input.email.trim().toLowerCase()}`,
    address: meta.ipAddress,
    what: 'sign-in attempts',
  };
  return throttleSignIn(ctx, attempt, () => passwordStep(ctx, input, meta));
}

/**
 * A wrong email and a wrong password answer alike, in words and in time; a disabled account says so only to
 * someone who knows its password.
 */
async function passwordStep(
  ctx: TAppContext,
  input: TOperatorSignInRequest,
  meta: TRequestMeta,
): Promise<TOperatorSignInData> {
  const row = await findOperatorByEmail(ctx.db, input.email);
  if (!row || row.status === 'invited') {
    await verifyAgainstDummy(input.password);
    throw new AppError('UNAUTHENTICATED', OPERATOR_MESSAGES.invalidCredentials);
  }
  if (!(await verifyPassword(row.password_hash, input.password))) {
    throw new AppError('UNAUTHENTICATED', OPERATOR_MESSAGES.invalidCredentials);
  }
  if (row.status === 'disabled') throw new AppError('FORBIDDEN', OPERATOR_MESSAGES.accountDisabled);
  const now = ctx.clock.now();
  if (row.totp_secret !== null) {
    return { step: 'code', challenge: await newChallenge(ctx, row.id, null, now) };
  }
  if (isTwoFactorRequired(row.role)) {
    const secret = newTotpSecret();
    const challenge = await newChallenge(ctx, row.id, secret, now);
    return { step: 'enrol', challenge, secret, otpauthUrl: totpAddress(secret, row.email) };
  }
  return { step: 'done', token: await startSession(ctx, row, meta, now), operator: selfOfRow(row) };
}

/** True when the code is a fresh authenticator code of the secret (and its step is now used up). */
async function acceptTotp(ctx: TAppContext, operatorId: string, secret: string, code: string, nowMs: number) {
  if (!/^\d{6}$/.test(code)) return false;
  const step = totpStepOf(secret, code, nowMs);
  return step !== null && (await claimTotpStep(ctx.db, operatorId, step));
}

/**
 * The second step: an authenticator code (or a recovery code) for the challenge the password step gave. An
 * enrolment's first code makes the new secret the operator's and returns their recovery codes, once.
 */
export async function signInWithCode(
  ctx: TAppContext,
  input: TOperatorSignInCodeRequest,
  meta: TRequestMeta,
): Promise<TOperatorSignInData> {
  const now = ctx.clock.now();
  const challengeHash = sha256(input.challenge);
  const challenge = await useChallengeAttempt(ctx.db, challengeHash, now.toISOString(), CHALLENGE_MAX_ATTEMPTS);
  const row = challenge ? await findOperatorById(ctx.db, challenge.operator_id) : undefined;
  if (!challenge || !row || row.status !== 'active') {
    throw new AppError('UNAUTHENTICATED', OPERATOR_MESSAGES.challengeExpired);
  }

  if (challenge.pending_secret !== null) {
    const step = /^\d{6}$/.test(input.code) ? totpStepOf(challenge.pending_secret, input.code, now.getTime()) : null;
    if (step === null) throw new AppError('BAD_REQUEST', OPERATOR_MESSAGES.invalidCode);
    const recoveryCodes = newRecoveryCodes();
    await ctx.db.transaction().execute(async (trx) => {
      await updateOperatorRow(trx, row.id, {
        totp_secret: challenge.pending_secret,
        totp_last_step: step,
        updated_at: now.toISOString(),
      });
      await replaceRecoveryCodes(trx, row.id, recoveryCodes.map(recoveryCodeHash));
      await deleteChallenge(trx, challengeHash);
      await insertAuditEntry(trx, {
        at: now.toISOString(),
        operatorId: row.id,
        action: 'operator.enrolTwoFactor',
        objectType: 'operator',
        objectId: row.id,
        before: { hasTwoFactor: false },
        after: { hasTwoFactor: true },
      });
    });
    const enrolled = { ...row, totp_secret: challenge.pending_secret };
    const token = await startSession(ctx, enrolled, meta, now);
    return { step: 'done', token, operator: selfOfRow(enrolled), recoveryCodes };
  }

  const secret = row.totp_secret;
  if (secret === null) throw new AppError('UNAUTHENTICATED', OPERATOR_MESSAGES.challengeExpired);
  const isAccepted =
    (await acceptTotp(ctx, row.id, secret, input.code, now.getTime())) ||
    (input.code.length >= 10 &&
      (await spendRecoveryCode(ctx.db, row.id, recoveryCodeHash(input.code), now.toISOString())));
  if (!isAccepted) throw new AppError('BAD_REQUEST', OPERATOR_MESSAGES.invalidCode);
  await deleteChallenge(ctx.db, challengeHash);
  return { step: 'done', token: await startSession(ctx, row, meta, now), operator: selfOfRow(row) };
}

/** The operator behind a token, or null: unknown, revoked, idle 12 hours, past 7 days, or the operator disabled. */
export async function resolveOperatorSession(ctx: TAppContext, token: string): Promise<TOperatorAuth | null> {
  const now = ctx.clock.now();
  const tokenHash = sha256(token);
  const session = await findLiveOperatorSession(ctx.db, tokenHash, now.toISOString());
  if (!session) return null;
  const idleMs = now.getTime() - Date.parse(session.last_used_at);
  if (idleMs > OPERATOR_SESSION_IDLE_MS) return null;
  if (idleMs > TOUCH_INTERVAL_MS) await touchOperatorSession(ctx.db, tokenHash, now.toISOString());
  return {
    id: session.id,
    email: session.email,
    name: session.name,
    role: session.role,
    hasTwoFactor: session.totp_secret !== null,
    refundLimit: session.refund_limit_fils,
    sessionId: session.session_id,
    tokenHash,
  };
}

export async function signOut(ctx: TAppContext, operator: TOperatorAuth): Promise<void> {
  await revokeOperatorSessionByHash(ctx.db, operator.tokenHash, isoNow(ctx.clock));
}

export async function listSessions(ctx: TAppContext, operator: TOperatorAuth) {
  const now = ctx.clock.now();
  const idleSince = new Date(now.getTime() - OPERATOR_SESSION_IDLE_MS).toISOString();
  const rows = await listLiveOperatorSessions(ctx.db, operator.id, now.toISOString(), idleSince);
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    expiresAt: row.expires_at,
    ipAddress: row.ip_address,
    userAgent: row.user_agent,
    isCurrent: row.token_hash === operator.tokenHash,
  }));
}

export async function revokeSession(ctx: TAppContext, operator: TOperatorAuth, sessionId: string): Promise<void> {
  if (!(await revokeOperatorSessionById(ctx.db, operator.id, sessionId, isoNow(ctx.clock)))) {
    throw new AppError('NOT_FOUND', OPERATOR_MESSAGES.sessionNotFound);
  }
}

/** New recovery codes for an operator with a second factor, confirmed by a fresh authenticator code. */
export async function renewRecoveryCodes(ctx: TAppContext, operator: TOperatorAuth, code: string) {
  const row = await findOperatorById(ctx.db, operator.id);
  const now = ctx.clock.now();
  if (!row?.totp_secret || !(await acceptTotp(ctx, row.id, row.totp_secret, code, now.getTime()))) {
    throw new AppError('BAD_REQUEST', OPERATOR_MESSAGES.invalidCode);
  }
  const recoveryCodes = newRecoveryCodes();
  await ctx.db.transaction().execute(async (trx) => {
    await replaceRecoveryCodes(trx, row.id, recoveryCodes.map(recoveryCodeHash));
    await insertAuditEntry(trx, {
      at: now.toISOString(),
      operatorId: row.id,
      action: 'operator.newRecoveryCodes',
      objectType: 'operator',
      objectId: row.id,
      before: null,
      after: { recoveryCodes: RECOVERY_CODE_COUNT },
    });
  });
  return { recoveryCodes };
}
