// The Arabic language's chunk (decision 101): the texts a first load needs, precompiled by the build, and the
// library that formats them; the rest of the catalogue follows in a chunk of its own. Only pages under /ar import it.
import first from 'virtual:catalogue/ar';
import { INTL_LOCALES } from '../lib/i18n';
import { createTranslator, type TCompiledCatalogue } from '../lib/translator';

const catalogue: TCompiledCatalogue = { ...first };

export const translateArabic = createTranslator(INTL_LOCALES.ar.number, catalogue);

/** Loads the rest of the Arabic catalogue into translateArabic's. */
export async function completeArabic(): Promise<void> {
  const { default: later } = await import('virtual:catalogue/ar/later');
  Object.assign(catalogue, later);
}
