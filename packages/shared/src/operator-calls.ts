import { z } from 'zod';
import type { TOperatorPermission } from './rules/operator-roles.js';
import { ZEmptyRequest } from './schemas/common.js';
import * as ops from './schemas/operators.js';

/**
 * Who may make an operator call: anyone (signing in), any signed-in operator (their own sessions), or an
 * operator whose role has the permission named.
 */
export type TOperatorAccess = 'public' | 'signedIn' | TOperatorPermission;

export interface TOperatorCallDefinition<Req extends z.ZodType = z.ZodType, Data extends z.ZodType = z.ZodType> {
  request: Req;
  data: Data;
  access: TOperatorAccess;
  summary: string;
  /** True for calls that change something: the API records each in the audit log. */
  isWrite: boolean;
}

function callOf(isWrite: boolean) {
  return <A extends TOperatorAccess, Req extends z.ZodType, Data extends z.ZodType>(
    access: A,
    request: Req,
    data: Data,
    summary: string,
  ): TOperatorCallDefinition<Req, Data> & { access: A } => ({ access, request, data, summary, isWrite });
}
const read = callOf(false);
const write = callOf(true);

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
  'operator/auditLog': read('audit.read', ops.ZAuditLogRequest, ops.ZAuditLogData, 'Operator writes, newest first'),
} satisfies Record<string, TOperatorCallDefinition>;

export type TOperatorCalls = typeof OPERATOR_CALLS;
export type TOperatorCallName = keyof TOperatorCalls;
export type TOperatorCallRequest<N extends TOperatorCallName> = z.input<TOperatorCalls[N]['request']>;
export type TOperatorCallData<N extends TOperatorCallName> = z.output<TOperatorCalls[N]['data']>;
export const OPERATOR_CALL_NAMES = Object.keys(OPERATOR_CALLS) as TOperatorCallName[];
