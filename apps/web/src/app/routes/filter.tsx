import { filteredListPagesQuery } from '../../features/catalogue/api/filtered-list';
import { FilterPage } from '../../features/catalogue/components/filter-page';
import { filterRequestBody, selectionFromParams } from '../../features/catalogue/components/filter-selection';
import { queryClient } from '../query-client';

/** The first page of the list the URL asks for, started as the page's code arrives. */
export const firstData = () => {
  const selection = selectionFromParams(new URLSearchParams(window.location.search));
  return queryClient.prefetchInfiniteQuery(filteredListPagesQuery(filterRequestBody(selection)));
};

export default function Route() {
  return <FilterPage />;
}
