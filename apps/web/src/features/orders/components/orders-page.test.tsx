import { MESSAGES } from '@rihla/shared/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartItem, completedOrder } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { fail, ok, stubApi } from '../../../test/stub-api';
import { OrdersPage } from './orders-page';

const order = (reference: string, pdfUrl: string | null) =>
  completedOrder({
    paymentId: `sbx_${reference}`,
    reference,
    cartData: [cartItem({ adultCount: 3, totalAmount: 555 })],
    amount_paid: 499.5,
    discount: 55.5,
    vat: 23.79,
    status: pdfUrl ? 'confirmed' : 'cancelled',
    pdfUrl,
  });

function stubOrders(answer: unknown) {
  stubApi({ 'users/viewCompletedOrder': answer });
}

function renderOrders() {
  return renderWithApp(<OrdersPage />, { path: '/orderDetails', stubs: { '/': 'Home page', '*': 'Elsewhere' } }).router;
}

afterEach(() => vi.unstubAllGlobals());

describe('Orders page', () => {
  it('shows each order with its payment id, items, created date, total paid and voucher link', async () => {
    stubOrders(ok([order('RH-1', '/api/vouchers/RH-1.pdf'), order('RH-2', null)]));
    renderOrders();
    expect(screen.getByRole('heading', { name: 'Your Orders' })).toBeTruthy();
    const first = await screen.findByRole('article', { name: 'Booking RH-1' });
    expect(within(first).getByText('sbx_RH-1')).toBeTruthy();
    expect(within(first).getByText('Dibba Dhow Cruise')).toBeTruthy();
    expect(within(first).getByText('3 adults')).toBeTruthy();
    expect(within(first).getByText('Sat, 28 Nov 2026')).toBeTruthy();
    expect(within(first).getByText('08:00 AM - 05:00 PM')).toBeTruthy();
    expect(within(first).getByText('Placed on 21 Nov 2026')).toBeTruthy();
    expect(within(first).getByText('AED 499.50')).toBeTruthy();
    expect(within(first).getByText('VAT (5%) included')).toBeTruthy();
    expect(within(first).getByText('AED 23.79')).toBeTruthy();
    const voucher = within(first).getByRole('link', { name: 'Download voucher' });
    expect(voucher.getAttribute('href')).toBe('/api/vouchers/RH-1.pdf');
    expect(voucher.hasAttribute('download')).toBe(true);
  });

  it('shows the booking reference to read out on the phone beside a long payment id that may wrap', async () => {
    const paymentId = `sbx_${'7f3a9c2e'.repeat(12)}`;
    stubOrders(ok([completedOrder({ reference: 'RH-7K3M9QX2', paymentId })]));
    renderOrders();
    const card = await screen.findByRole('article', { name: 'Booking RH-7K3M9QX2' });
    const reference = within(card).getByText('Booking reference', { selector: 'dt' });
    expect(reference.nextElementSibling?.textContent).toBe('RH-7K3M9QX2');
    const payment = within(card).getByText(paymentId);
    // A word of 100 characters has no place to break: the id breaks anywhere rather than widen the page.
    expect(payment.className).toContain('break-all');
    expect(payment.className).toContain('min-w-0');
  });

  it('says what our team changed of a booking that stands: tickets cancelled and the part refunded', async () => {
    stubOrders(
      ok([
        completedOrder({
          reference: 'RH-3',
          amount_paid: 700,
          paid_with: { card: 700, gift_card: 0, wallet: 0, points: 0, points_used: 0 },
          refunded_to: { card: 100, gift_card: 0, wallet: 0, points: 0, points_used: 0 },
          refunded_amount: 100,
          refund_parts: [{ to: 'card', amount: 100, points: 0 }],
          tickets_cancelled: { cancelled: 1, of: 3 },
        }),
      ]),
    );
    renderOrders();
    const card = await screen.findByRole('article', { name: 'Booking RH-3' });
    expect(within(card).getByText('Confirmed')).toBeTruthy();
    expect(within(card).getByText('1 of 3 tickets cancelled')).toBeTruthy();
    expect(within(card).getByText('AED 100.00 of AED 700.00 refunded')).toBeTruthy();
    expect(
      within(card).getByText('AED 100.00 back to your card: it takes 10 to 15 working days to reach you.'),
    ).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Download voucher' })).toBeTruthy();
  });

  it('says no voucher is available when an order has none', async () => {
    stubOrders(ok([order('RH-2', null)]));
    renderOrders();
    const card = await screen.findByRole('article', { name: 'Booking RH-2' });
    expect(within(card).getByText(MESSAGES.noVoucher)).toBeTruthy();
    expect(within(card).queryByRole('link', { name: 'Download voucher' })).toBeNull();
  });

  it('explains that there are no orders yet when the history is empty', async () => {
    stubOrders(ok([]));
    renderOrders();
    expect(await screen.findByText(MESSAGES.noOrders)).toBeTruthy();
  });

  it('goes home with the server message when the orders cannot be loaded', async () => {
    stubOrders(fail('Please log in to continue'));
    const router = renderOrders();
    expect(await screen.findByText('Please log in to continue')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  describe('cancellation', () => {
    const inFuture = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const inPast = new Date(Date.now() - 3_600_000).toISOString();
    const cancellable = completedOrder({
      reference: 'RH-CAN',
      cancellableUntil: inFuture,
      amount_paid: 370,
      refundNow: { percent: 100, amount: 370 },
    });

    it('cancels a cancellable booking after asking, then shows the refund', async () => {
      const calls = stubApi({
        'users/viewCompletedOrder': [
          ok([cancellable]),
          ok([
            {
              ...cancellable,
              status: 'refunded',
              pdfUrl: null,
              cancellableUntil: null,
              refundNow: null,
              refunded_amount: 370,
            },
          ]),
        ],
        'users/cancelBooking': ok({ ...cancellable, status: 'refunded' }, 'Your booking is cancelled'),
        'users/viewNotification': ok([]),
      });
      renderOrders();
      const card = await screen.findByRole('article', { name: 'Booking RH-CAN' });
      expect(within(card).getByText(/^Cancellable until /)).toBeTruthy();
      const cancel = within(card).getByRole('button', { name: 'Cancel booking' });
      expect(cancel.getAttribute('aria-describedby')).toBeTruthy();
      expect(document.getElementById(cancel.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
        'Cancel now: 100% refund: AED 370.00',
      );
      await userEvent.click(cancel);
      const dialog = await screen.findByRole('dialog', { name: 'Cancel booking RH-CAN?' });
      expect(
        within(dialog).getByText('Your seats are given back and AED 370.00 is refunded (100% of the price).'),
      ).toBeTruthy();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel and refund' }));
      expect(await screen.findByText('Your booking is cancelled')).toBeTruthy();
      // The card's part goes back to the card unless the shopper chooses the wallet.
      expect(calls.find((call) => call.name === 'users/cancelBooking')?.body).toEqual({
        reference: 'RH-CAN',
        refund_to: 'card',
      });
      const refunded = await screen.findByText('Cancelled. AED 370.00 was refunded to your card.');
      expect(within(card).getByText('Refunded')).toBeTruthy();
      expect(refunded).toBeTruthy();
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it("keeps the booking and shows the server's reason when the cancel is refused", async () => {
      stubApi({
        'users/viewCompletedOrder': ok([cancellable]),
        'users/cancelBooking': fail('A booking can be cancelled only up to 24 hours before the activity starts'),
        'users/viewNotification': ok([]),
      });
      renderOrders();
      const card = await screen.findByRole('article', { name: 'Booking RH-CAN' });
      await userEvent.click(within(card).getByRole('button', { name: 'Cancel booking' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Yes, cancel and refund' }));
      expect(
        await screen.findByText('A booking can be cancelled only up to 24 hours before the activity starts'),
      ).toBeTruthy();
      expect(within(card).getByText('Confirmed')).toBeTruthy();
    });

    it('explains why a booking cannot be cancelled: non-refundable, or too close to the activity', async () => {
      stubOrders(
        ok([
          completedOrder({ reference: 'RH-FINAL', refundable: false, cancellableUntil: null }),
          completedOrder({
            paymentId: 'sbx_2',
            reference: 'RH-LATE',
            cancellableUntil: inPast,
            refundNow: { percent: 50, amount: 50 },
          }),
        ]),
      );
      renderOrders();
      const final = await screen.findByRole('article', { name: 'Booking RH-FINAL' });
      expect(within(final).getByText('Non-refundable: this booking cannot be cancelled.')).toBeTruthy();
      expect(within(final).queryByRole('button', { name: 'Cancel booking' })).toBeNull();
      const late = screen.getByRole('article', { name: 'Booking RH-LATE' });
      expect(within(late).getByText('This booking can no longer be cancelled.')).toBeTruthy();
      expect(within(late).queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    });

    it('shows each state of an order: confirmed, cancelled, refunded and failed', async () => {
      stubOrders(
        ok([
          completedOrder({ paymentId: 'a', reference: 'RH-A', status: 'confirmed' }),
          completedOrder({ paymentId: 'b', reference: 'RH-B', status: 'cancelled', pdfUrl: null }),
          completedOrder({ paymentId: 'c', reference: 'RH-C', status: 'refunded', pdfUrl: null }),
          completedOrder({ paymentId: 'd', reference: 'RH-D', status: 'failed', pdfUrl: null }),
        ]),
      );
      renderOrders();
      const labels = { 'RH-A': 'Confirmed', 'RH-B': 'Cancelled', 'RH-C': 'Refunded', 'RH-D': 'Failed' };
      for (const [reference, label] of Object.entries(labels)) {
        const card = await screen.findByRole('article', { name: `Booking ${reference}` });
        expect(within(card).getByText(label)).toBeTruthy();
      }
    });

    it('says what cancelling now refunds under a partial tier, and shows a partial refund once cancelled', async () => {
      const half = completedOrder({
        reference: 'RH-HALF',
        cancellableUntil: inFuture,
        amount_paid: 300,
        discount: 0,
        refundNow: { percent: 50, amount: 150 },
      });
      stubApi({
        'users/viewCompletedOrder': [
          ok([half]),
          ok([
            {
              ...half,
              status: 'cancelled',
              pdfUrl: null,
              cancellableUntil: null,
              refundNow: null,
              refunded_amount: 150,
            },
          ]),
        ],
        'users/cancelBooking': ok({ ...half, status: 'cancelled' }, 'Your booking is cancelled'),
        'users/viewNotification': ok([]),
      });
      renderOrders();
      const card = await screen.findByRole('article', { name: 'Booking RH-HALF' });
      expect(within(card).getByText('Cancel now: 50% refund: AED 150.00')).toBeTruthy();
      await userEvent.click(within(card).getByRole('button', { name: 'Cancel booking' }));
      const dialog = await screen.findByRole('dialog', { name: 'Cancel booking RH-HALF?' });
      expect(
        within(dialog).getByText('Your seats are given back and AED 150.00 is refunded (50% of the price).'),
      ).toBeTruthy();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel and refund' }));
      expect(await screen.findByText('Cancelled. AED 150.00 of AED 300.00 was refunded to your card.')).toBeTruthy();
    });
  });

  it("shows each line's departure, people per ticket type, where to be and cancellation terms", async () => {
    const line = cartItem({
      time: '7:00 AM - 5:00 PM',
      departure: { start: '07:00', end: '17:00' },
      adultCount: 2,
      childCount: 1,
      infantCount: 1,
      tickets: [
        { kind: 'adult', label: 'Adult', count: 2, price: 185, totalAmount: 370 },
        { kind: 'child', label: 'Child (3-11 years)', count: 1, price: 95, totalAmount: 95 },
        { kind: 'infant', label: 'Infant (0-2 years)', count: 1, price: 0, totalAmount: 0 },
      ],
      totalAmount: 465,
      whereToBe: 'Hotel pick-up (Dubai hotels) between 4:30 AM and 5:00 AM',
      cancellation: {
        refundable: true,
        tiers: [{ hoursBefore: 48, refundPercent: 100 }],
        text: 'Full refund if cancelled at least 48 hours before; no cancellation later than 48 hours before the departure.',
      },
    });
    stubOrders(ok([completedOrder({ reference: 'RH-FAM', cartData: [line] })]));
    renderOrders();
    const card = await screen.findByRole('article', { name: 'Booking RH-FAM' });
    expect(within(card).getByText('7:00 AM - 5:00 PM')).toBeTruthy();
    expect(within(card).getByText('2 adults')).toBeTruthy();
    expect(within(card).getByText('1 child')).toBeTruthy();
    expect(within(card).getByText('1 infant')).toBeTruthy();
    expect(within(card).getByText('Hotel pick-up (Dubai hotels) between 4:30 AM and 5:00 AM')).toBeTruthy();
    expect(within(card).getByText(/^Full refund if cancelled at least 48 hours before/)).toBeTruthy();
  });

  it('says how many guests’ details an order whose trips ask them has, with the link to give them (decision 094)', async () => {
    const form = {
      details: [{ detail: 'fullName' as const, required: true, askedOf: 'passenger' as const, help: '' }],
      questions: [],
      deadlineHours: 48,
      passportValidityMonths: 0,
    };
    const given = {
      details: { fullName: 'Layla Haddad' },
      answers: {},
      missing: [],
      updatedAt: '2026-11-28T10:00:00Z',
    };
    stubApi({
      'users/viewCompletedOrder': ok([order('RH-1', '/api/vouchers/RH-1.pdf')]),
      'users/viewPassengers': ok({
        reference: 'RH-1',
        isRevealed: true,
        lines: [
          {
            line: 0,
            productId: 'p-1',
            title: 'Dibba Dhow Cruise',
            date: '2026-12-06',
            start: '09:00',
            passengerCount: 3,
            form,
            deadline: '2026-12-04T05:00:00.000Z',
            isOpen: true,
            booking: null,
            passengers: [given, given, null],
            isComplete: false,
          },
        ],
      }),
    });
    renderOrders();
    const card = await screen.findByRole('article', { name: 'Booking RH-1' });
    expect((await within(card).findByTestId('order-details-count')).textContent).toBe('Details: 2 of 3 given');
    expect(within(card).getByText('Give these by Fri, 4 Dec 2026, 09:00')).toBeTruthy();
    // Its name starts with the words it shows, then whose (axe's label-content-name-mismatch).
    const link = within(card).getByRole('link', { name: 'Give the details for booking RH-1' });
    expect(link.getAttribute('href')).toBe('/travellers/RH-1');
  });
});
