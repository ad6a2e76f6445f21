import type { Insertable, Updateable } from 'kysely';
import type { TDb } from '../../db/database.js';
import type { OperatorsTable, TOperatorDbRow } from '../../db/tables/schema.js';

export async function findOperatorByEmail(db: TDb, email: string): Promise<TOperatorDbRow | undefined> {
  return db.selectFrom('operators').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function findOperatorById(db: TDb, id: string): Promise<TOperatorDbRow | undefined> {
  return db.selectFrom('operators').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findOperatorByInvite(db: TDb, inviteHash: string): Promise<TOperatorDbRow | undefined> {
  return db
    .selectFrom('operators')
    .selectAll()
    .where('invite_hash', '=', inviteHash)
    .where('status', '=', 'invited')
    .executeTakeFirst();
}

export async function listOperatorRows(db: TDb): Promise<TOperatorDbRow[]> {
  return db.selectFrom('operators').selectAll().orderBy('created_at').orderBy('id').execute();
}

/** Adds an operator; with ifMissing, an operator of that email or id already there is kept as it is. */
export async function insertOperator(
  db: TDb,
  row: Insertable<OperatorsTable>,
  options: { ifMissing?: boolean } = {},
): Promise<void> {
  const insert = db.insertInto('operators').values(row);
  await (options.ifMissing ? insert.onConflict((oc) => oc.doNothing()) : insert).execute();
}

export async function updateOperatorRow(db: TDb, id: string, changes: Updateable<OperatorsTable>): Promise<void> {
  await db.updateTable('operators').set(changes).where('id', '=', id).execute();
}

/** Records a code's time step, unless that step (or a later one) was used already: true when it was recorded. */
export async function claimTotpStep(db: TDb, id: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable('operators')
    .set({ totp_last_step: step })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Takes one second-factor try (decision 061): counted before the code is checked, so however many requests run at
 * once no more than `limit` wrong codes in a row are ever checked. Answers the count with this try, or null when
 * the codes are locked.
 */
export async function claimCodeAttempt(db: TDb, id: string, limit: number): Promise<number | null> {
  const row = await db
    .updateTable('operators')
    .set((eb) => ({ code_failures: eb('code_failures', '+', 1) }))
    .where('id', '=', id)
    .where('code_locked_at', 'is', null)
    .where('code_failures', '<', limit)
    .returning('code_failures')
    .executeTakeFirst();
  return row ? Number(row.code_failures) : null;
}

/** Locks the authenticator codes once the tries reach the limit: true for the request that locked them. */
export async function lockCodes(db: TDb, id: string, limit: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('operators')
    .set({ code_locked_at: now })
    .where('id', '=', id)
    .where('code_locked_at', 'is', null)
    .where('code_failures', '>=', limit)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A right code (or an owner's unlock): the count starts again and any lock ends. True when a lock ended. */
export async function clearCodeFailures(db: TDb, id: string): Promise<boolean> {
  const row = await db.selectFrom('operators').select('code_locked_at').where('id', '=', id).executeTakeFirst();
  await db
    .updateTable('operators')
    .set({ code_failures: 0, code_locked_at: null })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('code_failures', '>', 0), eb('code_locked_at', 'is not', null)]))
    .execute();
  return Boolean(row?.code_locked_at);
}

/** The active owners: who is told when an operator's codes are locked. */
export async function listActiveOwners(db: TDb): Promise<Array<{ id: string; email: string; name: string }>> {
  return db
    .selectFrom('operators')
    .select(['id', 'email', 'name'])
    .where('role', '=', 'owner')
    .where('status', '=', 'active')
    .orderBy('email')
    .execute();
}

export async function countActiveOwners(db: TDb): Promise<number> {
  const row = await db
    .selectFrom('operators')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('role', '=', 'owner')
    .where('status', '=', 'active')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

// Sessions

export interface TOperatorSessionWrite {
  tokenHash: string;
  id: string;
  operatorId: string;
  now: string;
  expiresAt: string;
  ipAddress: string;
  userAgent: string;
}

export async function insertOperatorSession(db: TDb, session: TOperatorSessionWrite): Promise<void> {
  await db
    .insertInto('operator_sessions')
    .values({
      token_hash: session.tokenHash,
      id: session.id,
      operator_id: session.operatorId,
      created_at: session.now,
      last_used_at: session.now,
      expires_at: session.expiresAt,
      ip_address: session.ipAddress,
      user_agent: session.userAgent,
      revoked_at: null,
    })
    .execute();
}

/** A live session with its operator (active only), by the hash of its token. */
export async function findLiveOperatorSession(db: TDb, tokenHash: string, now: string) {
  return db
    .selectFrom('operator_sessions')
    .innerJoin('operators', 'operators.id', 'operator_sessions.operator_id')
    .select([
      'operator_sessions.id as session_id',
      'operator_sessions.last_used_at',
      'operators.id',
      'operators.email',
      'operators.name',
      'operators.role',
      'operators.totp_secret',
      'operators.refund_limit_fils',
      'operators.language',
    ])
    .where('operator_sessions.token_hash', '=', tokenHash)
    .where('operator_sessions.revoked_at', 'is', null)
    .where('operator_sessions.expires_at', '>', now)
    .where('operators.status', '=', 'active')
    .executeTakeFirst();
}

export async function touchOperatorSession(db: TDb, tokenHash: string, now: string): Promise<void> {
  await db.updateTable('operator_sessions').set({ last_used_at: now }).where('token_hash', '=', tokenHash).execute();
}

export async function listLiveOperatorSessions(db: TDb, operatorId: string, now: string, idleSince: string) {
  return db
    .selectFrom('operator_sessions')
    .select(['id', 'token_hash', 'created_at', 'last_used_at', 'expires_at', 'ip_address', 'user_agent'])
    .where('operator_id', '=', operatorId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .where('last_used_at', '>', idleSince)
    .orderBy('last_used_at', 'desc')
    .execute();
}

/** Ends one of an operator's sessions by its public id: true when a live one was ended. */
export async function revokeOperatorSessionById(db: TDb, operatorId: string, id: string, now: string) {
  const result = await db
    .updateTable('operator_sessions')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('operator_id', '=', operatorId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function revokeOperatorSessionByHash(db: TDb, tokenHash: string, now: string): Promise<void> {
  await db
    .updateTable('operator_sessions')
    .set({ revoked_at: now })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends an operator's sessions, but for `except` (the token hash of the one that asked): answers how many. */
export async function revokeAllOperatorSessions(
  db: TDb,
  operatorId: string,
  now: string,
  except?: string,
): Promise<number> {
  let query = db
    .updateTable('operator_sessions')
    .set({ revoked_at: now })
    .where('operator_id', '=', operatorId)
    .where('revoked_at', 'is', null);
  if (except !== undefined) query = query.where('token_hash', '!=', except);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

// Sign-in challenges

export async function insertChallenge(
  db: TDb,
  challenge: { tokenHash: string; operatorId: string; pendingSecret: string | null; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('operator_challenges')
    .values({
      token_hash: challenge.tokenHash,
      operator_id: challenge.operatorId,
      pending_secret: challenge.pendingSecret,
      attempts: 0,
      expires_at: challenge.expiresAt,
    })
    .execute();
}

/** Counts one try of a challenge and answers it as it was before the try (undefined: none, or expired). */
export async function useChallengeAttempt(db: TDb, tokenHash: string, now: string, maxAttempts: number) {
  const result = await db
    .updateTable('operator_challenges')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', now)
    .where('attempts', '<', maxAttempts)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return undefined;
  return db.selectFrom('operator_challenges').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

export async function deleteChallenge(db: TDb, tokenHash: string): Promise<void> {
  await db.deleteFrom('operator_challenges').where('token_hash', '=', tokenHash).execute();
}

export async function deleteExpiredChallenges(db: TDb, now: string): Promise<void> {
  await db.deleteFrom('operator_challenges').where('expires_at', '<=', now).execute();
}

// Recovery codes

export async function replaceRecoveryCodes(db: TDb, operatorId: string, codeHashes: string[]): Promise<void> {
  await db.deleteFrom('operator_recovery_codes').where('operator_id', '=', operatorId).execute();
  await db
    .insertInto('operator_recovery_codes')
    .values(codeHashes.map((code_hash) => ({ operator_id: operatorId, code_hash, used_at: null })))
    .execute();
}

export async function deleteRecoveryCodes(db: TDb, operatorId: string): Promise<void> {
  await db.deleteFrom('operator_recovery_codes').where('operator_id', '=', operatorId).execute();
}

/** Uses a recovery code once: true when it was unused and is now spent. */
export async function spendRecoveryCode(db: TDb, operatorId: string, codeHash: string, now: string) {
  const result = await db
    .updateTable('operator_recovery_codes')
    .set({ used_at: now })
    .where('operator_id', '=', operatorId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
