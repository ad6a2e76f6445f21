import type { TLedgerEntry } from '@rihla/shared/schemas/ledger';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { walletView } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { fail, ok, stubApi } from '../../../test/stub-api';
import { WalletPage } from './wallet-page';

function entry(overrides: Partial<TLedgerEntry>): TLedgerEntry {
  return {
    id: 'entry-1',
    kind: 'points',
    amount: 925,
    reason: 'pointsEarned',
    orderReference: null,
    note: '',
    createdAt: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

function renderWallet(answer: unknown) {
  stubApi({ 'users/viewWallet': answer });
  return renderWithApp(<WalletPage />, { path: '/wallet', stubs: { '/': 'Home page' } }).router;
}

afterEach(() => vi.unstubAllGlobals());

describe('Wallet and Points page', () => {
  it('shows the wallet in AED, the points and what they are worth, and how points work', async () => {
    renderWallet(ok(walletView({ walletFils: 123_450, points: 1250, pointsValueFils: 1000 })));
    expect(screen.getByRole('heading', { level: 1, name: 'Wallet and Points' })).toBeTruthy();
    const walletCard = await screen.findByRole('region', { name: 'Wallet' });
    expect(within(walletCard).getByText('AED 1,234.50')).toBeTruthy();
    const pointsCard = screen.getByRole('region', { name: 'Points' });
    expect(within(pointsCard).getByText('1,250 points')).toBeTruthy();
    expect(within(pointsCard).getByText('Worth AED 10.00')).toBeTruthy();
    const rules = screen.getByRole('region', { name: 'How points work' });
    expect(rules.textContent).toContain(
      'You earn 5 points for every AED 1 you pay for a booking by card, wallet or gift card (none for the part paid with points). They are pending until the trip has run, then yours to use: 125 points are worth AED 1, used at checkout in steps of 5. Points from a booking you cancel are taken back, and points you spent on it come back.',
    );
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the worth of the points as the server counts it (925 points, AED 7.40)', async () => {
    renderWallet(ok(walletView()));
    const pointsCard = await screen.findByRole('region', { name: 'Points' });
    expect(within(pointsCard).getByText('925 points')).toBeTruthy();
    expect(within(pointsCard).getByText('Worth AED 7.40')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Wallet' })).getByText('AED 25.00')).toBeTruthy();
  });

  it('shows the points pending until the trip has run apart from those to spend (decision 058)', async () => {
    renderWallet(ok(walletView({ points: 2500, pendingPoints: 925, pointsValueFils: 2000 })));
    const pointsCard = await screen.findByRole('region', { name: 'Points' });
    expect(within(pointsCard).getByText('2,500 points')).toBeTruthy();
    expect(within(pointsCard).getByText('Worth AED 20.00')).toBeTruthy();
    expect(within(pointsCard).getByText('925 points')).toBeTruthy();
    expect(pointsCard.textContent).toContain('Pending until your trip has run: 925 points');
  });

  it('says that the wallet and points are paused when the account is blocked', async () => {
    renderWallet(ok(walletView({ isBlocked: true })));
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toBe('The use of your wallet and points is paused. Please contact support.');
    // The balances still show: credits keep arriving while spending is paused.
    expect(within(screen.getByRole('region', { name: 'Wallet' })).getByText('AED 25.00')).toBeTruthy();
  });

  it('lists the history in the order given, each with its label, Dubai date, booking, note and signed amount', async () => {
    renderWallet(
      ok(
        walletView({
          entries: [
            entry({
              id: 'a',
              kind: 'wallet',
              amount: -2500,
              reason: 'adjustment',
              note: 'Duplicate refund corrected',
              createdAt: '2026-11-24T08:00:00.000Z',
            }),
            entry({
              id: 'b',
              kind: 'wallet',
              amount: 10_000,
              reason: 'giftCard',
              createdAt: '2026-11-23T08:00:00.000Z',
            }),
            entry({
              id: 'c',
              kind: 'wallet',
              amount: 37_000,
              reason: 'refund',
              orderReference: 'RH-REF',
              createdAt: '2026-11-22T08:00:00.000Z',
            }),
            entry({
              id: 'd',
              kind: 'points',
              amount: -1,
              reason: 'spent',
              orderReference: 'RH-SPENT',
              createdAt: '2026-11-22T07:00:00.000Z',
            }),
            entry({ id: 'e', amount: 100, reason: 'inviteBonus', createdAt: '2026-11-21T08:00:00.000Z' }),
            entry({
              id: 'f',
              amount: -925,
              reason: 'pointsReversed',
              orderReference: 'RH-CAN',
              createdAt: '2026-11-21T07:00:00.000Z',
            }),
            // 21:30 UTC is 01:30 the next day in Dubai.
            entry({
              id: 'g',
              amount: 925,
              reason: 'pointsEarned',
              orderReference: 'RH-CAN',
              note: 'not shown: only adjustments carry a note',
              createdAt: '2026-11-20T21:30:00.000Z',
            }),
          ],
        }),
      ),
    );
    const history = await screen.findByRole('region', { name: 'History' });
    const rows = within(within(history).getByRole('list')).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Adjusted by Rihla24 Nov 2026Duplicate refund corrected−AED 25.00',
      'Gift card23 Nov 2026+AED 100.00',
      'Refund22 Nov 2026 · Booking RH-REF+AED 370.00',
      'Spent22 Nov 2026 · Booking RH-SPENT−1 point',
      'Invite bonus21 Nov 2026+100 points',
      'Points taken back21 Nov 2026 · Booking RH-CAN−925 points',
      'Points earned21 Nov 2026 · Booking RH-CAN+925 points',
    ]);
    expect(rows[0]?.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-24T08:00:00.000Z');
  });

  it('says there is no activity yet when the history is empty', async () => {
    renderWallet(ok(walletView({ walletFils: 0, points: 0, pointsValueFils: 0 })));
    const history = await screen.findByRole('region', { name: 'History' });
    expect(within(history).getByText('No wallet or points activity yet.')).toBeTruthy();
    expect(within(history).queryByRole('list')).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Wallet' })).getByText('AED 0.00')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Points' })).getByText('Worth AED 0.00')).toBeTruthy();
  });

  it('goes home with the server message when the wallet cannot be loaded', async () => {
    const router = renderWallet(fail('Please log in to continue'));
    expect(await screen.findByText('Please log in to continue')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getByText('Home page')).toBeTruthy();
  });
});

describe('Invite friends', () => {
  it('shows the invite link and code, copies the link, and says how many friends joined and booked', async () => {
    const user = userEvent.setup();
    renderWallet(ok(walletView({ inviteCode: 'LAYLA7Q2', invitedCount: 3, invitedBookedCount: 1 })));
    const block = await screen.findByRole('region', { name: 'Invite friends' });
    const link = within(block).getByLabelText('Your invite link') as HTMLInputElement;
    expect(link.value).toBe(`${window.location.origin}/?invite=LAYLA7Q2`);
    expect(link.readOnly).toBe(true);
    expect(within(block).getByText('LAYLA7Q2')).toBeTruthy();
    expect(within(block).getByText('3 friends joined, 1 booked')).toBeTruthy();
    expect(block.textContent).toContain('you earn 100 points');
    await user.click(within(block).getByRole('button', { name: 'Copy link' }));
    expect(await within(block).findByRole('status')).toHaveProperty('textContent', 'Link copied.');
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/?invite=LAYLA7Q2`);
  });

  it('says one friend in the singular', async () => {
    renderWallet(ok(walletView({ invitedCount: 1, invitedBookedCount: 0 })));
    const block = await screen.findByRole('region', { name: 'Invite friends' });
    expect(within(block).getByText('1 friend joined, 0 booked')).toBeTruthy();
  });
});
