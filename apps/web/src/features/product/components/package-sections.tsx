import type { TProductDetail } from '@rihla/shared/schemas/catalogue';
import { t } from '../../../lib/i18n';
import { ContentSection } from './content-section';
import { Itinerary } from './itinerary';

/**
 * What the package page shows below its facts, loaded and rendered once the first screen has shown (decision
 * 015). Entry tickets show their cancellation policy instead of inclusions, exclusions, itinerary and next steps.
 */
export default function PackageSections({ product }: { product: TProductDetail }) {
  const isEntryTicket = product.module === 'entryTicket';
  return (
    <>
      <ContentSection title={t('Summary')} html={product.summary} />
      {!isEntryTicket && product.itenary.trim() && (
        <ContentSection title={t('Itinerary')}>
          <Itinerary html={product.itenary} />
        </ContentSection>
      )}
      {!isEntryTicket && (
        <div className="grid gap-8 border-t border-line pt-7 sm:grid-cols-2 [&>section]:border-0 [&>section]:pt-0">
          <ContentSection title={t('Inclusions')} html={product.inclusions} listStyle="included" />
          <ContentSection title={t('Exclusions')} html={product.exclusions} listStyle="excluded" />
        </div>
      )}
      {isEntryTicket && <ContentSection title={t('Cancellation Policy')} html={product.cancellation_policy} />}
      <ContentSection title={t('Terms and Conditions')} html={product.terms} />
      <ContentSection title={t('Disclaimer')} html={product.disclaimer} />
      {!isEntryTicket && <ContentSection title={t('Next Steps')} html={product.next_step} />}
    </>
  );
}
