// The discount codes desk (issue 20, decision 049): codes as the back office reads and writes them, with their
// usage. Money in fils; a percentage in basis points (1000 = 10%), as rules/promo.ts knows it; validity as Dubai
// calendar days (YYYY-MM-DD), both ends included. The web form validates with these schemas and the API with the
// same ones, so the messages beside the fields are the server's.
import { z } from 'zod';
import { PROMO_KINDS } from '../rules/promo.js';
import { isIsoDate } from '../rules/time.js';

/** What a code is: 3 to 20 capital letters and digits (typed in any case, kept in capitals). */
export const PROMO_CODE_PATTERN = /^[A-Z0-9]{3,20}$/;
/** A fixed discount, a minimum order or a cap: at most AED 1,000,000. */
export const PROMO_FILS_MAX = 100_000_000;
/** 100% in basis points. */
export const PROMO_PERCENT_MAX = 10_000;

/** Where a code stands now: usable, paused by an operator, not yet valid, past its last day, or all uses taken. */
export const PROMO_CODE_STATUSES = ['active', 'paused', 'scheduled', 'expired', 'usedUp'] as const;
export type TPromoCodeStatus = (typeof PROMO_CODE_STATUSES)[number];
export const PROMO_CODE_STATUS_LABELS: Record<TPromoCodeStatus, string> = {
  active: 'Active',
  paused: 'Paused',
  scheduled: 'Scheduled',
  expired: 'Expired',
  usedUp: 'Used up',
};

const ZFils = (label: string, min: number) =>
  z
    .number({ error: `${label} must be a number of fils` })
    .int(`${label} must be a whole number of fils`)
    .min(min, min === 0 ? `${label} cannot be negative` : `${label} must be at least ${min} fils`)
    .max(PROMO_FILS_MAX, `${label} is too large`);

const ZLimit = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1 (leave it empty for no limit)`)
    .max(1_000_000, `${label} is too large`);

const ZDubaiDay = (label: string) =>
  z.string({ error: `${label} must be a date` }).refine(isIsoDate, `${label}: write a date as YYYY-MM-DD`);

/** A code typed by an operator, to look one up: trimmed and in capitals, as the cart keeps it. */
export const ZPromoCodeName = z
  .string({ error: 'Code is required' })
  .trim()
  .min(1, 'Code is required')
  .max(50, 'Code is too long')
  .transform((code) => code.toUpperCase());

/** A new code: 3 to 20 letters and digits, kept in capitals. */
export const ZNewPromoCodeName = z
  .string({ error: 'Code is required' })
  .trim()
  .transform((code) => code.toUpperCase())
  .refine((code) => PROMO_CODE_PATTERN.test(code), 'Code: 3 to 20 letters A-Z and digits 0-9, no spaces');

/** Everything of a code but its name: what an edit may change. */
export const ZPromoCodeShape = z.strictObject({
  kind: z.enum(PROMO_KINDS, { error: "Kind must be 'percent' or 'fixed'" }),
  /** Basis points (1000 = 10%) for 'percent', fils for 'fixed'. */
  value: z
    .number({ error: 'Value must be a number' })
    .int('Value must be a whole number')
    .min(1, 'Value must be more than 0'),
  /** The largest discount of a percentage code, in fils; null for no cap. */
  maxDiscountFils: ZFils('Maximum discount', 1).nullable().default(null),
  minOrderFils: ZFils('Minimum order', 0).default(0),
  validFrom: ZDubaiDay('Valid from').nullable().default(null),
  validUntil: ZDubaiDay('Valid until').nullable().default(null),
  maxUses: ZLimit('Total limit').nullable().default(null),
  maxUsesPerUser: ZLimit('Limit per shopper').nullable().default(null),
  description: z
    .string({ error: 'Description must be text' })
    .trim()
    .max(200, 'Description is too long (at most 200 characters)')
    .default(''),
});

type TShape = z.output<typeof ZPromoCodeShape>;

/** The checks across fields, with the field each message belongs beside. */
function checkFields(fields: TShape, ctx: z.RefinementCtx) {
  if (fields.kind === 'percent' && fields.value > PROMO_PERCENT_MAX) {
    ctx.addIssue({ code: 'custom', path: ['value'], message: 'A percentage cannot be more than 100%' });
  }
  if (fields.kind === 'fixed' && fields.value > PROMO_FILS_MAX) {
    ctx.addIssue({ code: 'custom', path: ['value'], message: 'Value is too large' });
  }
  if (fields.kind === 'fixed' && fields.maxDiscountFils !== null) {
    ctx.addIssue({
      code: 'custom',
      path: ['maxDiscountFils'],
      message: 'A maximum discount is for percentage codes only',
    });
  }
  if (fields.validFrom && fields.validUntil && fields.validUntil < fields.validFrom) {
    ctx.addIssue({ code: 'custom', path: ['validUntil'], message: 'Valid until cannot be before valid from' });
  }
  if (fields.maxUses !== null && fields.maxUsesPerUser !== null && fields.maxUsesPerUser > fields.maxUses) {
    ctx.addIssue({
      code: 'custom',
      path: ['maxUsesPerUser'],
      message: 'The limit per shopper cannot be more than the total limit',
    });
  }
}

export const ZPromoCodeFields = ZPromoCodeShape.superRefine(checkFields);
export type TPromoCodeFields = z.output<typeof ZPromoCodeFields>;
export type TPromoCodeFieldsInput = z.input<typeof ZPromoCodeFields>;

/** operator/createPromoCode. */
export const ZCreatePromoCodeRequest = ZPromoCodeShape.extend({ code: ZNewPromoCodeName }).superRefine(checkFields);
export type TCreatePromoCodeRequest = z.output<typeof ZCreatePromoCodeRequest>;

/** operator/updatePromoCode: every field but the code; a limit never below the uses already made. */
export const ZUpdatePromoCodeRequest = z.strictObject({ code: ZPromoCodeName, fields: ZPromoCodeFields });
export type TUpdatePromoCodeRequest = z.output<typeof ZUpdatePromoCodeRequest>;

/** operator/viewPromoCode. */
export const ZPromoCodeRequest = z.strictObject({ code: ZPromoCodeName });

/** operator/setPromoCodePaused: shoppers are refused a paused code at the cart, checkout and payment. */
export const ZSetPromoCodePausedRequest = z.strictObject({
  code: ZPromoCodeName,
  isPaused: z.boolean({ error: 'isPaused must be true or false' }),
  reason: z
    .string({ error: 'A reason is required' })
    .trim()
    .min(3, 'Please give a reason of at least 3 characters')
    .max(200, 'The reason is too long'),
});
export type TSetPromoCodePausedRequest = z.output<typeof ZSetPromoCodePausedRequest>;

export const ZOperatorPromoCode = z.object({
  code: z.string(),
  kind: z.enum(PROMO_KINDS),
  value: z.number().int(),
  maxDiscountFils: z.number().int().nullable(),
  minOrderFils: z.number().int(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  maxUsesPerUser: z.number().int().nullable(),
  description: z.string(),
  status: z.enum(PROMO_CODE_STATUSES),
  pausedAt: z.string().nullable(),
  pausedReason: z.string(),
  /** Uses taken (each order that used the code took one, whatever became of it). */
  usedCount: z.number().int(),
  /** The most uses one shopper has made: the lowest the per-shopper limit may be set to. */
  mostUsesByOneShopper: z.number().int(),
  /** Confirmed orders that used the code, the discount they were given and what they cost after it (fils). */
  orderCount: z.number().int(),
  discountFils: z.number().int(),
  revenueFils: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TOperatorPromoCode = z.infer<typeof ZOperatorPromoCode>;

export const ZListPromoCodesData = z.object({ codes: z.array(ZOperatorPromoCode) });
export type TListPromoCodesData = z.infer<typeof ZListPromoCodesData>;

export const ZPromoRedemption = z.object({
  orderReference: z.string(),
  shopper: z.object({ name: z.string(), email: z.string() }),
  createdAt: z.string(),
  discountFils: z.number().int(),
  /** What the order cost after the discount. */
  totalFils: z.number().int(),
  orderStatus: z.enum(['confirmed', 'cancelled', 'refunded', 'failed']),
});
export type TPromoRedemption = z.infer<typeof ZPromoRedemption>;

/** How many of a code's latest redemptions its page shows. */
export const PROMO_REDEMPTIONS_SHOWN = 50;

export const ZPromoCodeData = z.object({ code: ZOperatorPromoCode, redemptions: z.array(ZPromoRedemption) });
export type TPromoCodeData = z.infer<typeof ZPromoCodeData>;
