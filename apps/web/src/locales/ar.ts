// The Arabic language's chunk (decision 101): the texts a first load needs, precompiled by the build, and the
// library that formats them; the rest of the catalogue follows in a chunk of its own. Only pages under /ar import it.
import first from 'virtual:catalogue/ar';
import { catalogueKey, createTranslator, type TCompiledCatalogue } from '../lib/translator';

const catalogue: TCompiledCatalogue = { ...first };

/** The Arabic t() in `intlLocale` (i18n.ts's INTL_LOCALES.ar, passed in so that this chunk imports nothing of the entry's). */
export function arabicTranslator(intlLocale: string) {
  return createTranslator(intlLocale, catalogue);
}

/**
 * Loads the rest of the Arabic catalogue into the translator's, with the shared schemas' messages (a form field's
 * refusal, shown through t(); issue 37), whose Arabic the shared package keeps for the API's answers too: a text of
 * the catalogue's own wins. Each is plain words, so it is kept as its string, as the build keeps such a text.
 */
export async function completeArabic(): Promise<void> {
  const [{ default: later }, { SCHEMA_MESSAGES_AR }] = await Promise.all([
    import('virtual:catalogue/ar/later'),
    import('@rihla/shared/messages/schemas-ar'),
  ]);
  for (const [english, arabic] of Object.entries(SCHEMA_MESSAGES_AR)) {
    const key = catalogueKey(english);
    if (!(key in catalogue) && !(key in later)) catalogue[key] = arabic;
  }
  Object.assign(catalogue, later);
}

/** The translator of a catalogue, for the back office's own Arabic (decision 104), without a chunk of its own. */
export { createTranslator } from '../lib/translator';
