import type { TDb } from '../../db/database.js';

/** Whom an order's messages greet and where they go; a deleted account keeps no address. */
export function findOrderRecipient(db: TDb, userId: string) {
  return db
    .selectFrom('users')
    .select(['first_name', 'email', 'deleted_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
}
