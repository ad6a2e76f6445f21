import { MESSAGES } from '@rihla/shared/constants';
import { filsToAed, formatAedAmount } from '@rihla/shared/rules/money';
import { computeDiscountFils, type TPromoKind } from '@rihla/shared/rules/promo';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';

export interface TAppliedPromo {
  code: string;
  discountFils: number;
}

export function normalisePromoCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * Checks a promo code against its validity dates, minimum order and use limits, and prices its discount.
 * Throws a clear AppError when the code cannot be used; reads only, so a refused code changes nothing.
 */
export async function evaluatePromo(
  db: TDb,
  rawCode: string,
  userId: string,
  subtotalFils: number,
  now: string,
): Promise<TAppliedPromo> {
  const code = normalisePromoCode(rawCode);
  const promo = await db.selectFrom('promo_codes').selectAll().where('code', '=', code).executeTakeFirst();
  if (!promo) throw new AppError('BAD_REQUEST', MESSAGES.invalidPromo);
  if (promo.valid_from !== null && now < promo.valid_from) {
    throw new AppError('BAD_REQUEST', 'This promo code is not active yet');
  }
  if (promo.valid_until !== null && now >= promo.valid_until) {
    throw new AppError('BAD_REQUEST', 'This promo code has expired');
  }
  if (subtotalFils < promo.min_order_fils) {
    throw new AppError(
      'BAD_REQUEST',
      `This promo code needs an order of at least AED ${formatAedAmount(filsToAed(promo.min_order_fils))}`,
    );
  }
  if (promo.max_uses !== null && promo.used_count >= promo.max_uses) {
    throw new AppError('BAD_REQUEST', 'This promo code has been fully redeemed');
  }
  if (promo.max_uses_per_user !== null) {
    const used = await db
      .selectFrom('promo_redemptions')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('code', '=', code)
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    if (Number(used.count) >= promo.max_uses_per_user) {
      throw new AppError('BAD_REQUEST', 'You have already used this promo code');
    }
  }
  const discountFils = computeDiscountFils(subtotalFils, {
    kind: promo.kind as TPromoKind,
    value: promo.value,
    maxDiscountFils: promo.max_discount_fils,
  });
  return { code, discountFils };
}

/** Records one use of a code by an order; called inside the confirmation transaction. */
export async function redeemPromo(db: TDb, code: string, userId: string, orderId: string, now: string): Promise<void> {
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
