import { addDays, todayInDubai } from '@rihla/shared/rules/time';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { manifestDeparture } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { ok, stubApi } from '../../../test/stub-api';
import { DeparturesPage } from './departures-page';

afterEach(() => vi.unstubAllGlobals());

const DEPARTURE = {
  ...manifestDeparture({ productId: 'p-1', date: '2026-12-24', start: '09:00' }),
  title: 'Dhow cruise',
  tickets: 4,
  checkedInTickets: 2,
  matches: [{ orderId: 'o-1', reference: 'RH-FAM00001', leadName: 'Layla Haddad' }],
};

describe('the departures page', () => {
  it('lists today’s departures, then any date picked, and finds a booking by lead name with a link to it', async () => {
    const calls = stubApi({ 'operator/listDepartures': ok({ departures: [DEPARTURE] }) });
    renderWithApp(<DeparturesPage />, { path: '/admin/check-in' });
    const today = todayInDubai();
    await waitFor(() =>
      expect(calls.find((call) => call.name === 'operator/listDepartures')?.body).toEqual({ from: today, to: today }),
    );
    expect(
      await screen.findByText('2 of 20 seats · 1 booking · 2 of 4 passengers checked in', { exact: false }),
    ).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Tomorrow' }));
    const tomorrow = addDays(today, 1);
    await waitFor(() => expect(calls.at(-1)?.body).toEqual({ from: tomorrow, to: tomorrow }));

    // A date input takes a whole date at once (the picker's choice).
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-12-24' } });
    await waitFor(() => expect(calls.at(-1)?.body).toEqual({ from: '2026-12-24', to: '2026-12-24' }));
    expect(await screen.findByRole('heading', { name: 'Departures of 2026-12-24' })).toBeTruthy();

    await userEvent.type(screen.getByLabelText('Lead name or reference'), 'haddad');
    await waitFor(() => expect(calls.at(-1)?.body).toEqual({ from: '2026-12-24', to: '2026-12-24', search: 'haddad' }));
    expect(screen.getByRole('link', { name: 'RH-FAM00001' }).getAttribute('href')).toBe(
      '/admin/check-in/p-1/2026-12-24/0900?q=RH-FAM00001',
    );
  });
});
