import type { TModule } from '@rihla/shared/constants';
import { queryOptions } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { callKey } from '../../../lib/query-keys';

export const viewDetailKey = (module: string, planId: string) => callKey('users/viewDetail', module, planId);

export async function fetchProductDetail(module: string, planId: string) {
  // An unknown module in the URL goes to the server as is, so the shopper sees the server's own refusal.
  return apiData('users/viewDetail', { module: module as TModule, planId });
}

/** The query of one product; the router starts it while the product page's chunk loads. */
export const viewDetailQuery = (module: string, planId: string) =>
  queryOptions({ queryKey: viewDetailKey(module, planId), queryFn: () => fetchProductDetail(module, planId) });
