import { z } from 'zod';
import { WAIVER_MESSAGES as M } from '../messages/waivers.js';
import { isFullName } from '../rules/passengers.js';
import { ZOpaqueId } from './common.js';

// Waivers (issue 36, decision 096): a product's versioned waiver text, accepted per passenger (or by the lead only)
// with a typed name, recorded with the version, the time and the client's address.

/** Whether each passenger accepts the waiver, or the lead passenger (passenger 1) for the booking. */
export const WAIVER_ASKED_OF = ['passenger', 'lead'] as const;
export type TWaiverAskedOf = (typeof WAIVER_ASKED_OF)[number];

export const WAIVER_TEXT_MIN = 20;
export const WAIVER_TEXT_MAX = 20_000;
export const WAIVER_NAME_MAX = 100;

/** The waiver as the operator writes it: plain text, paragraphs separated by a blank line. */
export const ZWaiverWrite = z.strictObject({
  text: z
    .string({ error: M.textRequired })
    // Windows' line ends and trailing spaces would make a new version of the same words.
    .transform((text) => text.replace(/\r\n?/g, '\n').trim())
    .pipe(z.string().min(WAIVER_TEXT_MIN, M.textTooShort).max(WAIVER_TEXT_MAX, M.textTooLong)),
  askedOf: z.enum(WAIVER_ASKED_OF, { error: M.badAskedOf }),
});
export type TWaiverWrite = z.infer<typeof ZWaiverWrite>;
export type TWaiverWriteInput = z.input<typeof ZWaiverWrite>;

/** One version, as kept: never edited once written. */
export const ZWaiverVersion = z.object({
  version: z.number().int(),
  text: z.string(),
  askedOf: z.enum(WAIVER_ASKED_OF),
  createdAt: z.string(),
  /** Who wrote it; null for the demo's own. */
  createdBy: z.string().nullable(),
});
export type TWaiverVersion = z.infer<typeof ZWaiverVersion>;

/** operator/getProductWaiver and saveProductWaiver. */
export const ZProductWaiverRequest = z.strictObject({ id: ZOpaqueId('id') });
export const ZSaveProductWaiverRequest = z.strictObject({
  id: ZOpaqueId('id'),
  /** The new version's words and who accepts them; null: the product no longer asks a waiver (versions are kept). */
  waiver: ZWaiverWrite.nullable(),
});
export type TSaveProductWaiverRequest = z.infer<typeof ZSaveProductWaiverRequest>;
export const ZProductWaiverData = z.object({
  productId: z.string(),
  /** The version shoppers accept now; null when the product asks no waiver. */
  current: ZWaiverVersion.nullable(),
  /** Every version written, newest first. */
  versions: z.array(ZWaiverVersion),
});
export type TProductWaiverData = z.infer<typeof ZProductWaiverData>;

/** users/acceptWaiver: one line's waiver, the version read, accepted for some of its passengers by typed names. */
export const ZWaiverSignature = z.strictObject({
  number: z.number({ error: 'A passenger needs a number' }).int().min(1).max(500),
  name: z
    .string({ error: M.nameRequired })
    .transform((name) => name.trim().replace(/\s+/g, ' '))
    .pipe(z.string().min(1, M.nameRequired).max(WAIVER_NAME_MAX, M.nameTooLong).refine(isFullName, M.badName)),
});
export type TWaiverSignature = z.infer<typeof ZWaiverSignature>;

export const ZAcceptWaiverRequest = z.strictObject({
  reference: ZOpaqueId('reference'),
  line: z.number({ error: 'line must be a number' }).int().min(0).max(99),
  /** The version the shopper read: a waiver changed since is refused, to be read again. */
  version: z.number({ error: 'version must be a number' }).int().min(1),
  /** The box "I have read and accept", which must be ticked. */
  isAccepted: z.literal(true, { error: M.notTicked }),
  passengers: z.array(ZWaiverSignature).min(1, M.noPassenger).max(100, 'At most 100 passengers at once'),
});
export type TAcceptWaiverRequest = z.infer<typeof ZAcceptWaiverRequest>;

/** The shopper's form for one passenger: the name typed and the box ticked (a checkbox's value is true or false). */
export const ZWaiverAcceptForm = z.object({
  name: ZWaiverSignature.shape.name,
  isAccepted: z.boolean({ error: M.notTicked }).refine((isTicked) => isTicked, M.notTicked),
});
export type TWaiverAcceptFormInput = z.input<typeof ZWaiverAcceptForm>;
export type TWaiverAcceptForm = z.infer<typeof ZWaiverAcceptForm>;

export const ZWaiverAcceptance = z.object({
  version: z.number().int(),
  name: z.string(),
  acceptedAt: z.string(),
  /** The client's address the acceptance came from. */
  address: z.string(),
});
export type TWaiverAcceptance = z.infer<typeof ZWaiverAcceptance>;

export const ZWaiverSigner = z.object({
  /** The passenger's number (1 is the lead). */
  number: z.number().int(),
  /** The latest acceptance of this passenger, of any version; null when none. */
  accepted: ZWaiverAcceptance.nullable(),
  /** True when the current version is still to be accepted. */
  isNeeded: z.boolean(),
});
export type TWaiverSigner = z.infer<typeof ZWaiverSigner>;

export const ZWaiverLine = z.object({
  line: z.number().int(),
  productId: z.string(),
  title: z.string(),
  date: z.string(),
  start: z.string(),
  passengerCount: z.number().int(),
  /** The version to accept now; null when the product asks no waiver. */
  waiver: ZWaiverVersion.omit({ createdBy: true }).nullable(),
  /** Who must accept (every passenger, or the lead only); empty when no waiver is asked. */
  signers: z.array(ZWaiverSigner),
  /** The departure (ISO UTC): acceptances are taken until then. */
  departure: z.string(),
  isOpen: z.boolean(),
  isComplete: z.boolean(),
});
export type TWaiverLine = z.infer<typeof ZWaiverLine>;

export const ZBookingWaiversData = z.object({
  reference: z.string(),
  lines: z.array(ZWaiverLine),
});
export type TBookingWaiversData = z.infer<typeof ZBookingWaiversData>;

export const ZWaiverReferenceRequest = z.strictObject({ reference: ZOpaqueId('reference') });
