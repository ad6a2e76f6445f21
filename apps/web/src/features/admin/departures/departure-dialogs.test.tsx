import type { TCancelDepartureData, TDepartureCancellationQuote } from '@rihla/shared/schemas/operator-departures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeStorage } from '../../../lib/storage';
import { renderWithApp } from '../../../test/render';
import { ok, stubApi } from '../../../test/stub-api';
import { CancelDepartureDialog } from './cancel-departure-dialog';
import { DepartureActions } from './departure-actions';
import { MessagePassengersDialog } from './message-passengers-dialog';

const departure = { productId: 'p-picnic', date: '2026-12-05', start: '08:00' };
const summary = { ...departure, title: 'Picnic Musandum', time: '08:00 - 12:00', isClosed: false };

const QUOTE: TDepartureCancellationQuote = {
  departure: summary,
  bookings: [
    {
      orderId: 'o-1',
      reference: 'RH-AAA111',
      leadName: 'Layla Card',
      seats: 2,
      isWholeOrder: true,
      refundFils: 95_000,
      parts: [{ to: 'card', fils: 95_000 }],
    },
    {
      orderId: 'o-2',
      reference: 'RH-BBB222',
      leadName: 'Omar Mixed',
      seats: 3,
      isWholeOrder: false,
      refundFils: 60_000,
      parts: [
        { to: 'wallet', fils: 10_000 },
        { to: 'card', fils: 50_000 },
      ],
    },
  ],
  totalFils: 155_000,
  byDestination: [
    { to: 'card', fils: 145_000 },
    { to: 'wallet', fils: 10_000 },
  ],
};

const DONE: TCancelDepartureData = {
  departure: { ...summary, isClosed: true },
  results: [
    {
      orderId: 'o-1',
      reference: 'RH-AAA111',
      leadName: 'Layla Card',
      outcome: 'cancelled',
      refundFils: 95_000,
      parts: [{ to: 'card', fils: 95_000 }],
      problem: null,
    },
    {
      orderId: 'o-2',
      reference: 'RH-BBB222',
      leadName: 'Omar Mixed',
      outcome: 'ticketsCancelled',
      refundFils: 60_000,
      parts: [{ to: 'card', fils: 60_000 }],
      problem: 'Cancelled, but the card refund was not paid yet (declined): cancel the departure again to retry it',
    },
  ],
};

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('CancelDepartureDialog', () => {
  it('previews the bookings and where the refunds go, asks for the reason, then shows each booking’s result with a link', async () => {
    const calls = stubApi({
      'operator/quoteDepartureCancellation': ok(QUOTE),
      'operator/cancelDeparture': ok(DONE, 'Departure closed and 2 bookings cancelled, AED 1,550.00 refunded'),
    });
    renderWithApp(<CancelDepartureDialog departure={departure} onClose={() => {}} />, { path: '/admin' });
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this departure?' });
    const preview = await within(dialog).findByTestId('departure-cancel-summary');
    expect(preview.textContent).toContain('its 2 bookings are cancelled and refunded in full (AED 1,550.00)');
    expect(within(dialog).getByText('Back to cards (10 to 15 working days)').nextElementSibling?.textContent).toBe(
      'AED 1,450.00',
    );
    expect(within(dialog).getByText('To wallets').nextElementSibling?.textContent).toBe('AED 100.00');
    expect(within(dialog).getByText('Also booked on another departure: only these tickets are cancelled')).toBeTruthy();

    // No reason: the schema's message beside the field, and nothing sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel the departure' }));
    expect(await within(dialog).findByText('A reason is required')).toBeTruthy();
    expect(calls.some((call) => call.name === 'operator/cancelDeparture')).toBe(false);

    await userEvent.type(within(dialog).getByLabelText('Reason (required)'), 'Strong winds');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel the departure' }));
    await waitFor(() =>
      expect(calls.find((call) => call.name === 'operator/cancelDeparture')?.body).toEqual({
        ...departure,
        reason: 'Strong winds',
      }),
    );
    const done = await screen.findByRole('dialog', { name: 'Departure cancelled' });
    const results = within(done).getAllByTestId('departure-cancel-result');
    expect(results).toHaveLength(2);
    expect(
      within(results[0] as HTMLElement)
        .getByRole('link', { name: 'RH-AAA111' })
        .getAttribute('href'),
    ).toBe('/admin/bookings/o-1');
    expect(within(results[0] as HTMLElement).getByText('Cancelled and refunded')).toBeTruthy();
    expect(within(results[1] as HTMLElement).getByRole('alert').textContent).toContain('not paid yet');
  });
});

describe('MessagePassengersDialog', () => {
  const affected = ok({
    bookings: [
      {
        orderId: 'o-1',
        reference: 'RH-AAA111',
        leadName: 'Layla',
        phone: '+971500000001',
        start: '08:00',
        adults: 2,
        children: 0,
        infants: 0,
        seats: 2,
        status: 'confirmed',
      },
      {
        orderId: 'o-2',
        reference: 'RH-BBB222',
        leadName: 'Omar',
        phone: '+971500000002',
        start: '08:00',
        adults: 3,
        children: 0,
        infants: 0,
        seats: 3,
        status: 'confirmed',
      },
    ],
    seats: 5,
  });

  it('keeps a text message short, and sends a longer one by email only', async () => {
    const calls = stubApi({
      'operator/affectedBookings': affected,
      'operator/messagePassengers': ok({ sent: [] }, 'Message on its way to 2 bookings'),
    });
    const onClose = vi.fn();
    renderWithApp(<MessagePassengersDialog departure={departure} onClose={onClose} />, { path: '/admin' });
    const dialog = await screen.findByRole('dialog', { name: 'Message the passengers' });
    expect(
      await within(dialog).findByText('To the lead guest of each of the 2 bookings on this departure.'),
    ).toBeTruthy();
    const long = 'The boat leaves from pier 3. '.repeat(11);
    const box = within(dialog).getByLabelText('Message');
    await userEvent.click(box);
    await userEvent.paste(long);
    expect(within(dialog).getByText(`${long.length} of 300 characters`)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the message' }));
    expect(await within(dialog).findByText('A message sent by text has at most 300 characters')).toBeTruthy();
    expect(calls.some((call) => call.name === 'operator/messagePassengers')).toBe(false);

    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Text message' }));
    expect(within(dialog).getByText(`${long.length} of 1000 characters`)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the message' }));
    await waitFor(() =>
      expect(calls.find((call) => call.name === 'operator/messagePassengers')?.body).toEqual({
        ...departure,
        text: long.trim(),
        channels: ['email'],
      }),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});

describe('DepartureActions', () => {
  const me = (role: string) => ok({ id: 'op-1', name: 'Op', email: 'op@ops.example', role, permissions: [] });

  it('offers an agent only the message, and a manager the cancellation too', async () => {
    writeStorage('operatorToken', 'op-token');
    stubApi({ 'operator/me': me('agent') });
    const { unmount } = renderWithApp(<DepartureActions departure={departure} />, { path: '/admin' });
    expect(await screen.findByRole('button', { name: 'Message passengers' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel departure' })).toBeNull();
    unmount();
    stubApi({ 'operator/me': me('manager') });
    renderWithApp(<DepartureActions departure={departure} />, { path: '/admin' });
    expect(await screen.findByRole('button', { name: 'Cancel departure' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Message passengers' })).toBeTruthy();
  });
});
