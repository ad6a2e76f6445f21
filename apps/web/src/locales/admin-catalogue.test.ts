import fs from 'node:fs';
import path from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import { ROLE_LABELS } from '@rihla/shared/rules/operator-roles';
import { describe, expect, it } from 'vitest';
import { adminFiles, literalTexts, storefrontFiles } from '../../build/catalogue';
import { ARABIC_TEXT_FIELDS, HTML_FIELDS } from '../features/admin/catalogue/product-form';
import { ADMIN_NAV } from '../features/admin/components/admin-nav';
import { catalogueKey } from '../lib/translator';
import waitingList from './admin-ar-waiting.json';

// The back office's Arabic (decision 104) against its source: every text a `t('...')` of features/admin (or its router)
// names has Arabic, in the back office's own catalogue (admin-ar.json) or the storefront's (ar.json, for the words
// they share), or waits in admin-ar-waiting.json, a list that only shrinks.
const SRC = path.resolve(import.meta.dirname, '..');
const read = (file: string) =>
  JSON.parse(fs.readFileSync(path.join(SRC, 'locales', file), 'utf8')) as Record<string, string>;
const admin = read('admin-ar.json');
const storefront = read('ar.json');
const waiting: string[] = waitingList;

/** The column headers of the desk's tables (`header: '...'`), which DeskTable passes to t(). */
const HEADERS = adminFiles().flatMap((file) =>
  [...fs.readFileSync(file, 'utf8').matchAll(/\bheader: '([^']+)'/g)].map((match) => match[1] ?? ''),
);

/**
 * Texts passed to t() from a table, which no `t('...')` names: the navigation, the roles, the calendar's days, the
 * product's rich-text fields, the tables' column headers.
 */
const TABLE_TEXTS = [
  ...ADMIN_NAV.map((item) => item.label),
  ...Object.values(ROLE_LABELS),
  ...['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  ...['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  ...HTML_FIELDS.map(([, label]) => label),
  ...ARABIC_TEXT_FIELDS.map(([, label]) => label),
  ...HEADERS,
];

function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const visit = (elements: ReturnType<typeof parse>) => {
    for (const element of elements) {
      if ('value' in element && element.type !== 0 && typeof element.value === 'string') names.add(element.value);
      if ('options' in element) for (const option of Object.values(element.options)) visit(option.value);
    }
  };
  visit(parse(message));
  return [...names].sort();
}

describe('the back office’s Arabic catalogue', () => {
  const texts = literalTexts(adminFiles());

  it('has every back-office text, but for the listed ones still waiting, a list that only shrinks', () => {
    expect(HEADERS.length).toBeGreaterThan(50);
    const all = [...new Set([...texts.keys(), ...TABLE_TEXTS])];
    const missing = all.filter((text) => !(text in admin) && !(text in storefront)).sort();
    const unlisted = missing.filter((text) => !waiting.includes(text));
    const stale = waiting.filter((text) => !missing.includes(text));
    console.info(
      `Back office in Arabic: ${all.length} texts, ${all.length - missing.length} with Arabic; ${waiting.length} still waiting.`,
    );
    const where = (text: string) => path.relative(SRC, texts.get(text)?.[0] ?? '');
    expect(
      unlisted.map((text) => `${text}  (${where(text)})`),
      'texts with no Arabic: translate them',
    ).toEqual([]);
    expect(stale, 'translated or gone: remove them from locales/admin-ar-waiting.json').toEqual([]);
    expect([...waiting].sort(), 'keep the waiting list sorted').toEqual(waiting);
  });

  it('has Arabic for the shell, sign-in, account and check-in screens, none of them waiting', () => {
    const screens = adminFiles().filter((file) =>
      /components\/(admin-shell|admin-app|sign-in-page|account-page|admin-ui)\.tsx$|manifests\/check-in/.test(file),
    );
    const theirs = [...literalTexts(screens).keys()];
    expect(theirs.length).toBeGreaterThan(40);
    expect(theirs.filter((text) => waiting.includes(text))).toEqual([]);
  });

  it('repeats no storefront text (one Arabic per English) and keys no text as another one', () => {
    expect(Object.keys(admin).filter((text) => text in storefront)).toEqual([]);
    const byKey = new Map<string, string>();
    for (const text of new Set([...texts.keys(), ...Object.keys(admin), ...literalTexts(storefrontFiles()).keys()])) {
      const key = catalogueKey(text);
      expect(byKey.get(key) ?? text, key).toBe(text);
      byKey.set(key, text);
    }
  });

  it('gives each translation the same placeholders as its English, as a valid ICU message', () => {
    const mismatched = Object.entries(admin).filter(
      ([english, arabic]) => argumentsOf(english).join() !== argumentsOf(arabic).join(),
    );
    expect(mismatched).toEqual([]);
  });
});
