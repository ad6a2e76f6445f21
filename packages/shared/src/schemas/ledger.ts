// The wallet and points ledger (issue 20, decision 048): what a shopper sees of it, and the back office's calls.
import { z } from 'zod';
import { adjustmentAmount, LEDGER_KINDS } from '../rules/ledger.js';
import { checkedBy, ZOpaqueId } from './common.js';

export const LEDGER_REASONS = [
  'adjustment',
  'pointsEarned',
  'pointsReversed',
  'inviteBonus',
  'spent',
  'refund',
  'giftCard',
] as const;
export type TLedgerReason = (typeof LEDGER_REASONS)[number];

export const ZLedgerEntry = z.object({
  id: z.string(),
  kind: z.enum(LEDGER_KINDS),
  /** Fils for the wallet, points for points; negative when value leaves the account. */
  amount: z.number().int(),
  reason: z.enum(LEDGER_REASONS),
  /** The order's reference, when the entry belongs to one. */
  orderReference: z.string().nullable(),
  /** An operator's words for an adjustment. */
  note: z.string(),
  createdAt: z.string(),
});
export type TLedgerEntry = z.infer<typeof ZLedgerEntry>;

export const ZLedgerBalances = z.object({
  walletFils: z.number().int().min(0),
  /**
   * The points that may be spent now (decision 058): below zero while the shopper owes points, when an order
   * cancelled after its trip ran took back points already spent.
   */
  points: z.number().int(),
  /** Points earned by bookings whose trips have not run yet: spendable once they have. */
  pendingPoints: z.number().int().min(0),
  /** What the spendable points are worth at 125 points to AED 1, in fils. */
  pointsValueFils: z.number().int().min(0),
  /** Spending wallet and points is blocked (an operator's decision); credits still arrive. */
  isBlocked: z.boolean(),
});

/**
 * users/viewWallet: the shopper's balances and their newest entries, and their invite code (issue 20, decision
 * 049): a friend who signs up with it (the link /?invite=CODE, or the code typed) earns the shopper 100 points
 * when their first booking is confirmed.
 */
export const ZViewWalletData = ZLedgerBalances.extend({
  entries: z.array(ZLedgerEntry),
  inviteCode: z.string(),
  /** Friends who signed up with the code, and how many of them have booked (earned the bonus). */
  invitedCount: z.number().int().min(0),
  invitedBookedCount: z.number().int().min(0),
});
export type TViewWalletData = z.infer<typeof ZViewWalletData>;

/** operator/shopperLedger: one shopper's balances, block and entries. */
export const ZShopperLedgerRequest = z.strictObject({ userId: ZOpaqueId('userId') });
export const ZShopperLedgerData = ZLedgerBalances.extend({
  userId: z.string(),
  /** Whose ledger it is, as the order page names its customer. */
  shopper: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  blockedReason: z.string(),
  entries: z.array(ZLedgerEntry),
});
export type TShopperLedgerData = z.infer<typeof ZShopperLedgerData>;

const ZLedgerReasonText = z
  .string({ error: 'A reason is required' })
  .trim()
  .min(3, 'Please give a reason of at least 3 characters')
  .max(200, 'The reason is too long');

/** operator/adjustLedger: adds (or, negative, takes) wallet fils or points, with a reason; never below zero. */
export const ZAdjustLedgerRequest = z.strictObject({
  userId: ZOpaqueId('userId'),
  kind: z.enum(LEDGER_KINDS),
  amount: z
    .number({ error: 'An amount is required' })
    .int('The amount must be whole fils or points')
    .refine((value) => value !== 0, 'The amount cannot be zero')
    .refine((value) => Math.abs(value) <= 100_000_000, 'The amount is too large'),
  reason: ZLedgerReasonText,
});
export type TAdjustLedgerRequest = z.infer<typeof ZAdjustLedgerRequest>;

/**
 * The back office's adjust dialog, as typed: the balance, add or take, the size (AED for the wallet, at most 2
 * decimals; whole points) and the reason. Its output is operator/adjustLedger's body but the shopper, checked by the
 * call's schema, whose messages show beside the same fields.
 */
export const ZAdjustLedgerForm = z
  .object({ kind: z.enum(LEDGER_KINDS), isTaking: z.boolean(), amount: z.string(), reason: z.string() })
  .transform((form, ctx) => {
    const amount = adjustmentAmount(form.kind, form.amount, form.isTaking);
    const unread =
      form.kind === 'wallet' ? 'Enter an amount in AED with at most 2 decimals' : 'Enter a whole number of points';
    return checkedBy(
      ZAdjustLedgerRequest.omit({ userId: true }),
      { kind: form.kind, amount: amount ?? Number.NaN, reason: form.reason },
      ctx,
      { instead: amount === null ? { amount: unread } : {} },
    );
  });
export type TAdjustLedgerForm = z.input<typeof ZAdjustLedgerForm>;

/** operator/setLedgerBlock: blocks or unblocks a shopper's spending of wallet and points. */
export const ZSetLedgerBlockRequest = z.strictObject({
  userId: ZOpaqueId('userId'),
  isBlocked: z.boolean(),
  reason: ZLedgerReasonText,
});
export type TSetLedgerBlockRequest = z.infer<typeof ZSetLedgerBlockRequest>;
