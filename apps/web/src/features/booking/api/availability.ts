import type { TCallRequest } from '@rihla/shared/api-calls';
import type { TSlotAvailability } from '@rihla/shared/schemas/booking';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { callKey } from '../../../lib/query-keys';

export type TAvailabilityBody = TCallRequest<'users/availability'>;

/** Seats left and bookability for each date of a range. */
export function fetchAvailability(body: TAvailabilityBody): Promise<TSlotAvailability[]> {
  return apiData('users/availability', body);
}

export const availabilityQuery = (body: TAvailabilityBody) =>
  queryOptions({
    queryKey: callKey('users/availability', body),
    queryFn: () => fetchAvailability(body),
    staleTime: 60_000,
  });

/** One date's availability (the ticket page caps its quantity with it). */
export function useDateAvailability(module: string, planId: string, date: string | null) {
  return useQuery({
    ...availabilityQuery({ module, planId, from: date ?? '', days: 1 } as TAvailabilityBody),
    enabled: Boolean(date && module && planId),
    select: (slots) => slots.find((slot) => slot.date === date),
  });
}

/** Availability of many ranges at once, as one map by date; ranges still loading are simply missing. */
export function useRangesAvailability(
  module: string,
  planId: string,
  ranges: { from: string; days: number }[],
): Map<string, TSlotAvailability> {
  return useQueries({
    queries: ranges.map((range) => availabilityQuery({ module, planId, ...range } as TAvailabilityBody)),
    combine: (results) => {
      const byDate = new Map<string, TSlotAvailability>();
      for (const result of results) for (const slot of result.data ?? []) byDate.set(slot.date, slot);
      return byDate;
    },
  });
}
