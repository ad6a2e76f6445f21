import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { completedOrder } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { ok, stubApi } from '../../../test/stub-api';
import { OrdersPage } from './orders-page';

const NONE = { card: 0, gift_card: 0, wallet: 0, points: 0, points_used: 0 };
const inFuture = new Date(Date.now() + 3 * 86_400_000).toISOString();

/** An order of AED 500 after its discount: AED 417.60 by card, 25 from the wallet, 925 points and a gift card. */
const MIXED = completedOrder({
  reference: 'RH-MIX',
  amount_paid: 417.6,
  paid_with: { card: 417.6, wallet: 25, points: 7.4, points_used: 925, gift_card: 50 },
});

function renderOrders() {
  return renderWithApp(<OrdersPage />, { path: '/orderDetails', stubs: { '/': 'Home page' } }).router;
}

/** The text of an order's line by its label ("Paid with", "Total paid"). */
function lineOf(card: HTMLElement, label: string) {
  const term = within(card).getByText(label, { selector: 'dt' });
  return (term.nextElementSibling as HTMLElement).textContent;
}

afterEach(() => vi.unstubAllGlobals());

describe('Orders page: how each order was paid and refunded', () => {
  it('says how an order was paid, part by part, and what it cost in all', async () => {
    stubApi({
      'users/viewCompletedOrder': ok([
        MIXED,
        completedOrder({ paymentId: 'sbx_2', reference: 'RH-CARD', amount_paid: 463.5 }),
      ]),
    });
    renderOrders();
    const mixed = await screen.findByRole('article', { name: 'Booking RH-MIX' });
    expect(lineOf(mixed, 'Paid with')).toBe(
      'Card AED 417.60 · Wallet AED 25.00 · Points 925 (AED 7.40) · Gift card AED 50.00',
    );
    expect(lineOf(mixed, 'Total paid')).toBe('AED 500.00');
    const byCard = screen.getByRole('article', { name: 'Booking RH-CARD' });
    expect(lineOf(byCard, 'Paid with')).toBe('Card AED 463.50');
    expect(lineOf(byCard, 'Total paid')).toBe('AED 463.50');
  });

  it('groups a count of points in thousands, as the rest of the storefront writes points', async () => {
    stubApi({
      'users/viewCompletedOrder': ok([
        completedOrder({
          reference: 'RH-PTS',
          amount_paid: 300,
          paid_with: { card: 300, wallet: 0, points: 20, points_used: 2500, gift_card: 50 },
        }),
      ]),
    });
    renderOrders();
    const order = await screen.findByRole('article', { name: 'Booking RH-PTS' });
    expect(lineOf(order, 'Paid with')).toBe('Card AED 300.00 · Points 2,500 (AED 20.00) · Gift card AED 50.00');
  });

  it('says where a refund went: the card in 10 to 15 working days, the wallet at once, the points back', async () => {
    stubApi({
      'users/viewCompletedOrder': ok([
        {
          ...MIXED,
          status: 'refunded',
          pdfUrl: null,
          refunded_amount: 500,
          refunded_to: { card: 200, wallet: 242.6, points: 7.4, points_used: 925, gift_card: 50 },
          refund_parts: [
            { to: 'points', amount: 7.4, points: 925 },
            { to: 'giftCard', amount: 50, points: 0 },
            { to: 'wallet', amount: 242.6, points: 0 },
            { to: 'card', amount: 200, points: 0 },
          ],
        },
        completedOrder({
          paymentId: 'sbx_3',
          reference: 'RH-WAL',
          status: 'cancelled',
          pdfUrl: null,
          refunded_amount: 231.75,
          refunded_to: { ...NONE, wallet: 231.75 },
          refund_parts: [{ to: 'wallet', amount: 231.75, points: 0 }],
        }),
      ]),
    });
    renderOrders();
    const mixed = await screen.findByRole('article', { name: 'Booking RH-MIX' });
    expect(within(mixed).getByText('Cancelled. AED 500.00 was refunded.')).toBeTruthy();
    expect(
      within(mixed)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(
      expect.arrayContaining([
        'AED 200.00 back to your card: it takes 10 to 15 working days to reach you.',
        'AED 242.60 to your wallet: it is in your wallet now.',
        '925 points (AED 7.40) back to your points.',
        'AED 50.00 back to your gift card.',
      ]),
    );
    const wallet = screen.getByRole('article', { name: 'Booking RH-WAL' });
    expect(within(wallet).getByText('Cancelled. AED 231.75 of AED 463.50 was refunded.')).toBeTruthy();
    expect(within(wallet).getByText('AED 231.75 to your wallet: it is in your wallet now.')).toBeTruthy();
    expect(within(wallet).queryByText(/working days/)).toBeNull();
  });

  it("says that a voided gift card's part was not refunded (decision 057)", async () => {
    stubApi({
      'users/viewCompletedOrder': ok([
        {
          ...MIXED,
          status: 'refunded',
          pdfUrl: null,
          refunded_amount: 417.6,
          refunded_to: { card: 417.6, wallet: 25, points: 7.4, points_used: 925, gift_card: 0 },
          refund_parts: [
            { to: 'points', amount: 7.4, points: 925 },
            { to: 'voided', amount: 50, points: 0 },
            { to: 'wallet', amount: 25, points: 0 },
            { to: 'card', amount: 417.6, points: 0 },
          ],
        },
      ]),
    });
    renderOrders();
    const mixed = await screen.findByRole('article', { name: 'Booking RH-MIX' });
    const lines = within(mixed)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines).toContain('AED 50.00 not refunded: the gift card was voided.');
    expect(lines).not.toContain('AED 50.00 back to your gift card.');
  });

  it('keeps saying "to your card" when the whole refund went back to the card, as the API answers every order now', async () => {
    stubApi({
      'users/viewCompletedOrder': ok([
        completedOrder({
          reference: 'RH-HALF',
          status: 'refunded',
          pdfUrl: null,
          amount_paid: 300,
          paid_with: { ...NONE, card: 300 },
          refunded_amount: 150,
          refunded_to: { ...NONE, card: 150 },
          refund_parts: [{ to: 'card', amount: 150, points: 0 }],
        }),
      ]),
    });
    renderOrders();
    const half = await screen.findByRole('article', { name: 'Booking RH-HALF' });
    expect(within(half).getByText('Cancelled. AED 150.00 of AED 300.00 was refunded to your card.')).toBeTruthy();
    expect(
      within(half).getByText('AED 150.00 back to your card: it takes 10 to 15 working days to reach you.'),
    ).toBeTruthy();
  });
});

describe('Orders page: a booking paid in cash at our desk (decision 063)', () => {
  const CASH = completedOrder({
    paymentId: 'cash_1',
    reference: 'RH-CASH',
    amount_paid: 300,
    paid_with: { ...NONE, card: 300 },
    payment_method: 'cash',
  });

  it('says it was paid in cash, and that its refund is paid back in cash at the desk, never to a card', async () => {
    stubApi({
      'users/viewCompletedOrder': ok([
        CASH,
        {
          ...CASH,
          paymentId: 'cash_2',
          reference: 'RH-CASH2',
          status: 'refunded',
          pdfUrl: null,
          refunded_amount: 300,
          refunded_to: { ...NONE, card: 300 },
          refund_parts: [{ to: 'cash', amount: 300, points: 0 }],
        },
      ]),
    });
    renderOrders();
    const paid = await screen.findByRole('article', { name: 'Booking RH-CASH' });
    expect(lineOf(paid, 'Paid with')).toBe('Cash AED 300.00');
    const refunded = screen.getByRole('article', { name: 'Booking RH-CASH2' });
    expect(within(refunded).getByText('Cancelled. AED 300.00 was refunded.')).toBeTruthy();
    expect(within(refunded).getByText('AED 300.00 in cash: it is paid back to you at our desk.')).toBeTruthy();
    expect(within(refunded).queryByText(/card/)).toBeNull();
  });

  it('asks whether the cash goes to the wallet or back in cash at the desk, not to a card', async () => {
    const cancellable = { ...CASH, cancellableUntil: inFuture, refundNow: { percent: 100, amount: 300 } };
    stubApi({ 'users/viewCompletedOrder': ok([cancellable]), 'users/viewNotification': ok([]) });
    renderOrders();
    const card = await screen.findByRole('article', { name: 'Booking RH-CASH' });
    await userEvent.click(within(card).getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking RH-CASH?' });
    const question = within(dialog).getByRole('group', { name: 'Where should the AED 300.00 paid in cash go?' });
    expect(within(question).getByRole('radio', { name: 'Back in cash at our desk' })).toBeTruthy();
    expect(within(dialog).queryByText(/card/)).toBeNull();
  });
});

describe('Cancel dialog: where the refund goes', () => {
  const cancellable = { ...MIXED, cancellableUntil: inFuture, refundNow: { percent: 100, amount: 500 } };

  it("asks where the card's part goes, says the rest goes back where it came from, and sends the choice", async () => {
    const calls = stubApi({
      'users/viewCompletedOrder': ok([cancellable]),
      'users/cancelBooking': ok({ ...cancellable, status: 'refunded' }, 'Your booking is cancelled'),
      'users/viewNotification': ok([]),
    });
    renderOrders();
    const card = await screen.findByRole('article', { name: 'Booking RH-MIX' });
    await userEvent.click(within(card).getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking RH-MIX?' });
    expect(
      within(dialog).getByText('Points, gift card and wallet amounts always go back to where they came from.'),
    ).toBeTruthy();
    const question = within(dialog).getByRole('group', { name: 'Where should the AED 417.60 paid by card go?' });
    const toCard = within(question).getByRole('radio', { name: 'Back to my card (10 to 15 working days)' });
    expect((toCard as HTMLInputElement).checked).toBe(true);
    await userEvent.click(within(question).getByRole('radio', { name: 'To my wallet (at once)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel and refund' }));
    await waitFor(() =>
      expect(calls.find((call) => call.name === 'users/cancelBooking')?.body).toEqual({
        reference: 'RH-MIX',
        refund_to: 'wallet',
      }),
    );
  });

  it('asks nothing when points and balances cover the whole refund, and sends no destination', async () => {
    const half = { ...MIXED, cancellableUntil: inFuture, refundNow: { percent: 10, amount: 50 } };
    const calls = stubApi({
      'users/viewCompletedOrder': ok([half]),
      'users/cancelBooking': ok({ ...half, status: 'cancelled' }, 'Your booking is cancelled'),
      'users/viewNotification': ok([]),
    });
    renderOrders();
    const card = await screen.findByRole('article', { name: 'Booking RH-MIX' });
    await userEvent.click(within(card).getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking RH-MIX?' });
    expect(within(dialog).queryByRole('radio')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel and refund' }));
    await waitFor(() =>
      expect(calls.find((call) => call.name === 'users/cancelBooking')?.body).toEqual({ reference: 'RH-MIX' }),
    );
  });
});
