import type { TDb } from '../../db/database.js';
import { preparedQuery } from '../../db/prepared-query.js';
import type { TNewUser, TUserRow } from '../../db/tables/schema.js';

export function findUserByPhone(db: TDb, phoneNumber: string): Promise<TUserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('phone_number', '=', phoneNumber)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** The live account an invite code belongs to (decision 049), or null. */
export async function findUserIdByInviteCode(db: TDb, inviteCode: string): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('invite_code', '=', inviteCode)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function insertUser(db: TDb, user: TNewUser): Promise<void> {
  await db.insertInto('users').values(user).execute();
}

export async function setPasswordHash(db: TDb, userId: string, passwordHash: string, now: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: now })
    .where('id', '=', userId)
    .execute();
}

/** The account's number is proved by a one-time code (decision 047). */
export async function setPhoneVerified(db: TDb, userId: string, now: string): Promise<void> {
  await db.updateTable('users').set({ phone_verified_at: now, updated_at: now }).where('id', '=', userId).execute();
}

/**
 * A sign-up whose code was entered, for a number an operator entered as a customer before: the shopper's own
 * details, password and proof replace what the operator typed (their orders stay theirs).
 */
export async function claimUserBySignup(
  db: TDb,
  userId: string,
  signup: { country: string; first_name: string; last_name: string; email: string; password_hash: string },
  now: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...signup, phone_verified_at: now, updated_at: now })
    .where('id', '=', userId)
    .execute();
}

export async function insertSession(
  db: TDb,
  session: { token_hash: string; user_id: string; now: string },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      token_hash: session.token_hash,
      user_id: session.user_id,
      created_at: session.now,
      last_used_at: session.now,
    })
    .execute();
}

const liveSession = preparedQuery((db, args: { tokenHash: string; idleSince: string }) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['sessions.token_hash', 'sessions.last_used_at', 'users.id as user_id', 'users.first_name'])
    .where('sessions.token_hash', '=', args.tokenHash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.last_used_at', '>', args.idleSince)
    .where('users.deleted_at', 'is', null),
);

export function findLiveSession(db: TDb, tokenHash: string, idleSince: string) {
  return liveSession.first(db, { tokenHash, idleSince });
}

export async function touchSession(db: TDb, tokenHash: string, now: string): Promise<void> {
  await db.updateTable('sessions').set({ last_used_at: now }).where('token_hash', '=', tokenHash).execute();
}

export async function revokeSession(db: TDb, tokenHash: string, now: string): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: now }).where('token_hash', '=', tokenHash).execute();
}

/** Revokes every live session of a user, but the one whose hash is given (the session asking) when one is. */
export async function revokeSessionsOfUser(
  db: TDb,
  userId: string,
  now: string,
  exceptTokenHash?: string,
): Promise<void> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (exceptTokenHash) query = query.where('token_hash', '!=', exceptTokenHash);
  await query.execute();
}

/** The name an order's voucher is issued to; deleted_at tells a deleted account (whose name is erased). */
export function findUserOfOrder(db: TDb, userId: string) {
  return db
    .selectFrom('users')
    .select(['first_name', 'last_name', 'email', 'wants_reminders', 'deleted_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** findUserOfOrder of several orders' holders in one query (a messages worker's batch, decision 128), by id. */
export async function findUsersOfOrders(db: TDb, userIds: readonly string[]) {
  if (userIds.length === 0) return new Map<string, NonNullable<Awaited<ReturnType<typeof findUserOfOrder>>>>();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'email', 'wants_reminders', 'deleted_at'])
    .where('id', 'in', [...new Set(userIds)])
    .execute();
  return new Map(rows.map(({ id, ...holder }) => [id, holder]));
}
