import { categoryFromUrl } from '@rihla/shared/rules/filters';
import { filterPageName } from '@rihla/shared/rules/page-titles';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { filteredListPagesQuery } from '../../features/catalogue/api/filtered-list';
import { FilterPage } from '../../features/catalogue/components/filter-page';
import { filterRequestBody, selectionFromParams } from '../../features/catalogue/components/filter-selection';
import { t } from '../../lib/i18n';
import { queryClient } from '../query-client';

/** The first page of the list the URL asks for, started as the page's code arrives. */
export const firstData = () => {
  const selection = selectionFromParams(new URLSearchParams(window.location.search));
  return queryClient.prefetchInfiniteQuery(filteredListPagesQuery(filterRequestBody(selection)));
};

export default function Route() {
  const [params] = useSearchParams();
  const category = categoryFromUrl(params.get('category'));
  // The category's name in the page's language; filterPageName's English byte for byte (decision 108).
  const name = category ? t('{category} in the UAE', { category: t(category) }) : t(filterPageName(null));
  return (
    <>
      <PageTitle name={name} />
      <FilterPage />
    </>
  );
}
