import { isMapEmbedAddress } from '@rihla/shared/rules/page-sources';
import type { TProductDetail } from '@rihla/shared/schemas/catalogue';
import { contentLanguage } from '../../../lib/content-language';
import { t } from '../../../lib/i18n';
import { ContentSection } from './content-section';

/**
 * What the detail page shows below its facts, loaded and rendered once the first screen has shown (decision
 * 015): the sanitised HTML sections and the map.
 */
export default function DetailSections({ product }: { product: TProductDetail }) {
  return (
    <>
      <ContentSection title={t('Summary')} html={product.summary} />
      <div className="grid gap-8 border-t border-line pt-7 sm:grid-cols-2 [&>section]:border-0 [&>section]:pt-0">
        <ContentSection title={t('Price Includes')} html={product.price_inlcude} listStyle="included" />
        <ContentSection title={t('Price Excludes')} html={product.price_exclude} listStyle="excluded" />
      </div>
      <ContentSection title={t('Tour Activities')} html={product.tour_activity} />
      <ContentSection title={t('Requirements')} html={product.requirement} />
      {/* The map is a frame: only an embed page the policy lets the page frame (decisions 011, 057). */}
      {isMapEmbedAddress(product.map_location) && (
        <ContentSection title={t('Location')}>
          <p className="mb-3 text-sm text-muted" {...contentLanguage(product.location)}>
            {product.location}
          </p>
          <iframe
            src={product.map_location}
            title={t('Map of {place}', { place: product.location || product.title })}
            {...contentLanguage(product.location || product.title)}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            width={800}
            height={360}
            className="h-[280px] w-full rounded-2xl border border-line bg-brand-50 sm:h-[360px]"
          />
        </ContentSection>
      )}
    </>
  );
}
