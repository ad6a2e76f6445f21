import { FILTER_CATEGORIES } from '@rihla/shared/constants';
import { Link } from 'react-router';
import { t } from '../../../lib/i18n';
import { SearchBox } from '../../search/components/search-box';
import { useBanners } from '../api/list-banner';

/** The top of the home page: a banner as backdrop, the headline, the search and the four categories. */
export function Hero() {
  const banners = useBanners();
  // The last banner, so that the slider further down does not open on the same picture.
  const image = banners.data?.at(-1)?.imageUrl;
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
        <p className="hidden rounded-full bg-white/15 px-3 py-1 text-xs font-semibold uppercase tracking-[0.18em] text-white sm:block">
          {t('Tours · Musandam trips · Holidays · Tickets')}
        </p>
        <h1
          id="home-hero-title"
          className="mt-4 max-w-3xl text-[34px] font-extrabold leading-[1.1] tracking-tight text-white text-balance sm:text-5xl lg:text-6xl"
        >
          {t('Discover the UAE and Musandam')}
        </h1>
        <p className="mt-4 max-w-2xl text-base text-white/90 text-pretty sm:text-lg">
          {t(
            'Desert safaris, dhow cruises in the fjords, city attractions and holidays, booked in minutes and paid in AED.',
          )}
        </p>
        <SearchBox variant="hero" className="mt-7 w-full max-w-2xl" />
        <ul className="mt-5 flex flex-wrap justify-center gap-2" aria-label={t('Categories')}>
          {FILTER_CATEGORIES.map((category) => (
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
