import type { TCancellationQuote } from '@rihla/shared/schemas/operator-bookings';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { ok, stubApi } from '../../../test/stub-api';
import { deskOrder } from './desk-order-fixture';
import { OrderPage } from './order-page';

function quote(overrides: Partial<TCancellationQuote> = {}): TCancellationQuote {
  return {
    leftFils: 95_000,
    termsFils: 95_000,
    percent: 100,
    refusal: null,
    fullFils: 95_000,
    tickets: null,
    invalid: null,
    ...overrides,
  };
}

function renderOrder(answers: Record<string, unknown>) {
  const calls = stubApi({ 'operator/getOrder': ok(deskOrder()), ...answers });
  renderWithApp(<OrderPage id="o-1" canWrite />, { path: '/admin/bookings/o-1' });
  return calls;
}

const sent = (calls: ReturnType<typeof stubApi>, name: string) =>
  calls.filter((call) => call.name === name).map((call) => call.body);

/** The message a field points to with aria-describedby: what shows beside it. */
const besideField = (field: HTMLElement) =>
  document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;

afterEach(() => vi.unstubAllGlobals());

describe('OrderPage: refund an amount', () => {
  it('shows the bad amount and the missing reason beside their fields and sends nothing; then sends fils', async () => {
    const calls = renderOrder({ 'operator/refundOrder': ok(deskOrder(), 'Refunded: the booking stands') });
    await userEvent.click(await screen.findByRole('button', { name: 'Refund an amount' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund an amount of RH-950' });
    const amount = within(dialog).getByLabelText('Amount to refund in AED (at most AED 950.00)');
    const reason = within(dialog).getByLabelText('Reason (required)');
    await userEvent.type(amount, 'ten');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(besideField(amount)).toBe('amountFils must be a number of fils'));
    expect(besideField(reason)).toBe('A reason is required');
    expect(sent(calls, 'operator/refundOrder')).toEqual([]);

    await userEvent.clear(amount);
    await userEvent.type(amount, '25.50');
    expect(within(dialog).getByTestId('refund-preview').textContent).toBe(
      'AED 25.50 of AED 950.00 refunded in all; the booking stays confirmed.',
    );
    await userEvent.type(reason, 'Goodwill: the boat was late');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Refunded: the booking stands')).toBeTruthy();
    expect(sent(calls, 'operator/refundOrder')).toEqual([
      { id: 'o-1', amountFils: 2550, reason: 'Goodwill: the boat was late' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('OrderPage: cancel the booking', () => {
  it('asks for the amount and the reason beside their fields before sending another amount, in fils', async () => {
    const calls = renderOrder({
      'operator/quoteCancellation': ok(quote()),
      'operator/cancelOrder': ok(deskOrder({ status: 'cancelled' }), 'Booking cancelled, AED 10.00 refunded'),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel booking RH-950' });
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Another amount' }));
    const amount = within(dialog).getByLabelText('Amount to refund in AED (at most AED 950.00)');
    const reason = within(dialog).getByLabelText('Reason (required)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel the booking' }));
    await waitFor(() => expect(besideField(amount)).toBe('amountFils must be a number of fils'));
    expect(besideField(reason)).toBe('A reason is required');
    expect(sent(calls, 'operator/cancelOrder')).toEqual([]);

    await userEvent.type(amount, '10');
    await userEvent.type(reason, 'Weather: the boat stayed in');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel the booking' }));
    expect(await screen.findByText('Booking cancelled, AED 10.00 refunded')).toBeTruthy();
    expect(sent(calls, 'operator/cancelOrder')).toEqual([
      { id: 'o-1', refund: 'amount', amountFils: 1000, reason: 'Weather: the boat stayed in' },
    ]);
  });

  it('sends no refund when the terms refuse one and the operator keeps the first choice', async () => {
    const calls = renderOrder({
      'operator/quoteCancellation': ok(quote({ termsFils: 0, percent: 0, refusal: 'Inside the 24-hour cut-off' })),
      'operator/cancelOrder': ok(deskOrder({ status: 'cancelled' }), 'Booking cancelled, nothing refunded'),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel booking RH-950' });
    expect(await within(dialog).findByText('Nothing refunded')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('Reason (required)'), 'No-show');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel the booking' }));
    expect(await screen.findByText('Booking cancelled, nothing refunded')).toBeTruthy();
    expect(sent(calls, 'operator/cancelOrder')).toEqual([{ id: 'o-1', refund: 'none', reason: 'No-show' }]);
  });
});

describe('OrderPage: internal note', () => {
  it('shows an empty note refused beside the field and sends nothing; then sends the note and empties the field', async () => {
    const calls = renderOrder({ 'operator/addOrderNote': ok(deskOrder()) });
    const note = await screen.findByLabelText('Only operators see notes');
    await userEvent.type(note, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Add the note' }));
    await waitFor(() => expect(besideField(note)).toBe('The note is required'));
    expect(sent(calls, 'operator/addOrderNote')).toEqual([]);

    await userEvent.type(note, 'Guest asked for a window seat');
    await userEvent.click(screen.getByRole('button', { name: 'Add the note' }));
    expect(await screen.findByText('Note added')).toBeTruthy();
    expect(sent(calls, 'operator/addOrderNote')).toEqual([{ id: 'o-1', text: 'Guest asked for a window seat' }]);
    await waitFor(() => expect((note as HTMLTextAreaElement).value).toBe(''));
    expect(note.getAttribute('aria-describedby')).toBeNull();
  });
});

describe('OrderPage: the payment in words', () => {
  it('reads a card payment refunded in part as partly refunded, and one refunded whole as refunded', async () => {
    const paid = deskOrder();
    const partly = deskOrder({
      refundedFils: 18_500,
      amountPaidFils: 37_000,
      payment: { ...paid.payment, status: 'refunded' },
    });
    stubApi({ 'operator/getOrder': ok(partly) });
    const { unmount } = renderWithApp(<OrderPage id="o-1" canWrite />, { path: '/admin/bookings/o-1' });
    expect(await screen.findByText(/Card · Partly refunded/)).toBeTruthy();
    unmount();
    vi.unstubAllGlobals();

    stubApi({ 'operator/getOrder': ok({ ...partly, refundedFils: 37_000 }) });
    renderWithApp(<OrderPage id="o-1" canWrite />, { path: '/admin/bookings/o-1' });
    expect(await screen.findByText(/Card · Refunded/)).toBeTruthy();
  });
});
