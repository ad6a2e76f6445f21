import { FILTER_CATEGORIES } from '@rihla/shared/constants';
import { Link } from 'react-router';
import { t } from '../../../lib/i18n';
import { useShop } from '../../../lib/shop';
import { SearchBox } from '../../search/components/search-box';
import { groupOf, useCategoryData } from '../api/category-data';
import { useBanners } from '../api/list-banner';

/**
 * The top of the home page: the shop's hero (its picture, or else a banner, as backdrop; its headline), the search
 * and a chip for each category with something on sale, once the products are known (the home page's first screen
 * waits for them). The server's first screen draws the same (apps/api/src/plugins/first-screen.ts).
 */
export function Hero() {
  const { hero } = useShop();
  const banners = useBanners();
  const groups = useCategoryData();
  const chips = FILTER_CATEGORIES.filter((category) => groupOf(groups.data, category));
  // Else the last banner, so that the slider further down does not open on the same picture.
  const image = hero.picture || banners.data?.at(-1)?.imageUrl;
  return (
    <section aria-labelledby="home-hero-title" className="relative isolate bg-brand-900">
      <div aria-hidden="true" className="absolute inset-0 -z-10 overflow-hidden">
        <div className="absolute inset-0 bg-[radial-gradient(circle_at_30%_20%,var(--color-brand-600),var(--color-brand-900)_70%)]" />
        {image && (
          <img
            src={image}
            alt=""
            width={1600}
            height={600}
            loading="eager"
            fetchPriority="high"
            decoding="async"
            className="absolute inset-0 size-full object-cover"
          />
        )}
        <div className="absolute inset-0 bg-linear-to-b from-ink/55 via-ink/35 to-ink/70" />
      </div>
      <div className="container-page flex min-h-[440px] flex-col items-center justify-center py-14 text-center sm:min-h-[480px] lg:min-h-[520px]">
        {hero.eyebrow && (
          <p className="hidden rounded-full bg-white/15 px-3 py-1 text-xs font-semibold uppercase tracking-[0.18em] text-white sm:block">
            {hero.eyebrow}
          </p>
        )}
        <h1
          id="home-hero-title"
          className="mt-4 max-w-3xl text-[34px] font-extrabold leading-[1.1] tracking-tight text-white text-balance sm:text-5xl lg:text-6xl"
        >
          {hero.title}
        </h1>
        {hero.subtitle && (
          <p className="mt-4 max-w-2xl text-base text-white/90 text-pretty sm:text-lg">{hero.subtitle}</p>
        )}
        <SearchBox variant="hero" className="mt-7 w-full max-w-2xl" />
        <ul className="mt-5 flex min-h-11 flex-wrap justify-center gap-2" aria-label={t('Categories')}>
          {chips.map((category) => (
            <li key={category}>
              <Link
                to={`/ProductFilterPage?category=${encodeURIComponent(category)}`}
                className="inline-flex h-11 items-center rounded-full border border-white/40 bg-white/10 px-4 text-sm font-semibold text-white transition hover:bg-white hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
              >
                {t(category)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
