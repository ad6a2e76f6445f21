import { CODE_RESEND_SECONDS } from '@rihla/shared/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useAuthModal } from '../../../lib/auth-modal';
import { renderWithApp } from '../../../test/render';
import { ok, stubApi } from '../../../test/stub-api';
import { AuthModals } from './auth-modals';
import { inviteCodeOf } from './keep-invite-code';

const COUNTRIES = [{ name: 'United Arab Emirates', code: 'AE', dialCode: '+971' }];

function OpenSignup() {
  const { open } = useAuthModal();
  useEffect(() => open('signup'), [open]);
  return null;
}

/** A page of the storefront reached by a friend's link, with the modals every page has. */
function renderAt(entry: string, content = <OpenSignup />) {
  return renderWithApp(
    [
      {
        path: '*',
        element: (
          <>
            {content}
            <AuthModals />
          </>
        ),
      },
    ],
    { initialEntries: [entry] },
  );
}

beforeAll(async () => {
  await import('./auth-dialogs');
});
afterEach(() => vi.unstubAllGlobals());

describe('Invites on sign-up', () => {
  it('reads an invite code from an address, ignoring a missing, blank or overlong one', () => {
    expect(inviteCodeOf('?invite=FRIEND42')).toBe('FRIEND42');
    expect(inviteCodeOf('?q=dhow&invite=%20AB12%20')).toBe('AB12');
    expect(inviteCodeOf('?invite=')).toBeNull();
    expect(inviteCodeOf('?q=dhow')).toBeNull();
    expect(inviteCodeOf(`?invite=${'X'.repeat(21)}`)).toBeNull();
  });

  it('keeps the code of a link to any page, says so in the sign-up and sends it as invite_code', async () => {
    const calls = stubApi({
      'users/countries': ok(COUNTRIES),
      'users/userRegister': ok({ resend_after: CODE_RESEND_SECONDS, sent_to: '+971 50 987 6543' }, 'Created'),
    });
    renderAt('/detail/picnic/dibba?invite=FRIEND42');
    const dialog = await screen.findByRole('dialog', { name: 'Sign Up' });
    expect(within(dialog).getByText('Invited by a friend: FRIEND42')).toBeTruthy();
    expect(localStorage.getItem('rihla.inviteCode')).toBe('FRIEND42');
    await screen.findByRole('option', { name: 'United Arab Emirates (+971)' });
    await userEvent.type(within(dialog).getByLabelText('First name'), 'Omar');
    await userEvent.type(within(dialog).getByLabelText('Last name'), 'Saleh');
    await userEvent.selectOptions(within(dialog).getByLabelText('Country'), 'AE');
    await userEvent.type(within(dialog).getByLabelText('Phone number'), '0509876543');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'omar@example.com');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'secret-1');
    await userEvent.type(within(dialog).getByLabelText('Confirm password'), 'secret-1');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'I confirm that I am 18 years or older' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(calls.some((call) => call.name === 'users/userRegister')).toBe(true));
    expect(calls.find((call) => call.name === 'users/userRegister')?.body).toMatchObject({
      phone_number: '0509876543',
      invite_code: 'FRIEND42',
    });
    // Sent once: a later sign-up on this browser is nobody's invite.
    await waitFor(() => expect(localStorage.getItem('rihla.inviteCode')).toBeNull());
  });

  it('keeps the code while the visitor browses on', async () => {
    stubApi({ 'users/countries': ok(COUNTRIES) });
    const { router } = renderAt('/?invite=FRIEND42', <Link to="/blogs">Blogs</Link>);
    await waitFor(() => expect(localStorage.getItem('rihla.inviteCode')).toBe('FRIEND42'));
    await userEvent.click(screen.getByRole('link', { name: 'Blogs' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/blogs'));
    expect(localStorage.getItem('rihla.inviteCode')).toBe('FRIEND42');
  });

  it('shows no invite line when no code was kept', async () => {
    stubApi({ 'users/countries': ok(COUNTRIES) });
    renderAt('/');
    const dialog = await screen.findByRole('dialog', { name: 'Sign Up' });
    expect(within(dialog).queryByText(/Invited by a friend/)).toBeNull();
  });
});
