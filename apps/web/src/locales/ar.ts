// The Arabic language's chunk (decision 101): its catalogue, precompiled by the build, and the library that
// formats it. Only pages under /ar import it.
import catalogue from 'virtual:catalogue/ar';
import { INTL_LOCALES } from '../lib/i18n';
import { createTranslator } from '../lib/translator';

export const translateArabic = createTranslator(INTL_LOCALES.ar.number, catalogue);
