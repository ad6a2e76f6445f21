// The back office's Arabic (decision 104): its own texts (locales/admin-ar.json), then the storefront's for the
// words the two share (the travellers' forms, the shop's statuses). Only the back office imports it, and only for an
// operator who chose Arabic: no shopper's page loads it. The storefront's Arabic chunk is reached by a dynamic import
// of locales/ar.ts, exactly as a shopper's Arabic page loads it, so that chunk and its first load stay as they are.
import admin from 'virtual:catalogue/admin-ar';
import type { TTranslate } from '../lib/i18n';

/** The back office's Arabic t() in `intlLocale` (i18n.ts's INTL_LOCALES.ar); the back office's own words win. */
export async function adminArabicTranslator(intlLocale: string): Promise<TTranslate> {
  const { arabicTranslator, completeArabic, createTranslator } = await import('./ar');
  await completeArabic();
  const own = createTranslator(intlLocale, admin);
  const shop = arabicTranslator(intlLocale);
  return (english, vars) => own(english, vars) ?? shop(english, vars);
}
