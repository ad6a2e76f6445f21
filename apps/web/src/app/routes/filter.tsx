import { categoryFromUrl } from '@rihla/shared/rules/filters';
import { useSearchParams } from 'react-router';
import { filteredListPagesQuery } from '../../features/catalogue/api/filtered-list';
import { FilterPage } from '../../features/catalogue/components/filter-page';
import { filterRequestBody } from '../../features/catalogue/components/filter-selection';
import { queryClient } from '../query-client';

/** The first page of the list the page opens with (the URL's category only), started as the page's code arrives. */
export const firstData = () => {
  const category = categoryFromUrl(new URLSearchParams(window.location.search).get('category'));
  return queryClient.prefetchInfiniteQuery(filteredListPagesQuery(filterRequestBody(category, null)));
};

export default function Route() {
  const [params] = useSearchParams();
  const category = categoryFromUrl(params.get('category'));
  // A new ?category= starts afresh: the shopper's earlier ticks belonged to the previous arrival.
  return <FilterPage key={category ?? ''} urlCategory={category} />;
}
