import { t } from '../../../lib/i18n';
import { BannerSlider } from './banner-slider';
import { CategoriesSection } from './categories-section';
import { ExploreMoreSection } from './explore-more-section';
import { DiscoverUaeSection, TrendingSection } from './featured-section';
import { Hero } from './hero';
import { HolidaysSection } from './holidays-section';

/** Home (SPEC section 2): hero, Trending Now, Our Categories, banners, Holidays, Discover Fun UAE, Explore More. */
export function HomePage() {
  return (
    <>
      <title>{t('Rihla | Tours, Musandam trips, holidays and tickets in the UAE')}</title>
      <Hero />
      <TrendingSection />
      <CategoriesSection />
      <BannerSlider />
      <HolidaysSection />
      <DiscoverUaeSection />
      <ExploreMoreSection />
    </>
  );
}
