import type { TAffectedBookingsRequest } from '@rihla/shared/schemas/operator-timetables';
import { useQuery } from '@tanstack/react-query';
import { callKey } from '../../../lib/query-keys';
import { operatorData } from '../api/operator-client';

export function useTimetable(productId: string) {
  return useQuery({
    queryKey: callKey('operator/getTimetable', { productId }),
    queryFn: () => operatorData('operator/getTimetable', { productId }),
    retry: false,
  });
}

export function useProductCalendar(productId: string, month: string) {
  return useQuery({
    queryKey: callKey('operator/productCalendar', { productId, month }),
    queryFn: () => operatorData('operator/productCalendar', { productId, month }),
    placeholderData: (previous) => (previous?.productId === productId ? previous : undefined),
  });
}

export function useAffectedBookings(request: TAffectedBookingsRequest, isEnabled: boolean) {
  return useQuery({
    queryKey: callKey('operator/affectedBookings', request),
    queryFn: () => operatorData('operator/affectedBookings', request),
    enabled: isEnabled,
  });
}

/** What a timetable's write changes: the timetable, the calendar and the bookings a change would touch. */
export const TIMETABLE_CALLS = [
  'operator/getTimetable',
  'operator/productCalendar',
  'operator/affectedBookings',
] as const;
