import type { TViewWalletData } from '@rihla/shared/schemas/ledger';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { fail, ok, stubApi } from '../../../test/stub-api';
import { WalletPage } from '../../wallet/components/wallet-page';
import { RedeemGiftCardBox } from './redeem-gift-card-box';

function wallet(overrides: Partial<TViewWalletData> = {}): TViewWalletData {
  return {
    walletFils: 2500,
    points: 0,
    pendingPoints: 0,
    pointsValueFils: 0,
    isBlocked: false,
    entries: [],
    inviteCode: 'FRIEND42',
    invitedCount: 0,
    invitedBookedCount: 0,
    ...overrides,
  };
}

function renderWalletWithBox(answers: Record<string, unknown>) {
  const calls = stubApi(answers);
  renderWithApp(<WalletPage redeemBox={<RedeemGiftCardBox />} />, { path: '/wallet', loggedIn: true });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Redeem a gift card (Wallet and Points page)', () => {
  it('adds the card to the wallet, shows the new balance and says how much was added', async () => {
    const calls = renderWalletWithBox({
      'users/viewWallet': ok(wallet()),
      'users/redeemGiftCard': ok(
        wallet({
          walletFils: 27_500,
          entries: [
            {
              id: 'e1',
              kind: 'wallet',
              amount: 25_000,
              reason: 'giftCard',
              orderReference: null,
              note: '',
              createdAt: '2026-11-26T10:00:00.000Z',
            },
          ],
        }),
        'AED 250.00 was added to your wallet',
      ),
    });
    const box = await screen.findByRole('region', { name: 'Redeem a gift card' });
    expect(within(screen.getByRole('region', { name: 'Wallet' })).getByText('AED 25.00')).toBeTruthy();
    fireEvent.change(within(box).getByLabelText('Gift card code'), { target: { value: 'abcd efgh jkmn pqrs' } });
    fireEvent.click(within(box).getByRole('button', { name: 'Add to wallet' }));
    expect(await screen.findByText('AED 250.00 was added to your wallet')).toBeTruthy();
    await waitFor(() =>
      expect(within(screen.getByRole('region', { name: 'Wallet' })).getByText('AED 275.00')).toBeTruthy(),
    );
    expect(calls.filter((call) => call.name === 'users/redeemGiftCard')).toEqual([
      { name: 'users/redeemGiftCard', body: { code: 'abcd efgh jkmn pqrs' } },
    ]);
    expect((within(box).getByLabelText('Gift card code') as HTMLInputElement).value).toBe('');
    expect(within(screen.getByRole('region', { name: 'History' })).getByText('Gift card')).toBeTruthy();
  });

  it("shows the server's refusal under the field and keeps the code and the wallet as they were", async () => {
    renderWalletWithBox({
      'users/viewWallet': ok(wallet()),
      'users/redeemGiftCard': fail('This gift card has expired'),
    });
    const box = await screen.findByRole('region', { name: 'Redeem a gift card' });
    const input = within(box).getByLabelText('Gift card code') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'ABCD-EFGH-JKMN-PQRS' } });
    fireEvent.click(within(box).getByRole('button', { name: 'Add to wallet' }));
    expect((await within(box).findByRole('alert')).textContent).toBe('This gift card has expired');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.value).toBe('ABCD-EFGH-JKMN-PQRS');
    expect(within(screen.getByRole('region', { name: 'Wallet' })).getByText('AED 25.00')).toBeTruthy();
  });

  it('asks for a code before calling the server', async () => {
    const calls = renderWalletWithBox({ 'users/viewWallet': ok(wallet()) });
    const box = await screen.findByRole('region', { name: 'Redeem a gift card' });
    fireEvent.click(within(box).getByRole('button', { name: 'Add to wallet' }));
    expect((await within(box).findByRole('alert')).textContent).toBe('Enter the gift card code');
    expect(calls.map((call) => call.name)).toEqual(['users/viewWallet']);
  });
});
