import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { callKey } from '../../../lib/query-keys';

export function fetchBlog(id: string) {
  return apiData('users/viewBlog', { id });
}

export const blogQuery = (id: string) =>
  queryOptions({ queryKey: callKey('users/viewBlog', id), queryFn: () => fetchBlog(id) });

export function useBlog(id: string) {
  return useQuery(blogQuery(id));
}
