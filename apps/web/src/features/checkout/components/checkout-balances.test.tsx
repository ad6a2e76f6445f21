import { GIFT_CARD_MESSAGES, LEDGER_MESSAGES } from '@rihla/shared/messages/ledger';
import type { TViewCheckoutData } from '@rihla/shared/schemas/booking';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cart, cartItem, checkoutView, walletView } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { fail, ok, stubApi } from '../../../test/stub-api';
import { CheckoutPage } from './checkout-page';

const CART = cart([cartItem({ totalAmount: 515 })], 515);

function CheckoutRoute() {
  const { id = '' } = useParams();
  return <CheckoutPage id={id} cart={CART} lines={() => null} />;
}

/** Each checkout id answered by its own amounts; by default 515, nothing chosen. */
function stubCheckouts(
  checkouts: Record<string, Partial<TViewCheckoutData>>,
  more: Record<string, unknown> = {},
  wallet = walletView(),
) {
  return stubApi({
    'users/viewCheckout': ({ cartId }: { cartId: string }) => ok(checkoutView({ _id: cartId, ...checkouts[cartId] })),
    'users/viewWallet': ok(wallet),
    ...more,
  });
}

const created = (id: string) => ok([{ _id: id, actual_amount: 515, to_be_paid: 0, discount: 0, coupon_code: null }]);

function renderAt(path: string) {
  return renderWithApp([{ path: '/checkout/:id', element: <CheckoutRoute /> }], {
    path,
    stubs: { '/transactionStatus': 'Return page', '/gateway/*': 'Gateway page' },
  }).router;
}

/** The summary's lines as "label: amount", once the checkout has loaded. */
async function summary() {
  const list = (await screen.findByText('Subtotal', { selector: 'dt' })).closest('dl') as HTMLElement;
  await waitFor(() => expect(list.textContent).not.toContain('…'));
  return within(list)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${(term.nextElementSibling as HTMLElement).textContent}`);
}

const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

afterEach(() => vi.unstubAllGlobals());

describe('Checkout: paying with points, the wallet and a gift card', () => {
  it('offers points and wallet with their balances, and shows only the spec lines while nothing is used', async () => {
    stubCheckouts({ 'co-1': {} });
    renderAt('/checkout/co-1');
    expect(await summary()).toEqual([
      'Subtotal: AED 515.00',
      'Discount: AED 0.00',
      'To Be Paid: AED 515.00',
      'VAT (5%) included: AED 24.52',
    ]);
    const points = await screen.findByRole('checkbox', { name: 'Use my points' });
    expect(descriptionOf(points)).toBe('925 points (worth AED 7.40)');
    expect(descriptionOf(checkbox('Use my wallet'))).toBe('Balance AED 25.00');
    expect((points as HTMLInputElement).checked).toBe(false);
    expect(screen.getByLabelText('Gift card')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeTruthy();
  });

  it('choosing points makes a new checkout with the other choices kept, and shows its Points line', async () => {
    const calls = stubCheckouts(
      {
        'co-1': { wallet_amount: 25, to_be_paid: 490, gift_card_code: 'ABCD-EFGH-JKMN-PQRS', gift_card_amount: 0 },
        'co-2': {
          points_used: 925,
          points_amount: 7.4,
          wallet_amount: 25,
          gift_card_code: 'ABCD-EFGH-JKMN-PQRS',
          gift_card_amount: 50,
          to_be_paid: 432.6,
        },
      },
      { 'users/checkout': created('co-2') },
    );
    const router = renderAt('/checkout/co-1');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Use my points' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/co-2'));
    expect(calls.find((call) => call.name === 'users/checkout')?.body).toEqual({
      use_points: true,
      use_wallet: true,
      gift_card_code: 'ABCD-EFGH-JKMN-PQRS',
    });
    await waitFor(() => expect(checkbox('Use my points').checked).toBe(true));
    expect(await summary()).toEqual([
      'Subtotal: AED 515.00',
      'Discount: AED 0.00',
      'Points: − AED 7.40925 points',
      'Wallet: − AED 25.00',
      'Gift card: − AED 50.00',
      'To Be Paid: AED 432.60',
      'VAT (5%) included: AED 24.52',
    ]);
    expect(checkbox('Use my wallet').checked).toBe(true);
    expect(screen.getByText('Gift card ABCD-EFGH-JKMN-PQRS applied')).toBeTruthy();
  });

  it('turns points off while a discount code is applied, saying why', async () => {
    stubCheckouts({
      'co-code': { coupon_code: 'WELCOME10', discount: 51.5, to_be_paid: 463.5 },
      'co-points': { points_used: 925, points_amount: 7.4, to_be_paid: 507.6 },
    });
    renderAt('/checkout/co-code');
    const points = await screen.findByRole('checkbox', { name: 'Use my points' });
    await waitFor(() => expect((points as HTMLInputElement).disabled).toBe(true));
    expect(descriptionOf(points)).toContain(LEDGER_MESSAGES.codeOrPoints);
    expect((screen.getByLabelText('Promo code') as HTMLInputElement).disabled).toBe(false);
  });

  it('removes an applied promo code, keeping the other choices, so that points can be chosen', async () => {
    const calls = stubCheckouts(
      { 'co-code': { coupon_code: 'WELCOME10', discount: 51.5, wallet_amount: 25, to_be_paid: 438.5 } },
      { 'users/checkout': created('co-2') },
    );
    const router = renderAt('/checkout/co-code');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove promo code WELCOME10' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/co-2'));
    expect(calls.find((call) => call.name === 'users/checkout')?.body).toEqual({ use_wallet: true });
    expect(await summary()).toContain('To Be Paid: AED 515.00');
  });

  it('turns the promo code box off while points are used, saying why', async () => {
    stubCheckouts({ 'co-points': { points_used: 925, points_amount: 7.4, to_be_paid: 507.6 } });
    renderAt('/checkout/co-points');
    await waitFor(() => expect(checkbox('Use my points').checked).toBe(true));
    const promo = screen.getByLabelText('Promo code') as HTMLInputElement;
    expect(promo.disabled).toBe(true);
    expect(descriptionOf(promo)).toBe(LEDGER_MESSAGES.codeOrPoints);
    expect((screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says why points and wallet cannot be used: none yet, an empty wallet, or blocked', async () => {
    stubCheckouts({ 'co-1': {} }, {}, walletView({ points: 0, pointsValueFils: 0, walletFils: 0 }));
    renderAt('/checkout/co-1');
    const points = await screen.findByRole('checkbox', { name: 'Use my points' });
    expect((points as HTMLInputElement).disabled).toBe(true);
    expect(descriptionOf(points)).toContain(LEDGER_MESSAGES.noPoints);
    expect(checkbox('Use my wallet').disabled).toBe(true);
    expect(descriptionOf(checkbox('Use my wallet'))).toContain(LEDGER_MESSAGES.emptyWallet);
  });

  it('says the wallet and points are paused when they are blocked', async () => {
    stubCheckouts({ 'co-1': {} }, {}, walletView({ isBlocked: true }));
    renderAt('/checkout/co-1');
    const points = await screen.findByRole('checkbox', { name: 'Use my points' });
    expect((points as HTMLInputElement).disabled).toBe(true);
    expect(checkbox('Use my wallet').disabled).toBe(true);
    for (const box of [points, checkbox('Use my wallet')]) {
      expect(descriptionOf(box)).toContain('The use of your wallet and points is paused. Please contact support.');
    }
  });

  it("shows the server's refusal of a choice under it, and stays on the checkout", async () => {
    stubCheckouts({ 'co-1': {} }, { 'users/checkout': fail(LEDGER_MESSAGES.emptyWallet) });
    const router = renderAt('/checkout/co-1');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Use my wallet' }));
    await waitFor(() => expect(checkbox('Use my wallet').getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(checkbox('Use my wallet'))).toContain(LEDGER_MESSAGES.emptyWallet);
    expect(screen.getAllByText(LEDGER_MESSAGES.emptyWallet)).toHaveLength(1);
    expect(checkbox('Use my wallet').checked).toBe(false);
    expect(router.state.location.pathname).toBe('/checkout/co-1');
  });

  it('applies a gift card code in its written form, and says a refused one under its box', async () => {
    const calls = stubCheckouts(
      { 'co-1': { coupon_code: 'WELCOME10', discount: 51.5, to_be_paid: 463.5 } },
      { 'users/checkout': fail(GIFT_CARD_MESSAGES.expired) },
    );
    renderAt('/checkout/co-1');
    const field = await screen.findByLabelText('Gift card');
    await userEvent.type(field, 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Apply gift card' }));
    expect(descriptionOf(field)).toBe(GIFT_CARD_MESSAGES.invalid);
    expect(calls.some((call) => call.name === 'users/checkout')).toBe(false);

    await userEvent.clear(field);
    await userEvent.type(field, 'abcd efgh jkmn pqrs');
    await userEvent.click(screen.getByRole('button', { name: 'Apply gift card' }));
    await waitFor(() => expect(descriptionOf(field)).toBe(GIFT_CARD_MESSAGES.expired));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(calls.find((call) => call.name === 'users/checkout')?.body).toEqual({
      coupon_code: 'WELCOME10',
      gift_card_code: 'ABCD-EFGH-JKMN-PQRS',
    });
  });

  it('removes an applied gift card with a new checkout without it', async () => {
    const calls = stubCheckouts(
      { 'co-1': { gift_card_code: 'ABCD-EFGH-JKMN-PQRS', gift_card_amount: 50, to_be_paid: 465 } },
      { 'users/checkout': created('co-2') },
    );
    const router = renderAt('/checkout/co-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove gift card ABCD-EFGH-JKMN-PQRS' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/co-2'));
    expect(calls.find((call) => call.name === 'users/checkout')?.body).toEqual({});
    // The new checkout is read before the test ends (no call left in flight).
    expect(await summary()).toContain('To Be Paid: AED 515.00');
  });

  it('with nothing left to pay, confirms the booking without the payment gateway', async () => {
    const returnPage = `${window.location.origin}/transactionStatus`;
    const calls = stubCheckouts(
      { 'co-1': { points_used: 925, points_amount: 7.4, gift_card_amount: 507.6, to_be_paid: 0 } },
      { 'users/paymentInitiate': ok({ Transaction: { TransactionID: 'bal_1', PaymentPage: returnPage } }) },
    );
    const router = renderAt('/checkout/co-1');
    expect(await summary()).toContain('To Be Paid: AED 0.00');
    expect(screen.queryByRole('button', { name: 'Pay Now' })).toBeNull();
    const confirm = screen.getByRole('button', { name: 'Confirm booking' }) as HTMLButtonElement;
    expect(
      screen.getByText('Nothing is left to pay by card: your booking is confirmed at once, without the payment page.'),
    ).toBeTruthy();
    await waitFor(() => expect(confirm.disabled).toBe(false));
    await userEvent.click(confirm);
    await waitFor(() => expect(router.state.location.pathname).toBe('/transactionStatus'));
    expect(await screen.findByText('Return page')).toBeTruthy();
    expect(calls.filter((call) => call.name === 'users/paymentInitiate')).toEqual([
      { name: 'users/paymentInitiate', body: { cartId: 'co-1' } },
    ]);
    // The return page confirms as usual with what was stored.
    expect(localStorage.getItem('cartId')).toBe('co-1');
    expect(localStorage.getItem('transactionID')).toBe('bal_1');
  });

  it('prices the same choices again when a balance was spent elsewhere before paying', async () => {
    const calls = stubCheckouts(
      {
        'co-1': { wallet_amount: 25, to_be_paid: 490 },
        'co-2': { wallet_amount: 10, to_be_paid: 505 },
      },
      {
        'users/paymentInitiate': fail(LEDGER_MESSAGES.balanceChanged, { code: 'ledger.balance_changed' }),
        'users/checkout': created('co-2'),
      },
    );
    const router = renderAt('/checkout/co-1');
    const pay = await screen.findByRole('button', { name: 'Pay Now' });
    await waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(pay);
    expect(await screen.findByText(LEDGER_MESSAGES.balanceChanged)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/co-2'));
    expect(calls.find((call) => call.name === 'users/checkout')?.body).toEqual({ use_wallet: true });
    expect(await summary()).toContain('Wallet: − AED 10.00');
  });
});
