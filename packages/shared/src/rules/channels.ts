/**
 * How an order was sold (issue 39): on the shop's own pages, by the desk (a phone or walk-in booking), or by a
 * partner through its API (OCTO), its booking widget or an agent signed in on account. Pure, importing nothing: the
 * bookings desk, the exports and the dashboard name the channel the same way.
 */
export const PARTNER_CHANNELS = ['api', 'widget', 'agency'] as const;
export type TPartnerChannel = (typeof PARTNER_CHANNELS)[number];
export const ORDER_CHANNELS = ['online', 'desk', ...PARTNER_CHANNELS] as const;
export type TOrderChannel = (typeof ORDER_CHANNELS)[number];

/** The payment provider of a booking a partner pays for by statement (an OCTO booking, an agent's booking). */
export const ON_ACCOUNT_PROVIDER = 'partner';

/**
 * A partner order's channel: as stored (migration 059), or, for an order made before the channel was stored, an
 * OCTO booking (paid on account) or else the widget (the only partner channels there were).
 */
export function partnerChannelOf(stored: string | null | undefined, provider: string): TPartnerChannel {
  if (stored && (PARTNER_CHANNELS as readonly string[]).includes(stored)) return stored as TPartnerChannel;
  return provider === ON_ACCOUNT_PROVIDER ? 'api' : 'widget';
}

/** An order's channel: a partner's when a partner sold it, the desk's when an operator booked it, else online. */
export function orderChannelOf(order: {
  partnerId: string | null;
  partnerChannel: string | null;
  provider: string;
  isDeskBooking: boolean;
}): TOrderChannel {
  if (order.partnerId) return partnerChannelOf(order.partnerChannel, order.provider);
  return order.isDeskBooking ? 'desk' : 'online';
}
