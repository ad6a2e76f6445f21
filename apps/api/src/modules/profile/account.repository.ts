import type { TDb } from '../../db/database.js';

export function findPasswordHash(db: TDb, userId: string): Promise<{ password_hash: string } | undefined> {
  return db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/**
 * NOTE: not a hash argon2 can read, so no password ever verifies against it (verifyPassword answers false).
 * Deleted accounts are also left out of every login and session lookup by deleted_at.
 */
export const DELETED_PASSWORD_HASH = '!account-deleted';

/**
 * Erases what the account holds about its person, inside the caller's transaction: the wishlist, cart,
 * notifications and uploads go (the caller abandons unpaid checkouts through the booking core); orders, payments,
 * promo redemptions and paid checkouts stay (they hold products, amounts, dates and references, no person).
 * The users row stays as a tombstone so the orders keep their owner key; its phone number becomes
 * `deleted:<id>` so the number is free for a new registration. Answers the ids of the deleted uploads.
 */
export async function eraseAccount(trx: TDb, userId: string, now: string): Promise<string[]> {
  await trx.deleteFrom('favourites').where('user_id', '=', userId).execute();
  await trx.deleteFrom('cart_lines').where('user_id', '=', userId).execute();
  await trx.deleteFrom('carts').where('user_id', '=', userId).execute();
  await trx.deleteFrom('notifications').where('user_id', '=', userId).execute();
  const uploads = await trx.selectFrom('uploads').select('id').where('user_id', '=', userId).execute();
  await trx.deleteFrom('uploads').where('user_id', '=', userId).execute();
  await trx
    .updateTable('users')
    .set({
      country: '',
      phone_number: `deleted:${userId}`,
      email: '',
      first_name: '',
      last_name: '',
      gender: '',
      dob: '',
      profile_pic: '',
      password_hash: DELETED_PASSWORD_HASH,
      updated_at: now,
      deleted_at: now,
    })
    .where('id', '=', userId)
    .execute();
  return uploads.map((upload) => upload.id);
}
