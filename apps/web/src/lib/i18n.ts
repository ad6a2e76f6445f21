// The translation layer: every user-facing string goes through t(). English is the source language and
// the key (gettext style), so a new language is one table of English -> translation, and nothing else.
// Counts use ICU's plural form, the form a message catalogue keeps (decision 076):
// t('{count, plural, one {# adult} other {# adults}}', { count }) -> "1 adult", "3 adults"; a translation says its
// language's own categories (Arabic's zero, one, two, few, many, other), chosen by Intl.PluralRules.
type TVars = Record<string, string | number>;

const tables: Record<string, Record<string, string>> = { en: {} };
let locale = 'en';
const pluralRules = new Map<string, Intl.PluralRules>();

export function setLocale(next: string, table?: Record<string, string>): void {
  if (table) tables[next] = table;
  locale = next;
  document.documentElement.lang = next;
  document.documentElement.dir = next === 'ar' ? 'rtl' : 'ltr';
}

function pluralCategory(count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}

/** The end of the {...} that opens at `start` (its index), counting nested braces. */
function closingBrace(text: string, start: number): number {
  let depth = 0;
  for (let index = start; index < text.length; index += 1) {
    if (text[index] === '{') depth += 1;
    else if (text[index] === '}') {
      depth -= 1;
      if (depth === 0) return index;
    }
  }
  return -1;
}

/** The branches of a plural's body, `=0 {none} one {# adult} other {# adults}`, by their selector. */
function pluralBranches(body: string): Map<string, string> {
  const branches = new Map<string, string>();
  let index = 0;
  while (index < body.length) {
    const open = body.indexOf('{', index);
    if (open < 0) break;
    const close = closingBrace(body, open);
    if (close < 0) break;
    branches.set(body.slice(index, open).trim(), body.slice(open + 1, close));
    index = close + 1;
  }
  return branches;
}

/** Replaces each `{name, plural, ...}` by its branch for vars[name], `#` by the number. */
function withPlurals(text: string, vars: TVars): string {
  const start = text.search(/\{\w+, ?plural,/);
  if (start < 0) return text;
  const close = closingBrace(text, start);
  if (close < 0) return text;
  const [, name = '', body = ''] = /^\{(\w+), ?plural,(.*)\}$/s.exec(text.slice(start, close + 1)) ?? [];
  const count = Number(vars[name]);
  const branches = pluralBranches(body);
  const branch = branches.get(`=${count}`) ?? branches.get(pluralCategory(count)) ?? branches.get('other') ?? '';
  const shown = branch.replace(/#/g, String(vars[name]));
  return text.slice(0, start) + shown + withPlurals(text.slice(close + 1), vars);
}

/** Translates an English text and fills {placeholders} and {count, plural, ...} forms from vars. */
export function t(english: string, vars?: TVars): string {
  const text = tables[locale]?.[english] ?? english;
  if (!vars) return text;
  return withPlurals(text, vars).replace(/\{(\w+)\}/g, (match, name: string) =>
    name in vars ? String(vars[name]) : match,
  );
}
