import { PROMO_DESK_MESSAGES } from '@rihla/shared/messages/promos';
import { addDays, slotStartUtc, todayInDubai } from '@rihla/shared/rules/time';
import {
  PROMO_REDEMPTIONS_SHOWN,
  type TCreatePromoCodeRequest,
  type TListPromoCodesData,
  type TOperatorPromoCode,
  type TPromoCodeData,
  type TPromoCodeFields,
  type TPromoCodeStatus,
  type TSetPromoCodePausedRequest,
  type TUpdatePromoCodeRequest,
} from '@rihla/shared/schemas/operator-promos';
import type { TAppContext } from '../../context.js';
import type { TDb } from '../../db/database.js';
import type { TPromoCodeRow } from '../../db/tables/schema.js';
import { AppError } from '../../lib/app-error.js';
import { isoNow } from '../../lib/clock.js';
import { changedFields, insertAuditEntry } from '../audit/index.js';
import type { TOperatorAuth } from '../operators/index.js';
import {
  findPromoCodeRow,
  insertPromoCode,
  listPromoCodeRows,
  listPromoFigures,
  listRedemptionRows,
  NO_FIGURES,
  setPromoCodePause,
  type TPromoCodeValues,
  type TPromoFigures,
  updatePromoCodeRow,
} from './promo-desk.repository.js';

// Validity is kept as instants (UTC), as the cart judges it: a code is valid from the start of its first Dubai day
// and until the start of the day after its last one.
const MAX_USES_BELOW_USED = { refusal: 'promo.max_uses_below_used', field: 'maxUses' } as const;
const dayStartUtc = (day: string) => slotStartUtc(day, '00:00').toISOString();
const firstDayOf = (instant: string) => todayInDubai(new Date(instant));
const lastDayOf = (instant: string) => todayInDubai(new Date(Date.parse(instant) - 1));

function valuesOf(fields: TPromoCodeFields): TPromoCodeValues {
  return {
    kind: fields.kind,
    value: fields.value,
    max_discount_fils: fields.maxDiscountFils,
    min_order_fils: fields.minOrderFils,
    valid_from: fields.validFrom === null ? null : dayStartUtc(fields.validFrom),
    valid_until: fields.validUntil === null ? null : dayStartUtc(addDays(fields.validUntil, 1)),
    max_uses: fields.maxUses,
    max_uses_per_user: fields.maxUsesPerUser,
    description: fields.description,
  };
}

function fieldsOf(row: TPromoCodeRow): TPromoCodeFields {
  return {
    kind: row.kind,
    value: row.value,
    maxDiscountFils: row.max_discount_fils,
    minOrderFils: row.min_order_fils,
    validFrom: row.valid_from === null ? null : firstDayOf(row.valid_from),
    validUntil: row.valid_until === null ? null : lastDayOf(row.valid_until),
    maxUses: row.max_uses,
    maxUsesPerUser: row.max_uses_per_user,
    description: row.description,
  };
}

/** Where a code stands at `now`: an ended code (expired, used up) says so before a pause or a start to come. */
export function statusOfPromo(row: TPromoCodeRow, now: string): TPromoCodeStatus {
  if (row.valid_until !== null && now >= row.valid_until) return 'expired';
  if (row.max_uses !== null && row.used_count >= row.max_uses) return 'usedUp';
  if (row.paused_at !== null) return 'paused';
  if (row.valid_from !== null && now < row.valid_from) return 'scheduled';
  return 'active';
}

function codeOf(row: TPromoCodeRow, figures: TPromoFigures, now: string): TOperatorPromoCode {
  return {
    code: row.code,
    ...fieldsOf(row),
    status: statusOfPromo(row, now),
    pausedAt: row.paused_at,
    pausedReason: row.paused_reason,
    usedCount: row.used_count,
    ...figures,
    createdAt: row.created_at,
    updatedAt: row.updated_at ?? row.created_at,
  };
}

/** operator/listPromoCodes: every code, newest first, with its figures. */
export async function listPromoCodes(ctx: TAppContext): Promise<TListPromoCodesData> {
  const now = isoNow(ctx.clock);
  const [rows, figures] = await Promise.all([listPromoCodeRows(ctx.db), listPromoFigures(ctx.db)]);
  return { codes: rows.map((row) => codeOf(row, figures.get(row.code) ?? NO_FIGURES, now)) };
}

async function requireCode(db: TDb, code: string): Promise<TPromoCodeRow> {
  const row = await findPromoCodeRow(db, code);
  if (!row) throw new AppError('NOT_FOUND', PROMO_DESK_MESSAGES.notFound, { refusal: 'promo.not_found' });
  return row;
}

/** operator/viewPromoCode: one code, its figures and its latest redemptions. */
export async function viewPromoCode(ctx: TAppContext, code: string): Promise<TPromoCodeData> {
  const row = await requireCode(ctx.db, code);
  const [figures, redemptions] = await Promise.all([
    listPromoFigures(ctx.db, code),
    listRedemptionRows(ctx.db, code, PROMO_REDEMPTIONS_SHOWN),
  ]);
  return {
    code: codeOf(row, figures.get(code) ?? NO_FIGURES, isoNow(ctx.clock)),
    redemptions: redemptions.map((redemption) => ({
      orderReference: redemption.reference,
      shopper: {
        name: `${redemption.first_name} ${redemption.last_name}`.trim(),
        email: redemption.email,
      },
      createdAt: redemption.created_at,
      discountFils: redemption.discount_fils,
      totalFils: redemption.subtotal_fils - redemption.discount_fils,
      orderStatus: redemption.status,
    })),
  };
}

/** operator/createPromoCode: 409 when the code exists. */
export async function createPromoCode(
  ctx: TAppContext,
  operator: TOperatorAuth,
  request: TCreatePromoCodeRequest,
): Promise<TPromoCodeData> {
  const { code, ...fields } = request;
  const now = isoNow(ctx.clock);
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await insertPromoCode(trx, code, valuesOf(fields), now))) {
      throw new AppError('CONFLICT', PROMO_DESK_MESSAGES.duplicate(code), {
        refusal: 'promo.code_taken',
        field: 'code',
      });
    }
    const created = await requireCode(trx, code);
    await insertAuditEntry(trx, {
      at: now,
      operatorId: operator.id,
      action: 'promo.create',
      objectType: 'promoCode',
      objectId: code,
      before: null,
      after: { code, ...fieldsOf(created) },
    });
  });
  return viewPromoCode(ctx, code);
}

/**
 * operator/updatePromoCode: every field but the code. A limit never goes below the uses already made (400 beside
 * the limit); the total limit is checked again by the update itself, so a use taken meanwhile is not undercut.
 */
export async function updatePromoCode(
  ctx: TAppContext,
  operator: TOperatorAuth,
  request: TUpdatePromoCodeRequest,
): Promise<TPromoCodeData> {
  const { code, fields } = request;
  const now = isoNow(ctx.clock);
  await ctx.db.transaction().execute(async (trx) => {
    const before = await requireCode(trx, code);
    const figures = (await listPromoFigures(trx, code)).get(code) ?? NO_FIGURES;
    if (fields.maxUses !== null && fields.maxUses < before.used_count) {
      throw new AppError('BAD_REQUEST', PROMO_DESK_MESSAGES.maxUsesBelowUsed(before.used_count), MAX_USES_BELOW_USED);
    }
    if (fields.maxUsesPerUser !== null && fields.maxUsesPerUser < figures.mostUsesByOneShopper) {
      throw new AppError('BAD_REQUEST', PROMO_DESK_MESSAGES.perShopperBelowUsed(figures.mostUsesByOneShopper), {
        refusal: 'promo.per_shopper_below_used',
        field: 'maxUsesPerUser',
      });
    }
    if (!(await updatePromoCodeRow(trx, code, valuesOf(fields), now))) {
      const used = (await requireCode(trx, code)).used_count;
      throw new AppError('BAD_REQUEST', PROMO_DESK_MESSAGES.maxUsesBelowUsed(used), MAX_USES_BELOW_USED);
    }
    const after = await requireCode(trx, code);
    const changed = changedFields(fieldsOf(before), fieldsOf(after));
    await insertAuditEntry(trx, {
      at: now,
      operatorId: operator.id,
      action: 'promo.update',
      objectType: 'promoCode',
      objectId: code,
      ...changed,
    });
  });
  return viewPromoCode(ctx, code);
}

/** operator/setPromoCodePaused: a paused code keeps its first pause time until it is resumed. */
export async function setPromoCodePaused(
  ctx: TAppContext,
  operator: TOperatorAuth,
  request: TSetPromoCodePausedRequest,
): Promise<TPromoCodeData> {
  const { code, isPaused, reason } = request;
  const now = isoNow(ctx.clock);
  await ctx.db.transaction().execute(async (trx) => {
    const before = await requireCode(trx, code);
    await setPromoCodePause(
      trx,
      code,
      { at: isPaused ? (before.paused_at ?? now) : null, reason: isPaused ? reason : '' },
      now,
    );
    await insertAuditEntry(trx, {
      at: now,
      operatorId: operator.id,
      action: isPaused ? 'promo.pause' : 'promo.resume',
      objectType: 'promoCode',
      objectId: code,
      before: { isPaused: before.paused_at !== null, pausedReason: before.paused_reason },
      after: { isPaused, reason },
    });
  });
  return viewPromoCode(ctx, code);
}
