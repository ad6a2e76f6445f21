import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { fail, ok, stubApi, type TCannedAnswers, type TRecordedCall } from '../../../test/stub-api';
import { ProfilePage } from './profile-page';

const PROFILE = {
  first_name: 'Layla',
  last_name: 'Haddad',
  gender: 'female',
  dob: '1992-04-18',
  email: 'layla@example.com',
  phone_number: '+971501234567',
  profile_pic: '',
  country: 'AE',
  wantsReminders: true,
};

// The API's words, written out so that a changed text in the shared table fails here.
const WRONG_ON_CHANGE = 'Your current password is not correct. Your password has not been changed.';
const WRONG_ON_DELETE = 'The password is not correct. Your account has not been deleted.';
const CHANGED = 'Your password has been changed. Your other devices have been logged out.';
const DELETED = 'Your account has been deleted';

let calls: TRecordedCall[] = [];

function renderProfile(answers: TCannedAnswers = {}) {
  calls = stubApi({ 'users/viewUserProfile': ok(PROFILE), ...answers });
  return renderWithApp(<ProfilePage />, { path: '/personalinfoform', stubs: { '/': 'Home page' }, loggedIn: true });
}

function callsOf(name: string) {
  return calls.filter((call) => call.name === name);
}

async function settings() {
  return screen.findByRole('region', { name: 'Settings' });
}

async function changeForm() {
  return within(await settings()).getByRole('form', { name: 'Change password' });
}

async function openDeleteDialog() {
  await userEvent.click(within(await settings()).getByRole('button', { name: 'Delete account' }));
  return screen.findByRole('dialog', { name: 'Delete your account?' });
}

afterEach(() => vi.unstubAllGlobals());

describe('Settings, Manage My Account', () => {
  it('sits on the profile page with Change password and Delete account', async () => {
    renderProfile();
    const section = await settings();
    expect(within(section).getByText('Manage My Account')).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Change password' })).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Delete account' })).toBeTruthy();
  });
});

describe('Messages', () => {
  it('turns the reminders before each trip off, says so and reads the profile again', async () => {
    renderProfile({ 'users/setReminders': ok({ wantsReminders: false }, 'No more reminders before your trips') });
    const box = await within(await settings()).findByRole('checkbox', {
      name: 'Remind me by email and text the day before each trip',
    });
    expect((box as HTMLInputElement).checked).toBe(true);
    await userEvent.click(box);
    expect(await screen.findByText('No more reminders before your trips')).toBeTruthy();
    expect(callsOf('users/setReminders').map((call) => call.body)).toEqual([{ wantsReminders: false }]);
    await waitFor(() => expect(callsOf('users/viewUserProfile')).toHaveLength(2));
  });
});

describe('Change password', () => {
  it('shows every rule of registration on an empty submit and calls nothing', async () => {
    renderProfile();
    const form = await changeForm();
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('Current password is required')).toBeTruthy();
    expect(within(form).getByText('Password is required')).toBeTruthy();
    expect(within(form).getByText('Confirm Password is required')).toBeTruthy();
    expect(within(form).getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');
    expect(callsOf('users/changePassword')).toEqual([]);
  });

  it('refuses a short new password and a confirmation that differs', async () => {
    renderProfile();
    const form = await changeForm();
    await userEvent.type(within(form).getByLabelText('Current password'), 'old-pass-1');
    await userEvent.type(within(form).getByLabelText('New password'), 'abc');
    await userEvent.type(within(form).getByLabelText('Confirm new password'), 'abd');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('Password must be at least 6 characters')).toBeTruthy();
    expect(within(form).getByText('Passwords do not match')).toBeTruthy();
    expect(callsOf('users/changePassword')).toEqual([]);
  });

  it('sends the current and new password, says so and empties the form; this session stays', async () => {
    renderProfile({ 'users/changePassword': ok(null, CHANGED) });
    const form = await changeForm();
    await userEvent.type(within(form).getByLabelText('Current password'), 'old-pass-1');
    await userEvent.type(within(form).getByLabelText('New password'), 'new-pass-2');
    await userEvent.type(within(form).getByLabelText('Confirm new password'), 'new-pass-2');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(CHANGED)).toBeTruthy();
    expect(callsOf('users/changePassword').map((call) => call.body)).toEqual([
      { oldPassword: 'old-pass-1', newPassword: 'new-pass-2' },
    ]);
    await waitFor(() => expect((within(form).getByLabelText('New password') as HTMLInputElement).value).toBe(''));
    expect(localStorage.getItem('oAuth')).toBe('token-1');
    expect(localStorage.getItem('loginStatus')).toBe('true');
  });

  // The refusal is known by its code, not its words: a translated message marks the field too (decision 069).
  it.each([
    ['in English', WRONG_ON_CHANGE],
    ['in another language', 'كلمة المرور الحالية غير صحيحة'],
  ])('marks the current password when the server says it is wrong, %s', async (_, message) => {
    renderProfile({
      'users/changePassword': fail(message, { code: 'account.wrong_password', field: 'oldPassword' }),
    });
    const form = await changeForm();
    await userEvent.type(within(form).getByLabelText('Current password'), 'not-it-1');
    await userEvent.type(within(form).getByLabelText('New password'), 'new-pass-2');
    await userEvent.type(within(form).getByLabelText('Confirm new password'), 'new-pass-2');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText(message)).toBeTruthy();
    expect(within(form).getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');
    expect(localStorage.getItem('oAuth')).toBe('token-1');
  });
});

describe('Delete account', () => {
  it('asks for the password in a dialog that says the deletion is permanent', async () => {
    renderProfile();
    const dialog = await openDeleteDialog();
    expect(within(dialog).getByText('This is permanent and cannot be undone.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('Password is required')).toBeTruthy();
    expect(callsOf('users/deleteAccount')).toEqual([]);
  });

  it('Keep my account closes the dialog without deleting anything', async () => {
    renderProfile();
    const dialog = await openDeleteDialog();
    await userEvent.type(within(dialog).getByLabelText('Password'), 'secret-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsOf('users/deleteAccount')).toEqual([]);
    expect(localStorage.getItem('oAuth')).toBe('token-1');
  });

  it('keeps the dialog open and the session when the password is wrong', async () => {
    const { router } = renderProfile({
      'users/deleteAccount': fail(WRONG_ON_DELETE, { code: 'account.wrong_password', field: 'password' }),
    });
    const dialog = await openDeleteDialog();
    await userEvent.type(within(dialog).getByLabelText('Password'), 'not-it-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText(WRONG_ON_DELETE)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Delete your account?' })).toBeTruthy();
    expect(localStorage.getItem('oAuth')).toBe('token-1');
    expect(router.state.location.pathname).toBe('/personalinfoform');
  });

  it('on success forgets the session as a logout does, says so and goes home', async () => {
    const { router } = renderProfile({ 'users/deleteAccount': ok(null, DELETED) });
    const dialog = await openDeleteDialog();
    await userEvent.type(within(dialog).getByLabelText('Password'), 'secret-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText(DELETED)).toBeTruthy();
    expect(callsOf('users/deleteAccount').map((call) => call.body)).toEqual([{ password: 'secret-1' }]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getByText('Home page')).toBeTruthy();
    expect(localStorage.getItem('oAuth')).toBeNull();
    expect(localStorage.getItem('userName')).toBeNull();
    expect(localStorage.getItem('loginStatus')).toBe('false');
    // The profile is not asked for again without a session.
    expect(callsOf('users/viewUserProfile')).toHaveLength(1);
  });
});
