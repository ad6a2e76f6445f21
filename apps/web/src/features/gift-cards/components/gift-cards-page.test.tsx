import type { TBoughtGiftCard } from '@rihla/shared/schemas/gift-cards';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModalProbe, renderWithApp } from '../../../test/render';
import { fail, ok, stubApi } from '../../../test/stub-api';
import { GiftCardsPage } from './gift-cards-page';

function card(overrides: Partial<TBoughtGiftCard> = {}): TBoughtGiftCard {
  return {
    id: 'card-1',
    code: 'ABCD-EFGH-JKMN-PQRS',
    initialFils: 25_000,
    balanceFils: 25_000,
    // 20:00 UTC is midnight in Dubai: the last valid day is 26 Nov 2027.
    expiresAt: '2027-11-26T20:00:00.000Z',
    status: 'active',
    recipientName: 'Sara',
    message: 'Happy birthday!',
    createdAt: '2026-11-26T20:00:00.000Z',
    ...overrides,
  };
}

const BOUGHT = ok({
  purchaseId: 'purchase-1',
  Transaction: { PaymentPage: 'http://localhost:3000/api/sandbox/pay', TransactionID: 'sbx_1' },
});

function renderBuyPage(options: { loggedIn?: boolean; entry?: string } = {}) {
  return renderWithApp(
    <>
      <GiftCardsPage />
      <ModalProbe />
    </>,
    {
      path: '/gift-cards',
      initialEntries: [options.entry ?? '/gift-cards'],
      loggedIn: options.loggedIn ?? true,
      stubs: { '/gateway/:transactionID/:actionURL': 'Gateway page' },
    },
  ).router;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Gift cards page', () => {
  it('offers 100, 250, 500 and 1,000 and another amount, and pays the chosen one on the gateway page', async () => {
    const calls = stubApi({ 'users/buyGiftCard': BOUGHT });
    const router = renderBuyPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Gift cards' })).toBeTruthy();
    const amounts = within(screen.getByRole('group', { name: 'Amount' })).getAllByRole('radio');
    expect(amounts.map((radio) => radio.parentElement?.textContent)).toEqual([
      'AED 100.00',
      'AED 250.00',
      'AED 500.00',
      'AED 1,000.00',
      'Other amount',
    ]);
    fireEvent.click(screen.getByLabelText('AED 500.00'));
    fireEvent.change(screen.getByLabelText("Recipient's name"), { target: { value: ' Sara ' } });
    fireEvent.change(screen.getByLabelText('Message (optional)'), { target: { value: 'Happy birthday!' } });
    expect(screen.getByText('15 of 300 characters')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pay AED 500.00' }));
    await waitFor(() => expect(screen.getByText('Gateway page')).toBeTruthy());
    expect(calls).toEqual([
      { name: 'users/buyGiftCard', body: { amount: 500, recipient_name: 'Sara', message: 'Happy birthday!' } },
    ]);
    expect(router.state.location.pathname).toBe(
      `/gateway/sbx_1/${encodeURIComponent('http://localhost:3000/api/sandbox/pay')}`,
    );
  });

  it('takes another amount and refuses one outside AED 50 to 5,000 or no recipient, without calling the server', async () => {
    const calls = stubApi({ 'users/buyGiftCard': BOUGHT });
    renderBuyPage();
    fireEvent.click(screen.getByLabelText('Other amount'));
    fireEvent.change(screen.getByLabelText('Amount in AED (50 to 5,000)'), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay AED 20.00' }));
    expect(await screen.findByText('Choose an amount from AED 50 to AED 5,000')).toBeTruthy();
    expect(screen.getByText("The recipient's name is required")).toBeTruthy();
    expect(calls).toEqual([]);

    fireEvent.change(screen.getByLabelText('Amount in AED (50 to 5,000)'), { target: { value: '75' } });
    fireEvent.change(screen.getByLabelText("Recipient's name"), { target: { value: 'Omar' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay AED 75.00' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({ amount: 75, recipient_name: 'Omar', message: '' });
  });

  it('asks a visitor to log in before paying', async () => {
    const calls = stubApi({});
    renderBuyPage({ loggedIn: false });
    fireEvent.change(screen.getByLabelText("Recipient's name"), { target: { value: 'Sara' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay AED 250.00' }));
    await waitFor(() => expect(screen.getByTestId('modal').textContent).toBe('login'));
    expect(calls).toEqual([]);
  });

  it("shows the server's refusal and stays on the page", async () => {
    stubApi({ 'users/buyGiftCard': fail('Too many requests. Please wait 5 minutes and try again.') });
    const router = renderBuyPage();
    fireEvent.change(screen.getByLabelText("Recipient's name"), { target: { value: 'Sara' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay AED 250.00' }));
    expect(await screen.findByText('Too many requests. Please wait 5 minutes and try again.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/gift-cards');
  });

  it('shows the card with its code, value, expiry and message when the gateway sends the buyer back', async () => {
    const calls = stubApi({ 'users/viewGiftCardPurchase': ok({ state: 'paid', card: card() }) });
    renderBuyPage({ entry: '/gift-cards?purchase=purchase-1' });
    expect(await screen.findByText('ABCD-EFGH-JKMN-PQRS')).toBeTruthy();
    const shown = screen.getByRole('article', { name: 'Gift card for Sara' });
    // Its value and its balance.
    expect(within(shown).getAllByText('AED 250.00')).toHaveLength(2);
    expect(within(shown).getByText('26 Nov 2027')).toBeTruthy();
    expect(within(shown).getByText('Happy birthday!')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Your gift card is ready');
    expect(calls[0]).toEqual({ name: 'users/viewGiftCardPurchase', body: { purchaseId: 'purchase-1' } });
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
  });

  it('says no card was bought when the payment was declined', async () => {
    stubApi({ 'users/viewGiftCardPurchase': ok({ state: 'declined', card: null }) });
    renderBuyPage({ entry: '/gift-cards?purchase=purchase-1' });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The payment was declined. No gift card was bought.',
    );
  });
});
