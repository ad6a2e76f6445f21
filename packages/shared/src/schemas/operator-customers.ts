// The customers desk's calls (issue 34, decision 074): finding a shopper, their page, notes, and the export and
// deletion of their personal data.
import { z } from 'zod';
import { LEDGER_KINDS } from '../rules/ledger.js';
import { ZOpaqueId } from './common.js';
import { LEDGER_REASONS } from './ledger.js';

export const CUSTOMER_PAGE_SIZES = [25, 50, 100] as const;
/** The longest note an operator may write about a customer. */
export const CUSTOMER_NOTE_MAX = 1000;

export const ZSearchCustomersRequest = z.strictObject({
  /**
   * One box, as the bookings desk's: an email (with an '@'; its start is enough), a phone number (digits; a UAE
   * number may start with 0 or 00971) or a name (the start of the first or the last name, or of both).
   */
  search: z.string().trim().max(100, 'Search is too long').default(''),
  page: z.number({ error: 'page must be a number' }).int().min(0).max(100_000).default(0),
  pageSize: z
    .union(
      CUSTOMER_PAGE_SIZES.map((size) => z.literal(size)) as [z.ZodLiteral<25>, z.ZodLiteral<50>, z.ZodLiteral<100>],
      { error: 'pageSize must be 25, 50 or 100' },
    )
    .default(25),
});
export type TSearchCustomersRequest = z.input<typeof ZSearchCustomersRequest>;

export const ZCustomerRow = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** When the account was made (ISO-8601 UTC). */
  createdAt: z.string(),
});
export type TCustomerRow = z.infer<typeof ZCustomerRow>;
export const ZSearchCustomersData = z.object({ rows: z.array(ZCustomerRow), hasNextPage: z.boolean() });

export const ZCustomerIdRequest = z.strictObject({ userId: ZOpaqueId('userId') });

export const ZCustomerNote = z.object({
  id: z.string(),
  text: z.string(),
  createdAt: z.string(),
  /** Who wrote it. */
  operatorName: z.string(),
});
export type TCustomerNote = z.infer<typeof ZCustomerNote>;

/** operator/viewCustomer: the customer's contact details and the operators' notes, newest first. */
export const ZCustomerDetail = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** Proved with a one-time code; false for a customer an operator entered by phone. */
  isPhoneVerified: z.boolean(),
  country: z.string(),
  createdAt: z.string(),
  /** Reminders before each departure by email and text. */
  wantsReminders: z.boolean(),
  notes: z.array(ZCustomerNote),
});
export type TCustomerDetail = z.infer<typeof ZCustomerDetail>;

export const ZAddCustomerNoteRequest = z.strictObject({
  userId: ZOpaqueId('userId'),
  text: z
    .string({ error: 'Write the note' })
    .trim()
    .min(1, 'Write the note')
    .max(CUSTOMER_NOTE_MAX, `A note is at most ${CUSTOMER_NOTE_MAX} characters`),
});
export type TAddCustomerNoteRequest = z.infer<typeof ZAddCustomerNoteRequest>;

/**
 * operator/exportCustomerData: what Rihla holds about the shopper, as the shopper's own data: the profile, orders,
 * the messages sent to them (emails and texts; in-app notifications), the wallet and points ledger, favourites
 * and the operators' notes. The web saves it as `fileName`.
 */
export const ZCustomerExport = z.object({
  exportedAt: z.string(),
  profile: z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
    country: z.string(),
    gender: z.string(),
    dateOfBirth: z.string(),
    wantsReminders: z.boolean(),
    phoneVerifiedAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
  orders: z.array(
    z.object({
      reference: z.string(),
      status: z.string(),
      createdAt: z.string(),
      lines: z.array(
        z.object({ title: z.string(), date: z.string(), time: z.string(), tickets: z.record(z.string(), z.number()) }),
      ),
      subtotalFils: z.number().int(),
      discountFils: z.number().int(),
      promoCode: z.string().nullable(),
      amountPaidFils: z.number().int(),
      pointsUsed: z.number().int(),
      walletFils: z.number().int(),
      giftCardFils: z.number().int(),
      refundedFils: z.number().int(),
      voucherCode: z.string(),
    }),
  ),
  messages: z.array(
    z.object({
      topic: z.string(),
      channel: z.string(),
      recipient: z.string(),
      orderReference: z.string().nullable(),
      status: z.string(),
      createdAt: z.string(),
      sentAt: z.string().nullable(),
    }),
  ),
  notifications: z.array(z.object({ message: z.string(), createdAt: z.string() })),
  ledger: z.object({
    walletFils: z.number().int(),
    points: z.number().int(),
    entries: z.array(
      z.object({
        kind: z.enum(LEDGER_KINDS),
        amount: z.number().int(),
        reason: z.enum(LEDGER_REASONS),
        orderReference: z.string().nullable(),
        note: z.string(),
        createdAt: z.string(),
      }),
    ),
  }),
  favourites: z.array(z.object({ productId: z.string(), title: z.string(), createdAt: z.string() })),
  notes: z.array(ZCustomerNote),
});
export type TCustomerExport = z.infer<typeof ZCustomerExport>;
export const ZExportCustomerData = z.object({ fileName: z.string(), data: ZCustomerExport });

export const ZDeleteCustomerDataRequest = z.strictObject({
  userId: ZOpaqueId('userId'),
  /** Who asked and how (recorded in the audit log). */
  reason: z
    .string({ error: 'A reason is required' })
    .trim()
    .min(3, 'Please give a reason of at least 3 characters')
    .max(200, 'The reason is too long'),
});
export type TDeleteCustomerDataRequest = z.infer<typeof ZDeleteCustomerDataRequest>;
export const ZDeleteCustomerDataData = z.object({ userId: z.string() });
