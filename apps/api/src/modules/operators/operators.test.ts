import { OPERATOR_MESSAGES } from '@rihla/shared/messages/operators';
import { ROLE_PERMISSIONS } from '@rihla/shared/rules/operator-roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPERATOR_PASSWORD, DEMO_OPERATORS } from '../../demo/operators.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import {
  codeFor,
  newOperator,
  OPERATOR_PASSWORD,
  operatorCall,
  setOperator,
  signInOperator,
  type TTestOperator,
} from '../../test/operators.js';
import { createOwner } from './staff.service.js';

let t: TTestApp;
let owner: TTestOperator;

beforeAll(async () => {
  t = await createTestApp();
  owner = await newOperator(t, 'owner', 'Olivia Owner');
});
afterAll(async () => {
  await t?.close();
});

const later = (ms: number) => t.clock.set(new Date(t.clock.now().getTime() + ms).toISOString());
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

async function auditOf(objectId: string) {
  const res = await operatorCall(t, 'operator/auditLog', { objectId }, owner.token);
  expect(res.statusCode).toBe(200);
  return res.body.data.entries as Array<{
    action: string;
    before: unknown;
    after: unknown;
    operator: { id: string } | null;
  }>;
}

describe('POST /api/operator/signIn', () => {
  it('signs an agent in with email and password, and the token names them', async () => {
    const agent = await newOperator(t, 'agent', 'Amal Agent');
    const me = await operatorCall(t, 'operator/me', {}, agent.token);
    expect(me.body.data).toMatchObject({ email: agent.email, name: 'Amal Agent', role: 'agent', hasTwoFactor: false });
    expect(me.body.data.permissions).toEqual([...ROLE_PERMISSIONS.agent]);
  });

  it('answers an unknown email and a wrong password alike, and accepts the email in any case', async () => {
    const unknown = await operatorCall(t, 'operator/signIn', { email: 'nobody@ops.example', password: 'x' });
    const wrong = await operatorCall(t, 'operator/signIn', { email: owner.email, password: 'not-the-password' });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.body).toEqual({ status: 0, message: OPERATOR_MESSAGES.invalidCredentials });
    expect(wrong.body).toEqual(unknown.body);
    const upper = await operatorCall(t, 'operator/signIn', {
      email: ` ${owner.email.toUpperCase()} `,
      password: OPERATOR_PASSWORD,
    });
    expect(upper.body.data.step).toBe('code');
  });

  it('makes an owner enrol a second factor at the first sign-in, and returns ten recovery codes once', async () => {
    const { id } = await createOwner(t.app.ctx, {
      email: 'first-owner@ops.example',
      name: 'First',
      password: OPERATOR_PASSWORD,
    });
    const first = await operatorCall(t, 'operator/signIn', {
      email: 'first-owner@ops.example',
      password: OPERATOR_PASSWORD,
    });
    expect(first.body.data).toMatchObject({ step: 'enrol' });
    expect(first.body.data.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    const { challenge, secret } = first.body.data;
    const wrong = await operatorCall(t, 'operator/signInCode', { challenge, code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body.message).toBe(OPERATOR_MESSAGES.invalidCode);
    const done = await operatorCall(t, 'operator/signInCode', { challenge, code: codeFor(t, secret) });
    expect(done.body.data.step).toBe('done');
    expect(done.body.data.operator).toMatchObject({ role: 'owner', hasTwoFactor: true });
    expect(done.body.data.recoveryCodes).toHaveLength(10);
    // The challenge is spent, and the next sign-in asks for a code instead of enrolling again.
    expect((await operatorCall(t, 'operator/signInCode', { challenge, code: codeFor(t, secret) })).statusCode).toBe(
      401,
    );
    const again = await operatorCall(t, 'operator/signIn', {
      email: 'first-owner@ops.example',
      password: OPERATOR_PASSWORD,
    });
    expect(again.body.data.step).toBe('code');
    const entries = await auditOf(id);
    expect(entries.map((entry) => entry.action)).toEqual([
      'operator.signIn',
      'operator.enrolTwoFactor',
      'operator.createOwner',
    ]);
    expect(entries[2]?.operator).toBeNull();
  });

  it('never accepts the same authenticator code twice, and takes each recovery code once', async () => {
    const manager = await newOperator(t, 'manager', 'Maha Manager');
    const secret = manager.secret as string;
    const codeNow = codeFor(t, secret);
    const first = await operatorCall(t, 'operator/signIn', { email: manager.email, password: OPERATOR_PASSWORD });
    expect(
      (await operatorCall(t, 'operator/signInCode', { challenge: first.body.data.challenge, code: codeNow })).body
        .status,
    ).toBe(1);
    const second = await operatorCall(t, 'operator/signIn', { email: manager.email, password: OPERATOR_PASSWORD });
    const replay = await operatorCall(t, 'operator/signInCode', {
      challenge: second.body.data.challenge,
      code: codeNow,
    });
    expect(replay.statusCode).toBe(400);
    const recovery = manager.recoveryCodes[0] as string;
    const withRecovery = await operatorCall(t, 'operator/signInCode', {
      challenge: second.body.data.challenge,
      code: recovery.toUpperCase(),
    });
    expect(withRecovery.body.data.step).toBe('done');
    const third = await operatorCall(t, 'operator/signIn', { email: manager.email, password: OPERATOR_PASSWORD });
    const reused = await operatorCall(t, 'operator/signInCode', {
      challenge: third.body.data.challenge,
      code: recovery,
    });
    expect(reused.statusCode).toBe(400);
  });

  it('ends a challenge after five wrong codes and after five minutes', async () => {
    const first = await operatorCall(t, 'operator/signIn', { email: owner.email, password: OPERATOR_PASSWORD });
    const { challenge } = first.body.data;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await operatorCall(t, 'operator/signInCode', { challenge, code: '999999' })).statusCode).toBe(400);
    }
    const sixth = await operatorCall(t, 'operator/signInCode', { challenge, code: codeFor(t, owner.secret as string) });
    expect(sixth.statusCode).toBe(401);
    expect(sixth.body.message).toBe(OPERATOR_MESSAGES.challengeExpired);

    const next = await operatorCall(t, 'operator/signIn', { email: owner.email, password: OPERATOR_PASSWORD });
    later(5 * MINUTE + 1000);
    const late = await operatorCall(t, 'operator/signInCode', {
      challenge: next.body.data.challenge,
      code: codeFor(t, owner.secret as string),
    });
    expect(late.statusCode).toBe(401);
  });

  it('refuses a disabled operator who knows the password, and the disabling ends their sessions', async () => {
    const guide = await newOperator(t, 'guide', 'Ghalib Guide');
    const disabled = await operatorCall(
      t,
      'operator/updateOperator',
      { id: guide.id, status: 'disabled' },
      owner.token,
    );
    expect(disabled.body.data.status).toBe('disabled');
    expect((await operatorCall(t, 'operator/me', {}, guide.token)).statusCode).toBe(401);
    const refused = await operatorCall(t, 'operator/signIn', { email: guide.email, password: OPERATOR_PASSWORD });
    expect(refused.statusCode).toBe(403);
    expect(refused.body.message).toBe(OPERATOR_MESSAGES.accountDisabled);
  });

  it('signs in each demo operator of the README, the owner and the manager with their printed secrets', async () => {
    for (const demo of DEMO_OPERATORS) {
      const first = await operatorCall(t, 'operator/signIn', { email: demo.email, password: DEMO_OPERATOR_PASSWORD });
      let data = first.body.data;
      if (demo.totpSecret) {
        expect(data.step, demo.email).toBe('code');
        data = (
          await operatorCall(t, 'operator/signInCode', { challenge: data.challenge, code: codeFor(t, demo.totpSecret) })
        ).body.data;
      }
      expect(data.step, demo.email).toBe('done');
      expect(data.operator).toMatchObject({ email: demo.email, role: demo.role, refundLimit: demo.refundLimitFils });
    }
  });

  it('keeps operator and shopper sessions apart', async () => {
    const shopper = await t.newShopper();
    expect((await operatorCall(t, 'operator/me', {}, shopper.token)).statusCode).toBe(401);
    expect((await t.call('users/viewUserProfile', {}, owner.token)).statusCode).toBe(401);
  });
});

describe('operator sessions', () => {
  it('lists the live sessions, ends another one, and signs out', async () => {
    const editor = await newOperator(t, 'editor', 'Eman Editor');
    const other = await signInOperator(t, editor.email, null);
    const listed = await operatorCall(t, 'operator/listSessions', {}, editor.token);
    expect(listed.body.data).toHaveLength(2);
    const current = listed.body.data.find((session: { isCurrent: boolean }) => session.isCurrent);
    const otherSession = listed.body.data.find((session: { isCurrent: boolean }) => !session.isCurrent);
    expect(current).toBeTruthy();
    expect(
      (await operatorCall(t, 'operator/revokeSession', { sessionId: otherSession.id }, editor.token)).body.status,
    ).toBe(1);
    expect((await operatorCall(t, 'operator/me', {}, other.token)).statusCode).toBe(401);
    // Another operator's session is not found from here.
    const ownerSessions = await operatorCall(t, 'operator/listSessions', {}, owner.token);
    const foreign = await operatorCall(
      t,
      'operator/revokeSession',
      { sessionId: ownerSessions.body.data[0].id },
      editor.token,
    );
    expect(foreign.statusCode).toBe(404);
    expect((await operatorCall(t, 'operator/signOut', {}, editor.token)).body.status).toBe(1);
    expect((await operatorCall(t, 'operator/me', {}, editor.token)).statusCode).toBe(401);
  });

  it('ends a session left unused for 12 hours, and any session 7 days after sign-in', async () => {
    const idle = await newOperator(t, 'agent', 'Idle Agent');
    later(11 * HOUR);
    expect((await operatorCall(t, 'operator/me', {}, idle.token)).statusCode).toBe(200);
    later(11 * HOUR);
    expect((await operatorCall(t, 'operator/me', {}, idle.token)).statusCode).toBe(200);
    later(12 * HOUR + MINUTE);
    expect((await operatorCall(t, 'operator/me', {}, idle.token)).statusCode).toBe(401);

    const busy = await newOperator(t, 'agent', 'Busy Agent');
    // Used every 11 hours: 165 hours in, the session still works; past 168 hours (7 days) it has ended.
    for (let step = 0; step < 15; step += 1) {
      later(11 * HOUR);
      expect((await operatorCall(t, 'operator/me', {}, busy.token)).statusCode).toBe(200);
    }
    later(4 * HOUR);
    expect((await operatorCall(t, 'operator/me', {}, busy.token)).statusCode).toBe(401);
    owner = { ...owner, ...(await signInOperator(t, owner.email, owner.secret)) };
  });

  it('renews the recovery codes with a fresh authenticator code, and the old ones stop working', async () => {
    const manager = await newOperator(t, 'manager', 'Renewing Manager');
    const refused = await operatorCall(t, 'operator/newRecoveryCodes', { code: '123456' }, manager.token);
    expect(refused.statusCode).toBe(400);
    const renewed = await operatorCall(
      t,
      'operator/newRecoveryCodes',
      { code: codeFor(t, manager.secret as string) },
      manager.token,
    );
    expect(renewed.body.data.recoveryCodes).toHaveLength(10);
    const first = await operatorCall(t, 'operator/signIn', { email: manager.email, password: OPERATOR_PASSWORD });
    const old = await operatorCall(t, 'operator/signInCode', {
      challenge: first.body.data.challenge,
      code: manager.recoveryCodes[0],
    });
    expect(old.statusCode).toBe(400);
    const fresh = await operatorCall(t, 'operator/signInCode', {
      challenge: first.body.data.challenge,
      code: renewed.body.data.recoveryCodes[0],
    });
    expect(fresh.body.data.step).toBe('done');
  });
});

describe('staff', () => {
  it('invites an operator who accepts, signs in, and appears in the list; the log shows both steps', async () => {
    const invited = await operatorCall(
      t,
      'operator/inviteOperator',
      { email: 'New.Agent@Ops.Example', name: 'New Agent', role: 'agent', refundLimit: 50_000 },
      owner.token,
    );
    expect(invited.body.data.invitePath).toMatch(/^\/admin\/invite\/.+/);
    const invite = invited.body.data.invitePath.split('/').pop();
    expect(
      (await operatorCall(t, 'operator/signIn', { email: 'new.agent@ops.example', password: OPERATOR_PASSWORD }))
        .statusCode,
    ).toBe(401);
    const short = await operatorCall(t, 'operator/acceptInvite', { invite, name: 'Nadia Agent', password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.body.message).toBe(OPERATOR_MESSAGES.passwordTooShort);
    const accepted = await operatorCall(t, 'operator/acceptInvite', {
      invite,
      name: 'Nadia Agent',
      password: OPERATOR_PASSWORD,
    });
    expect(accepted.body.data).toEqual({ email: 'new.agent@ops.example' });
    expect(
      (await operatorCall(t, 'operator/acceptInvite', { invite, name: 'Again', password: OPERATOR_PASSWORD }))
        .statusCode,
    ).toBe(404);
    const signedIn = await signInOperator(t, 'new.agent@ops.example', null);
    expect((await operatorCall(t, 'operator/me', {}, signedIn.token)).body.data).toMatchObject({
      refundLimit: 50_000,
      name: 'Nadia Agent',
    });
    const listed = await operatorCall(t, 'operator/listOperators', {}, owner.token);
    expect(listed.body.data).toContainEqual(
      expect.objectContaining({ email: 'new.agent@ops.example', status: 'active', role: 'agent' }),
    );
    expect((await auditOf(invited.body.data.id)).map((entry) => entry.action)).toEqual([
      'operator.signIn',
      'operator.acceptInvite',
      'operator.invite',
    ]);
    const duplicate = await operatorCall(
      t,
      'operator/inviteOperator',
      { email: 'new.agent@ops.example', name: 'X', role: 'guide' },
      owner.token,
    );
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.body).toMatchObject({ code: 'operator.email_taken', field: 'email' });
  });

  it('refuses an invitation after a week', async () => {
    const invited = await operatorCall(
      t,
      'operator/inviteOperator',
      { email: 'late@ops.example', name: 'Late', role: 'guide' },
      owner.token,
    );
    later(7 * 24 * HOUR + MINUTE);
    const late = await operatorCall(t, 'operator/acceptInvite', {
      invite: invited.body.data.invitePath.split('/').pop(),
      name: 'Late',
      password: OPERATOR_PASSWORD,
    });
    expect(late.statusCode).toBe(404);
    expect(late.body.message).toBe(OPERATOR_MESSAGES.inviteInvalid);
    owner = { ...owner, ...(await signInOperator(t, owner.email, owner.secret)) };
  });

  it('changes a role (ending the sessions, so a new manager enrols a second factor), with before and after logged', async () => {
    const agent = await newOperator(t, 'agent', 'Rising Agent');
    await setOperator(t, agent.id, { refund_limit_fils: 10_000 });
    const changed = await operatorCall(t, 'operator/updateOperator', { id: agent.id, role: 'manager' }, owner.token);
    expect(changed.body.data).toMatchObject({ role: 'manager', refundLimit: null });
    expect((await operatorCall(t, 'operator/me', {}, agent.token)).statusCode).toBe(401);
    const next = await operatorCall(t, 'operator/signIn', { email: agent.email, password: OPERATOR_PASSWORD });
    expect(next.body.data.step).toBe('enrol');
    const [entry] = await auditOf(agent.id);
    expect(entry).toMatchObject({
      action: 'operator.update',
      before: { role: 'agent', refundLimit: 10_000 },
      after: { role: 'manager', refundLimit: null },
      operator: { id: owner.id },
    });
  });

  it('keeps the last active owner, and nobody changes their own role', async () => {
    const self = await operatorCall(t, 'operator/updateOperator', { id: owner.id, role: 'manager' }, owner.token);
    expect(self.statusCode).toBe(403);
    expect(self.body.message).toBe(OPERATOR_MESSAGES.cannotChangeSelf);
    const lone = await createTestApp();
    try {
      const a = await newOperator(lone, 'owner', 'Only Owner');
      const b = await newOperator(lone, 'owner', 'Second Owner');
      expect(
        (await operatorCall(lone, 'operator/updateOperator', { id: b.id, status: 'disabled' }, a.token)).body.status,
      ).toBe(1);
      // The app's other owner is the helper's inviter, never signed in: disable it too, then a is the last.
      const list = await operatorCall(lone, 'operator/listOperators', {}, a.token);
      for (const row of list.body.data as Array<{ id: string; role: string; status: string }>) {
        if (row.role === 'owner' && row.id !== a.id && row.status === 'active') {
          await operatorCall(lone, 'operator/updateOperator', { id: row.id, status: 'disabled' }, a.token);
        }
      }
      const manager = await newOperator(lone, 'manager', 'Manager');
      await setOperator(lone, manager.id, { role: 'owner' });
      // manager (now an owner by row) tries to demote a, the last other active owner besides itself: allowed;
      // then a cannot demote manager, the last active owner.
      expect(
        (await operatorCall(lone, 'operator/updateOperator', { id: a.id, role: 'manager' }, manager.token)).body.status,
      ).toBe(1);
    } finally {
      await lone.close();
    }
  });

  it('validates an update and an invitation with clear messages', async () => {
    const empty = await operatorCall(t, 'operator/updateOperator', { id: owner.id }, owner.token);
    expect(empty.statusCode).toBe(400);
    expect(empty.body.message).toBe('Nothing to change: send a role, a status or a refund limit');
    const badRole = await operatorCall(
      t,
      'operator/inviteOperator',
      { email: 'x@ops.example', name: 'X', role: 'captain' },
      owner.token,
    );
    expect(badRole.statusCode).toBe(400);
    expect(badRole.body.message).toMatch(/Unknown role/);
    const unknown = await operatorCall(t, 'operator/updateOperator', { id: 'nope', role: 'guide' }, owner.token);
    expect(unknown.statusCode).toBe(404);
  });
});

describe('POST /api/operator/auditLog', () => {
  it('filters by operator, object type and dates, newest first, in pages', async () => {
    const mine = await operatorCall(t, 'operator/auditLog', { operatorId: owner.id }, owner.token);
    expect(mine.body.data.entries.length).toBeGreaterThan(0);
    for (const entry of mine.body.data.entries) expect(entry.operator.id).toBe(owner.id);
    const ats = mine.body.data.entries.map((entry: { at: string }) => entry.at);
    expect([...ats].sort().reverse()).toEqual(ats);
    const today = t.clock.now().toISOString().slice(0, 10);
    const future = await operatorCall(t, 'operator/auditLog', { from: '2999-01-01' }, owner.token);
    expect(future.body.data).toEqual({ entries: [], hasMore: false });
    const todays = await operatorCall(t, 'operator/auditLog', { from: today, until: today }, owner.token);
    for (const entry of todays.body.data.entries) expect(entry.at.slice(0, 10)).toBe(today);
    const badDate = await operatorCall(t, 'operator/auditLog', { from: '24/11/2026' }, owner.token);
    expect(badDate.statusCode).toBe(400);
  });
});
