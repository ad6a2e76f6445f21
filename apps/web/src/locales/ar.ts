// The Arabic language's chunk (decision 101): the texts a first load needs, precompiled by the build, and the
// library that formats them; the rest of the catalogue follows in a chunk of its own. Only pages under /ar import it.
import first from 'virtual:catalogue/ar';
import { createTranslator, type TCompiledCatalogue } from '../lib/translator';

const catalogue: TCompiledCatalogue = { ...first };

/** The Arabic t() in `intlLocale` (i18n.ts's INTL_LOCALES.ar, passed in so that this chunk imports nothing of the entry's). */
export function arabicTranslator(intlLocale: string) {
  return createTranslator(intlLocale, catalogue);
}

/** Loads the rest of the Arabic catalogue into the translator's. */
export async function completeArabic(): Promise<void> {
  const { default: later } = await import('virtual:catalogue/ar/later');
  Object.assign(catalogue, later);
}

/** The translator of a catalogue, for the back office's own Arabic (decision 104), without a chunk of its own. */
export { createTranslator } from '../lib/translator';
