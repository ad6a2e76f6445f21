import { z } from 'zod';
import { BOOKING_CALLS } from './operator-calls/bookings.js';
import { CATALOGUE_CALLS } from './operator-calls/catalogue.js';
import { CONTENT_CALLS } from './operator-calls/content.js';
import { CUSTOMER_CALLS } from './operator-calls/customers.js';
import { read, type TOperatorCallDefinition, write } from './operator-calls/define.js';
import { DEPARTURE_CALLS } from './operator-calls/departures.js';
import { GIFT_CARD_CALLS } from './operator-calls/gift-cards.js';
import { LEDGER_CALLS } from './operator-calls/ledger.js';
import { MANIFEST_CALLS } from './operator-calls/manifests.js';
import { ORDER_CHANGE_CALLS } from './operator-calls/order-changes.js';
import { PAGE_CALLS } from './operator-calls/pages.js';
import { PARTNER_CALLS } from './operator-calls/partners.js';
import { PASSENGER_CALLS } from './operator-calls/passengers.js';
import { PAYMENT_DESK_CALLS } from './operator-calls/payments.js';
import { PHONE_BOOKING_CALLS } from './operator-calls/phone-bookings.js';
import { PICKUP_CALLS } from './operator-calls/pickups.js';
import { PROMO_CALLS } from './operator-calls/promos.js';
import { REPORT_CALLS } from './operator-calls/reports.js';
import { SHOP_CALLS } from './operator-calls/shop.js';
import { TIMETABLE_CALLS } from './operator-calls/timetables.js';
import { WAIVER_CALLS } from './operator-calls/waivers.js';
import { ZEmptyRequest } from './schemas/common.js';
import * as ops from './schemas/operators.js';

const ZNothing = z.object({});

/**
 * Every call of the back office, at POST /api/operator/<name> (decision 031). The API registers its routes from
 * this table and checks each call's access there; the role matrix test is generated from it, so a new call
 * cannot go unchecked.
 */
export const OPERATOR_CALLS = {
  'operator/signIn': read(
    'public',
    ops.ZOperatorSignInRequest,
    ops.ZOperatorSignInData,
    'Sign in with email and password',
  ),
  'operator/signInCode': read(
    'public',
    ops.ZOperatorSignInCodeRequest,
    ops.ZOperatorSignInData,
    'Finish a sign-in with an authenticator or recovery code',
  ),
  'operator/acceptInvite': write(
    'public',
    ops.ZAcceptInviteRequest,
    ops.ZAcceptInviteData,
    'Accept an invitation: choose a name and a password',
  ),
  'operator/me': read('signedIn', ZEmptyRequest, ops.ZOperatorSelf, 'The signed-in operator and their permissions'),
  'operator/signOut': read('signedIn', ZEmptyRequest, ZNothing, 'End this session'),
  'operator/listSessions': read('signedIn', ZEmptyRequest, ops.ZListSessionsData, "The operator's own live sessions"),
  'operator/revokeSession': read(
    'signedIn',
    ops.ZRevokeSessionRequest,
    ZNothing,
    'End one of the operator’s own sessions',
  ),
  'operator/newRecoveryCodes': write(
    'signedIn',
    ops.ZNewRecoveryCodesRequest,
    ops.ZRecoveryCodesData,
    'Replace the recovery codes (confirmed with an authenticator code)',
  ),
  'operator/changePassword': write(
    'signedIn',
    ops.ZChangePasswordRequest,
    ZNothing,
    'Change your own password (with a second-factor code); your other sessions end',
  ),
  'operator/setLanguage': write(
    'signedIn',
    ops.ZSetLanguageRequest,
    ops.ZOperatorSelf,
    'Choose the back office’s language, English or Arabic, for yourself',
  ),
  'operator/listOperators': read('staff.manage', ZEmptyRequest, ops.ZListOperatorsData, 'Every operator account'),
  'operator/inviteOperator': write(
    'staff.manage',
    ops.ZInviteOperatorRequest,
    ops.ZInviteOperatorData,
    'Invite an operator with a role',
  ),
  'operator/updateOperator': write(
    'staff.manage',
    ops.ZUpdateOperatorRequest,
    ops.ZOperatorRow,
    "Change an operator's role, refund limit or status",
  ),
  'operator/resetOperator': write(
    'staff.manage',
    ops.ZOperatorIdRequest,
    ops.ZInviteOperatorData,
    "Reset an operator's password and second factor: a one-time link like an invitation; their sessions end",
  ),
  'operator/unlockSecondFactor': write(
    'staff.manage',
    ops.ZOperatorIdRequest,
    ops.ZOperatorRow,
    "Unlock an operator's authenticator codes after too many wrong ones",
  ),
  'operator/auditLog': read('audit.read', ops.ZAuditLogRequest, ops.ZAuditLogData, 'Operator writes, newest first'),
  ...CATALOGUE_CALLS,
  ...TIMETABLE_CALLS,
  ...CONTENT_CALLS,
  ...PAGE_CALLS,
  ...BOOKING_CALLS,
  ...MANIFEST_CALLS,
  ...PHONE_BOOKING_CALLS,
  ...ORDER_CHANGE_CALLS,
  ...REPORT_CALLS,
  ...LEDGER_CALLS,
  ...GIFT_CARD_CALLS,
  ...PROMO_CALLS,
  ...SHOP_CALLS,
  ...CUSTOMER_CALLS,
  ...DEPARTURE_CALLS,
  ...PAYMENT_DESK_CALLS,
  ...PASSENGER_CALLS,
  ...WAIVER_CALLS,
  ...PICKUP_CALLS,
  ...PARTNER_CALLS,
} satisfies Record<string, TOperatorCallDefinition>;

export type { TOperatorAccess, TOperatorCallDefinition } from './operator-calls/define.js';
export type TOperatorCalls = typeof OPERATOR_CALLS;
export type TOperatorCallName = keyof TOperatorCalls;
export type TOperatorCallRequest<N extends TOperatorCallName> = z.input<TOperatorCalls[N]['request']>;
export type TOperatorCallData<N extends TOperatorCallName> = z.output<TOperatorCalls[N]['data']>;
export const OPERATOR_CALL_NAMES = Object.keys(OPERATOR_CALLS) as TOperatorCallName[];
