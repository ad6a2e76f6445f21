import type { TCustomerExport, TSearchCustomersRequest } from '@rihla/shared/schemas/operator-customers';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callKey } from '../../../lib/query-keys';
import { operatorData } from '../api/operator-client';
import { saveFile } from '../api/operator-download';

/** A page of the customer search; the previous page stays on screen while the next one loads (bookings.read). */
export function useCustomerSearch(filter: TSearchCustomersRequest) {
  return useQuery({
    queryKey: callKey('operator/searchCustomers', filter),
    queryFn: () => operatorData('operator/searchCustomers', filter),
    placeholderData: keepPreviousData,
  });
}

/** One customer's contact details and notes (bookings.read). */
export function useCustomer(userId: string) {
  return useQuery({
    queryKey: callKey('operator/viewCustomer', userId),
    queryFn: () => operatorData('operator/viewCustomer', { userId }),
    retry: false,
  });
}

/** What a note or a deletion changes: the customer's page and the list (desk writes also ask the audit log again). */
export const CUSTOMER_CALLS = ['operator/viewCustomer', 'operator/searchCustomers'] as const;

/** Saves an export of a customer's personal data as the JSON file the server named. */
export function saveCustomerExport(fileName: string, data: TCustomerExport): void {
  saveFile(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), fileName);
}
