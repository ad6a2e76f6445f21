// Operators for tests of the back office: made through the staff service (invite, accept) and signed in
// through the API, with the second factor an authenticator app would give.
import type { TOperatorCallName } from '@rihla/shared/operator-calls';
import type { TOperatorRole } from '@rihla/shared/rules/operator-roles';
import { newId } from '../lib/ids.js';
import type { TOperatorAuth } from '../modules/operators/operator-auth.service.js';
import { updateOperatorRow } from '../modules/operators/operators.repository.js';
import { acceptInvite, createOwner, inviteOperator } from '../modules/operators/staff.service.js';
import { totpCodeAt } from '../modules/operators/totp.js';
import type { TCallResponse, TTestApp } from './harness.js';

export const OPERATOR_PASSWORD = 'operator-pass-12';

export interface TTestOperator {
  id: string;
  email: string;
  role: TOperatorRole;
  token: string;
  /** The TOTP secret, when the operator has a second factor. */
  secret: string | null;
  recoveryCodes: string[];
}

/** An operator call as the given operator token (none: as nobody). */
export async function operatorCall(
  t: TTestApp,
  name: TOperatorCallName,
  body: unknown,
  token?: string,
  remoteAddress?: string,
): Promise<TCallResponse> {
  const raw = await t.app.inject({
    method: 'POST',
    url: `/api/${name}`,
    payload: body as object,
    headers: token ? { 'x-operator-token': token } : {},
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  return { statusCode: raw.statusCode, body: raw.json(), raw };
}

/** The code an authenticator shows for the secret, at the test clock's time plus `stepsAhead` steps. */
export function codeFor(t: TTestApp, secret: string, stepsAhead = 0): string {
  return totpCodeAt(secret, t.clock.now().getTime() + stepsAhead * 30_000);
}

/**
 * Signs in with email and password, then (when asked) a code: enrols a second factor for a role that needs one.
 * Moves the test clock one TOTP step on, so the next sign-in's code is a fresh one.
 */
export async function signInOperator(
  t: TTestApp,
  email: string,
  secret: string | null,
): Promise<{ token: string; secret: string | null; recoveryCodes: string[] }> {
  const first = await operatorCall(t, 'operator/signIn', { email, password: OPERATOR_PASSWORD });
  if (first.body.status !== 1) throw new Error(`sign-in failed: ${first.body.message}`);
  const data = first.body.data;
  if (data.step === 'done') return { token: data.token, secret, recoveryCodes: [] };
  const useSecret: string = data.step === 'enrol' ? data.secret : (secret ?? '');
  const second = await operatorCall(t, 'operator/signInCode', {
    challenge: data.challenge,
    code: codeFor(t, useSecret),
  });
  if (second.body.status !== 1) throw new Error(`sign-in code failed: ${second.body.message}`);
  t.clock.set(new Date(t.clock.now().getTime() + 30_000).toISOString());
  return { token: second.body.data.token, secret: useSecret, recoveryCodes: second.body.data.recoveryCodes ?? [] };
}

const inviters = new WeakMap<TTestApp, Promise<TOperatorAuth>>();

/** The owner (made once per app, never signed in) whose invitations make the other roles' test operators. */
function inviterOf(t: TTestApp): Promise<TOperatorAuth> {
  let inviter = inviters.get(t);
  if (!inviter) {
    const email = `inviter-${newId()
      .slice(0, 10)
      .toLowerCase()
      .replace(/[^a-z0-9]/g, 'x')}@ops.example`;
    inviter = createOwner(t.app.ctx, { email, name: 'Inviting owner', password: OPERATOR_PASSWORD }).then(({ id }) => ({
      id,
      email,
      name: 'Inviting owner',
      role: 'owner' as const,
      hasTwoFactor: false,
      refundLimit: null,
      language: 'en' as const,
      sessionId: '',
      tokenHash: '',
    }));
    inviters.set(t, inviter);
  }
  return inviter;
}

/** A new active operator of the role, signed in (an owner or a manager with a second factor enrolled). */
export async function newOperator(t: TTestApp, role: TOperatorRole, name = 'Test operator'): Promise<TTestOperator> {
  const email = `${role}-${newId()
    .slice(0, 10)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, 'x')}@ops.example`;
  const { ctx } = t.app;
  let id: string;
  if (role === 'owner') {
    id = (await createOwner(ctx, { email, name, password: OPERATOR_PASSWORD })).id;
  } else {
    const invited = await inviteOperator(ctx, await inviterOf(t), { email, name, role });
    await acceptInvite(ctx, { invite: invited.invitePath.split('/').pop() ?? '', name, password: OPERATOR_PASSWORD });
    id = invited.id;
  }
  const signedIn = await signInOperator(t, email, null);
  return { id, email, role, token: signedIn.token, secret: signedIn.secret, recoveryCodes: signedIn.recoveryCodes };
}

/** Makes an operator's row say what a test needs (a disabled account, a refund limit). */
export async function setOperator(t: TTestApp, id: string, changes: Parameters<typeof updateOperatorRow>[2]) {
  await updateOperatorRow(t.app.ctx.db, id, changes);
}
