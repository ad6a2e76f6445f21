import { OPERATOR_MESSAGES } from '@rihla/shared/messages/operators';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { listAuditEntries } from '../audit/index.js';
import {
  changePassword,
  listSessions,
  renewRecoveryCodes,
  revokeSession,
  selfOf,
  setOwnLanguage,
  signIn,
  signInWithCode,
  signOut,
  type TRequestMeta,
} from './operator-auth.service.js';
import { defineOperatorCall } from './operator-call.js';
import {
  acceptInvite,
  inviteOperator,
  listOperators,
  resetOperator,
  unlockSecondFactor,
  updateOperator,
} from './staff.service.js';

function metaOf(request: FastifyRequest): TRequestMeta {
  const agent = request.headers['user-agent'];
  return { ipAddress: request.ip, userAgent: typeof agent === 'string' ? agent : '' };
}

export interface TOperatorsRoutesOptions {
  /** The shop's name, which an authenticator app lists the codes under (app.ts asks the shop module). */
  shopName: () => Promise<string>;
}

/** The back office's sign-in, sessions, staff and audit log (issue 17): mounted under /api. */
export async function operatorsRoutes(app: FastifyInstance, options: TOperatorsRoutesOptions): Promise<void> {
  const { ctx } = app;
  defineOperatorCall(app, 'operator/signIn', async ({ body, request }) => ({
    data: await signIn(ctx, body, metaOf(request), options.shopName),
  }));
  defineOperatorCall(app, 'operator/signInCode', async ({ body, request }) => ({
    data: await signInWithCode(ctx, body, metaOf(request)),
  }));
  defineOperatorCall(app, 'operator/acceptInvite', async ({ body }) => ({
    data: await acceptInvite(ctx, body),
    message: 'Your account is ready: sign in with your email and password',
  }));
  defineOperatorCall(app, 'operator/me', async ({ operator }) => ({ data: selfOf(operator) }));
  defineOperatorCall(app, 'operator/signOut', async ({ operator }) => {
    await signOut(ctx, operator);
    return { data: {}, message: 'Signed out' };
  });
  defineOperatorCall(app, 'operator/listSessions', async ({ operator }) => ({
    data: await listSessions(ctx, operator),
  }));
  defineOperatorCall(app, 'operator/revokeSession', async ({ operator, body }) => {
    await revokeSession(ctx, operator, body.sessionId);
    return { data: {}, message: 'Session ended' };
  });
  defineOperatorCall(app, 'operator/newRecoveryCodes', async ({ operator, body, request }) => ({
    data: await renewRecoveryCodes(ctx, operator, body.code, metaOf(request)),
  }));
  defineOperatorCall(app, 'operator/changePassword', async ({ operator, body, request }) => {
    await changePassword(ctx, operator, body, metaOf(request));
    return { data: {}, message: OPERATOR_MESSAGES.passwordChanged };
  });
  defineOperatorCall(app, 'operator/setLanguage', async ({ operator, body }) => ({
    data: await setOwnLanguage(ctx, operator, body),
    message: 'Language saved',
  }));
  defineOperatorCall(app, 'operator/listOperators', async () => ({ data: await listOperators(ctx) }));
  defineOperatorCall(app, 'operator/inviteOperator', async ({ operator, body }) => ({
    data: await inviteOperator(ctx, operator, body),
    message: 'Invitation created',
  }));
  defineOperatorCall(app, 'operator/updateOperator', async ({ operator, body }) => ({
    data: await updateOperator(ctx, operator, body),
    message: 'Operator updated',
  }));
  defineOperatorCall(app, 'operator/resetOperator', async ({ operator, body }) => ({
    data: await resetOperator(ctx, operator, body.id),
    message: OPERATOR_MESSAGES.resetCreated,
  }));
  defineOperatorCall(app, 'operator/unlockSecondFactor', async ({ operator, body }) => ({
    data: await unlockSecondFactor(ctx, operator, body.id),
    message: OPERATOR_MESSAGES.unlocked,
  }));
  defineOperatorCall(app, 'operator/auditLog', async ({ body }) => ({ data: await listAuditEntries(ctx.db, body) }));
}
