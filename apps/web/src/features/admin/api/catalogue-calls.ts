import type { TListProductsRequest } from '@rihla/shared/schemas/operator-catalogue';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callKey } from '../../../lib/query-keys';
import { operatorData } from './operator-client';

/** A page of the operator product list; the previous page stays on screen while the next one loads. */
export function useProductList(filter: TListProductsRequest) {
  return useQuery({
    queryKey: callKey('operator/listProducts', filter),
    queryFn: () => operatorData('operator/listProducts', filter),
    placeholderData: keepPreviousData,
  });
}

export const operatorProductQuery = (id: string) =>
  queryOptions({
    queryKey: callKey('operator/getProduct', id),
    queryFn: () => operatorData('operator/getProduct', { id }),
  });

/** One product, every field, as the editor edits it. */
export function useOperatorProduct(id: string) {
  return useQuery(operatorProductQuery(id));
}

/** A product as a shopper's detail call answers it, published or not. */
export function useProductPreview(id: string) {
  return useQuery({
    queryKey: callKey('operator/previewProduct', id),
    queryFn: () => operatorData('operator/previewProduct', { id }),
  });
}

/** The calls a product write answers differently: the lists and the previews. */
export const PRODUCT_CALLS = ['operator/listProducts', 'operator/previewProduct'] as const;
