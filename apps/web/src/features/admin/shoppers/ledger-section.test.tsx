import type { TLedgerEntry, TShopperLedgerData } from '@rihla/shared/schemas/ledger';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { fail, ok, stubApi } from '../../../test/stub-api';
import { LedgerSection } from './ledger-section';

function entry(overrides: Partial<TLedgerEntry>): TLedgerEntry {
  return {
    id: 'e-1',
    kind: 'points',
    amount: 925,
    reason: 'pointsEarned',
    orderReference: null,
    note: '',
    createdAt: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

function ledger(overrides: Partial<TShopperLedgerData> = {}): TShopperLedgerData {
  return {
    userId: 'u-1',
    shopper: { name: 'Layla Haddad', email: 'layla@example.com', phone: '+971501112233' },
    walletFils: 123_450,
    points: 1250,
    pendingPoints: 0,
    pointsValueFils: 1000,
    isBlocked: false,
    blockedReason: '',
    entries: [],
    ...overrides,
  };
}

function renderLedger(answers: Record<string, unknown>, canAdjust = true) {
  const calls = stubApi(answers);
  renderWithApp(<LedgerSection userId="u-1" canAdjust={canAdjust} />, { path: '/admin/customers/u-1' });
  return calls;
}

const sentAdjustments = (calls: ReturnType<typeof stubApi>) =>
  calls.filter((call) => call.name === 'operator/adjustLedger').map((call) => call.body);

/** The message a field points to with aria-describedby: what shows beside it. */
const besideField = (field: HTMLElement) =>
  document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;

afterEach(() => vi.unstubAllGlobals());

describe('LedgerSection', () => {
  it('shows both balances, the block with its reason and the entries newest first, signed', async () => {
    const calls = renderLedger({
      'operator/shopperLedger': ok(
        ledger({
          isBlocked: true,
          blockedReason: 'Chargeback under review',
          entries: [
            entry({ id: 'e-old', createdAt: '2026-11-01T08:00:00.000Z', orderReference: 'RH-1001' }),
            entry({
              id: 'e-new',
              kind: 'wallet',
              amount: -2500,
              reason: 'adjustment',
              note: 'Goodwill taken back',
              createdAt: '2026-11-22T20:30:00.000Z',
            }),
          ],
        }),
      ),
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Wallet and points' })).toBeTruthy();
    expect(calls[0]).toEqual({ name: 'operator/shopperLedger', body: { userId: 'u-1' } });
    expect(screen.getByTestId('ledger-wallet').textContent).toBe('AED 1,234.50');
    expect(screen.getByTestId('ledger-points').textContent).toBe('1,250 points');
    expect(screen.getByText('Worth AED 10.00')).toBeTruthy();
    const block = screen.getByTestId('ledger-block');
    expect(block.textContent).toContain('Wallet and points are blocked');
    expect(block.textContent).toContain('Chargeback under review');

    const rows = within(screen.getByRole('list', { name: 'Entries, newest first' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    // Dubai is UTC+4: 20:30 UTC on the 22nd is 00:30 on the 23rd.
    expect(rows[0]?.textContent).toContain('Adjustment');
    expect(rows[0]?.textContent).toContain('23 Nov 2026, 00:30');
    expect(rows[0]?.textContent).toContain('Goodwill taken back');
    expect(rows[0]?.textContent).toContain('\u2212AED 25.00');
    expect(rows[1]?.textContent).toContain('Points earned');
    expect(rows[1]?.textContent).toContain('Order RH-1001');
    expect(rows[1]?.textContent).toContain('+925 points');
    expect(screen.getByRole('button', { name: 'Unblock' })).toBeTruthy();
  });

  it('takes AED from the wallet as negative fils with the reason, toasts the answer and shows the new balance', async () => {
    const calls = renderLedger({
      'operator/shopperLedger': [ok(ledger()), ok(ledger({ walletFils: 120_925 }))],
      'operator/adjustLedger': ok(ledger({ walletFils: 120_925 }), 'Wallet adjusted'),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Adjust balance' }));
    const dialog = screen.getByRole('dialog', { name: 'Adjust balance' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Take' }));
    await userEvent.type(within(dialog).getByLabelText('Amount in AED'), '25.25');
    await userEvent.type(within(dialog).getByLabelText('Reason (required)'), 'Duplicate goodwill credit');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Take' }));
    expect(await screen.findByText('Wallet adjusted')).toBeTruthy();
    expect(sentAdjustments(calls)).toEqual([
      { userId: 'u-1', kind: 'wallet', amount: -2525, reason: 'Duplicate goodwill credit' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('ledger-wallet').textContent).toBe('AED 1,209.25');
  });

  it('adds whole points as a positive amount, and refuses part of a point before calling', async () => {
    const calls = renderLedger({
      'operator/shopperLedger': ok(ledger()),
      'operator/adjustLedger': ok(ledger({ points: 1750 }), 'Points adjusted'),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Adjust balance' }));
    const dialog = screen.getByRole('dialog', { name: 'Adjust balance' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Points' }));
    await userEvent.type(within(dialog).getByLabelText('Number of points'), '12.5');
    await userEvent.type(within(dialog).getByLabelText('Reason (required)'), 'Missed tour bonus');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Enter a whole number of points')).toBeTruthy();
    expect(besideField(within(dialog).getByLabelText('Number of points'))).toBe('Enter a whole number of points');
    expect(sentAdjustments(calls)).toEqual([]);
    await userEvent.clear(within(dialog).getByLabelText('Number of points'));
    await userEvent.type(within(dialog).getByLabelText('Number of points'), '500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Points adjusted')).toBeTruthy();
    expect(sentAdjustments(calls)).toEqual([
      { userId: 'u-1', kind: 'points', amount: 500, reason: 'Missed tour bonus' },
    ]);
  });

  it("shows each bad field's message beside it and sends nothing: part of a fils, a short reason, a zero amount", async () => {
    const calls = renderLedger({ 'operator/shopperLedger': ok(ledger()) });
    await userEvent.click(await screen.findByRole('button', { name: 'Adjust balance' }));
    const dialog = screen.getByRole('dialog', { name: 'Adjust balance' });
    const amount = within(dialog).getByLabelText('Amount in AED');
    const reason = within(dialog).getByLabelText('Reason (required)');
    await userEvent.type(amount, '1.255');
    await userEvent.type(reason, 'no');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(besideField(amount)).toBe('Enter an amount in AED with at most 2 decimals'));
    expect(besideField(reason)).toBe('Please give a reason of at least 3 characters');
    expect(amount.getAttribute('aria-invalid')).toBe('true');

    // A number that the call refuses shows the call's own message.
    await userEvent.clear(amount);
    await userEvent.type(amount, '0');
    await userEvent.type(reason, 'pe');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(besideField(amount)).toBe('The amount cannot be zero'));
    expect(reason.getAttribute('aria-describedby')).toBeNull();
    expect(sentAdjustments(calls)).toEqual([]);
  });

  it('shows the server refusal in the dialog and keeps it open', async () => {
    renderLedger({
      'operator/shopperLedger': ok(ledger({ walletFils: 1000 })),
      'operator/adjustLedger': fail('The wallet cannot go below zero'),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Adjust balance' }));
    const dialog = screen.getByRole('dialog', { name: 'Adjust balance' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Take' }));
    await userEvent.type(within(dialog).getByLabelText('Amount in AED'), '50');
    await userEvent.type(within(dialog).getByLabelText('Reason (required)'), 'Reverse the credit');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Take' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('The wallet cannot go below zero');
    expect(screen.getByRole('dialog', { name: 'Adjust balance' })).toBeTruthy();
  });

  it('blocks with a reason', async () => {
    const calls = renderLedger({
      'operator/shopperLedger': [ok(ledger()), ok(ledger({ isBlocked: true, blockedReason: 'Fraud check' }))],
      'operator/setLedgerBlock': ok(ledger({ isBlocked: true, blockedReason: 'Fraud check' }), 'Blocked'),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Block wallet and points' }));
    const dialog = screen.getByRole('dialog', { name: 'Block wallet and points' });
    await userEvent.type(within(dialog).getByLabelText('Reason (required)'), 'Fraud check');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('Blocked')).toBeTruthy();
    expect(calls.find((call) => call.name === 'operator/setLedgerBlock')?.body).toEqual({
      userId: 'u-1',
      isBlocked: true,
      reason: 'Fraud check',
    });
    await waitFor(() => expect(screen.getByTestId('ledger-block').textContent).toContain('Fraud check'));
  });

  it('is read-only without refunds.write: balances and entries, no buttons', async () => {
    renderLedger({ 'operator/shopperLedger': ok(ledger({ entries: [entry({})] })) }, false);
    expect(await screen.findByTestId('ledger-wallet')).toBeTruthy();
    expect(screen.getByText('+925 points')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
