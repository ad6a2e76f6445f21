import { EmptyShop } from '../../../components/ui/empty-shop';
import { HomeTitle } from '../../../components/ui/page-title';
import { RenderLater } from '../../../components/ui/render-later';
import { useIsShopEmpty } from '../../../lib/shop-empty';
import { BannerSlider } from './banner-slider';
import { CategoriesSection } from './categories-section';
import { ExploreMoreSection } from './explore-more-section';
import { DiscoverUaeSection, TrendingSection } from './featured-section';
import { Hero } from './hero';
import { HolidaysSection } from './holidays-section';

/**
 * Home (SPEC section 2): hero, Trending Now, Our Categories, banners, Holidays, Discover Fun UAE, Explore More. A shop
 * with nothing on sale shows the hero and says so, instead of empty sections.
 */
export function HomePage() {
  const isShopEmpty = useIsShopEmpty();
  if (isShopEmpty) {
    return (
      <>
        <HomeTitle />
        <Hero />
        <div className="container-page my-12 lg:my-16">
          <EmptyShop />
        </div>
      </>
    );
  }
  return (
    <>
      <HomeTitle />
      <Hero />
      {/* Below the hero, a phone's first screen: rendered once the page has shown, one section at a time. */}
      <RenderLater placeholderClassName="h-[420px]">
        <TrendingSection />
      </RenderLater>
      <RenderLater placeholderClassName="h-[560px]">
        <CategoriesSection />
      </RenderLater>
      <RenderLater placeholderClassName="h-[280px]">
        <BannerSlider />
      </RenderLater>
      <RenderLater placeholderClassName="h-[640px]">
        <HolidaysSection />
      </RenderLater>
      <RenderLater placeholderClassName="h-[440px]">
        <DiscoverUaeSection />
      </RenderLater>
      <RenderLater placeholderClassName="h-[900px]">
        <ExploreMoreSection />
      </RenderLater>
    </>
  );
}
