import type { TSearchOrdersRequest } from '@rihla/shared/schemas/operator-bookings';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callKey } from '../../../lib/query-keys';
import { operatorData } from '../api/operator-client';
import { downloadOperatorFile } from '../api/operator-download';

/** A page of the order search; the previous page stays on screen while the next one loads. */
export function useOrderSearch(filter: TSearchOrdersRequest) {
  return useQuery({
    queryKey: callKey('operator/searchOrders', filter),
    queryFn: () => operatorData('operator/searchOrders', filter),
    placeholderData: keepPreviousData,
  });
}

export function useDeskOrder(id: string) {
  return useQuery({
    queryKey: callKey('operator/getOrder', id),
    queryFn: () => operatorData('operator/getOrder', { id }),
    retry: false,
  });
}

/** What an order's write changes: the order and the search (desk writes also ask the audit log again). */
export const ORDER_CALLS = ['operator/getOrder', 'operator/searchOrders'] as const;

/** An order's tax invoice PDF (numbered at its first download). */
export function downloadInvoice(orderId: string): Promise<void> {
  return downloadOperatorFile(
    `operator/invoice/${encodeURIComponent(orderId)}.pdf`,
    {},
    'tax-invoice.pdf',
    'The tax invoice could not be downloaded',
  );
}
