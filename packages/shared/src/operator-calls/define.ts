import type { z } from 'zod';
import type { TOperatorPermission } from '../rules/operator-roles.js';

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
/** A call that changes nothing (sign-in's own bookkeeping aside). */
export const read = callOf(false);
/** A call that changes something: recorded in the audit log. */
export const write = callOf(true);
