import { itemPath } from '@rihla/shared/rules/navigation';
import type { TCatalogueItem } from '@rihla/shared/schemas/common';
import { Link } from 'react-router';
import { formatPrice } from '../../lib/format';
import { t } from '../../lib/i18n';
import { RatingStars } from './rating-stars';

/** 'From AED {price} / Person', or the tour type in place of Person when it is not Individual. */
export function priceUnitLabel(tourType: string): string {
  return tourType && tourType !== 'Individual' ? tourType : t('Person');
}

/** A product card: first picture, rating, visitor count, title and price; opens by the navigation rule. */
export function ProductCard({ item, eager = false }: { item: TCatalogueItem; eager?: boolean }) {
  return (
    <Link
      to={itemPath(item.module, item.planId)}
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      <div className="aspect-[3/2] overflow-hidden bg-brand-50">
        <img
          src={item.pictures[0]}
          alt=""
          width={600}
          height={400}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="h-full w-full object-cover transition duration-300 group-hover:scale-105"
        />
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3 sm:p-4">
        <div className="flex flex-wrap items-center gap-x-1.5 gap-y-0.5 text-xs text-muted">
          <RatingStars rating={item.user_rating} size={13} />
          <span className="font-medium text-ink">{item.user_rating.toFixed(1)}</span>
          <span>({t('{count} visitors', { count: item.visitor_count.toLocaleString('en-US') })})</span>
        </div>
        <h3 className="line-clamp-2 text-sm font-semibold leading-snug text-ink group-hover:text-brand-700 sm:text-base">
          {item.title}
        </h3>
        <p className="mt-auto pt-2 text-xs text-muted sm:text-sm">
          {t('From')}{' '}
          <span className="whitespace-nowrap text-sm font-bold text-ink sm:text-base">{formatPrice(item.price)}</span> /{' '}
          {priceUnitLabel(item.tour_type)}
        </p>
      </div>
    </Link>
  );
}
