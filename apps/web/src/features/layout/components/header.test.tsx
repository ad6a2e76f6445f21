import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthModalProvider, useAuthModal } from '../../../app/state/auth-modal';
import { UiStateProvider, useUiState } from '../../../app/state/ui-state';
import { Header } from './header';

let calls: string[] = [];

function stubApi(answers: Record<string, unknown>) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const name = url.replace('/api/', '');
      calls.push(name);
      const answer = answers[name] ?? { status: 0, message: `No canned answer for ${name}` };
      return new Response(JSON.stringify(answer));
    }),
  );
}

/** Shows which auth modal is open, where we are and whether the app thinks we are logged in. */
function Probe() {
  const { modal } = useAuthModal();
  const { isLogin } = useUiState();
  const { pathname } = useLocation();
  return <output data-testid="probe">{`${modal ?? 'none'} ${pathname} ${isLogin ? 'in' : 'out'}`}</output>;
}

function renderHeader(path = '/cart') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <Header />
            <Probe />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <UiStateProvider>
        <AuthModalProvider>
          <RouterProvider router={router} />
        </AuthModalProvider>
      </UiStateProvider>
    </QueryClientProvider>,
  );
}

function logIn() {
  localStorage.setItem('loginStatus', 'true');
  localStorage.setItem('oAuth', 'token-1');
  localStorage.setItem('userName', 'Layla');
  localStorage.setItem('proPicUrl', '');
}

const probe = () => screen.getByTestId('probe').textContent;

beforeEach(() =>
  stubApi({
    'users/viewNotification': {
      status: 1,
      data: [{ Message: 'Welcome to Rihla, Layla!', createdAt: '2026-11-20T08:00:00.000Z' }],
      message: 'Success',
    },
    'users/logout': { status: 1, data: null, message: 'Logged out' },
  }),
);
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
    expect(calls).not.toContain('users/viewNotification');
  });

  it('shows Cart, Wishlist, the notifications and the profile menu to logged-in users', async () => {
    logIn();
    renderHeader();
    expect(screen.getByRole('link', { name: 'Cart' }).getAttribute('href')).toBe('/cart');
    expect(screen.getByRole('link', { name: 'Wishlist' }).getAttribute('href')).toBe('/wishlist');
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'LOGIN' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'SIGN UP' })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Notifications (1)' })).toBeTruthy();
  });

  it("lists each notification's Message when the bell is clicked", async () => {
    logIn();
    renderHeader();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications (1)' }));
    expect(await screen.findByText('Welcome to Rihla, Layla!')).toBeTruthy();
  });

  it('shows an empty list and the server message when the notifications fail to load', async () => {
    logIn();
    stubApi({ 'users/viewNotification': { status: 0, message: 'Please log in to continue' } });
    renderHeader();
    await waitFor(() => expect(calls).toContain('users/viewNotification'));
    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please log in to continue');
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('offers Personal Information, Wishlist, Order Details and Log out in the profile menu; Log out goes home logged out', async () => {
    logIn();
    renderHeader('/wishlist');
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
    expect(calls).toContain('users/logout');
    expect(localStorage.getItem('loginStatus')).toBe('false');
    expect(localStorage.getItem('oAuth')).toBeNull();
    expect(screen.getByRole('button', { name: 'LOGIN' })).toBeTruthy();
  });
});
