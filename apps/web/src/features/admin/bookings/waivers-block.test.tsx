import type { TBookingWaiversData } from '@rihla/shared/schemas/waivers';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { ok, stubApi } from '../../../test/stub-api';
import { WaiversBlock } from './waivers-block';

const line = {
  line: 0,
  productId: 'telegraph-island-snorkelling-khasab',
  title: 'Telegraph Island Snorkelling Trip',
  date: '2026-12-12',
  start: '08:30',
  passengerCount: 3,
  waiver: { version: 2, text: 'Words', askedOf: 'passenger' as const, createdAt: '2026-11-28T10:00:00.000Z' },
  signers: [
    {
      number: 1,
      accepted: { version: 2, name: 'Layla Shopper', acceptedAt: '2026-11-28T10:05:00.000Z', address: '203.0.113.7' },
      isNeeded: false,
    },
    {
      number: 2,
      accepted: { version: 1, name: 'Omar Shopper', acceptedAt: '2026-11-27T10:05:00.000Z', address: '203.0.113.7' },
      isNeeded: true,
    },
    { number: 3, accepted: null, isNeeded: true },
  ],
  departure: '2026-12-12T04:30:00.000Z',
  isOpen: true,
  isComplete: false,
};

afterEach(() => vi.unstubAllGlobals());

describe('the order page’s Waivers block', () => {
  it('says who accepted which version, when and from where, and who has not', async () => {
    const data: TBookingWaiversData = { reference: 'RH-950', lines: [line] };
    stubApi({ 'operator/viewBookingWaivers': ok(data) });
    renderWithApp(<WaiversBlock reference="RH-950" />, { path: '/admin/bookings/o-1' });
    const list = await screen.findByRole('list', { name: 'Waivers of Telegraph Island Snorkelling Trip' });
    const items = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'Passenger 1: accepted by \u2068Layla Shopper\u2069, 28 Nov 2026, 14:05, version 2, from 203.0.113.7',
      'Passenger 2: accepted version 1 only (now 2)',
      'Passenger 3: not accepted',
    ]);
    expect(screen.getByText(/2 still to accept/)).toBeTruthy();
  });

  it('shows nothing for an order whose trips ask no waiver', async () => {
    const calls = stubApi({
      'operator/viewBookingWaivers': ok({ reference: 'RH-950', lines: [{ ...line, waiver: null, signers: [] }] }),
    });
    renderWithApp(<WaiversBlock reference="RH-950" />, { path: '/admin/bookings/o-1' });
    await vi.waitFor(() => expect(calls.map((call) => call.name)).toEqual(['operator/viewBookingWaivers']));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Waivers' })).toBeNull();
  });
});
