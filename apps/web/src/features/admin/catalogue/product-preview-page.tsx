import { DETAIL_ROUTE_MODULES } from '@rihla/shared/constants';
import type { TProductDetail } from '@rihla/shared/schemas/catalogue';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ArrowLeft, EyeOff } from 'lucide-react';
import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { formatPrice } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { useOperatorProduct, useProductPreview } from '../api/catalogue-calls';
import { ScreenHeading } from '../components/admin-ui';

type TRenderBooking = (product: TProductDetail, options: { priceNote?: string }) => ReactNode;
type TStorefrontPage = ComponentType<{ module: string; planId: string; renderBooking: TRenderBooking }>;

/** The storefront's detail and package pages and the key of their detail query, handed in by the app. */
export interface TStorefrontPages {
  DetailPage: TStorefrontPage;
  PackagePage: TStorefrontPage;
  viewDetailKey(module: string, planId: string): readonly unknown[];
}
export type TLoadStorefrontPages = () => Promise<TStorefrontPages>;

/**
 * A QueryClient of the preview's own whose cache already holds the detail answer under the shopper's key
 * (decision 037): the storefront's page renders the operator's preview without asking the shopper's call,
 * which refuses unpublished products. Nothing goes stale, so nothing is asked again.
 */
function previewClient(product: TProductDetail, pages: TStorefrontPages): QueryClient {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false, refetchOnWindowFocus: false } },
  });
  client.setQueryData(pages.viewDetailKey(product.module, product.planId), product);
  return client;
}

/** In place of the booking panel: the price as shoppers see it, and no way to book from the preview. */
const renderPreviewBooking: TRenderBooking = (product, { priceNote }) => (
  <div className="rounded-2xl border border-line bg-white p-5 shadow-sm">
    <p className="text-sm text-muted">{t('From')}</p>
    <p className="text-2xl font-bold text-ink">{formatPrice(product.price)}</p>
    {priceNote && <p className="mt-1 text-sm text-muted">{priceNote}</p>}
    <p className="mt-3 text-sm text-muted">{t('Booking is not available in the preview.')}</p>
  </div>
);

/** The storefront's pages, once their chunks have loaded. */
function useStorefrontPages(load: TLoadStorefrontPages): TStorefrontPages | Error | null {
  const [pages, setPages] = useState<TStorefrontPages | Error | null>(null);
  useEffect(() => {
    let isCurrent = true;
    load().then(
      (loaded) => isCurrent && setPages(loaded),
      (error: unknown) => isCurrent && setPages(error instanceof Error ? error : new Error(String(error))),
    );
    return () => {
      isCurrent = false;
    };
  }, [load]);
  return pages;
}

/** /admin/products/:id/preview: the product as a shopper sees it, published or not. */
export function ProductPreviewPage({
  id,
  loadStorefrontPages,
}: {
  id: string;
  loadStorefrontPages: TLoadStorefrontPages;
}) {
  const preview = useProductPreview(id);
  const product = useOperatorProduct(id);
  const pages = useStorefrontPages(loadStorefrontPages);
  const failure = preview.error ?? (pages instanceof Error ? pages : null);
  if (failure) {
    return (
      <p role="alert" className="text-danger">
        {t(failure.message)}
      </p>
    );
  }
  if (!preview.data || !pages || pages instanceof Error) return <Spinner />;
  return (
    <PreviewFrame
      key={preview.dataUpdatedAt}
      detail={preview.data}
      pages={pages}
      id={id}
      isPublished={product.data?.isPublished}
    />
  );
}

function PreviewFrame({
  detail,
  pages,
  id,
  isPublished,
}: {
  detail: TProductDetail;
  pages: TStorefrontPages;
  id: string;
  isPublished: boolean | undefined;
}) {
  const [client] = useState(() => previewClient(detail, pages));
  const Page = DETAIL_ROUTE_MODULES.includes(detail.module) ? pages.DetailPage : pages.PackagePage;
  return (
    <>
      <ScreenHeading title={t('Preview: {title}', { title: detail.title })} />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <Link to={`/admin/products/${id}`} className="btn-secondary">
          <ArrowLeft size={18} aria-hidden="true" className="rtl:rotate-180" />
          {t('Back to the editor')}
        </Link>
      </div>
      {isPublished === false && (
        <p
          role="status"
          className="mb-4 flex items-center gap-2 rounded-xl border border-sand-400 bg-sand-100 px-4 py-3 font-semibold text-ink"
        >
          <EyeOff size={18} aria-hidden="true" />
          {t('Preview: not published')}
        </p>
      )}
      {/* The shopper's page draws inside the back office's frame, with its own cache holding the preview. */}
      <div className="overflow-hidden rounded-2xl border border-line bg-white">
        <QueryClientProvider client={client}>
          <Page module={detail.module} planId={detail.planId} renderBooking={renderPreviewBooking} />
        </QueryClientProvider>
      </div>
    </>
  );
}
