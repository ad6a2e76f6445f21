import type { TQuotePhoneBookingRequest } from '@rihla/shared/schemas/operator-phone-bookings';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callKey } from '../../../lib/query-keys';
import { operatorData } from '../api/operator-client';

/** Published products whose title starts with the words typed, for the booking form's product choice. */
export function useBookableProducts(search: string) {
  const filter = { search, published: true, pageSize: 25 } as const;
  return useQuery({
    queryKey: callKey('operator/listProducts', filter),
    queryFn: () => operatorData('operator/listProducts', filter),
  });
}

/** A product's departures on a date with their seats left, as the storefront shows them. */
export function usePhoneDepartures(productId: string, date: string) {
  return useQuery({
    queryKey: callKey('operator/phoneDepartures', { productId, date }),
    queryFn: () => operatorData('operator/phoneDepartures', { productId, date }),
    enabled: productId !== '' && date !== '',
  });
}

/**
 * The price of the trip as chosen so far, from the server (decision 075): asked once product, date, departure
 * and at least one ticket are chosen; holds nothing. The last price stays on screen while the next is asked.
 */
export function usePhoneQuote(request: TQuotePhoneBookingRequest | null) {
  return useQuery({
    queryKey: callKey('operator/quotePhoneBooking', request),
    queryFn: () => operatorData('operator/quotePhoneBooking', request as TQuotePhoneBookingRequest),
    enabled: request !== null,
    retry: false,
    placeholderData: keepPreviousData,
  });
}

/** How often the agent's page asks whether the customer has paid the link. */
const PAYMENT_POLL_MS = 3_000;

/** A phone booking, asked again every few seconds until it is no longer awaiting payment. */
export function usePhoneBooking(checkoutId: string) {
  return useQuery({
    queryKey: callKey('operator/getPhoneBooking', checkoutId),
    queryFn: () => operatorData('operator/getPhoneBooking', { checkoutId }),
    refetchInterval: (query) => (query.state.data?.state === 'awaitingPayment' ? PAYMENT_POLL_MS : false),
  });
}
