import type { TProductDetail } from '@rihla/shared/schemas/catalogue';
import type { ReactNode } from 'react';
import { t } from '../../../lib/i18n';
import { CancellationCard, DepartureCard } from './departure-card';
import { ProductHeader } from './product-header';

/** The booking panel is another feature's; the route hands it in so that features stay independent. */
export type TRenderBooking = (product: TProductDetail, options: { priceNote?: string }) => ReactNode;

/**
 * The frame of both product pages: header and pictures, then the content beside a sticky booking column.
 * On phones the column dissolves into the page flow so the booking bar can stick to the bottom of the page.
 */
export function ProductLayout({
  product,
  renderBooking,
  priceNote,
  showDeparture = true,
  children,
}: {
  product: TProductDetail;
  renderBooking: TRenderBooking;
  priceNote?: string;
  /** Whether the departure and return of the trip are shown (detail pages); where to be always is. */
  showDeparture?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="container-page pt-4 sm:pt-6 lg:pb-16">
      <ProductHeader product={product} />
      <div className="mt-8 grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_380px] lg:gap-10">
        <div className="min-w-0 space-y-8">{children}</div>
        <aside aria-label={t('Booking')} className="contents lg:block">
          <div className="contents lg:sticky lg:top-24 lg:block lg:space-y-4">
            {renderBooking(product, { priceNote })}
            <DepartureCard product={product} showReturn={showDeparture} />
            <CancellationCard product={product} />
          </div>
        </aside>
      </div>
    </div>
  );
}

export function ProductSkeleton() {
  const block = 'animate-pulse rounded-xl bg-line/60';
  return (
    <div className="container-page pt-6 pb-16" aria-busy="true">
      <span className="sr-only" role="status">
        {t('Loading…')}
      </span>
      <div className={`${block} h-4 w-64`} />
      <div className={`${block} mt-4 h-9 w-3/4`} />
      <div className={`${block} mt-3 h-4 w-72`} />
      <div className={`${block} mt-5 h-[260px] md:h-[420px]`} />
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_380px]">
        <div className="space-y-3">
          <div className={`${block} h-20`} />
          <div className={`${block} h-4 w-full`} />
          <div className={`${block} h-4 w-5/6`} />
          <div className={`${block} h-4 w-4/6`} />
        </div>
        <div className={`${block} hidden h-96 lg:block`} />
      </div>
    </div>
  );
}
