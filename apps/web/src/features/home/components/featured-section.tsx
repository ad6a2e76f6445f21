import { t } from '../../../lib/i18n';
import { type TFeaturedKind, useFeaturedData } from '../api/featured-data';
import { ProductCarousel } from './product-carousel';
import { SectionHeading } from './section-heading';

/** 'Trending Now' (most popular) or 'Discover Fun UAE' (explore UAE) as a carousel of cards. */
export function FeaturedSection({
  kind,
  id,
  title,
  subtitle,
  className = '',
}: {
  kind: TFeaturedKind;
  id: string;
  title: string;
  subtitle: string;
  className?: string;
}) {
  const featured = useFeaturedData(kind);
  const items = featured.data ?? [];
  if (!featured.isPending && items.length === 0) return null;
  return (
    <section aria-labelledby={id} className={className}>
      <div className="container-page">
        <SectionHeading id={id} title={title} subtitle={subtitle} viewMoreTo="/ProductFilterPage" />
        <ProductCarousel label={title} items={items} isLoading={featured.isPending} />
      </div>
    </section>
  );
}

export function TrendingSection() {
  return (
    <FeaturedSection
      kind="most_popular"
      id="home-trending"
      title={t('Trending Now')}
      subtitle={t('What travellers are booking most right now.')}
      className="mt-10 lg:mt-14"
    />
  );
}

export function DiscoverUaeSection() {
  return (
    <FeaturedSection
      kind="explore_uae"
      id="home-discover-uae"
      title={t('Discover Fun UAE')}
      subtitle={t('Days out across the Emirates, from the dunes to the skyline.')}
      className="mt-12 bg-sand-100/70 py-12 lg:mt-16 lg:py-14"
    />
  );
}
