import { parse } from '@formatjs/icu-messageformat-parser';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale, t } from './i18n';
import { ticketsText } from './ticket-words';
import { catalogueKey, createTranslator } from './translator';

/** A translator as the build gives it: the messages parsed to ASTs (build/catalogue.ts). */
function translatorOf(messages: Record<string, string>) {
  return createTranslator(
    'ar-AE-u-nu-latn',
    Object.fromEntries(Object.entries(messages).map(([k, v]) => [catalogueKey(k), parse(v)])),
  );
}

afterEach(() => {
  setLocale('en');
});

describe('t', () => {
  it('says a count in its plural form: 1 adult, 3 adults, 0 adults', () => {
    const adults = '{count, plural, one {# adult} other {# adults}}';
    expect(t(adults, { count: 1 })).toBe('1 adult');
    expect(t(adults, { count: 3 })).toBe('3 adults');
    expect(t(adults, { count: 0 })).toBe('0 adults');
  });

  it('prefers an exact branch, and fills the other placeholders of the sentence', () => {
    const seats = '{count, plural, =0 {No seats} one {# seat} other {# seats}} left on {date}';
    expect(t(seats, { count: 0, date: '1 Dec' })).toBe('No seats left on 1 Dec');
    expect(t(seats, { count: 1, date: '1 Dec' })).toBe('1 seat left on 1 Dec');
    expect(t(seats, { count: 12, date: '1 Dec' })).toBe('12 seats left on 1 Dec');
  });

  it('takes Arabic’s six plural categories, chosen by its rules, with Western digits: 0, 1, 2, 3, 11, 100', () => {
    const adults = '{count, plural, one {# adult} other {# adults}}';
    setLocale(
      'ar',
      translatorOf({
        [adults]:
          '{count, plural, zero {لا بالغين} one {بالغ واحد} two {بالغان} few {# بالغين} many {# بالغًا} other {# بالغ}}',
      }),
    );
    expect(t(adults, { count: 0 })).toBe('لا بالغين');
    expect(t(adults, { count: 1 })).toBe('بالغ واحد');
    expect(t(adults, { count: 2 })).toBe('بالغان');
    expect(t(adults, { count: 3 })).toBe('3 بالغين');
    expect(t(adults, { count: 11 })).toBe('11 بالغًا');
    expect(t(adults, { count: 100 })).toBe('100 بالغ');
    expect(t(adults, { count: 1000 })).toBe('1,000 بالغ');
  });

  it('fills an Arabic text’s placeholders, and says in English a text that has no Arabic yet', () => {
    setLocale('ar', translatorOf({ 'Hello {name}': 'مرحبًا {name}' }));
    expect(t('Hello {name}', { name: 'Sara' })).toBe('مرحبًا Sara');
    expect(t('Not translated {count}', { count: 4 })).toBe('Not translated 4');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    setLocale('en');
    expect(t('Hello {name}', { name: 'Sara' })).toBe('Hello Sara');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('counts tickets per type in words, never as codes', () => {
    expect(ticketsText({ adult: 3, child: 1 })).toBe('3 adults, 1 child');
    expect(ticketsText({ adult: 1, infant: 2 })).toBe('1 adult, 2 infants');
    expect(ticketsText({ 'Family boat': 1 })).toBe('1 × Family boat');
  });
});
