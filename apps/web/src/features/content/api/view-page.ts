import type { TContentPageSlug } from '@rihla/shared/pages/content-pages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { callKey } from '../../../lib/query-keys';

/** A policy or the help page in the page's language (decision 112): each text's Arabic where written, else English. */
export function fetchContentPage(page: TContentPageSlug) {
  return apiData('users/viewPage', { page });
}

export const contentPageQuery = (page: TContentPageSlug) =>
  queryOptions({ queryKey: callKey('users/viewPage', page), queryFn: () => fetchContentPage(page) });

export function useContentPage(page: TContentPageSlug) {
  return useQuery(contentPageQuery(page));
}
