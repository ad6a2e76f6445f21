import type { TListPaymentsRequest } from '@rihla/shared/schemas/operator-payments';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callKey } from '../../../lib/query-keys';
import { operatorData } from '../api/operator-client';
import { downloadOperatorFile } from '../api/operator-download';

/** A page of payments of the filters, with every open mismatch; the last page stays on screen while the next loads. */
export function usePayments(query: TListPaymentsRequest) {
  return useQuery({
    queryKey: callKey('operator/listPayments', query),
    queryFn: () => operatorData('operator/listPayments', query),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** What a reconciliation or a resolution changes: the list and its mismatches. */
export const PAYMENT_CALLS = ['operator/listPayments'] as const;

/** The payments' CSV of the filters, for the accountant (payments.read). */
export function downloadPaymentsCsv(query: Omit<TListPaymentsRequest, 'page'>): Promise<void> {
  const search: Record<string, string> = { from: query.from, to: query.to };
  if (query.gateway) search.gateway = query.gateway;
  if (query.state) search.state = query.state;
  if (query.mismatchesOnly) search.mismatchesOnly = 'true';
  return downloadOperatorFile(
    'operator/payments/payments.csv',
    search,
    'payments.csv',
    'The payments could not be downloaded',
  );
}
