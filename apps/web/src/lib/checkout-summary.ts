import type { TCheckoutSummary } from '@rihla/shared/schemas/booking';
import type { QueryClient } from '@tanstack/react-query';
import { callKey } from './query-keys';

/** Where the last users/checkout result of a checkout id is kept, so /checkout/{id} can show its amounts. */
export const checkoutSummaryKey = (id: string) => callKey('users/checkout', id);

/** Keeps each checkout of a users/checkout answer for the checkout page (amounts and seat hold). */
export function rememberCheckouts(queryClient: QueryClient, summaries: TCheckoutSummary[]): void {
  for (const summary of summaries) queryClient.setQueryData(checkoutSummaryKey(summary._id), summary);
}
