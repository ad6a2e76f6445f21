// The back office's first page on the first day (issue 34, decision 071): the checklist instead of the dashboard on
// an install without products, then folded above the dashboard until every step is done.
import type { TFirstDayData } from '@rihla/shared/schemas/first-day';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { ok, stubApi } from '../../../test/stub-api';
import { DashboardPage } from './dashboard-page';
import { FirstDayChecklist } from './first-day-checklist';

afterEach(() => vi.unstubAllGlobals());

const STEPS: TFirstDayData['steps'] = [
  { key: 'shopSettings', isDone: true, path: '/admin/shop' },
  { key: 'taxDetails', isDone: false, path: '/admin/shop' },
  { key: 'firstProduct', isDone: false, path: '/admin/products/new' },
  { key: 'testBooking', isDone: false, path: '/' },
  { key: 'staffInvited', isDone: false, path: '/admin/staff' },
];

const FIGURES = {
  from: '2026-11-01',
  to: '2026-11-28',
  today: '2026-11-28',
  granularity: 'day',
  totals: { grossFils: 0, refundsFils: 0, netFils: 0, netVatFils: 0, orders: 0, tickets: 0 },
  periods: [],
  topProducts: [],
  channels: [],
  occupancy: [],
  departures: [],
};

describe('DashboardPage on the first day', () => {
  it('shows the checklist instead of the dashboard on an install without products, each step ticked or linked', async () => {
    const calls = stubApi({
      'operator/firstDay': ok({ hasProducts: false, steps: STEPS }),
      'operator/dashboard': ok(FIGURES),
    });
    renderWithApp(<DashboardPage />, { path: '/admin' });
    await screen.findByRole('heading', { name: 'Your first day' });
    expect(screen.getByText(/1 of 5 steps done/)).toBeTruthy();
    const settings = screen.getByTestId('first-day-shopSettings');
    expect(within(settings).getByText('(done)')).toBeTruthy();
    expect(within(settings).getByRole('link', { name: 'Open shop settings' }).getAttribute('href')).toBe('/admin/shop');
    const product = screen.getByTestId('first-day-firstProduct');
    expect(within(product).getByText('(to do)')).toBeTruthy();
    expect(within(product).getByRole('link', { name: 'Add the product' }).getAttribute('href')).toBe(
      '/admin/products/new',
    );
    const booking = within(screen.getByTestId('first-day-testBooking')).getByRole('link', {
      name: 'Open the storefront',
    });
    expect(booking.getAttribute('href')).toBe('/');
    expect(booking.getAttribute('target')).toBe('_blank');
    expect(screen.queryByRole('region', { name: 'Sales' })).toBeNull();
    expect(calls.some((call) => call.name === 'operator/dashboard')).toBe(false);
  });

  it('folds the checklist above the dashboard once there are products, and drops it when every step is done', async () => {
    stubApi({ 'operator/firstDay': ok({ hasProducts: true, steps: STEPS }), 'operator/dashboard': ok(FIGURES) });
    const { unmount } = renderWithApp(<DashboardPage />, { path: '/admin' });
    await screen.findByRole('region', { name: 'Sales' });
    const folded = screen.getByText(/Your first day · 1 of 5 steps done/).closest('details');
    expect(folded?.open).toBe(false);
    unmount();
    vi.unstubAllGlobals();

    const done = STEPS.map((step) => ({ ...step, isDone: true }));
    stubApi({ 'operator/firstDay': ok({ hasProducts: true, steps: done }), 'operator/dashboard': ok(FIGURES) });
    renderWithApp(<DashboardPage />, { path: '/admin' });
    await screen.findByRole('region', { name: 'Sales' });
    expect(screen.queryByText(/Your first day/)).toBeNull();
  });
});

describe('FirstDayChecklist of a desk role (decision 079)', () => {
  it('shows an agent their own desk’s steps, linked to their desks, and none of the owner’s words', async () => {
    renderWithApp(
      <FirstDayChecklist
        data={{
          hasProducts: false,
          steps: [
            { key: 'phoneBooking', isDone: true, path: '/admin/bookings/new' },
            { key: 'checkIn', isDone: false, path: '/admin/check-in' },
          ],
        }}
      />,
      { path: '/admin' },
    );
    await screen.findByRole('heading', { name: 'Your first day at the desk' });
    expect(screen.getByText(/1 of 2 steps done/)).toBeTruthy();
    const booking = screen.getByTestId('first-day-phoneBooking');
    expect(within(booking).getByText('(done)')).toBeTruthy();
    expect(within(booking).getByRole('link', { name: 'Book for a caller' }).getAttribute('href')).toBe(
      '/admin/bookings/new',
    );
    const checkIn = screen.getByTestId('first-day-checkIn');
    expect(within(checkIn).getByText('(to do)')).toBeTruthy();
    expect(within(checkIn).getByRole('link', { name: 'Open manifests and check-in' }).getAttribute('href')).toBe(
      '/admin/check-in',
    );
    expect(screen.queryByText(/from nothing to its first booking/)).toBeNull();
    expect(screen.queryByText(/shop settings|Invite staff|storefront/i)).toBeNull();
  });
});
