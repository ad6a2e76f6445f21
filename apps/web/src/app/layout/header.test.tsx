import { useQueryClient } from '@tanstack/react-query';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthModal } from '../../lib/auth-modal';
import { callKey } from '../../lib/query-keys';
import { useUiState } from '../../lib/ui-state';
import { cart, cartItem } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { fail, ok, stubApi, type TRecordedCall } from '../../test/stub-api';
import { Header } from './header';

let calls: TRecordedCall[] = [];

/** What adding to or removing from the cart does to the header: the cart's query is refreshed. */
function RefreshCart() {
  const queryClient = useQueryClient();
  return (
    <button type="button" onClick={() => queryClient.invalidateQueries({ queryKey: callKey('users/viewCart') })}>
      refresh cart
    </button>
  );
}

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
      <RefreshCart />
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

  it('offers Personal Information, Wishlist, Order Details, Wallet and Points and Log out in the profile menu; Log out goes home logged out', async () => {
    renderHeader({ path: '/wishlist', loggedIn: true });
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Personal Information',
      'Wishlist',
      'Order Details',
      'Wallet and Points',
      'Log out',
    ]);
    expect(items[0]?.getAttribute('href')).toBe('/personalinfoform');
    expect(items[1]?.getAttribute('href')).toBe('/wishlist');
    expect(items[2]?.getAttribute('href')).toBe('/orderDetails');
    expect(items[3]?.getAttribute('href')).toBe('/wallet');

    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(probe()).toBe('none / out'));
    expect(calls.map((call) => call.name)).toContain('users/logout');
    expect(localStorage.getItem('loginStatus')).toBe('false');
    expect(localStorage.getItem('oAuth')).toBeNull();
    expect(screen.getByRole('button', { name: 'LOGIN' })).toBeTruthy();
  });

  describe('cart count', () => {
    const badge = () => screen.getByRole('link', { name: 'Cart' }).querySelector('[aria-hidden="true"].rounded-full');
    const twoItems = cart([cartItem(), cartItem({ planId: 'plan-2', title: 'Desert safari' })], 400);
    const oneItem = cart([cartItem()], 200);

    it('shows the number of items in the cart on the cart icon, as the link description', async () => {
      calls = stubApi({ 'users/viewNotification': ok([]), 'users/viewCart': ok(twoItems) });
      renderHeader({ loggedIn: true });
      const link = screen.getByRole('link', { name: 'Cart' });
      await waitFor(() => expect(badge()?.textContent).toBe('2'));
      expect(link.getAttribute('aria-describedby')).toBeTruthy();
      expect(document.getElementById(link.getAttribute('aria-describedby') ?? '')?.textContent).toBe('2 items');
    });

    it('follows the cart when its query is refreshed after an add or a removal, and hides at 0', async () => {
      calls = stubApi({
        'users/viewNotification': ok([]),
        'users/viewCart': [ok(twoItems), ok(oneItem), ok(cart([], 0))],
      });
      renderHeader({ loggedIn: true });
      await waitFor(() => expect(badge()?.textContent).toBe('2'));
      await userEvent.click(screen.getByRole('button', { name: 'refresh cart' }));
      await waitFor(() => expect(badge()?.textContent).toBe('1'));
      await userEvent.click(screen.getByRole('button', { name: 'refresh cart' }));
      await waitFor(() => expect(badge()).toBeNull());
      expect(calls.filter((call) => call.name === 'users/viewCart')).toHaveLength(3);
    });

    it('asks nothing and shows nothing for visitors, or when the cart cannot be read', async () => {
      renderHeader();
      expect(calls.map((call) => call.name)).not.toContain('users/viewCart');
      cleanup();
      calls = stubApi({ 'users/viewNotification': ok([]), 'users/viewCart': fail('Please log in to continue') });
      renderHeader({ loggedIn: true });
      await waitFor(() => expect(calls.map((call) => call.name)).toContain('users/viewCart'));
      expect(badge()).toBeNull();
    });
  });
});
