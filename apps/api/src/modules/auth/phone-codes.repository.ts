import type { TCodePurpose } from '@rihla/shared/constants';
import type { TDb } from '../../db/database.js';
import type { TPhoneCodeRow } from '../../db/tables/schema.js';

// The one-time codes sent by text (decision 047): each send, each check and each use is one statement here.

/** Serialises the sends to one number for the rest of the transaction (a row lock on PostgreSQL). */
export async function lockNumber(trx: TDb, phoneKey: string): Promise<void> {
  await trx
    .insertInto('phone_code_locks')
    .values({ phone_key: phoneKey })
    .onConflict((oc) => oc.column('phone_key').doUpdateSet((eb) => ({ phone_key: eb.ref('excluded.phone_key') })))
    .execute();
}

/** The codes sent to a number since `since`, oldest first. */
export function listCodesSentSince(db: TDb, phoneKey: string, since: string) {
  return db
    .selectFrom('phone_codes')
    .select(['purpose', 'created_at'])
    .where('phone_key', '=', phoneKey)
    .where('created_at', '>', since)
    .orderBy('created_at')
    .execute();
}

/**
 * Codes of a number for one purpose (a sign-up's: from one browser) that are still open are replaced by a new
 * one: only the newest works.
 */
export async function retireCodes(
  trx: TDb,
  phoneKey: string,
  purpose: TCodePurpose,
  signupBrowser: string | null,
  now: string,
): Promise<void> {
  await trx
    .updateTable('phone_codes')
    .set({ consumed_at: now, signup: null })
    .where('phone_key', '=', phoneKey)
    .where('purpose', '=', purpose)
    .where('signup_browser', signupBrowser === null ? 'is' : '=', signupBrowser)
    .where('consumed_at', 'is', null)
    .execute();
}

/** Codes of a number older than `before` (their limits and their use are long over). */
export async function deleteCodesBefore(trx: TDb, phoneKey: string, before: string): Promise<void> {
  await trx.deleteFrom('phone_codes').where('phone_key', '=', phoneKey).where('created_at', '<', before).execute();
}

export async function insertCode(trx: TDb, code: Omit<TPhoneCodeRow, 'checks' | 'consumed_at'>): Promise<void> {
  await trx.insertInto('phone_codes').values(code).execute();
}

/**
 * The newest code of a number for a purpose (a sign-up's: asked for from one browser) that is neither used,
 * replaced nor expired.
 */
export function findOpenCode(
  db: TDb,
  phoneKey: string,
  purpose: TCodePurpose,
  signupBrowser: string | null,
  now: string,
) {
  return db
    .selectFrom('phone_codes')
    .selectAll()
    .where('phone_key', '=', phoneKey)
    .where('purpose', '=', purpose)
    .where('signup_browser', signupBrowser === null ? 'is' : '=', signupBrowser)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Counts one check of a code, committed at once; false when its checks are used up (or it was used). */
export async function countCheck(db: TDb, id: string, maxChecks: number): Promise<boolean> {
  const result = await db
    .updateTable('phone_codes')
    .set((eb) => ({ checks: eb('checks', '+', 1) }))
    .where('id', '=', id)
    .where('checks', '<', maxChecks)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Uses a code up; false when another request used it first. */
export async function consumeCode(trx: TDb, id: string, now: string): Promise<boolean> {
  const result = await trx
    .updateTable('phone_codes')
    .set({ consumed_at: now, signup: null })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
