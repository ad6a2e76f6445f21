import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import type { TTranslate, TVars } from './i18n';

/**
 * The key of an English text in a built catalogue: its FNV-1a hash in base 36, a few characters where the English
 * would be dozens, so the chunk carries the translations and little else. The build refuses two texts of one key, and
 * the catalogue test any storefront text whose key is another's.
 */
export function catalogueKey(english: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < english.length; index += 1) {
    hash ^= english.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/**
 * A catalogue as the build writes it (build/catalogue.ts): by each English text's catalogueKey, its translation
 * parsed to its AST, or kept as its string when it has only words and `{name}` placeholders.
 */
export type TCompiledCatalogue = Record<string, string | MessageFormatElement[]>;

/** The vars with whole numbers given as digits made numbers, so that a translation may choose a plural by them. */
function numbersOf(vars: TVars | undefined): TVars | undefined {
  if (!vars) return vars;
  return Object.fromEntries(
    Object.entries(vars).map(([name, value]) => [
      name,
      typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value,
    ]),
  );
}

/**
 * The t() of a language from its precompiled catalogue: each message is built once, on its first use, and formats
 * numbers (a plural's #) and picks plural categories with the language's own rules (Arabic's zero, one, two, few,
 * many, other).
 */
export function createTranslator(intlLocale: string, catalogue: TCompiledCatalogue): TTranslate {
  const built = new Map<string, IntlMessageFormat>();
  return (english: string, vars?: TVars) => {
    const ast = catalogue[catalogueKey(english)];
    if (ast === undefined) return undefined;
    if (typeof ast === 'string') {
      return vars
        ? ast.replace(/\{(\w+)\}/g, (match, name: string) => (name in vars ? String(vars[name]) : match))
        : ast;
    }
    let message = built.get(english);
    if (!message) {
      message = new IntlMessageFormat(ast, intlLocale);
      built.set(english, message);
    }
    try {
      return String(message.format(numbersOf(vars)));
    } catch {
      // A value the message cannot take (a plural given a grouped "1,250"): the English says it rather than nothing.
      return undefined;
    }
  };
}
