import { DETAIL_ROUTE_MODULES } from '@rihla/shared/constants';
import { itemPath } from '@rihla/shared/rules/navigation';
import { Navigate } from 'react-router';
import { t } from '../../../lib/i18n';
import { useProductDetail } from '../api/view-detail';
import { ContentSection } from './content-section';
import { detailFacts, FactGrid } from './product-facts';
import { ProductLayout, ProductSkeleton, type TRenderBooking } from './product-layout';

/** The detail page of picnic and inBound products (SPEC section 2, /detail/{type}/{id}). */
export function DetailPage({
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
  // The navigation rule sends other modules to the package page; an old or hand-typed link is corrected.
  if (!(DETAIL_ROUTE_MODULES as readonly string[]).includes(product.module)) {
    return <Navigate to={itemPath(product.module, product.planId)} replace />;
  }

  return (
    <ProductLayout product={product} renderBooking={renderBooking}>
      <FactGrid facts={detailFacts(product)} />
      <ContentSection title={t('Summary')} html={product.summary} />
      <div className="grid gap-8 border-t border-line pt-7 sm:grid-cols-2 [&>section]:border-0 [&>section]:pt-0">
        <ContentSection title={t('Price Includes')} html={product.price_inlcude} listStyle="included" />
        <ContentSection title={t('Price Excludes')} html={product.price_exclude} listStyle="excluded" />
      </div>
      <ContentSection title={t('Tour Activities')} html={product.tour_activity} />
      <ContentSection title={t('Requirements')} html={product.requirement} />
      {/* The map is a frame: only an https embed URL, as the API stores it (decision 011). */}
      {/^https:\/\//i.test(product.map_location) && (
        <ContentSection title={t('Location')}>
          <p className="mb-3 text-sm text-muted">{product.location}</p>
          <iframe
            src={product.map_location}
            title={t('Map of {place}', { place: product.location || product.title })}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            width={800}
            height={360}
            className="h-[280px] w-full rounded-2xl border border-line bg-brand-50 sm:h-[360px]"
          />
        </ContentSection>
      )}
    </ProductLayout>
  );
}
