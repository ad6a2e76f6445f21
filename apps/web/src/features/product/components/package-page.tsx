import { DETAIL_ROUTE_MODULES } from '@rihla/shared/constants';
import { itemPath } from '@rihla/shared/rules/navigation';
import type { TProductDetail } from '@rihla/shared/schemas/catalogue';
import { BedDouble, CalendarCheck, Clock, MapPin, Users, Wallet } from 'lucide-react';
import { lazy } from 'react';
import { Navigate } from 'react-router';
import { RenderLater } from '../../../components/ui/render-later';
import { t } from '../../../lib/i18n';
import { useProductDetail } from '../api/view-detail';
import { FactGrid, formatHours, type TFact } from './product-facts';
import { ProductLayout, ProductSkeleton, type TRenderBooking } from './product-layout';

const PackageSections = lazy(() => import('./package-sections'));

export function nightsAndDays(nights: number, days: number): string {
  const nightText = nights === 1 ? t('1 Night') : t('{count} Nights', { count: nights });
  const dayText = days === 1 ? t('1 Day') : t('{count} Days', { count: days });
  return `${nightText} / ${dayText}`;
}

/** sharing_basics 0 means the price is per person on a non-sharing basis (SPEC section 3). */
export function priceBasis(sharingBasics: number): string {
  return sharingBasics === 0 ? t('Price per person on non-sharing basis') : t('Price per person on sharing basis');
}

function packageFacts(product: TProductDetail, isEntryTicket: boolean): TFact[] {
  const iconProps = { size: 20, 'aria-hidden': true } as const;
  const facts: TFact[] = isEntryTicket
    ? [{ icon: <Clock {...iconProps} />, label: t('Duration'), value: formatHours(product.duration) }]
    : [
        {
          icon: <BedDouble {...iconProps} />,
          label: t('Nights and days'),
          value: nightsAndDays(product.nights, product.days),
        },
        {
          icon: <Wallet {...iconProps} />,
          label: t('Price basis'),
          value: product.sharing_basics === 0 ? t('Per person, non-sharing') : t('Per person, sharing'),
        },
      ];
  facts.push(
    { icon: <CalendarCheck {...iconProps} />, label: t('Availability'), value: product.availability, isContent: true },
    { icon: <Users {...iconProps} />, label: t('Tour Type'), value: t(product.tour_type) },
  );
  if (product.location)
    facts.push({ icon: <MapPin {...iconProps} />, label: t('Location'), value: product.location, isContent: true });
  return facts;
}

/**
 * The package page of holidays, entry tickets and every other module (SPEC section 2). Entry tickets show
 * their cancellation policy instead of inclusions, exclusions, itinerary and next steps.
 */
export function PackagePage({
  module,
  planId,
  renderBooking,
}: {
  module: string;
  planId: string;
  renderBooking: TRenderBooking;
}) {
  const detail = useProductDetail(module, planId);
  const product = detail.data;
  if (!product) return <ProductSkeleton />;
  if ((DETAIL_ROUTE_MODULES as readonly string[]).includes(product.module)) {
    return <Navigate to={itemPath(product.module, product.planId)} replace />;
  }
  const isEntryTicket = product.module === 'entryTicket';

  return (
    <ProductLayout
      product={product}
      renderBooking={renderBooking}
      priceNote={isEntryTicket ? undefined : priceBasis(product.sharing_basics)}
      showDeparture={false}
    >
      <FactGrid facts={packageFacts(product, isEntryTicket)} />
      {/* Below a phone's first screen: loaded and rendered once the page has shown (decision 015). */}
      <RenderLater placeholderClassName="h-[1400px]">
        <PackageSections product={product} />
      </RenderLater>
    </ProductLayout>
  );
}
