import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthModal } from '../../lib/auth-modal';
import { useUiState } from '../../lib/ui-state';
import { renderWithApp } from '../../test/render';
import { fail, ok, stubApi, type TRecordedCall } from '../../test/stub-api';
import { Header } from './header';

let calls: TRecordedCall[] = [];

/** Shows which auth modal is open, where we are and whether the app thinks we are logged in. */
function Probe() {
  const { modal } = useAuthModal();
  const { isLogin } = useUiState();
  const { pathname } = useLocation();
  return <output data-testid="probe">{`${modal ?? 'none'} ${pathname} ${isLogin ? 'in' : 'out'}`}</output>;
}

function renderHeader({ path = '/cart', loggedIn = false } = {}) {
  renderWithApp(
    <>
      <Header />
      <Probe />
    </>,
    { path: '*', initialEntries: [path], loggedIn },
  );
}

const probe = () => screen.getByTestId('probe').textContent;

// The notification list and profile menu load lazily; fetching the module once here keeps its first transform (slow on a busy machine)
// out of the first test's waiting time.
beforeAll(async () => {
  await import('./account-controls');
});

beforeEach(() => {
  calls = stubApi({
    'users/viewNotification': ok([{ Message: 'Welcome to Rihla, Layla!', createdAt: '2026-11-20T08:00:00.000Z' }]),
    'users/logout': ok(null, 'Logged out'),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('Header', () => {
  it('shows LOGIN and SIGN UP to visitors, which open the login and sign-up modals', async () => {
    renderHeader();
    expect(screen.queryByRole('link', { name: 'Cart' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Account menu' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'LOGIN' }));
    expect(probe()).toContain('login');
    await userEvent.click(screen.getByRole('button', { name: 'SIGN UP' }));
    expect(probe()).toContain('signup');
    expect(calls.map((call) => call.name)).not.toContain('users/viewNotification');
  });

  it('shows Cart, Wishlist, the notifications and the profile menu to logged-in users', async () => {
    renderHeader({ loggedIn: true });
    expect(screen.getByRole('link', { name: 'Cart' }).getAttribute('href')).toBe('/cart');
    expect(screen.getByRole('link', { name: 'Wishlist' }).getAttribute('href')).toBe('/wishlist');
    expect(await screen.findByRole('button', { name: 'Account menu' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'LOGIN' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'SIGN UP' })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Notifications (1)' })).toBeTruthy();
  });

  it("lists each notification's Message when the bell is clicked", async () => {
    renderHeader({ loggedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications (1)' }));
    expect(await screen.findByText('Welcome to Rihla, Layla!')).toBeTruthy();
  });

  it('shows an empty list and the server message when the notifications fail to load', async () => {
    calls = stubApi({ 'users/viewNotification': fail('Please log in to continue') });
    renderHeader({ loggedIn: true });
    await waitFor(() => expect(calls.map((call) => call.name)).toContain('users/viewNotification'));
    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please log in to continue');
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('offers Personal Information, Wishlist, Order Details and Log out in the profile menu; Log out goes home logged out', async () => {
    renderHeader({ path: '/wishlist', loggedIn: true });
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Personal Information',
      'Wishlist',
      'Order Details',
      'Log out',
    ]);
    expect(items[0]?.getAttribute('href')).toBe('/personalinfoform');
    expect(items[2]?.getAttribute('href')).toBe('/orderDetails');

    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(probe()).toBe('none / out'));
    expect(calls.map((call) => call.name)).toContain('users/logout');
    expect(localStorage.getItem('loginStatus')).toBe('false');
    expect(localStorage.getItem('oAuth')).toBeNull();
    expect(screen.getByRole('button', { name: 'LOGIN' })).toBeTruthy();
  });
});
