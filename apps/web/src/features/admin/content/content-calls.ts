import { useQuery } from '@tanstack/react-query';
import { callKey } from '../../../lib/query-keys';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { operatorData } from '../api/operator-client';

export function useBanners() {
  return useQuery({ queryKey: callKey('operator/listBanners'), queryFn: () => operatorData('operator/listBanners') });
}

export function useBlogPosts() {
  return useQuery({
    queryKey: callKey('operator/listBlogPosts'),
    queryFn: () => operatorData('operator/listBlogPosts'),
  });
}

export function useBlogPost(id: string | null) {
  return useQuery({
    queryKey: callKey('operator/getBlogPost', { id: id ?? '' }),
    queryFn: () => operatorData('operator/getBlogPost', { id: id ?? '' }),
    enabled: id !== null,
  });
}

export function useHomeCuration() {
  return useQuery({
    queryKey: callKey('operator/getHomeCuration'),
    queryFn: () => operatorData('operator/getHomeCuration'),
  });
}

/** Products to add to a home list: the product desk's list call, by words of the title. */
export function useProductSearch(typed: string) {
  const search = useDebouncedValue(typed.trim(), 300);
  return useQuery({
    queryKey: callKey('operator/listProducts', { search, pageSize: 25 }),
    queryFn: () => operatorData('operator/listProducts', { search, pageSize: 25 }),
    enabled: search.length >= 2,
  });
}

/** What a banner's write changes: the banners list. */
export const BANNER_CALLS = ['operator/listBanners'] as const;
