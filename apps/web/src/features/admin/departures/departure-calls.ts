import type { TDepartureKey } from '@rihla/shared/schemas/operator-manifests';
import { useQuery } from '@tanstack/react-query';
import { callKey } from '../../../lib/query-keys';
import { operatorData } from '../api/operator-client';

/** What cancelling the departure would do (operator/quoteDepartureCancellation), asked while the dialog is open. */
export function useDepartureCancellationQuote(departure: TDepartureKey) {
  return useQuery({
    queryKey: callKey('operator/quoteDepartureCancellation', departure),
    queryFn: () => operatorData('operator/quoteDepartureCancellation', departure),
    retry: false,
  });
}

/**
 * What a departure's cancellation or message changes: the departure's state, its manifest and bookings, the orders
 * (each one's timeline), and the preview itself.
 */
export const DEPARTURE_CALLS = [
  'operator/quoteDepartureCancellation',
  'operator/getManifest',
  'operator/listDepartures',
  'operator/productCalendar',
  'operator/affectedBookings',
  'operator/getOrder',
  'operator/searchOrders',
] as const;
