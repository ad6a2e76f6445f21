// Issue 32 (decision 061): an operator's own password change, an owner's reset and unlock on the staff page, and
// the audit log's words for sign-ins and downloads.
import type { TAuditEntry, TOperatorSelf } from '@rihla/shared/schemas/operators';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { operatorRow } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { fail, ok, stubApi } from '../../../test/stub-api';
import { AccountPage } from './account-page';
import { AuditPage } from './audit-page';
import { StaffPage } from './staff-page';

afterEach(() => vi.unstubAllGlobals());

const self: TOperatorSelf = {
  id: 'op-self',
  email: 'maha@ops.example',
  name: 'Maha',
  language: 'en',
  role: 'manager',
  permissions: [],
  hasTwoFactor: true,
  refundLimit: null,
};

describe('AccountPage: change password', () => {
  it('checks the fields with the shared schema, shows a refusal, and sends the current password, the new one and a code', async () => {
    const calls = stubApi({
      'operator/listSessions': ok([]),
      'operator/changePassword': [
        fail('Your current password is not right'),
        ok({}, 'Password changed. Your other sessions have ended.'),
      ],
    });
    renderWithApp(<AccountPage operator={self} />, { path: '/admin/account' });
    const card = await screen.findByRole('region', { name: 'Change password' });
    await userEvent.type(within(card).getByLabelText('Current password'), 'old-password-12');
    await userEvent.type(within(card).getByLabelText('New password (at least 12 characters)'), 'short');
    await userEvent.click(within(card).getByRole('button', { name: 'Change password' }));
    expect(await within(card).findByText('Password must be at least 12 characters')).toBeTruthy();
    expect(calls.some((call) => call.name === 'operator/changePassword')).toBe(false);

    await userEvent.clear(within(card).getByLabelText('New password (at least 12 characters)'));
    await userEvent.type(within(card).getByLabelText('New password (at least 12 characters)'), 'a-new-password-12');
    await userEvent.type(
      within(card).getByLabelText('A code from your authenticator app, or a recovery code'),
      '123 456',
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Change password' }));
    expect(await within(card).findByText('Your current password is not right')).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(calls.filter((call) => call.name === 'operator/changePassword')).toHaveLength(2));
    expect(calls.find((call) => call.name === 'operator/changePassword')?.body).toEqual({
      currentPassword: 'old-password-12',
      newPassword: 'a-new-password-12',
      code: '123456',
    });
    await waitFor(() => expect(within(card).queryByText('Your current password is not right')).toBeNull());
  });
});

describe('AccountPage: sessions and recovery codes', () => {
  const session = (id: string, isCurrent: boolean) => ({
    id,
    createdAt: '2026-11-27T08:00:00.000Z',
    lastUsedAt: '2026-11-28T04:00:00.000Z',
    expiresAt: '2026-12-05T08:00:00.000Z',
    ipAddress: '10.0.0.1',
    userAgent: isCurrent ? 'This laptop' : 'Old phone',
    isCurrent,
  });

  it('ends another session, says so and asks for the sessions again; a refusal is a toast', async () => {
    const calls = stubApi({
      'operator/listSessions': ok([session('s-1', true), session('s-2', false)]),
      'operator/revokeSession': [ok(null, 'Session ended'), fail('This session has already ended')],
    });
    renderWithApp(<AccountPage operator={self} />, { path: '/admin/account' });
    const end = await screen.findByRole('button', { name: 'End this session' });
    await userEvent.click(end);
    expect(await screen.findByText('Session ended')).toBeTruthy();
    expect(calls.find((call) => call.name === 'operator/revokeSession')?.body).toEqual({ sessionId: 's-2' });
    await waitFor(() => expect(calls.filter((call) => call.name === 'operator/listSessions')).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'End this session' }));
    expect(await screen.findByText('This session has already ended')).toBeTruthy();
  });

  it('shows a refused code under its field, then the new codes once they come', async () => {
    const calls = stubApi({
      'operator/listSessions': ok([]),
      'operator/newRecoveryCodes': [
        fail('That code is not right'),
        ok({ recoveryCodes: ['aaaa-bbbb', 'cccc-dddd'] }, 'New recovery codes'),
      ],
    });
    renderWithApp(<AccountPage operator={self} />, { path: '/admin/account' });
    const card = await screen.findByRole('region', { name: 'Recovery codes' });
    await userEvent.type(within(card).getByLabelText('A 6-digit code from your authenticator app'), '111111');
    await userEvent.click(within(card).getByRole('button', { name: 'Make new recovery codes' }));
    expect((await within(card).findByRole('alert')).textContent).toBe('That code is not right');
    await userEvent.click(within(card).getByRole('button', { name: 'Make new recovery codes' }));
    expect(await within(card).findByText('aaaa-bbbb')).toBeTruthy();
    expect(calls.filter((call) => call.name === 'operator/newRecoveryCodes').map((call) => call.body)).toEqual([
      { code: '111111' },
      { code: '111111' },
    ]);
  });
});

describe('StaffPage: reset and unlock', () => {
  it('unlocks a locked second factor', async () => {
    const calls = stubApi({
      'operator/listOperators': ok([operatorRow({ isCodeLocked: true })]),
      'operator/unlockSecondFactor': ok(operatorRow(), 'Second factor unlocked'),
    });
    renderWithApp(<StaffPage selfId="op-self" />, { path: '/admin/staff' });
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Locked')).toBeTruthy();
    // The table is the wide screen's (the phone's cards, md:hidden, carry the same button).
    await userEvent.click(within(table).getByRole('button', { name: 'Change Amal' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unlock second factor' }));
    await waitFor(() =>
      expect(calls.find((call) => call.name === 'operator/unlockSecondFactor')?.body).toEqual({ id: 'op-1' }),
    );
  });

  it('resets the password and second factor after a confirmation, and shows the link to send', async () => {
    const calls = stubApi({
      'operator/listOperators': ok([operatorRow()]),
      'operator/resetOperator': ok(
        { id: 'op-1', invitePath: '/admin/invite/reset-token', expiresAt: '2026-12-04T08:00:00.000Z' },
        'Reset link created. Their sessions have ended.',
      ),
    });
    renderWithApp(<StaffPage selfId="op-self" />, { path: '/admin/staff' });
    await userEvent.click(within(await screen.findByRole('table')).getByRole('button', { name: 'Change Amal' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reset password and second factor' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Reset password and second factor' });
    expect(calls.some((call) => call.name === 'operator/resetOperator')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Reset and make the link' }));
    expect((await within(confirm).findByTestId('invite-link')).textContent).toBe(
      `${window.location.origin}/admin/invite/reset-token`,
    );
    expect(within(confirm).getByText('Send this link to amal@ops.example. It works once, for a week.')).toBeTruthy();
    expect(calls.find((call) => call.name === 'operator/resetOperator')?.body).toEqual({ id: 'op-1' });
  });
});

describe('AuditPage: sign-ins and downloads in words', () => {
  it('names sign-in, lock and download lines, and shows an event’s fields without a before', async () => {
    const entry = (action: string, after: Record<string, unknown>): TAuditEntry => ({
      id: action,
      at: '2026-11-27T08:00:00.000Z',
      operator: { id: 'op-1', name: 'Amal', email: 'amal@ops.example' },
      action,
      objectType: 'operator',
      objectId: 'op-1',
      objectLabel: null,
      before: null,
      after,
    });
    stubApi({
      'operator/auditLog': ok({
        entries: [
          entry('operator.codeFailed', { reason: 'code', failures: 3 }),
          entry('operator.codesLocked', { failures: 10 }),
          entry('departure.download', { file: 'manifest.csv' }),
        ],
        hasMore: false,
      }),
    });
    renderWithApp(<AuditPage canListOperators={false} />, { path: '/admin/audit' });
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Wrong second-factor code')).toBeTruthy();
    expect(within(table).getByText('Second factor locked after too many wrong codes')).toBeTruthy();
    expect(within(table).getByText('Downloaded a manifest')).toBeTruthy();
    const fields = within(table)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(fields).toContain('Failures: 3');
    expect(fields).toContain('File: manifest.csv');
  });
});
