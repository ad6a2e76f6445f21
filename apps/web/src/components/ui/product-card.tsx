import { pricePer } from '@rihla/shared/rules/departures';
import { itemPath } from '@rihla/shared/rules/navigation';
import type { TPricing } from '@rihla/shared/schemas/booking-terms';
import type { TCatalogueItem } from '@rihla/shared/schemas/common';
import { Link } from 'react-router';
import { contentLanguage } from '../../lib/content-language';
import { formatPrice } from '../../lib/format';
import { t } from '../../lib/i18n';
import { ProductRating } from './rating-stars';

/**
 * What a price is per, for 'From AED {price} / {unit}': Person for a product priced per person, whatever its tour
 * type, and its unit ('Boat') for one priced per group (decision 077). Without terms (a sample page): Person.
 */
export function priceUnitLabel(terms: { pricing: TPricing; groupUnit: string } | undefined): string {
  return t(terms ? pricePer(terms.pricing, terms.groupUnit) : 'Person');
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
          <ProductRating rating={item.user_rating} visitors={item.visitor_count} size={13} />
        </div>
        <h3
          {...contentLanguage(item.title)}
          className="line-clamp-2 text-sm font-semibold leading-snug text-ink group-hover:text-brand-700 sm:text-base"
        >
          {item.title}
        </h3>
        <p className="mt-auto pt-2 text-xs text-muted sm:text-sm">
          {t('From')}{' '}
          <span className="whitespace-nowrap text-sm font-bold text-ink sm:text-base">{formatPrice(item.price)}</span> /{' '}
          {priceUnitLabel({ pricing: item.pricing, groupUnit: item.group_unit })}
        </p>
      </div>
    </Link>
  );
}
