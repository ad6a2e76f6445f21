import type { TSearchOrdersRequest } from '@rihla/shared/schemas/operator-bookings';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
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

/** After an order write: the order, the search and the audit log are asked again. */
export function useRefreshOrders() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [callKey('operator/getOrder'), callKey('operator/searchOrders'), callKey('operator/auditLog')].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/** An order's tax invoice PDF (numbered at its first download). */
export function downloadInvoice(orderId: string): Promise<void> {
  return downloadOperatorFile(
    `operator/invoice/${encodeURIComponent(orderId)}.pdf`,
    {},
    'tax-invoice.pdf',
    'The tax invoice could not be downloaded',
  );
}
