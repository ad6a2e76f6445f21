// An order as the bookings desk reads it, for the component tests of the order page and its dialogs.
import type { TDeskOrder } from '@rihla/shared/schemas/operator-bookings';

/** A confirmed order of two adults at AED 475.00, paid by card, nothing refunded yet. */
export function deskOrder(overrides: Partial<TDeskOrder> = {}): TDeskOrder {
  return {
    id: 'o-1',
    reference: 'RH-950',
    status: 'confirmed',
    createdAt: '2026-11-20T08:00:00.000Z',
    customer: { id: 'u-1', name: 'Layla Haddad', email: 'layla@example.com', phone: '+971501112233' },
    lines: [
      {
        productId: 'p-1',
        title: 'Picnic',
        date: '2026-12-01',
        start: '09:00',
        time: '9:00 AM',
        tickets: { adult: 2 },
        cancelledTickets: {},
        totalFils: 95_000,
      },
    ],
    subtotalFils: 95_000,
    discountFils: 0,
    amountPaidFils: 95_000,
    balancesFils: { pointsUsed: 0, points: 0, giftCard: 0, wallet: 0 },
    refundedFils: 0,
    giftCardForfeitedFils: 0,
    refundableFils: 95_000,
    partner: null,
    paidValueFils: 95_000,
    refundedValueFils: 0,
    ticketsCancelled: null,
    promoCode: null,
    payment: { provider: 'sandbox', transactionId: 'sbx_1', status: 'paid', cardLast4: '4242' },
    overrideReason: null,
    voucherUrl: null,
    events: [],
    ...overrides,
  };
}
