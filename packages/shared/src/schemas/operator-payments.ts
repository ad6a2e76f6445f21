// The payments desk (issue 35, decision 085): every payment with its gateway's word on it, the daily reconciliation's
// mismatches, and the accountant's CSV. Money in fils; dates YYYY-MM-DD in Dubai; timestamps ISO-8601 UTC.
import { z } from 'zod';
import {
  DESK_PAYMENT_STATES,
  GATEWAY_PAYMENT_STATES,
  PAYMENT_MISMATCH_KINDS,
  PAYMENT_PURPOSES,
  PAYMENTS_MAX_DAYS,
} from '../rules/payments-desk.js';
import { daysBetween } from '../rules/reports.js';
import { ZIsoDate, ZPage } from './common.js';

const FILTER_FIELDS = {
  from: ZIsoDate('from must be a date (YYYY-MM-DD)'),
  to: ZIsoDate('to must be a date (YYYY-MM-DD)'),
  gateway: z.string().trim().max(40, 'gateway is at most 40 characters').optional(),
  state: z.enum(DESK_PAYMENT_STATES, { error: 'state must be pending, paid, declined or refunded' }).optional(),
  mismatchesOnly: z.boolean({ error: 'mismatchesOnly must be true or false' }).optional(),
};

function inRange<T extends z.ZodType<{ from: string; to: string }>>(schema: T) {
  return schema
    .refine((range) => range.from <= range.to, { message: 'to must not be before from', path: ['to'] })
    .refine((range) => daysBetween(range.from, range.to) < PAYMENTS_MAX_DAYS, {
      message: `A list covers at most ${PAYMENTS_MAX_DAYS} days`,
      path: ['to'],
    });
}

export const ZListPaymentsRequest = inRange(z.strictObject({ ...FILTER_FIELDS, page: ZPage.default(0) }));
export type TListPaymentsRequest = z.input<typeof ZListPaymentsRequest>;
export type TPaymentsFilter = z.output<typeof ZListPaymentsRequest>;

/** The CSV's query string: the same filters, each a text (mismatchesOnly 'true' or absent). */
export const ZPaymentsExportQuery = inRange(
  z.strictObject({
    ...FILTER_FIELDS,
    mismatchesOnly: z
      .enum(['true', 'false'], { error: 'mismatchesOnly must be true or false' })
      .optional()
      .transform((value) => value === 'true'),
  }),
);

export const ZGatewayCheck = z.object({
  state: z.enum(GATEWAY_PAYMENT_STATES),
  amountFils: z.number().int().nullable(),
  currency: z.string().nullable(),
  refundedFils: z.number().int().nullable(),
  checkedAt: z.string(),
});
export type TGatewayCheck = z.infer<typeof ZGatewayCheck>;

export const ZDeskPayment = z.object({
  transactionId: z.string(),
  gateway: z.string(),
  state: z.enum(DESK_PAYMENT_STATES),
  amountFils: z.number().int(),
  /** What our records say was given back of it through its gateway. */
  refundedFils: z.number().int(),
  /** The gateway's word when last asked; null until the reconciliation asked it. */
  gatewayCheck: ZGatewayCheck.nullable(),
  purpose: z.enum(PAYMENT_PURPOSES),
  /** The order it paid for (or whose date change it paid for). */
  orderId: z.string().nullable(),
  orderReference: z.string().nullable(),
  giftCardId: z.string().nullable(),
  createdAt: z.string(),
  openMismatches: z.array(z.enum(PAYMENT_MISMATCH_KINDS)),
});
export type TDeskPayment = z.infer<typeof ZDeskPayment>;

export const ZPaymentMismatch = z.object({
  id: z.string(),
  day: z.string(),
  gateway: z.string(),
  transactionId: z.string(),
  kind: z.enum(PAYMENT_MISMATCH_KINDS),
  ourFils: z.number().int(),
  gatewayFils: z.number().int(),
  detail: z.string(),
  foundAt: z.string(),
  orderId: z.string().nullable(),
  orderReference: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  note: z.string().nullable(),
});
export type TPaymentMismatch = z.infer<typeof ZPaymentMismatch>;

export const ZReconciliationRun = z.object({
  day: z.string(),
  state: z.enum(['running', 'done']),
  finishedAt: z.string().nullable(),
  asked: z.number().int(),
  mismatches: z.number().int(),
});
export type TReconciliationRun = z.infer<typeof ZReconciliationRun>;

export const ZListPaymentsData = z.object({
  payments: z.array(ZDeskPayment),
  hasMore: z.boolean(),
  /** Every mismatch not resolved yet, whatever the filters, oldest first. */
  openMismatches: z.array(ZPaymentMismatch),
  /** The gateways configured now (the filter's choices); older payments may name others. */
  gateways: z.array(z.string()),
  lastRun: ZReconciliationRun.nullable(),
});
export type TListPaymentsData = z.infer<typeof ZListPaymentsData>;

export const ZRunReconciliationRequest = z.strictObject({ day: ZIsoDate('day must be a date (YYYY-MM-DD)') });
export type TRunReconciliationRequest = z.infer<typeof ZRunReconciliationRequest>;
export const ZRunReconciliationData = ZReconciliationRun;

export const ZResolvePaymentMismatchRequest = z.strictObject({
  id: z.string({ error: 'Name the mismatch' }).min(1, 'Name the mismatch').max(64),
  /** How it was resolved: the note the mismatch keeps (the desk's one reason field, decision 069). */
  reason: z
    .string({ error: 'Write a note saying how it was resolved' })
    .trim()
    .min(1, 'Write a note saying how it was resolved')
    .max(200, 'A note is at most 200 characters'),
});
export type TResolvePaymentMismatchRequest = z.infer<typeof ZResolvePaymentMismatchRequest>;
export const ZResolvePaymentMismatchData = ZPaymentMismatch;
