import type { TCallData } from '@rihla/shared/api-calls';
import { CATEGORY_MODULE, type TFilterCategory } from '@rihla/shared/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { callKey } from '../../../lib/query-keys';

export type TCategoryGroup = TCallData<'homepage/categoryData'>[number];

/** Products grouped by module; a failed home load is only logged and shows nothing (SPEC section 8). */
export async function fetchCategoryData(): Promise<TCategoryGroup[]> {
  const result = await apiCall('homepage/categoryData', {});
  if (result.status === 1) return result.data;
  console.warn('homepage/categoryData failed:', result.message);
  return [];
}

export const categoryDataQuery = () =>
  queryOptions({ queryKey: callKey('homepage/categoryData'), queryFn: fetchCategoryData });

export function useCategoryData() {
  return useQuery(categoryDataQuery());
}

/** A storefront category's group, or undefined when it has nothing on sale (the answer leaves out empty groups). */
export function groupOf(groups: readonly TCategoryGroup[] | undefined, category: TFilterCategory) {
  return groups?.find((group) => group.module === CATEGORY_MODULE[category]);
}
