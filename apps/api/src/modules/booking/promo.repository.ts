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

/**
 * Takes one use of a code for a shopper, inside the order's transaction, or answers why it cannot: the code's
 * row is updated first (only while uses remain), which locks it until the transaction ends, so concurrent
 * orders with one code take their uses one after another on both databases; the shopper's own uses are
 * counted after that lock, and a use over their limit is given back at once.
 */
export async function claimPromoUse(
  db: TDb,
  code: string,
  userId: string,
): Promise<'claimed' | 'fullyRedeemed' | 'alreadyUsed'> {
  const taken = await db
    .updateTable('promo_codes')
    .set((eb) => ({ used_count: eb('used_count', '+', 1) }))
    .where('code', '=', code)
    .where((eb) => eb.or([eb('max_uses', 'is', null), eb('used_count', '<', eb.ref('max_uses'))]))
    .returning(['max_uses_per_user'])
    .executeTakeFirst();
  if (!taken) return 'fullyRedeemed';
  if (taken.max_uses_per_user !== null && (await countRedemptionsOfUser(db, code, userId)) >= taken.max_uses_per_user) {
    await db
      .updateTable('promo_codes')
      .set((eb) => ({ used_count: eb('used_count', '-', 1) }))
      .where('code', '=', code)
      .execute();
    return 'alreadyUsed';
  }
  return 'claimed';
}

/** Records the use an order made of a code it claimed; inside the order's transaction, after the order. */
export async function insertRedemption(db: TDb, code: string, userId: string, orderId: string, now: string) {
  await db
    .insertInto('promo_redemptions')
    .values({ order_id: orderId, code, user_id: userId, created_at: now })
    .execute();
}
