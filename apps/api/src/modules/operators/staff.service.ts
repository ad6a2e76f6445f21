import { OPERATOR_MESSAGES } from '@rihla/shared/messages/operators';
import type { TOperatorRole } from '@rihla/shared/rules/operator-roles';
import type { TOperatorRow, TUpdateOperatorRequest } from '@rihla/shared/schemas/operators';
import type { Updateable } from 'kysely';
import type { TAppContext } from '../../context.js';
import { isUniqueViolation, type TDb } from '../../db/database.js';
import type { OperatorsTable, TOperatorDbRow } from '../../db/tables/schema.js';
import { AppError } from '../../lib/app-error.js';
import { newId, newToken, sha256 } from '../../lib/ids.js';
import { insertAuditEntry } from '../audit/index.js';
import { hashPassword } from '../auth/index.js';
import { endOperatorSessions, type TOperatorAuth } from './operator-auth.service.js';
import {
  clearCodeFailures,
  countActiveOwners,
  deleteRecoveryCodes,
  findOperatorByEmail,
  findOperatorById,
  findOperatorByInvite,
  insertOperator,
  listOperatorRows,
  updateOperatorRow,
} from './operators.repository.js';

/** An invitation is good for a week. */
const INVITE_TTL_MS = 7 * 86_400_000;
const EMAIL_TAKEN = { refusal: 'operator.email_taken', field: 'email' } as const;

function rowOf(row: TOperatorDbRow): TOperatorRow {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    status: row.status,
    hasTwoFactor: row.totp_secret !== null,
    isCodeLocked: row.code_locked_at !== null,
    refundLimit: row.refund_limit_fils,
    lastSignInAt: row.last_sign_in_at,
    createdAt: row.created_at,
  };
}

export async function listOperators(ctx: TAppContext): Promise<TOperatorRow[]> {
  return (await listOperatorRows(ctx.db)).map(rowOf);
}

/** Only an agent's refunds are limited (issue 17); other roles carry none. */
function refundLimitFor(role: TOperatorRole, limit: number | null | undefined): number | null {
  return role === 'agent' ? (limit ?? null) : null;
}

export async function inviteOperator(
  ctx: TAppContext,
  by: TOperatorAuth,
  input: { email: string; name: string; role: TOperatorRole; refundLimit?: number | null | undefined },
) {
  const now = ctx.clock.now();
  const invite = newToken();
  const id = newId();
  const expiresAt = new Date(now.getTime() + INVITE_TTL_MS).toISOString();
  const refundLimit = refundLimitFor(input.role, input.refundLimit);
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await insertOperator(trx, {
        id,
        email: input.email,
        name: input.name,
        role: input.role,
        status: 'invited',
        password_hash: '',
        totp_secret: null,
        totp_last_step: null,
        refund_limit_fils: refundLimit,
        invite_hash: sha256(invite),
        invite_expires_at: expiresAt,
        last_sign_in_at: null,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      });
      await insertAuditEntry(trx, {
        at: now.toISOString(),
        operatorId: by.id,
        action: 'operator.invite',
        objectType: 'operator',
        objectId: id,
        before: null,
        after: { email: input.email, name: input.name, role: input.role, refundLimit },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', OPERATOR_MESSAGES.emailTaken, EMAIL_TAKEN);
    throw error;
  }
  return { id, invitePath: `/admin/invite/${invite}`, expiresAt };
}

export async function acceptInvite(ctx: TAppContext, input: { invite: string; name: string; password: string }) {
  const now = ctx.clock.now();
  const row = await findOperatorByInvite(ctx.db, sha256(input.invite));
  if (!row?.invite_expires_at || Date.parse(row.invite_expires_at) <= now.getTime()) {
    throw new AppError('NOT_FOUND', OPERATOR_MESSAGES.inviteInvalid);
  }
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction().execute(async (trx) => {
    await updateOperatorRow(trx, row.id, {
      name: input.name,
      password_hash: passwordHash,
      status: 'active',
      invite_hash: null,
      invite_expires_at: null,
      updated_at: now.toISOString(),
    });
    await insertAuditEntry(trx, {
      at: now.toISOString(),
      operatorId: row.id,
      action: 'operator.acceptInvite',
      objectType: 'operator',
      objectId: row.id,
      before: { status: 'invited', name: row.name },
      after: { status: 'active', name: input.name },
    });
  });
  return { email: row.email };
}

/**
 * Changes an operator's role, refund limit or status. Nobody changes their own role or disables themselves,
 * and the last active owner stays one. A new role or a disabled account ends the operator's sessions, so the
 * next request runs with what the owner decided (and a role that needs a second factor enrols one).
 */
export async function updateOperator(
  ctx: TAppContext,
  by: TOperatorAuth,
  input: TUpdateOperatorRequest,
): Promise<TOperatorRow> {
  const now = ctx.clock.now().toISOString();
  return ctx.db.transaction().execute(async (trx) => {
    const row = await findOperatorById(trx, input.id);
    if (!row) throw new AppError('NOT_FOUND', OPERATOR_MESSAGES.operatorNotFound);
    const role = input.role ?? row.role;
    const status = input.status ?? row.status;
    const isRoleChanged = role !== row.role;
    const isStatusChanged = status !== row.status;
    if (row.id === by.id && (isRoleChanged || isStatusChanged)) {
      throw new AppError('FORBIDDEN', OPERATOR_MESSAGES.cannotChangeSelf);
    }
    if (row.status === 'invited' && isStatusChanged) {
      throw new AppError('CONFLICT', 'This operator has not accepted the invitation yet');
    }
    const isLosingOwner = row.role === 'owner' && row.status === 'active' && (role !== 'owner' || status !== 'active');
    if (isLosingOwner && (await countActiveOwners(trx)) <= 1) {
      throw new AppError('CONFLICT', OPERATOR_MESSAGES.lastOwner);
    }
    const refundLimit = refundLimitFor(
      role,
      input.refundLimit !== undefined ? input.refundLimit : row.refund_limit_fils,
    );
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    if (isRoleChanged) [before.role, after.role] = [row.role, role];
    if (isStatusChanged) [before.status, after.status] = [row.status, status];
    if (refundLimit !== row.refund_limit_fils)
      [before.refundLimit, after.refundLimit] = [row.refund_limit_fils, refundLimit];
    if (Object.keys(after).length === 0) return rowOf(row);
    await updateOperatorRow(trx, row.id, { role, status, refund_limit_fils: refundLimit, updated_at: now });
    if (isRoleChanged || status === 'disabled') {
      await endOperatorSessions(trx, row.id, {
        byId: by.id,
        reason: isRoleChanged ? 'roleChanged' : 'disabled',
        at: now,
      });
    }
    await insertAuditEntry(trx, {
      at: now,
      operatorId: by.id,
      action: 'operator.update',
      objectType: 'operator',
      objectId: row.id,
      before,
      after,
    });
    return rowOf({ ...row, role, status, refund_limit_fils: refundLimit, updated_at: now });
  });
}

/**
 * The first owner, from the command line (`npm run admin -- create-owner`): an active owner who enrols a second
 * factor at their first sign-in. Refused when the email is taken.
 */
export async function createOwner(ctx: TAppContext, input: { email: string; name: string; password: string }) {
  const now = ctx.clock.now().toISOString();
  if (await findOperatorByEmail(ctx.db, input.email))
    throw new AppError('CONFLICT', OPERATOR_MESSAGES.emailTaken, EMAIL_TAKEN);
  const id = newId();
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction().execute(async (trx) => {
    await insertOperator(trx, {
      id,
      email: input.email,
      name: input.name,
      role: 'owner',
      status: 'active',
      password_hash: passwordHash,
      totp_secret: null,
      totp_last_step: null,
      refund_limit_fils: null,
      invite_hash: null,
      invite_expires_at: null,
      last_sign_in_at: null,
      created_at: now,
      updated_at: now,
    });
    await insertAuditEntry(trx, {
      at: now,
      operatorId: null,
      action: 'operator.createOwner',
      objectType: 'operator',
      objectId: id,
      before: null,
      after: { email: input.email, name: input.name, role: 'owner' },
    });
  });
  return { id };
}

/**
 * Starts an operator's sign-in over (decision 061): the password and the second factor are forgotten (with the
 * recovery codes and any lock), every session ends at once, and a one-time link like an invitation's, good for as
 * long, lets them choose a new password; an owner or a manager enrols a new authenticator at the next sign-in.
 * Until then the account stands as invited. `byId` is null from the command line.
 */
async function issueResetLink(trx: TDb, row: TOperatorDbRow, byId: string | null, now: Date) {
  if (row.status === 'disabled') throw new AppError('CONFLICT', OPERATOR_MESSAGES.resetDisabled);
  const invite = newToken();
  const at = now.toISOString();
  const expiresAt = new Date(now.getTime() + INVITE_TTL_MS).toISOString();
  await forgetCredentials(trx, row, byId, at, {
    action: 'operator.resetSignIn',
    reason: 'signInReset',
    changes: { status: 'invited', password_hash: '', invite_hash: sha256(invite), invite_expires_at: expiresAt },
    before: { status: row.status },
    after: { status: 'invited', linkExpiresAt: expiresAt },
  });
  return { id: row.id, invitePath: `/admin/invite/${invite}`, expiresAt };
}

/**
 * Forgets an operator's second factor (secret, recovery codes, lock) with the other `changes` of a reset, records it,
 * and ends every session of theirs: all in the caller's transaction.
 */
async function forgetCredentials(
  trx: TDb,
  row: TOperatorDbRow,
  byId: string | null,
  at: string,
  reset: {
    action: string;
    reason: string;
    changes: Updateable<OperatorsTable>;
    before: Record<string, unknown>;
    after: Record<string, unknown>;
  },
): Promise<void> {
  await updateOperatorRow(trx, row.id, {
    ...reset.changes,
    totp_secret: null,
    totp_last_step: null,
    code_failures: 0,
    code_locked_at: null,
    updated_at: at,
  });
  await deleteRecoveryCodes(trx, row.id);
  await insertAuditEntry(trx, {
    at,
    operatorId: byId,
    action: reset.action,
    objectType: 'operator',
    objectId: row.id,
    before: { ...reset.before, hasTwoFactor: row.totp_secret !== null },
    after: { ...reset.after, hasTwoFactor: false },
  });
  await endOperatorSessions(trx, row.id, { byId, reason: reset.reason, at });
}

/** An owner resets another operator's password and second factor (their own is changed on My account). */
export async function resetOperator(ctx: TAppContext, by: TOperatorAuth, id: string) {
  if (id === by.id) throw new AppError('FORBIDDEN', OPERATOR_MESSAGES.cannotResetSelf);
  return ctx.db.transaction().execute(async (trx) => {
    const row = await findOperatorById(trx, id);
    if (!row) throw new AppError('NOT_FOUND', OPERATOR_MESSAGES.operatorNotFound);
    return issueResetLink(trx, row, by.id, ctx.clock.now());
  });
}

/** An owner unlocks an operator's authenticator codes after too many wrong ones (nothing to do when unlocked). */
export async function unlockSecondFactor(ctx: TAppContext, by: TOperatorAuth, id: string): Promise<TOperatorRow> {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await findOperatorById(trx, id);
    if (!row) throw new AppError('NOT_FOUND', OPERATOR_MESSAGES.operatorNotFound);
    if (await clearCodeFailures(trx, row.id)) {
      await insertAuditEntry(trx, {
        at: ctx.clock.now().toISOString(),
        operatorId: by.id,
        action: 'operator.codesUnlocked',
        objectType: 'operator',
        objectId: row.id,
        before: { isCodeLocked: true },
        after: { isCodeLocked: false },
      });
    }
    return rowOf({ ...row, code_failures: 0, code_locked_at: null });
  });
}

async function operatorOfEmail(trx: TDb, email: string): Promise<TOperatorDbRow> {
  const row = await findOperatorByEmail(trx, email.trim().toLowerCase());
  if (!row) throw new AppError('NOT_FOUND', `No operator has the email ${email}`);
  return row;
}

/** From the command line (`npm run admin -- reset-sign-in`): a reset link for an operator who lost everything. */
export async function resetSignInByEmail(ctx: TAppContext, email: string) {
  return ctx.db
    .transaction()
    .execute(async (trx) => issueResetLink(trx, await operatorOfEmail(trx, email), null, ctx.clock.now()));
}

/**
 * From the command line (`npm run admin -- reset-second-factor`): the second factor, recovery codes and lock are
 * forgotten and the sessions end; the password stays, and an owner or a manager enrols anew at the next sign-in.
 */
export async function resetSecondFactorByEmail(ctx: TAppContext, email: string) {
  const at = ctx.clock.now().toISOString();
  return ctx.db.transaction().execute(async (trx) => {
    const row = await operatorOfEmail(trx, email);
    await forgetCredentials(trx, row, null, at, {
      action: 'operator.resetSecondFactor',
      reason: 'secondFactorReset',
      changes: {},
      before: {},
      after: {},
    });
    return { id: row.id, email: row.email, role: row.role, status: row.status };
  });
}
