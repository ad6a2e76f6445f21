// Promo codes and their redemptions.
import type { TDb } from '../../db/database.js';
import type { TPromoCodeRow } from '../../db/tables/schema.js';

export function findPromoCode(db: TDb, code: string): Promise<TPromoCodeRow | undefined> {
  return db.selectFrom('promo_codes').selectAll().where('code', '=', code).executeTakeFirst();
}

export async function countRedemptionsOfUser(db: TDb, code: string, userId: string): Promise<number> {
  const used = await db
    .selectFrom('promo_redemptions')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('code', '=', code)
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(used.count);
}

/** Records one use of a code by an order; called inside the order's transaction. */
export async function insertRedemption(db: TDb, code: string, userId: string, orderId: string, now: string) {
  await db
    .insertInto('promo_redemptions')
    .values({ order_id: orderId, code, user_id: userId, created_at: now })
    .execute();
  await db
    .updateTable('promo_codes')
    .set((eb) => ({ used_count: eb('used_count', '+', 1) }))
    .where('code', '=', code)
    .execute();
}
