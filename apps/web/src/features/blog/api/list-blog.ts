import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { callKey } from '../../../lib/query-keys';

/** The whole blog, as the spec asks (limit 'all', page 0); a failure carries the server's message. */
export function fetchBlogList() {
  return apiData('users/listBlog', { limit: 'all', page: 0 });
}

export const blogListQuery = () => queryOptions({ queryKey: callKey('users/listBlog'), queryFn: fetchBlogList });

export function useBlogList() {
  return useQuery(blogListQuery());
}
