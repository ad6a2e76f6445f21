import type { TCatalogueItem } from '@rihla/shared/schemas/common';
import { Compass, Heart } from 'lucide-react';
import { Link } from 'react-router';
import { ProductCard } from '../../../components/ui/product-card';
import { Spinner } from '../../../components/ui/spinner';
import { t } from '../../../lib/i18n';
import { useRedirectHomeOnFailure } from '../../../lib/use-required-data';
import { useFavourites } from '../api/list-favourites';
import { useRemoveFavourite } from '../api/remove-favourite';

const EXPLORE_PATH = '/ProductFilterPage';

/** The wishlist (/wishlist). A failed load sends the visitor home with the server's message. */
export function WishlistPage() {
  const favourites = useFavourites();
  useRedirectHomeOnFailure(favourites);
  const items = favourites.data;
  return (
    <section className="container-page py-8 sm:py-12">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3 sm:mb-8">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t('Wishlist')}</h1>
          {items && items.length > 0 ? (
            <p className="mt-1 text-muted">
              {items.length === 1 ? t('1 saved experience') : t('{count} saved experiences', { count: items.length })}
            </p>
          ) : null}
        </div>
        {items && items.length > 0 ? (
          <Link
            to={EXPLORE_PATH}
            className="inline-flex items-center gap-1.5 rounded-lg text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
          >
            <Compass size={16} aria-hidden="true" />
            {t('Explore more')}
          </Link>
        ) : null}
      </div>
      {!items ? <WishlistSkeleton /> : items.length === 0 ? <EmptyWishlist /> : <WishlistGrid items={items} />}
    </section>
  );
}

function WishlistGrid({ items }: { items: TCatalogueItem[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {items.map((item, index) => (
        <li key={`${item.module}-${item.planId}`} className="relative">
          <ProductCard item={item} eager={index < 4} />
          <RemoveButton item={item} />
        </li>
      ))}
    </ul>
  );
}

function RemoveButton({ item }: { item: TCatalogueItem }) {
  const remove = useRemoveFavourite();
  const label = t('Remove {title} from wishlist', { title: item.title });
  return (
    <button
      type="button"
      onClick={() => remove.mutate({ module: item.module, planId: item.planId })}
      disabled={remove.isPending}
      aria-label={label}
      title={label}
      className="absolute end-3 top-3 grid size-11 place-items-center rounded-full bg-white/95 text-rose-600 shadow-md backdrop-blur transition hover:scale-105 hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-wait"
    >
      {remove.isPending ? (
        <Spinner size={18} />
      ) : (
        <Heart size={20} aria-hidden="true" fill="currentColor" strokeWidth={1.5} />
      )}
    </button>
  );
}

function EmptyWishlist() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center rounded-2xl border border-line bg-white px-6 py-12 text-center shadow-sm sm:py-16">
      <span className="grid size-16 place-items-center rounded-full bg-brand-50 text-brand-700">
        <Heart size={30} aria-hidden="true" />
      </span>
      <h2 className="mt-5 text-xl font-semibold text-ink">{t('Your wishlist is empty')}</h2>
      <p className="mt-2 text-muted">
        {t('Tap the heart on any tour, trip or ticket to save it here and come back to it later.')}
      </p>
      <Link to={EXPLORE_PATH} className="btn-primary mt-6">
        <Compass size={18} aria-hidden="true" />
        {t('Explore experiences')}
      </Link>
    </div>
  );
}

function WishlistSkeleton() {
  return (
    <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-busy="true">
      {[0, 1, 2, 3].map((index) => (
        <div key={index} className="overflow-hidden rounded-2xl border border-line bg-white shadow-sm">
          <div className="aspect-[3/2] animate-pulse bg-brand-50" />
          <div className="space-y-2 p-4">
            <div className="h-3 w-1/2 animate-pulse rounded bg-line" />
            <div className="h-4 w-4/5 animate-pulse rounded bg-line" />
            <div className="h-4 w-1/3 animate-pulse rounded bg-line" />
          </div>
        </div>
      ))}
      <span className="sr-only" role="status">
        {t('Loading')}
      </span>
    </div>
  );
}
