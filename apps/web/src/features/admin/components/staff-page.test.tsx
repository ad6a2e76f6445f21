// The staff desk's writes (decision 069): each through the one desk write, its refusal under the form.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { operatorRow } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { fail, ok, stubApi } from '../../../test/stub-api';
import { StaffPage } from './staff-page';

afterEach(() => vi.unstubAllGlobals());

const AMAL = operatorRow();

const listCalls = (calls: { name: string }[]) => calls.filter((call) => call.name === 'operator/listOperators');

describe('StaffPage: the list', () => {
  it('is one card an operator on a phone (below 768 px), so nothing scrolls sideways at 390 px', async () => {
    stubApi({ 'operator/listOperators': ok([AMAL, operatorRow({ id: 'op-self', name: 'Omar' })]) });
    renderWithApp(<StaffPage selfId="op-self" />, { path: '/admin/staff' });
    const cards = await screen.findByRole('list', { name: 'Operators' });
    expect(cards.className).toContain('md:hidden');
    const [amal, self] = within(cards).getAllByRole('listitem');
    expect(within(amal as HTMLElement).getByText(AMAL.email)).toBeTruthy();
    expect(within(amal as HTMLElement).getByText('Role')).toBeTruthy();
    expect(within(amal as HTMLElement).getByRole('button', { name: 'Change Amal' })).toBeTruthy();
    // No change button for oneself.
    expect(within(self as HTMLElement).queryByRole('button')).toBeNull();
    expect(screen.getByRole('table', { name: 'Operators' }).closest('.hidden')).toBeTruthy();
  });
});

describe('StaffPage: invite an operator', () => {
  it('sends the invitation, shows the link to send and asks for the list again', async () => {
    const calls = stubApi({
      'operator/listOperators': ok([AMAL]),
      'operator/inviteOperator': ok({ id: 'op-2', invitePath: '/admin/invite/new-token', expiresAt: '2026-12-04' }),
    });
    renderWithApp(<StaffPage selfId="op-self" />, { path: '/admin/staff' });
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Invite an operator' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite an operator' });
    await userEvent.type(within(dialog).getByLabelText('Email'), 'rania@ops.example');
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Rania');
    await userEvent.type(within(dialog).getByLabelText('Refund limit (AED, empty for none)'), '250');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create the invitation' }));
    expect((await within(dialog).findByTestId('invite-link')).textContent).toBe(
      `${window.location.origin}/admin/invite/new-token`,
    );
    expect(calls.find((call) => call.name === 'operator/inviteOperator')?.body).toEqual({
      email: 'rania@ops.example',
      name: 'Rania',
      role: 'agent',
      refundLimit: 25_000,
    });
    expect(listCalls(calls)).toHaveLength(2);
  });

  it('shows a refusal under the form and keeps the form', async () => {
    stubApi({
      'operator/listOperators': ok([AMAL]),
      'operator/inviteOperator': fail('An operator with this email already exists', {
        code: 'operator.email_taken',
        field: 'email',
      }),
    });
    renderWithApp(<StaffPage selfId="op-self" />, { path: '/admin/staff' });
    await userEvent.click(await screen.findByRole('button', { name: 'Invite an operator' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite an operator' });
    await userEvent.type(within(dialog).getByLabelText('Email'), 'amal@ops.example');
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Amal');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create the invitation' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('An operator with this email already exists');
    expect(within(dialog).queryByTestId('invite-link')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Create the invitation' })).toBeTruthy();
  });
});

describe('StaffPage: change an operator', () => {
  it('saves a new role, says so, closes the dialog and asks for the list again', async () => {
    const calls = stubApi({
      'operator/listOperators': ok([AMAL]),
      'operator/updateOperator': ok({ ...AMAL, role: 'manager' }, 'Operator updated'),
    });
    renderWithApp(<StaffPage selfId="op-self" />, { path: '/admin/staff' });
    await userEvent.click(within(await screen.findByRole('table')).getByRole('button', { name: 'Change Amal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Amal' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Role'), 'manager');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Operator updated')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.name === 'operator/updateOperator')?.body).toEqual({
      id: 'op-1',
      role: 'manager',
    });
    expect(listCalls(calls)).toHaveLength(2);
  });

  it('keeps the dialog open with the refusal under the form', async () => {
    stubApi({
      'operator/listOperators': ok([AMAL]),
      'operator/updateOperator': fail('An owner cannot be disabled'),
    });
    renderWithApp(<StaffPage selfId="op-self" />, { path: '/admin/staff' });
    await userEvent.click(within(await screen.findByRole('table')).getByRole('button', { name: 'Change Amal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Amal' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable access' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('An owner cannot be disabled');
    expect(screen.getByRole('dialog', { name: 'Change Amal' })).toBeTruthy();
  });
});
