import { DETAIL_ROUTE_MODULES } from '@rihla/shared/constants';
import { itemPath } from '@rihla/shared/rules/navigation';
import { lazy } from 'react';
import { Navigate } from 'react-router';
import { RenderLater } from '../../../components/ui/render-later';
import { useProductDetail } from '../api/view-detail';
import { detailFacts, FactGrid } from './product-facts';
import { ProductLayout, ProductSkeleton, type TRenderBooking } from './product-layout';

const DetailSections = lazy(() => import('./detail-sections'));

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
      {/* Below a phone's first screen: loaded and rendered once the page has shown (decision 015). */}
      <RenderLater placeholderClassName="h-[1400px]">
        <DetailSections product={product} />
      </RenderLater>
    </ProductLayout>
  );
}
