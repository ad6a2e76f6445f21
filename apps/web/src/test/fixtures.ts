import { cancellationText, DEFAULT_CANCELLATION_TIERS } from '@rihla/shared/rules/departures';
import type { TCompletedOrder, TViewCartData, TViewCheckoutData } from '@rihla/shared/schemas/booking';
import type { TBookingTermsAnswer } from '@rihla/shared/schemas/booking-terms';
import type { TProductDetail } from '@rihla/shared/schemas/catalogue';
import type { TCatalogueItem } from '@rihla/shared/schemas/common';
import type { TViewWalletData } from '@rihla/shared/schemas/ledger';
import type { TDepartureKey, TManifestDeparture } from '@rihla/shared/schemas/operator-manifests';
import type { TOperatorRow } from '@rihla/shared/schemas/operators';
import { defaultShopSettings } from '@rihla/shared/schemas/shop';
import type { TShop } from '../lib/shop';

/** A catalogue card (search results, lists, favourites); by default a holiday package. */
export function catalogueItem(overrides: Partial<TCatalogueItem> = {}): TCatalogueItem {
  return {
    module: 'holidays',
    planId: 'dubai-city-escape',
    title: 'Dubai City Escape',
    pictures: ['/media/demo/skyline-1.webp'],
    price: 1450,
    user_rating: 4.7,
    visitor_count: 1320,
    tour_type: 'Individual',
    categories: 'Holiday',
    pricing: 'perPerson',
    group_unit: 'Group',
    ...overrides,
  };
}

/** The default cancellation terms (full refund until 24 hours before), as lines and details carry them. */
export const DEFAULT_CANCELLATION = {
  refundable: true,
  tiers: DEFAULT_CANCELLATION_TIERS,
  text: cancellationText({ refundable: true, tiers: DEFAULT_CANCELLATION_TIERS }),
};

/** The booking terms of a product: by default adults only at `price`, one to 45 people, ten tickets an order. */
export function bookingTerms(price: number, overrides: Partial<TBookingTermsAnswer> = {}): TBookingTermsAnswer {
  return {
    pricing: 'perPerson',
    groupUnit: 'Group',
    ticketTypes: [
      {
        kind: 'adult',
        label: 'Adult',
        price,
        minAge: null,
        maxAge: null,
        takesSeat: true,
        requiresAdult: false,
        maxPerAdult: null,
      },
    ],
    minPeople: 1,
    maxPeople: 45,
    maxTicketsPerOrder: 10,
    cutoffMinutes: 60,
    cancellation: DEFAULT_CANCELLATION,
    whereToBe: null,
    scheduleText: 'Daily at 7:00 AM',
    ...overrides,
  };
}

/** Adults at `adultPrice`, children 3-11 at `childPrice` (a seat, with an adult) and lap infants 0-2 (free, one per adult). */
export function familyTicketTypes(adultPrice: number, childPrice: number): TBookingTermsAnswer['ticketTypes'] {
  return [
    ...bookingTerms(adultPrice).ticketTypes,
    {
      kind: 'child',
      label: 'Child (3-11 years)',
      price: childPrice,
      minAge: 3,
      maxAge: 11,
      takesSeat: true,
      requiresAdult: true,
      maxPerAdult: null,
    },
    {
      kind: 'infant',
      label: 'Infant (0-2 years)',
      price: 0,
      minAge: 0,
      maxAge: 2,
      takesSeat: false,
      requiresAdult: true,
      maxPerAdult: 1,
    },
  ];
}

/** A full product detail; by default the Dibba dhow cruise, with every section filled in. */
export function productDetail(overrides: Partial<TProductDetail> = {}): TProductDetail {
  const price = overrides.price ?? 185;
  return {
    module: 'picnic',
    planId: 'dibba-dhow',
    categories: 'Picnic musandum',
    title: 'Dibba Dhow Cruise',
    pictures: ['/a.webp', '/b.webp', '/c.webp', '/d.webp', '/e.webp', '/f.webp', '/g.webp'],
    picture_alts: ['', '', '', '', '', '', ''],
    isWishlisted: 0,
    user_rating: 4.7,
    visitor_count: 4120,
    availability: 'Daily',
    duration: 12,
    min_ppl: 2,
    max_ppl: 45,
    tour_type: 'Group',
    location: 'Dibba, Musandam',
    summary: '<p>Sail the fjords.</p>',
    price_inlcude: '<ul><li>Lunch on board</li></ul>',
    price_exclude: '<ul><li>Visa fee</li></ul>',
    tour_activity: '<ul><li>Snorkelling</li></ul>',
    requirement: '<ul><li>Passport</li></ul>',
    map_location: '',
    price: 185,
    start: '07:00',
    end: '19:00',
    return_location: 'Dubai hotels',
    return_time: '19:30',
    nights: 0,
    days: 1,
    sharing_basics: 1,
    inclusions: '<ul><li>Tour leader</li></ul>',
    exclusions: '<ul><li>Diving</li></ul>',
    terms: '<p>Bring your passport.</p>',
    disclaimer: '<p>Border waits vary.</p>',
    itenary: '<h4>Day 1: Arrival</h4><p>Check in.</p><h4>Day 2: Departure</h4><p>Fly home.</p>',
    next_step: '<p>Send passport copies.</p>',
    cancellation_policy: '<p>Free cancellation up to 24 hours before.</p>',
    max_tickets_per_order: 10,
    booking: bookingTerms(price),
    ...overrides,
  };
}

/** The evening desert safari: a group tour from 3:00 PM to 9:30 PM at AED 165, booked from its ticket page. */
export const EVENING_SAFARI = productDetail({
  module: 'inBound',
  planId: 'evening-desert-safari',
  categories: 'Inbound',
  title: 'Evening Desert Safari',
  pictures: ['/media/demo/desert-1.webp'],
  user_rating: 4.6,
  visitor_count: 4870,
  tour_type: 'Group',
  price: 165,
  start: '15:00',
  end: '21:30',
  booking: bookingTerms(165, { scheduleText: 'Daily at 3:00 PM' }),
});

type TCartItem = TViewCartData['items'][number];

/**
 * A cart line (and, without tour_type and lineId, an order line); by default two adults on the Dibba dhow cruise.
 * Its ticket rows follow adultCount and price unless given.
 */
export function cartItem(overrides: Partial<TCartItem> = {}): TCartItem {
  const adultCount = overrides.adultCount ?? 2;
  const price = overrides.price ?? 185;
  return {
    module: 'picnic',
    planId: 'dhow',
    title: 'Dibba Dhow Cruise',
    date: '2026-11-28',
    time: '08:00 AM - 05:00 PM',
    adultCount: 2,
    price: 185,
    totalAmount: 370,
    pictures: ['/media/dhow.webp'],
    tour_type: 'Group',
    departure: { start: '08:00', end: '17:00' },
    pricing: 'perPerson',
    tickets: [
      {
        kind: 'adult',
        label: 'Adult',
        count: adultCount,
        price,
        totalAmount: overrides.totalAmount ?? adultCount * price,
      },
    ],
    childCount: 0,
    infantCount: 0,
    cancellation: DEFAULT_CANCELLATION,
    whereToBe: null,
    lineId: 'line-1',
    booking: bookingTerms(price, { maxPeople: 10, maxTicketsPerOrder: 10 }),
    ...overrides,
  };
}

/** A cart of these lines that adds up to `total`, with no promo code. */
export function cart(items: TCartItem[], total: number): TViewCartData {
  return { items, totalCartAmount: total, amount_paid: total, discount: 0, coupon_code: null };
}

/** A checkout as users/viewCheckout answers it; by default an open one of one line, payable, held 15 minutes. */
export function checkoutView(overrides: Partial<TViewCheckoutData> = {}): TViewCheckoutData {
  const { tour_type: _tourType, lineId: _lineId, booking: _booking, ...line } = cartItem({ totalAmount: 515 });
  return {
    _id: 'co-1',
    state: 'open',
    lineIds: null,
    items: [line],
    actual_amount: 515,
    discount: 0,
    to_be_paid: 515,
    coupon_code: null,
    expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
    holdMinutes: 15,
    payRefusal: null,
    paymentFailure: null,
    order: null,
    points_used: 0,
    points_amount: 0,
    gift_card_code: null,
    gift_card_amount: 0,
    wallet_amount: 0,
    vat: 24.52,
    passengerLines: [],
    ...overrides,
  };
}

/** A completed order; by default a confirmed one with a voucher and no lines. */
export function completedOrder(overrides: Partial<TCompletedOrder> = {}): TCompletedOrder {
  return {
    paymentId: 'sbx_1',
    reference: 'RH-ABC123',
    cartData: [],
    createdAt: '2026-11-21T10:00:00.000Z',
    amount_paid: 463.5,
    discount: 51.5,
    status: 'confirmed',
    pdfUrl: '/api/vouchers/1.pdf',
    refundable: true,
    cancellableUntil: null,
    refundNow: null,
    refunded_amount: 0,
    vat: 22.07,
    paid_with: { card: 463.5, gift_card: 0, wallet: 0, points: 0, points_used: 0 },
    refunded_to: { card: 0, gift_card: 0, wallet: 0, points: 0, points_used: 0 },
    payment_method: 'card',
    refund_parts: [],
    tickets_cancelled: null,
    ...overrides,
  };
}

/** users/viewWallet: AED 25.00 in the wallet and 925 points (AED 7.40), not blocked, no entries, no friends yet. */
export function walletView(overrides: Partial<TViewWalletData> = {}): TViewWalletData {
  return {
    walletFils: 2500,
    points: 925,
    pendingPoints: 0,
    pointsValueFils: 740,
    isBlocked: false,
    entries: [],
    inviteCode: 'FRIEND42',
    invitedCount: 0,
    invitedBookedCount: 0,
    ...overrides,
  };
}

/** A row of the staff desk: by default Amal, an active agent with a second factor and no refund limit. */
export function operatorRow(overrides: Partial<TOperatorRow> = {}): TOperatorRow {
  return {
    id: 'op-1',
    email: 'amal@ops.example',
    name: 'Amal',
    role: 'agent',
    status: 'active',
    hasTwoFactor: true,
    isCodeLocked: false,
    refundLimit: null,
    lastSignInAt: null,
    createdAt: '2026-11-25T08:00:00.000Z',
    ...overrides,
  };
}

/** A departure of the check-in desk at `key`: 20 seats, one booking of two, none checked in, no guide. */
export function manifestDeparture(key: TDepartureKey): TManifestDeparture {
  return {
    ...key,
    module: 'picnic',
    title: `Trip ${key.productId}`,
    end: '17:00',
    capacity: 20,
    isClosed: false,
    bookedSeats: 2,
    bookings: 1,
    checkedIn: 0,
    tickets: 2,
    checkedInTickets: 0,
    guides: [],
  };
}

/** The shop every page of a test carries, as the server writes it (the demo's shop, as the journeys see it). */
export function testShop(overrides: Partial<TShop> = {}): TShop {
  const {
    phoneHoldMinutes: _desksOwn,
    passengerRetentionDays: _ownersOwn,
    ...shop
  } = defaultShopSettings({
    name: 'Rihla',
    legalName: 'Rihla Tourism LLC',
    address: 'Office 12, Corniche Road, Dibba Al-Fujairah, Fujairah, United Arab Emirates',
    supportPhone: '+971 4 000 0000',
    supportEmail: 'support@rihla.ae',
  });
  return { ...shop, ...overrides };
}

/** Writes the shop into the page as the server does (apps/api/src/plugins/shop-page.ts); null: a page without it. */
export function putShopInPage(shop: TShop | null): void {
  document.getElementById('shop-data')?.remove();
  if (!shop) return;
  const script = document.createElement('script');
  script.id = 'shop-data';
  script.type = 'application/json';
  script.textContent = JSON.stringify(shop).replace(/</g, '\\u003c');
  document.head.append(script);
}
