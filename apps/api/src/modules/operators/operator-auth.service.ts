import crypto from 'node:crypto';
import { OPERATOR_MESSAGES } from '@rihla/shared/messages/operators';
import type { TLanguage } from '@rihla/shared/rules/languages';
import { isTwoFactorRequired, ROLE_PERMISSIONS, type TOperatorRole } from '@rihla/shared/rules/operator-roles';
import {
  CODE_FAILURE_LIMIT,
  RECOVERY_CODE_COUNT,
  type TChangePasswordRequest,
  type TOperatorSelf,
  type TOperatorSignInCodeRequest,
  type TOperatorSignInData,
  type TOperatorSignInRequest,
  type TSetLanguageRequest,
} from '@rihla/shared/schemas/operators';
import type { TAppContext } from '../../context.js';
import type { TDb } from '../../db/database.js';
import type { TOperatorDbRow } from '../../db/tables/schema.js';
import { AppError } from '../../lib/app-error.js';
import { isoNow } from '../../lib/clock.js';
import { newId, newToken, sha256 } from '../../lib/ids.js';
import { insertAuditEntry } from '../audit/index.js';
import { hashPassword, throttleSignIn, verifyAgainstDummy, verifyPassword } from '../auth/index.js';
import { enqueueMessage } from '../outbox/index.js';
import {
  claimCodeAttempt,
  claimTotpStep,
  clearCodeFailures,
  deleteChallenge,
  deleteExpiredChallenges,
  findLiveOperatorSession,
  findOperatorByEmail,
  findOperatorById,
  insertChallenge,
  insertOperatorSession,
  listActiveOwners,
  listLiveOperatorSessions,
  lockCodes,
  replaceRecoveryCodes,
  revokeAllOperatorSessions,
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
  /** The back office's language, the operator's own choice (decision 104). */
  language: TLanguage;
  sessionId: string;
  tokenHash: string;
}

export interface TRequestMeta {
  ipAddress: string;
  userAgent: string;
}

export function selfOf(
  operator: Pick<TOperatorAuth, 'id' | 'email' | 'name' | 'role' | 'hasTwoFactor' | 'refundLimit' | 'language'>,
): TOperatorSelf {
  return {
    id: operator.id,
    email: operator.email,
    name: operator.name,
    role: operator.role,
    permissions: [...ROLE_PERMISSIONS[operator.role]],
    hasTwoFactor: operator.hasTwoFactor,
    refundLimit: operator.refundLimit,
    language: operator.language,
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
    language: row.language,
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

/** How a sign-in was finished, as its audit line says. */
type TSignInMethod = 'password' | 'authenticator' | 'recoveryCode' | 'enrolment';

/**
 * A line of the audit log about an operator's own sign-in or sessions (decision 061): the operator is both who
 * and what, so the log filtered by either shows it. A wrong password is recorded only for an email that has an
 * operator: there is no object to record it against otherwise.
 */
export async function recordSignInEvent(
  db: TDb,
  operatorId: string,
  action: string,
  after: Record<string, unknown>,
  at: string,
): Promise<void> {
  await insertAuditEntry(db, {
    at,
    operatorId,
    action,
    objectType: 'operator',
    objectId: operatorId,
    before: null,
    after,
  });
}

/**
 * Ends every session of an operator but the one given (the token hash of the session that asked), with a line in
 * the audit log saying why when any ended. Answers how many ended.
 */
export async function endOperatorSessions(
  db: TDb,
  operatorId: string,
  input: { byId: string | null; reason: string; at: string; exceptTokenHash?: string },
): Promise<number> {
  const ended = await revokeAllOperatorSessions(db, operatorId, input.at, input.exceptTokenHash);
  if (ended > 0) {
    await insertAuditEntry(db, {
      at: input.at,
      operatorId: input.byId,
      action: 'operator.endSessions',
      objectType: 'operator',
      objectId: operatorId,
      before: null,
      after: { sessions: ended, reason: input.reason },
    });
  }
  return ended;
}

async function startSession(
  ctx: TAppContext,
  row: TOperatorDbRow,
  meta: TRequestMeta,
  now: Date,
  method: TSignInMethod,
): Promise<string> {
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
  await recordSignInEvent(ctx.db, row.id, 'operator.signIn', { method, ipAddress: meta.ipAddress }, now.toISOString());
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
  shopName: () => Promise<string>,
): Promise<TOperatorSignInData> {
  const attempt = {
    account: `email:${input.email.trim().toLowerCase()}`,
    address: meta.ipAddress,
    what: 'sign-in attempts',
  };
  return throttleSignIn(ctx, attempt, () => passwordStep(ctx, input, meta, shopName));
}

/**
 * A wrong email and a wrong password answer alike, in words and in time; a disabled account says so only to
 * someone who knows its password.
 */
async function passwordStep(
  ctx: TAppContext,
  input: TOperatorSignInRequest,
  meta: TRequestMeta,
  shopName: () => Promise<string>,
): Promise<TOperatorSignInData> {
  const row = await findOperatorByEmail(ctx.db, input.email);
  if (!row || row.status === 'invited') {
    await verifyAgainstDummy(input.password);
    throw new AppError('UNAUTHENTICATED', OPERATOR_MESSAGES.invalidCredentials);
  }
  if (!(await verifyPassword(row.password_hash, input.password))) {
    await recordSignInFailure(ctx, row.id, 'password', meta);
    throw new AppError('UNAUTHENTICATED', OPERATOR_MESSAGES.invalidCredentials);
  }
  if (row.status === 'disabled') {
    await recordSignInFailure(ctx, row.id, 'disabled', meta);
    throw new AppError('FORBIDDEN', OPERATOR_MESSAGES.accountDisabled);
  }
  const now = ctx.clock.now();
  if (row.totp_secret !== null) {
    return { step: 'code', challenge: await newChallenge(ctx, row.id, null, now) };
  }
  if (isTwoFactorRequired(row.role)) {
    const secret = newTotpSecret();
    const challenge = await newChallenge(ctx, row.id, secret, now);
    return { step: 'enrol', challenge, secret, otpauthUrl: totpAddress(secret, row.email, await shopName()) };
  }
  return { step: 'done', token: await startSession(ctx, row, meta, now, 'password'), operator: selfOfRow(row) };
}

function signInFailure(reason: 'password' | 'disabled' | 'code' | 'locked', meta: TRequestMeta) {
  return { reason, ipAddress: meta.ipAddress };
}

/** A refused password step of a known operator (a wrong password, or a disabled account), in the audit log. */
function recordSignInFailure(
  ctx: TAppContext,
  operatorId: string,
  reason: 'password' | 'disabled',
  meta: TRequestMeta,
) {
  return recordSignInEvent(ctx.db, operatorId, 'operator.signInFailed', signInFailure(reason, meta), isoNow(ctx.clock));
}

/** True when the code is a fresh authenticator code of the secret (and its step is now used up). */
async function acceptTotp(ctx: TAppContext, operatorId: string, secret: string, code: string, nowMs: number) {
  if (!/^\d{6}$/.test(code)) return false;
  const step = totpStepOf(secret, code, nowMs);
  return step !== null && (await claimTotpStep(ctx.db, operatorId, step));
}

/**
 * Checks an operator's second factor (decision 061): an authenticator code, or (where `allowRecovery`) a recovery
 * code. Every try counts against CODE_FAILURE_LIMIT wrong codes in a row, across sign-ins and calls, before the
 * code is checked; a right code starts the count again. At the limit authenticator codes are refused until a
 * recovery code signs in (which clears the lock) or an owner unlocks them; the operator and the owners are told
 * by email. Each wrong code, the lock and its end are lines of the audit log.
 */
export async function verifySecondFactor(
  ctx: TAppContext,
  row: TOperatorDbRow,
  code: string,
  meta: TRequestMeta,
  options: { allowRecovery: boolean },
): Promise<'authenticator' | 'recoveryCode'> {
  const now = ctx.clock.now();
  const at = now.toISOString();
  if (row.totp_secret === null) throw new AppError('BAD_REQUEST', OPERATOR_MESSAGES.invalidCode);
  const isRecoveryCode = options.allowRecovery && code.length >= 10;
  if (isRecoveryCode && (await spendRecoveryCode(ctx.db, row.id, recoveryCodeHash(code), at))) {
    if (await clearCodeFailures(ctx.db, row.id)) {
      await recordSignInEvent(ctx.db, row.id, 'operator.codesUnlocked', { by: 'recoveryCode' }, at);
    }
    return 'recoveryCode';
  }
  const failures = await claimCodeAttempt(ctx.db, row.id, CODE_FAILURE_LIMIT);
  if (failures === null) {
    await recordSignInEvent(ctx.db, row.id, 'operator.codeFailed', signInFailure('locked', meta), at);
    throw new AppError('BAD_REQUEST', isRecoveryCode ? OPERATOR_MESSAGES.invalidCode : OPERATOR_MESSAGES.codeLocked);
  }
  if (!isRecoveryCode && (await acceptTotp(ctx, row.id, row.totp_secret, code, now.getTime()))) {
    await clearCodeFailures(ctx.db, row.id);
    return 'authenticator';
  }
  const isLockedNow = await ctx.db.transaction().execute(async (trx) => {
    await recordSignInEvent(trx, row.id, 'operator.codeFailed', { ...signInFailure('code', meta), failures }, at);
    if (!(await lockCodes(trx, row.id, CODE_FAILURE_LIMIT, at))) return false;
    await recordSignInEvent(trx, row.id, 'operator.codesLocked', { failures, ipAddress: meta.ipAddress }, at);
    await queueCodesLockedEmails(trx, row, at);
    return true;
  });
  throw new AppError('BAD_REQUEST', isLockedNow ? OPERATOR_MESSAGES.codeLocked : OPERATOR_MESSAGES.invalidCode);
}

/** The emails of a lock: to the operator and to each active owner, once each (composed in modules/messages). */
async function queueCodesLockedEmails(trx: TDb, row: TOperatorDbRow, at: string): Promise<void> {
  const owners = await listActiveOwners(trx);
  const recipients = [row, ...owners.filter((owner) => owner.id !== row.id)];
  for (const recipient of recipients) {
    await enqueueMessage(
      trx,
      {
        topic: 'operatorCodeLocked',
        channel: 'email',
        recipient: recipient.email,
        orderId: null,
        payload: { operatorId: row.id, recipientName: recipient.name, failures: CODE_FAILURE_LIMIT },
        dedupeKey: `operatorCodeLocked:${row.id}:${at}:${recipient.email}`,
      },
      at,
    );
  }
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
    const token = await startSession(ctx, enrolled, meta, now, 'enrolment');
    return { step: 'done', token, operator: selfOfRow(enrolled), recoveryCodes };
  }

  if (row.totp_secret === null) throw new AppError('UNAUTHENTICATED', OPERATOR_MESSAGES.challengeExpired);
  const method = await verifySecondFactor(ctx, row, input.code, meta, { allowRecovery: true });
  await deleteChallenge(ctx.db, challengeHash);
  return { step: 'done', token: await startSession(ctx, row, meta, now, method), operator: selfOfRow(row) };
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
    language: session.language,
    sessionId: session.session_id,
    tokenHash,
  };
}

export async function signOut(ctx: TAppContext, operator: TOperatorAuth): Promise<void> {
  const at = isoNow(ctx.clock);
  await revokeOperatorSessionByHash(ctx.db, operator.tokenHash, at);
  await recordSignInEvent(ctx.db, operator.id, 'operator.signOut', { sessionId: operator.sessionId }, at);
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
  const at = isoNow(ctx.clock);
  if (!(await revokeOperatorSessionById(ctx.db, operator.id, sessionId, at))) {
    throw new AppError('NOT_FOUND', OPERATOR_MESSAGES.sessionNotFound);
  }
  await recordSignInEvent(ctx.db, operator.id, 'operator.endSession', { sessionId }, at);
}

/** New recovery codes for an operator with a second factor, confirmed by a fresh authenticator code. */
export async function renewRecoveryCodes(ctx: TAppContext, operator: TOperatorAuth, code: string, meta: TRequestMeta) {
  const row = await findOperatorById(ctx.db, operator.id);
  if (!row) throw new AppError('UNAUTHENTICATED', OPERATOR_MESSAGES.signInRequired);
  await verifySecondFactor(ctx, row, code, meta, { allowRecovery: false });
  const now = ctx.clock.now();
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

/**
 * An operator's own password change (decision 061): the current password and, with a second factor, a code (which
 * counts against the lock like a sign-in's). The operator's other sessions end; this one stays.
 */
export async function changePassword(
  ctx: TAppContext,
  operator: TOperatorAuth,
  input: TChangePasswordRequest,
  meta: TRequestMeta,
): Promise<void> {
  const row = await findOperatorById(ctx.db, operator.id);
  if (!row) throw new AppError('UNAUTHENTICATED', OPERATOR_MESSAGES.signInRequired);
  if (!(await verifyPassword(row.password_hash, input.currentPassword))) {
    await recordSignInEvent(
      ctx.db,
      row.id,
      'operator.changePasswordFailed',
      signInFailure('password', meta),
      isoNow(ctx.clock),
    );
    throw new AppError('BAD_REQUEST', OPERATOR_MESSAGES.wrongCurrentPassword, {
      refusal: 'operator.wrong_current_password',
      field: 'currentPassword',
    });
  }
  if (row.totp_secret !== null) {
    if (!input.code) throw new AppError('BAD_REQUEST', OPERATOR_MESSAGES.codeRequiredToChange);
    await verifySecondFactor(ctx, row, input.code, meta, { allowRecovery: true });
  }
  const passwordHash = await hashPassword(input.newPassword);
  const at = isoNow(ctx.clock);
  await ctx.db.transaction().execute(async (trx) => {
    await updateOperatorRow(trx, row.id, { password_hash: passwordHash, updated_at: at });
    await recordSignInEvent(trx, row.id, 'operator.changePassword', { ipAddress: meta.ipAddress }, at);
    await endOperatorSessions(trx, row.id, {
      byId: row.id,
      reason: 'passwordChanged',
      at,
      exceptTokenHash: operator.tokenHash,
    });
  });
}

/**
 * Sets the signed-in operator's own back-office language (issue 37, decision 104): only theirs, since the call names
 * no operator, and audited with the language before and after. Answers the operator as `operator/me` does.
 */
export async function setOwnLanguage(
  ctx: TAppContext,
  operator: TOperatorAuth,
  input: TSetLanguageRequest,
): Promise<TOperatorSelf> {
  const row = await findOperatorById(ctx.db, operator.id);
  if (!row) throw new AppError('UNAUTHENTICATED', OPERATOR_MESSAGES.signInRequired);
  if (row.language !== input.language) {
    const at = isoNow(ctx.clock);
    await ctx.db.transaction().execute(async (trx) => {
      await updateOperatorRow(trx, row.id, { language: input.language, updated_at: at });
      await insertAuditEntry(trx, {
        at,
        operatorId: row.id,
        action: 'operator.setLanguage',
        objectType: 'operator',
        objectId: row.id,
        before: { language: row.language },
        after: { language: input.language },
      });
    });
  }
  return selfOfRow({ ...row, language: input.language });
}
