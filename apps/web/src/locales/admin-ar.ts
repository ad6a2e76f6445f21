// The back office's Arabic (decision 104): its own texts (locales/admin-ar.json) and the storefront's (the words the
// two share: the travellers' forms, the shop's statuses), with the library that formats them. Only the back office
// imports it, and only for an operator who chose Arabic: no shopper's page loads it.
import admin from 'virtual:catalogue/admin-ar';
import first from 'virtual:catalogue/ar';
import later from 'virtual:catalogue/ar/later';
import { createTranslator } from '../lib/translator';

/** The back office's Arabic t() in `intlLocale` (i18n.ts's INTL_LOCALES.ar); the back office's own words win. */
export function adminArabicTranslator(intlLocale: string) {
  return createTranslator(intlLocale, { ...first, ...later, ...admin });
}
