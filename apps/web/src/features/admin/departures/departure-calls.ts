import type { TRefundPartDestination } from '@rihla/shared/messages/refunds';
import type { TDepartureKey } from '@rihla/shared/schemas/operator-manifests';
import { useQuery } from '@tanstack/react-query';
import { t } from '../../../lib/i18n';
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

/** Where a part of the refunds goes, as the preview's and the result's lines name it. */
export function destinationText(to: TRefundPartDestination): string {
  switch (to) {
    case 'points':
      return t('Back to points');
    case 'giftCard':
      return t('Back to gift cards');
    case 'wallet':
      return t('To wallets');
    case 'card':
      return t('Back to cards (10 to 15 working days)');
    case 'cash':
      return t('In cash, to hand back at the desk');
    case 'voided':
      return t('Not refunded: a voided gift card');
  }
}
