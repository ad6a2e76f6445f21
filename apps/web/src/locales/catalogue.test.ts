import fs from 'node:fs';
import path from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { literalTexts, storefrontFiles } from '../../build/catalogue';
import { catalogueKey } from '../lib/translator';
import waitingList from './ar-waiting.json';

/** The storefront texts still without Arabic (none today). */
const waiting: string[] = waitingList;

// The Arabic catalogue against the storefront's source (decision 101). The back office (features/admin) has no
// Arabic in this slice.
const SRC = path.resolve(import.meta.dirname, '..');
const catalogue = JSON.parse(fs.readFileSync(path.join(SRC, 'locales/ar.json'), 'utf8')) as Record<string, string>;

/** The names of a message's arguments, `{name}` and `{count, plural, ...}` alike, at any depth. */
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

describe('the Arabic catalogue', () => {
  const texts = literalTexts();

  it('has every storefront text, but for the listed ones still waiting, a list that only shrinks', () => {
    const missing = [...texts.keys()].filter((text) => !(text in catalogue)).sort();
    const unlisted = missing.filter((text) => !waiting.includes(text));
    const stale = waiting.filter((text) => !missing.includes(text));
    console.info(`Arabic catalogue: ${Object.keys(catalogue).length} texts; ${waiting.length} still waiting.`);
    const where = (text: string) => path.relative(SRC, texts.get(text)?.[0] ?? '');
    expect(
      unlisted.map((text) => `${text}  (${where(text)})`),
      'texts with no Arabic: translate them',
    ).toEqual([]);
    expect(stale, 'translated or gone: remove them from locales/ar-waiting.json').toEqual([]);
  });

  it('keys no storefront text as another one (the built catalogue is keyed by a hash of the English)', () => {
    const byKey = new Map<string, string>();
    for (const text of new Set([...texts.keys(), ...Object.keys(catalogue)])) {
      const key = catalogueKey(text);
      expect(byKey.get(key) ?? text, key).toBe(text);
      byKey.set(key, text);
    }
  });

  it('gives each translation the same placeholders as its English, as a valid ICU message', () => {
    const mismatched = Object.entries(catalogue).filter(
      ([english, arabic]) => argumentsOf(english).join() !== argumentsOf(arabic).join(),
    );
    expect(mismatched).toEqual([]);
  });
});

describe('locales in the storefront’s source', () => {
  it('names no en-* locale outside lib/i18n.ts, the one place that maps each language to its Intl locales', () => {
    const hardCoded = storefrontFiles()
      .filter((file) => !file.endsWith(path.join('lib', 'i18n.ts')))
      .filter((file) => /['"`]en-[A-Za-z]{2}\b/.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(SRC, file));
    expect(hardCoded).toEqual([]);
  });
});
