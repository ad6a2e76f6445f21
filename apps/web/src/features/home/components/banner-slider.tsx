import { Link } from 'react-router';
import { Carousel } from '../../../components/ui/carousel';
import { t } from '../../../lib/i18n';
import { type TBanner, useBanners } from '../api/list-banner';
import { bannerPath } from '../banner-path';
import { BlockSkeleton } from './skeletons';

const BANNER_SHAPE = 'aspect-[16/9] sm:aspect-[8/3]';

/** A name for the banner link: the category it opens when its address names one. */
function bannerLabel(banner: TBanner): string {
  const category = new URLSearchParams(bannerPath(banner.pageUrl).split('?')[1] ?? '').get('category');
  return category ? t('Explore {category}', { category: t(category) }) : t('See the offer');
}

/** The banner slider: one banner at a time, dots and previous/next, no autoplay; a banner opens its page. */
export function BannerSlider() {
  const banners = useBanners();
  if (banners.isPending) {
    return (
      <div className="container-page mt-12 lg:mt-16">
        <BlockSkeleton className={`${BANNER_SHAPE} rounded-3xl`} />
      </div>
    );
  }
  const list = banners.data ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-label={t('Offers')} className="container-page mt-12 lg:mt-16">
      <Carousel label={t('Offers')} perView={{ base: 1 }} gap={16} dots>
        {list.map((banner, index) => (
          <Link
            key={`${banner.pageUrl}-${index}`}
            to={bannerPath(banner.pageUrl)}
            className="block overflow-hidden rounded-3xl bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
          >
            <img
              src={banner.imageUrl}
              alt={banner.alt || bannerLabel(banner)}
              width={1600}
              height={600}
              loading="lazy"
              decoding="async"
              className={`${BANNER_SHAPE} w-full object-cover transition duration-500 hover:scale-[1.02]`}
            />
          </Link>
        ))}
      </Carousel>
    </section>
  );
}
