// Issue 34: the back office on a phone has a menu that says where you are, and every role's menu is its screens.
import { ROLE_PERMISSIONS, type TOperatorRole } from '@rihla/shared/rules/operator-roles';
import type { TOperatorSelf } from '@rihla/shared/schemas/operators';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { ADMIN_NAV, currentNavItem, navFor } from './admin-nav';
import { AdminShell } from './admin-shell';

const operator = (role: TOperatorRole): TOperatorSelf => ({
  id: 'op-1',
  email: 'anil@ops.example',
  name: 'Anil Agent',
  language: 'en',
  role,
  permissions: [...ROLE_PERMISSIONS[role]],
  hasTwoFactor: false,
  refundLimit: null,
});

describe('the back office navigation', () => {
  it('names the screen you are on, a booking under Bookings and a product’s timetable under Timetables', () => {
    expect(currentNavItem(ADMIN_NAV, '/admin/bookings/ord-1')?.label).toBe('Bookings');
    expect(currentNavItem(ADMIN_NAV, '/admin/timetables/p-1')?.label).toBe('Timetables, seats and prices');
    expect(currentNavItem(ADMIN_NAV, '/admin')?.label).toBe('Overview');
    expect(currentNavItem(ADMIN_NAV, '/admin/')?.label).toBe('Overview');
    expect(currentNavItem(ADMIN_NAV, '/admin/nowhere')).toBeUndefined();
  });

  it('gives an agent the timetables and prices to quote, and an editor neither staff nor bookings', () => {
    const labels = (role: TOperatorRole) => navFor(ROLE_PERMISSIONS[role]).map((item) => item.label);
    expect(labels('agent')).toContain('Timetables, seats and prices');
    expect(labels('agent')).not.toContain('Staff');
    expect(labels('editor')).toEqual(
      expect.arrayContaining(['Overview', 'Products', 'Timetables, seats and prices', 'My account']),
    );
    expect(labels('editor')).not.toContain('Bookings');
    expect(labels('guide')).toEqual(['Overview', 'Manifests and check-in', 'My account']);
  });

  it('opens the menu from a button that names where you are, the current screen marked in the list', async () => {
    renderWithApp(
      [
        {
          path: '/admin/*',
          element: (
            <AdminShell operator={operator('agent')}>
              <p>A screen</p>
            </AdminShell>
          ),
        },
      ],
      { initialEntries: ['/admin/bookings/ord-1'] },
    );
    const button = screen.getByRole('button', { name: 'Menu: Bookings' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(nav).getByRole('link', { name: 'Bookings' }).getAttribute('aria-current')).toBe('page');
    await userEvent.click(within(nav).getByRole('link', { name: 'Products' }));
    // Following a link closes the menu, whose button now names the new screen.
    const moved = screen.getByRole('button', { name: 'Menu: Products' });
    expect(moved.getAttribute('aria-expanded')).toBe('false');
  });
});
