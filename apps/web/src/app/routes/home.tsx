import { categoryDataQuery } from '../../features/home/api/category-data';
import { featuredDataQuery } from '../../features/home/api/featured-data';
import { holidayListQuery } from '../../features/home/api/holiday-list';
import { HomePage } from '../../features/home/components/home-page';
import { queryClient } from '../query-client';

/** The sections' calls beyond the router's prefetch (banners, most popular), started as the page's code arrives. */
export const firstData = () =>
  Promise.all([
    queryClient.prefetchQuery(categoryDataQuery()),
    queryClient.prefetchQuery(holidayListQuery()),
    queryClient.prefetchQuery(featuredDataQuery('explore_uae')),
  ]);

export default function Route() {
  return <HomePage />;
}
