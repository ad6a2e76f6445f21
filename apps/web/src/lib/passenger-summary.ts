import type { TBookingPassengersData } from '@rihla/shared/schemas/passengers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from './api-client';
import { formatDubaiDay, formatDubaiTime } from './format';
import { callKey } from './query-keys';

// How far an order's passengers' details have come (issue 36, decision 094), in the words of the success page and
// Your Orders; the travellers page reads the same users/viewPassengers answer under the same query key.

export interface TPassengerSummary {
  /** Passengers whose required details are all given. */
  given: number;
  /** Every passenger of every trip of the order that asks anything. */
  asked: number;
  /** The earliest deadline of the lines that ask anything (ISO UTC). */
  deadline: string | null;
  /** Whether any line can still be given details. */
  isOpen: boolean;
}

/** What an order asks and how much of it is given; null when none of its products asks anything. */
export function passengerSummary(data: TBookingPassengersData): TPassengerSummary | null {
  const lines = data.lines.filter((line) => line.form !== null);
  if (lines.length === 0) return null;
  let given = 0;
  let asked = 0;
  for (const line of lines) {
    asked += line.passengerCount;
    given += line.passengers.filter((entry) => entry !== null && entry.missing.length === 0).length;
  }
  const deadlines = lines.flatMap((line) => (line.deadline ? [line.deadline] : [])).sort();
  return { given, asked, deadline: deadlines[0] ?? null, isOpen: lines.some((line) => line.isOpen) };
}

/** A deadline as the shopper reads it, in Dubai's time: 'Fri, 4 Dec 2026, 09:00'. */
export function formatDeadline(iso: string): string {
  if (Number.isNaN(Date.parse(iso))) return iso;
  const day = formatDubaiDay(iso, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
  return `${day}, ${formatDubaiTime(iso, true)}`;
}

/** The travellers page of an order. */
export function travellersPath(reference: string): string {
  return `/travellers/${encodeURIComponent(reference)}`;
}

export const passengersSummaryQuery = (reference: string) =>
  queryOptions({
    queryKey: callKey('users/viewPassengers', reference),
    queryFn: () => apiData('users/viewPassengers', { reference }),
    select: passengerSummary,
  });

/**
 * An order's summary, or null when it asks nothing. A failure says nothing where this is used (the success page, an
 * order card): the booking stands either way and the travellers page says why.
 */
export function usePassengersSummary(reference: string | undefined, enabled = true) {
  return useQuery({
    ...passengersSummaryQuery(reference ?? ''),
    enabled: enabled && reference !== undefined,
    retry: false,
  });
}
