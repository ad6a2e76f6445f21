import { useSearchParams } from 'react-router';
import { FilterPage } from '../../features/catalogue/components/filter-page';
import { categoryFromUrl } from '../../features/catalogue/components/filter-selection';

export default function Route() {
  const [params] = useSearchParams();
  const category = categoryFromUrl(params.get('category'));
  // A new ?category= starts afresh: the shopper's earlier ticks belonged to the previous arrival.
  return <FilterPage key={category ?? ''} urlCategory={category} />;
}
