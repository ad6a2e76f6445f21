import type { TDeskPayment, TListPaymentsData, TPaymentMismatch } from '@rihla/shared/schemas/operator-payments';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { ok, stubApi } from '../../../test/stub-api';
import { PaymentsPage } from './payments-page';

function payment(overrides: Partial<TDeskPayment> = {}): TDeskPayment {
  return {
    transactionId: 'sbx_1',
    gateway: 'sandbox',
    state: 'paid',
    amountFils: 30_000,
    refundedFils: 0,
    gatewayCheck: {
      state: 'refunded',
      amountFils: 30_000,
      currency: 'AED',
      refundedFils: 3_000,
      checkedAt: '2026-11-11T02:00:00.000Z',
    },
    purpose: 'order',
    orderId: 'order-1',
    orderReference: 'RH-1001',
    giftCardId: null,
    createdAt: '2026-11-10T06:00:00.000Z',
    openMismatches: ['refundedAtGatewayOnly'],
    ...overrides,
  };
}

const MISMATCH: TPaymentMismatch = {
  id: 'mm-1',
  day: '2026-11-10',
  gateway: 'sandbox',
  transactionId: 'sbx_1',
  kind: 'refundedAtGatewayOnly',
  ourFils: 0,
  gatewayFils: 3_000,
  detail: '',
  foundAt: '2026-11-11T02:00:00.000Z',
  orderId: 'order-1',
  orderReference: 'RH-1001',
  resolvedAt: null,
  resolvedBy: null,
  note: null,
};

function listData(overrides: Partial<TListPaymentsData> = {}): TListPaymentsData {
  return {
    payments: [
      payment(),
      payment({
        transactionId: 'sbx_2',
        purpose: 'giftCard',
        orderId: null,
        orderReference: null,
        giftCardId: 'card-9',
        gatewayCheck: null,
        openMismatches: [],
      }),
    ],
    hasMore: false,
    openMismatches: [MISMATCH],
    gateways: ['sandbox'],
    lastRun: { day: '2026-11-10', state: 'done', finishedAt: '2026-11-11T02:00:05.000Z', asked: 2, mismatches: 1 },
    ...overrides,
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('PaymentsPage', () => {
  it("lists each payment with what it paid for, our state and the gateway's, and the open mismatches", async () => {
    stubApi({ 'operator/listPayments': ok(listData()) });
    renderWithApp(<PaymentsPage canReconcile={false} />, { path: '/admin/payments' });
    const table = await screen.findByRole('table', { name: 'Payments' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('link', { name: 'RH-1001' })
        .getAttribute('href'),
    ).toBe('/admin/bookings/order-1');
    expect(within(rows[0] as HTMLElement).getByText(/Refunded · AED 30.00 refunded/)).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('Refunded at the gateway, not here')).toBeTruthy();
    expect(
      within(rows[1] as HTMLElement)
        .getByRole('link', { name: 'Gift card' })
        .getAttribute('href'),
    ).toBe('/admin/gift-cards/card-9');
    expect(within(rows[1] as HTMLElement).getByText('Not asked yet')).toBeTruthy();
    const mismatches = screen.getByRole('table', { name: 'Open mismatches' });
    expect(within(mismatches).getByText('Refunded at the gateway, not here')).toBeTruthy();
    // A manager reads; only an owner resolves or reconciles.
    expect(within(mismatches).queryByRole('button', { name: 'Resolve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reconcile this day' })).toBeNull();
    expect(screen.getByText(/Last reconciled: 2026-11-10, 2 payments asked/)).toBeTruthy();
  });

  it('asks again with the filters chosen', async () => {
    const calls = stubApi({ 'operator/listPayments': ok(listData()) });
    renderWithApp(<PaymentsPage canReconcile={false} />, { path: '/admin/payments' });
    await screen.findByRole('table', { name: 'Payments' });
    await userEvent.click(screen.getByLabelText('Mismatches only'));
    await userEvent.selectOptions(screen.getByLabelText('Here'), 'pending');
    await waitFor(() => {
      const last = calls.filter((call) => call.name === 'operator/listPayments').at(-1);
      expect(last?.body).toMatchObject({ mismatchesOnly: true, state: 'pending', page: 0 });
    });
  });

  it('lets an owner resolve a mismatch with a note', async () => {
    const calls = stubApi({
      'operator/listPayments': [ok(listData()), ok(listData({ openMismatches: [] }))],
      'operator/resolvePaymentMismatch': ok(
        { ...MISMATCH, resolvedAt: '2026-11-11T08:00:00.000Z' },
        'Mismatch resolved',
      ),
    });
    renderWithApp(<PaymentsPage canReconcile />, { path: '/admin/payments' });
    const mismatches = await screen.findByRole('table', { name: 'Open mismatches' });
    await userEvent.click(within(mismatches).getByRole('button', { name: 'Resolve' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    expect(await within(dialog).findByText('Write a note saying how it was resolved')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('Note (required)'), 'The bank refunded by phone');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.name === 'operator/resolvePaymentMismatch')?.body).toEqual({
      id: 'mm-1',
      reason: 'The bank refunded by phone',
    });
    expect(await screen.findByText('No open mismatches: every payment asked agrees with its gateway.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reconcile this day' })).toBeTruthy();
  });
});
