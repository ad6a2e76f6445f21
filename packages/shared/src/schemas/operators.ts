import { z } from 'zod';
import { OPERATOR_MESSAGES } from '../messages/operators.js';
import { AUDIT_SUBJECT_NAMES } from '../rules/audit-words.js';
import { LANGUAGES } from '../rules/languages.js';
import { OPERATOR_PERMISSIONS, OPERATOR_ROLES } from '../rules/operator-roles.js';
import { ZIsoDate, ZOpaqueId } from './common.js';

/** The shortest password an operator may choose (NIST SP 800-63B asks at least 8; operators hold more). */
export const OPERATOR_PASSWORD_MIN = 12;
/** How many recovery codes an operator gets at once; each works one time. */
export const RECOVERY_CODE_COUNT = 10;
/**
 * Wrong second-factor codes in a row, across sign-ins, before authenticator codes are locked until a recovery
 * code signs in or an owner unlocks them (issue 32, decision 061).
 */
export const CODE_FAILURE_LIMIT = 10;

const ZEmail = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .max(254, 'Email is too long')
  .pipe(z.email({ error: 'Invalid email address' }));
const ZPassword = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .max(200, 'Password is too long');
const ZNewPassword = z
  .string({ error: 'Password is required' })
  .min(OPERATOR_PASSWORD_MIN, OPERATOR_MESSAGES.passwordTooShort)
  .max(200, 'Password is too long');
const ZName = z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(100, 'Name is too long');

export const ZOperatorRole = z.enum(OPERATOR_ROLES, { error: 'Unknown role' });
export const ZOperatorPermission = z.enum(OPERATOR_PERMISSIONS);
export const ZOperatorStatus = z.enum(['invited', 'active', 'disabled']);
export type TOperatorStatus = z.infer<typeof ZOperatorStatus>;
/** A refund limit in fils, or null for none (only agents have one). */
const ZRefundLimit = z
  .number({ error: 'Refund limit must be a number of fils' })
  .int('Refund limit must be a whole number of fils')
  .min(0, 'Refund limit cannot be negative')
  .max(100_000_000, 'Refund limit is too high')
  .nullable();

/** The signed-in operator as the back office shows them. */
export const ZOperatorSelf = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: ZOperatorRole,
  permissions: z.array(ZOperatorPermission),
  hasTwoFactor: z.boolean(),
  refundLimit: z.number().int().nullable(),
  /** The back office's language, the operator's own choice (issue 37, decision 104). */
  language: z.enum(LANGUAGES),
});
export type TOperatorSelf = z.infer<typeof ZOperatorSelf>;

/** An operator's choice of the back office's language: their own only (decision 104). */
export const ZSetLanguageRequest = z.strictObject({
  language: z.enum(LANGUAGES, { error: 'Choose English or Arabic' }),
});
export type TSetLanguageRequest = z.infer<typeof ZSetLanguageRequest>;

export const ZOperatorSignInRequest = z.strictObject({ email: ZEmail, password: ZPassword });
export type TOperatorSignInRequest = z.infer<typeof ZOperatorSignInRequest>;

/**
 * A 6-digit code from the authenticator app, or one of the recovery codes (groups of letters and digits;
 * dashes and spaces are ignored).
 */
const ZSecondFactorCode = z
  .string({ error: OPERATOR_MESSAGES.codeRequired })
  .transform((code) => code.replace(/[\s-]/g, '').toLowerCase())
  .pipe(z.string().min(6, OPERATOR_MESSAGES.codeRequired).max(32, OPERATOR_MESSAGES.invalidCode));
export const ZOperatorSignInCodeRequest = z.strictObject({
  challenge: ZOpaqueId('challenge'),
  code: ZSecondFactorCode,
});
export type TOperatorSignInCodeRequest = z.infer<typeof ZOperatorSignInCodeRequest>;

/**
 * Where a sign-in stands: signed in (`done`, with the session token; a first enrolment also returns the
 * recovery codes, shown once), a code is needed (`code`), or the role needs two-factor sign-in and the
 * operator has none yet (`enrol`: add the secret to an authenticator app, then send its first code).
 */
export const ZOperatorSignInData = z.discriminatedUnion('step', [
  z.object({
    step: z.literal('done'),
    token: z.string(),
    operator: ZOperatorSelf,
    recoveryCodes: z.array(z.string()).optional(),
  }),
  z.object({ step: z.literal('code'), challenge: z.string() }),
  z.object({ step: z.literal('enrol'), challenge: z.string(), secret: z.string(), otpauthUrl: z.string() }),
]);
export type TOperatorSignInData = z.infer<typeof ZOperatorSignInData>;

export const ZAcceptInviteRequest = z.strictObject({
  invite: ZOpaqueId('invite'),
  name: ZName,
  password: ZNewPassword,
});
export const ZAcceptInviteData = z.object({ email: z.string() });

export const ZOperatorSession = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  expiresAt: z.string(),
  ipAddress: z.string(),
  userAgent: z.string(),
  isCurrent: z.boolean(),
});
export const ZListSessionsData = z.array(ZOperatorSession);
export const ZRevokeSessionRequest = z.strictObject({ sessionId: ZOpaqueId('sessionId') });

export const ZNewRecoveryCodesRequest = z.strictObject({
  code: z
    .string({ error: OPERATOR_MESSAGES.codeRequired })
    .trim()
    .regex(/^\d{6}$/, OPERATOR_MESSAGES.codeRequired),
});
export const ZRecoveryCodesData = z.object({ recoveryCodes: z.array(z.string()) });

/**
 * An operator's own password change: the current password, the new one, and (for an operator with a second
 * factor) an authenticator or recovery code. The operator's other sessions end.
 */
export const ZChangePasswordRequest = z.strictObject({
  currentPassword: ZPassword,
  newPassword: ZNewPassword,
  code: z.union([z.literal(''), ZSecondFactorCode]).optional(),
});
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

/** One operator of the staff page: whose sign-in an owner resets, or whose second factor they unlock. */
export const ZOperatorIdRequest = z.strictObject({ id: ZOpaqueId('id') });

export const ZOperatorRow = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: ZOperatorRole,
  status: ZOperatorStatus,
  hasTwoFactor: z.boolean(),
  /** Authenticator codes are locked after too many wrong ones (decision 061). */
  isCodeLocked: z.boolean(),
  refundLimit: z.number().int().nullable(),
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TOperatorRow = z.infer<typeof ZOperatorRow>;
export const ZListOperatorsData = z.array(ZOperatorRow);

export const ZInviteOperatorRequest = z.strictObject({
  email: ZEmail,
  name: ZName,
  role: ZOperatorRole,
  refundLimit: ZRefundLimit.optional(),
});
export const ZInviteOperatorData = z.object({ id: z.string(), invitePath: z.string(), expiresAt: z.string() });

export const ZUpdateOperatorRequest = z
  .strictObject({
    id: ZOpaqueId('id'),
    role: ZOperatorRole.optional(),
    status: z.enum(['active', 'disabled'], { error: "status must be 'active' or 'disabled'" }).optional(),
    refundLimit: ZRefundLimit.optional(),
  })
  .refine((body) => body.role !== undefined || body.status !== undefined || body.refundLimit !== undefined, {
    message: 'Nothing to change: send a role, a status or a refund limit',
  });
export type TUpdateOperatorRequest = z.infer<typeof ZUpdateOperatorRequest>;

export const AUDIT_PAGE_SIZE = 50;
export const ZAuditLogRequest = z.strictObject({
  operatorId: ZOpaqueId('operatorId').optional(),
  objectType: z.string().trim().min(1).max(40, 'objectType is too long').optional(),
  objectId: ZOpaqueId('objectId').optional(),
  /** A group of object types as the filter offers them: orders, departures, customers, pictures, ... */
  subject: z.enum(AUDIT_SUBJECT_NAMES, { error: 'subject is not one of the log’s groups' }).optional(),
  /** The lines of one order, found by the reference a person reads out. */
  orderReference: z.string().trim().min(1).max(40, 'orderReference is too long').optional(),
  from: ZIsoDate('from must be a date (YYYY-MM-DD)').optional(),
  until: ZIsoDate('until must be a date (YYYY-MM-DD)').optional(),
  page: z.number({ error: 'page must be a number' }).int().min(0).max(10_000).default(0),
});
export type TAuditLogRequest = z.infer<typeof ZAuditLogRequest>;
export const ZAuditEntry = z.object({
  id: z.string(),
  at: z.string(),
  operator: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  action: z.string(),
  objectType: z.string(),
  objectId: z.string(),
  /** What a person calls the object: an order's reference, a product's title, a customer's name; null for others. */
  objectLabel: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;
export const ZAuditLogData = z.object({ entries: z.array(ZAuditEntry), hasMore: z.boolean() });
