import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { NotFoundTitle } from '../../../components/ui/page-title';
import { ProductCard } from '../../../components/ui/product-card';
import { t } from '../../../lib/i18n';
import { useFeaturedData } from '../api/featured-data';
import { CardSkeleton } from './skeletons';

const POPULAR_COUNT = 4;

/** A path that matches no route: say so, offer the way home and a few popular products. */
export function NotFoundPage() {
  const popular = useFeaturedData('most_popular');
  const items = (popular.data ?? []).slice(0, POPULAR_COUNT);
  return (
    <>
      <NotFoundTitle />
      <section className="container-page flex flex-col items-center py-16 text-center sm:py-20">
        <span className="grid size-16 place-items-center rounded-full bg-brand-50 text-brand-700">
          <Compass size={32} aria-hidden="true" />
        </span>
        <p className="mt-5 text-sm font-bold uppercase tracking-[0.2em] text-brand-700">{t('Error 404')}</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{t('Page not found')}</h1>
        <p className="mt-3 max-w-md text-muted">
          {t('This page seems to have wandered off into the desert. Let us take you somewhere worth the trip.')}
        </p>
        <div className="mt-7 flex flex-wrap justify-center gap-3">
          <Link to="/" className="btn-primary">
            {t('Back to home')}
          </Link>
          <Link to="/ProductFilterPage" className="btn-secondary">
            {t('Browse all experiences')}
          </Link>
        </div>
      </section>
      {(popular.isPending || items.length > 0) && (
        <section aria-labelledby="not-found-popular" className="container-page">
          <h2 id="not-found-popular" className="mb-5 text-xl font-extrabold tracking-tight text-ink sm:text-2xl">
            {t('Popular right now')}
          </h2>
          <ul className="grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 lg:grid-cols-4">
            {popular.isPending
              ? Array.from({ length: POPULAR_COUNT }, (_, index) => (
                  <li key={index}>
                    <CardSkeleton />
                  </li>
                ))
              : items.map((item) => (
                  <li key={`${item.module}-${item.planId}`}>
                    <ProductCard item={item} />
                  </li>
                ))}
          </ul>
        </section>
      )}
    </>
  );
}
