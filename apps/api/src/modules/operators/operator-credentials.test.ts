// Issue 32, items 7, 8 and 14 (decision 061): the second factor's lock, operators' own password changes, an owner's
// reset link, the command line's restore, and the audit lines of sign-ins and ended sessions.
import { OPERATOR_MESSAGES } from '@rihla/shared/messages/operators';
import { CODE_FAILURE_LIMIT } from '@rihla/shared/schemas/operators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TOutboxRow } from '../../db/tables/schema.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import {
  codeFor,
  newOperator,
  OPERATOR_PASSWORD,
  operatorCall,
  signInOperator,
  type TTestOperator,
} from '../../test/operators.js';
import { composeMail } from '../messages/compose.js';
import { resetSecondFactorByEmail, resetSignInByEmail } from './staff.service.js';

let t: TTestApp;
let owner: TTestOperator;

beforeAll(async () => {
  t = await createTestApp();
  owner = await newOperator(t, 'owner', 'Olga Owner');
});
afterAll(async () => {
  await t?.close();
});

const NEW_PASSWORD = 'a-new-operator-pass';
const later = (ms: number) => t.clock.set(new Date(t.clock.now().getTime() + ms).toISOString());
/** A code the authenticator does not show now (five minutes ahead: outside the one-step window). */
const wrongCodeFor = (operator: TTestOperator) => codeFor(t, operator.secret as string, 10);

interface TEntry {
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  operator: { id: string } | null;
}

async function auditOf(objectId: string): Promise<TEntry[]> {
  const res = await operatorCall(t, 'operator/auditLog', { objectId }, owner.token);
  expect(res.statusCode).toBe(200);
  return res.body.data.entries;
}

const actionsOf = async (objectId: string) => (await auditOf(objectId)).map((entry) => entry.action);

async function passwordStep(operator: TTestOperator, password = OPERATOR_PASSWORD): Promise<string> {
  const res = await operatorCall(t, 'operator/signIn', { email: operator.email, password });
  expect(res.body.data?.step, res.raw.body).toBe('code');
  return res.body.data.challenge;
}

/** `count` wrong authenticator codes, a new sign-in (password step) every five as a person would. */
async function wrongCodes(operator: TTestOperator, count: number): Promise<string[]> {
  const messages: string[] = [];
  let challenge = '';
  for (let index = 0; index < count; index += 1) {
    if (index % 5 === 0) challenge = await passwordStep(operator);
    const res = await operatorCall(t, 'operator/signInCode', { challenge, code: wrongCodeFor(operator) });
    expect(res.statusCode).toBe(400);
    messages.push(res.body.message);
  }
  return messages;
}

async function signInWithCode(operator: TTestOperator, code: string) {
  const challenge = await passwordStep(operator);
  return operatorCall(t, 'operator/signInCode', { challenge, code });
}

/** A fresh authenticator code: the clock moves one step on, since a step once used is never taken again. */
function freshCode(operator: TTestOperator): string {
  later(30_000);
  return codeFor(t, operator.secret as string);
}

async function lockMessages(): Promise<TOutboxRow[]> {
  return t.app.ctx.db
    .selectFrom('outbox')
    .selectAll()
    .where('topic', '=', 'operatorCodeLocked')
    .orderBy('recipient')
    .execute();
}

describe('the second factor under guessing (issue 32, item 7)', () => {
  it(`locks authenticator codes after ${CODE_FAILURE_LIMIT} wrong ones across sign-ins, tells the operator and the owners, and logs each`, async () => {
    const manager = await newOperator(t, 'manager', 'Guessed Manager');
    const messages = await wrongCodes(manager, CODE_FAILURE_LIMIT);
    expect(messages.slice(0, -1).every((message) => message === OPERATOR_MESSAGES.invalidCode)).toBe(true);
    expect(messages.at(-1)).toBe(OPERATOR_MESSAGES.codeLocked);
    // The right code no longer signs in, from a new sign-in either.
    const right = await signInWithCode(manager, freshCode(manager));
    expect(right.statusCode).toBe(400);
    expect(right.body.message).toBe(OPERATOR_MESSAGES.codeLocked);
    const actions = await actionsOf(manager.id);
    expect(actions.filter((action) => action === 'operator.codeFailed')).toHaveLength(CODE_FAILURE_LIMIT + 1);
    expect(actions.filter((action) => action === 'operator.codesLocked')).toHaveLength(1);
    // The only sign-in is the enrolment that made the operator.
    expect(actions.filter((action) => action === 'operator.signIn')).toHaveLength(1);

    const listed = await operatorCall(t, 'operator/listOperators', {}, owner.token);
    expect(listed.body.data.find((row: { id: string }) => row.id === manager.id)).toMatchObject({ isCodeLocked: true });
    // One email to the operator and one to each active owner (the tests' inviting owner and this file's).
    const mails = (await lockMessages()).filter((row) => JSON.parse(row.payload).operatorId === manager.id);
    expect(mails.map((row) => row.recipient)).toContain(manager.email);
    expect(mails.map((row) => row.recipient)).toContain(owner.email);
    expect(mails.every((row) => row.channel === 'email')).toBe(true);
    const toSelf = await composeMail(t.app.ctx, mails.find((row) => row.recipient === manager.email) as TOutboxRow);
    expect(toSelf.subject).toBe('Rihla back office: sign-in codes locked');
    expect(toSelf.text).toContain('Hello Guessed Manager,');
    expect(toSelf.text).toContain(`${CODE_FAILURE_LIMIT} wrong authenticator codes in a row`);
    expect(toSelf.text).toContain('use one of your recovery codes');
    const toOwner = await composeMail(t.app.ctx, mails.find((row) => row.recipient === owner.email) as TOutboxRow);
    expect(toOwner.text).toContain(`Guessed Manager (${manager.email})`);
    expect(toOwner.text).toContain('unlock their codes on the Staff page');
  });

  it('counts wrong codes in a row only: a right code starts the count again', async () => {
    const manager = await newOperator(t, 'manager', 'Clumsy Manager');
    await wrongCodes(manager, CODE_FAILURE_LIMIT - 1);
    expect((await signInWithCode(manager, freshCode(manager))).body.data.step).toBe('done');
    await wrongCodes(manager, CODE_FAILURE_LIMIT - 1);
    expect((await signInWithCode(manager, freshCode(manager))).body.data.step).toBe('done');
  });

  it('counts wrong codes sent to change a password or to renew recovery codes as well', async () => {
    const manager = await newOperator(t, 'manager', 'Session Thief');
    await wrongCodes(manager, CODE_FAILURE_LIMIT - 2);
    const renew = await operatorCall(t, 'operator/newRecoveryCodes', { code: wrongCodeFor(manager) }, manager.token);
    expect(renew.body.message).toBe(OPERATOR_MESSAGES.invalidCode);
    const change = await operatorCall(
      t,
      'operator/changePassword',
      { currentPassword: OPERATOR_PASSWORD, newPassword: NEW_PASSWORD, code: wrongCodeFor(manager) },
      manager.token,
    );
    expect(change.statusCode).toBe(400);
    expect(change.body.message).toBe(OPERATOR_MESSAGES.codeLocked);
    expect((await signInWithCode(manager, freshCode(manager))).body.message).toBe(OPERATOR_MESSAGES.codeLocked);
  });

  it('still signs in with a recovery code, which ends the lock', async () => {
    const manager = await newOperator(t, 'manager', 'Recovering Manager');
    await wrongCodes(manager, CODE_FAILURE_LIMIT);
    const recovered = await signInWithCode(manager, manager.recoveryCodes[0] as string);
    expect(recovered.body.data.step).toBe('done');
    expect((await signInWithCode(manager, freshCode(manager))).body.data.step).toBe('done');
    const [unlocked] = (await auditOf(manager.id)).filter((entry) => entry.action === 'operator.codesUnlocked');
    expect(unlocked).toMatchObject({ after: { by: 'recoveryCode' }, operator: { id: manager.id } });
  });

  it('is unlocked by an owner, in the audit log under the owner', async () => {
    const manager = await newOperator(t, 'manager', 'Unlocked Manager');
    await wrongCodes(manager, CODE_FAILURE_LIMIT);
    const unlocked = await operatorCall(t, 'operator/unlockSecondFactor', { id: manager.id }, owner.token);
    expect(unlocked.statusCode, unlocked.raw.body).toBe(200);
    expect(unlocked.body).toMatchObject({ message: OPERATOR_MESSAGES.unlocked, data: { isCodeLocked: false } });
    expect((await signInWithCode(manager, freshCode(manager))).body.data.step).toBe('done');
    const [entry] = (await auditOf(manager.id)).filter((row) => row.action === 'operator.codesUnlocked');
    expect(entry).toMatchObject({ operator: { id: owner.id }, before: { isCodeLocked: true } });
    const unknown = await operatorCall(t, 'operator/unlockSecondFactor', { id: 'no-such-operator' }, owner.token);
    expect(unknown.statusCode).toBe(404);
  });
});

describe('POST /api/operator/changePassword (issue 32, item 8)', () => {
  it('changes the password with the current one and a code, and ends the other sessions but this one', async () => {
    const manager = await newOperator(t, 'manager', 'Changing Manager');
    const other = await signInOperator(t, manager.email, manager.secret);
    const changed = await operatorCall(
      t,
      'operator/changePassword',
      { currentPassword: OPERATOR_PASSWORD, newPassword: NEW_PASSWORD, code: freshCode(manager) },
      manager.token,
    );
    expect(changed.statusCode, changed.raw.body).toBe(200);
    expect(changed.body.message).toBe(OPERATOR_MESSAGES.passwordChanged);
    expect((await operatorCall(t, 'operator/me', {}, other.token)).statusCode).toBe(401);
    expect((await operatorCall(t, 'operator/me', {}, manager.token)).statusCode).toBe(200);
    const old = await operatorCall(t, 'operator/signIn', { email: manager.email, password: OPERATOR_PASSWORD });
    expect(old.statusCode).toBe(401);
    await passwordStep(manager, NEW_PASSWORD);
    const entries = await auditOf(manager.id);
    expect(entries.find((entry) => entry.action === 'operator.endSessions')).toMatchObject({
      after: { sessions: 1, reason: 'passwordChanged' },
      operator: { id: manager.id },
    });
    expect(entries.map((entry) => entry.action)).toContain('operator.changePassword');
  });

  it('refuses a wrong current password, a missing code and a short password, changing nothing', async () => {
    const manager = await newOperator(t, 'manager', 'Careful Manager');
    const cases = [
      [{ currentPassword: 'not-the-password', newPassword: NEW_PASSWORD, code: freshCode(manager) }, 'wrong'],
      [{ currentPassword: OPERATOR_PASSWORD, newPassword: NEW_PASSWORD }, 'no code'],
      [{ currentPassword: OPERATOR_PASSWORD, newPassword: NEW_PASSWORD, code: '' }, 'empty code'],
      [{ currentPassword: OPERATOR_PASSWORD, newPassword: 'short', code: freshCode(manager) }, 'short'],
    ] as const;
    const expected = [
      OPERATOR_MESSAGES.wrongCurrentPassword,
      OPERATOR_MESSAGES.codeRequiredToChange,
      OPERATOR_MESSAGES.codeRequiredToChange,
      OPERATOR_MESSAGES.passwordTooShort,
    ];
    for (const [index, [body, label]] of cases.entries()) {
      const res = await operatorCall(t, 'operator/changePassword', body, manager.token);
      expect(res.statusCode, label).toBe(400);
      expect(res.body.message, label).toBe(expected[index]);
    }
    const wrong = await operatorCall(t, 'operator/changePassword', cases[0][0], manager.token);
    expect(wrong.body).toMatchObject({ code: 'operator.wrong_current_password', field: 'currentPassword' });
    await passwordStep(manager);
  });

  it('needs no code from an operator without a second factor', async () => {
    const agent = await newOperator(t, 'agent', 'Plain Agent');
    const changed = await operatorCall(
      t,
      'operator/changePassword',
      { currentPassword: OPERATOR_PASSWORD, newPassword: NEW_PASSWORD },
      agent.token,
    );
    expect(changed.statusCode, changed.raw.body).toBe(200);
    const signedIn = await operatorCall(t, 'operator/signIn', { email: agent.email, password: NEW_PASSWORD });
    expect(signedIn.body.data.step).toBe('done');
  });
});

describe('POST /api/operator/resetOperator (issue 32, item 8)', () => {
  it('resets the password and second factor through a one-time link; the sessions end at once', async () => {
    const manager = await newOperator(t, 'manager', 'Lost Phone');
    const reset = await operatorCall(t, 'operator/resetOperator', { id: manager.id }, owner.token);
    expect(reset.statusCode, reset.raw.body).toBe(200);
    expect(reset.body.data.invitePath).toMatch(/^\/admin\/invite\/.+/);
    expect((await operatorCall(t, 'operator/me', {}, manager.token)).statusCode).toBe(401);
    const old = await operatorCall(t, 'operator/signIn', { email: manager.email, password: OPERATOR_PASSWORD });
    expect(old.statusCode).toBe(401);

    const invite = reset.body.data.invitePath.split('/').pop();
    const accepted = await operatorCall(t, 'operator/acceptInvite', {
      invite,
      name: 'Lost Phone',
      password: NEW_PASSWORD,
    });
    expect(accepted.body.data).toEqual({ email: manager.email });
    const again = await operatorCall(t, 'operator/acceptInvite', { invite, name: 'X', password: NEW_PASSWORD });
    expect(again.statusCode).toBe(404);
    // A new authenticator is enrolled; the old recovery codes are gone with the old one.
    const next = await operatorCall(t, 'operator/signIn', { email: manager.email, password: NEW_PASSWORD });
    expect(next.body.data.step).toBe('enrol');
    const withOldRecovery = await operatorCall(t, 'operator/signInCode', {
      challenge: next.body.data.challenge,
      code: manager.recoveryCodes[0],
    });
    expect(withOldRecovery.statusCode).toBe(400);

    const entries = await auditOf(manager.id);
    expect(entries.find((entry) => entry.action === 'operator.resetSignIn')).toMatchObject({
      operator: { id: owner.id },
      before: { status: 'active', hasTwoFactor: true },
      after: { status: 'invited', hasTwoFactor: false },
    });
    expect(entries.find((entry) => entry.action === 'operator.endSessions')).toMatchObject({
      operator: { id: owner.id },
      after: { sessions: 1, reason: 'signInReset' },
    });
  });

  it('lets the link expire like an invitation, and refuses oneself, a disabled operator and an unknown one', async () => {
    const agent = await newOperator(t, 'agent', 'Late Agent');
    const reset = await operatorCall(t, 'operator/resetOperator', { id: agent.id }, owner.token);
    later(7 * 24 * 3_600_000 + 60_000);
    const late = await operatorCall(t, 'operator/acceptInvite', {
      invite: reset.body.data.invitePath.split('/').pop(),
      name: 'Late Agent',
      password: NEW_PASSWORD,
    });
    expect(late.statusCode).toBe(404);
    owner = { ...owner, ...(await signInOperator(t, owner.email, owner.secret)) };

    const self = await operatorCall(t, 'operator/resetOperator', { id: owner.id }, owner.token);
    expect(self.statusCode).toBe(403);
    expect(self.body.message).toBe(OPERATOR_MESSAGES.cannotResetSelf);
    const guide = await newOperator(t, 'guide', 'Gone Guide');
    await operatorCall(t, 'operator/updateOperator', { id: guide.id, status: 'disabled' }, owner.token);
    const disabled = await operatorCall(t, 'operator/resetOperator', { id: guide.id }, owner.token);
    expect(disabled.statusCode).toBe(409);
    expect(disabled.body.message).toBe(OPERATOR_MESSAGES.resetDisabled);
    expect((await operatorCall(t, 'operator/resetOperator', { id: 'nobody' }, owner.token)).statusCode).toBe(404);
  });
});

describe('npm run admin: an owner who lost phone and recovery codes (issue 32, item 8)', () => {
  it('makes a reset link for an owner by email, from the command line', async () => {
    const lost = await newOperator(t, 'owner', 'Lost Owner');
    const reset = await resetSignInByEmail(t.app.ctx, ` ${lost.email.toUpperCase()} `);
    expect((await operatorCall(t, 'operator/me', {}, lost.token)).statusCode).toBe(401);
    const accepted = await operatorCall(t, 'operator/acceptInvite', {
      invite: reset.invitePath.split('/').pop(),
      name: 'Lost Owner',
      password: NEW_PASSWORD,
    });
    expect(accepted.statusCode).toBe(200);
    const next = await operatorCall(t, 'operator/signIn', { email: lost.email, password: NEW_PASSWORD });
    expect(next.body.data.step).toBe('enrol');
    const [entry] = await auditOf(lost.id);
    expect(entry?.operator).toMatchObject({ id: lost.id });
    expect((await auditOf(lost.id)).find((row) => row.action === 'operator.resetSignIn')?.operator).toBeNull();
    await expect(resetSignInByEmail(t.app.ctx, 'nobody@ops.example')).rejects.toThrow('No operator has the email');
  });

  it('resets only the second factor: the password stays, and the next sign-in enrols a new authenticator', async () => {
    const lost = await newOperator(t, 'owner', 'Phoneless Owner');
    await wrongCodes(lost, CODE_FAILURE_LIMIT);
    await resetSecondFactorByEmail(t.app.ctx, lost.email);
    expect((await operatorCall(t, 'operator/me', {}, lost.token)).statusCode).toBe(401);
    const next = await operatorCall(t, 'operator/signIn', { email: lost.email, password: OPERATOR_PASSWORD });
    expect(next.body.data.step).toBe('enrol');
    const done = await operatorCall(t, 'operator/signInCode', {
      challenge: next.body.data.challenge,
      code: codeFor(t, next.body.data.secret),
    });
    expect(done.body.data.step).toBe('done');
    expect(await actionsOf(lost.id)).toContain('operator.resetSecondFactor');
  });
});

describe('the audit log of sign-ins and sessions (issue 32, item 14)', () => {
  it('records right and wrong passwords, signing out, and ended sessions', async () => {
    const agent = await newOperator(t, 'agent', 'Logged Agent');
    const wrong = await operatorCall(
      t,
      'operator/signIn',
      { email: agent.email, password: 'not-the-password' },
      undefined,
      '203.0.113.9',
    );
    expect(wrong.statusCode).toBe(401);
    const second = await signInOperator(t, agent.email, null);
    const sessions = await operatorCall(t, 'operator/listSessions', {}, agent.token);
    const other = sessions.body.data.find((session: { isCurrent: boolean }) => !session.isCurrent);
    await operatorCall(t, 'operator/revokeSession', { sessionId: other.id }, agent.token);
    await operatorCall(t, 'operator/signOut', {}, agent.token);
    await operatorCall(t, 'operator/updateOperator', { id: agent.id, status: 'disabled' }, owner.token);
    const disabled = await operatorCall(t, 'operator/signIn', { email: agent.email, password: OPERATOR_PASSWORD });
    expect(disabled.statusCode).toBe(403);
    expect(second.token).not.toBe(agent.token);

    const entries = (await auditOf(agent.id)).reverse();
    const signInLines = entries.filter((entry) => entry.action.startsWith('operator.sign'));
    expect(signInLines.map((entry) => [entry.action, entry.after?.reason ?? entry.after?.method])).toEqual([
      ['operator.signIn', 'password'],
      ['operator.signInFailed', 'password'],
      ['operator.signIn', 'password'],
      ['operator.signOut', undefined],
      ['operator.signInFailed', 'disabled'],
    ]);
    expect(signInLines[1]).toMatchObject({ after: { ipAddress: '203.0.113.9' }, operator: { id: agent.id } });
    expect(entries.find((entry) => entry.action === 'operator.endSession')).toMatchObject({
      after: { sessionId: other.id },
    });
    // Disabling ended no session: signing out had ended the last one.
    expect(entries.filter((entry) => entry.action === 'operator.endSessions')).toEqual([]);
  });

  it('records the sessions a change of role ends, under the owner who changed it', async () => {
    const agent = await newOperator(t, 'agent', 'Promoted Agent');
    await operatorCall(t, 'operator/updateOperator', { id: agent.id, role: 'editor' }, owner.token);
    expect((await auditOf(agent.id)).find((entry) => entry.action === 'operator.endSessions')).toMatchObject({
      operator: { id: owner.id },
      after: { sessions: 1, reason: 'roleChanged' },
    });
  });

  it('records a second factor sign-in with its method', async () => {
    const manager = await newOperator(t, 'manager', 'Method Manager');
    await signInWithCode(manager, manager.recoveryCodes[1] as string);
    const methods = (await auditOf(manager.id))
      .filter((entry) => entry.action === 'operator.signIn')
      .map((entry) => entry.after?.method);
    expect(methods).toEqual(['recoveryCode', 'enrolment']);
  });
});
