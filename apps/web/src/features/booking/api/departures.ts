import type { TCallRequest } from '@rihla/shared/api-calls';
import type { TDayDepartures } from '@rihla/shared/schemas/booking';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { callKey } from '../../../lib/query-keys';

export type TDeparturesBody = TCallRequest<'users/departures'>;

/** The departures of each date of a range, with their seats left and state (issue 15). */
export function fetchDepartures(body: TDeparturesBody): Promise<TDayDepartures[]> {
  return apiData('users/departures', body);
}

export const departuresQuery = (body: TDeparturesBody) =>
  queryOptions({
    queryKey: callKey('users/departures', body),
    queryFn: () => fetchDepartures(body),
    staleTime: 60_000,
  });

/** One date's departures (the ticket page caps its counts with the chosen one's seats). */
export function useDateDepartures(module: string, planId: string, date: string | null) {
  return useQuery({
    ...departuresQuery({ module, planId, from: date ?? '', days: 1 } as TDeparturesBody),
    enabled: Boolean(date && module && planId),
    select: (days) => days.find((day) => day.date === date),
  });
}

/** The departures of many ranges at once, as one map by date; ranges still loading are simply missing. */
export function useRangesDepartures(
  module: string,
  planId: string,
  ranges: { from: string; days: number }[],
): Map<string, TDayDepartures> {
  return useQueries({
    queries: ranges.map((range) => departuresQuery({ module, planId, ...range } as TDeparturesBody)),
    combine: (results) => {
      const byDate = new Map<string, TDayDepartures>();
      for (const result of results) for (const day of result.data ?? []) byDate.set(day.date, day);
      return byDate;
    },
  });
}
