import fs from 'node:fs';
import path from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import waiting from './ar-waiting.json';

// The Arabic catalogue against the storefront's source (decision 101). The back office (features/admin) has no
// Arabic in this slice.
const SRC = path.resolve(import.meta.dirname, '..');
const catalogue = JSON.parse(fs.readFileSync(path.join(SRC, 'locales/ar.json'), 'utf8')) as Record<string, string>;

function storefrontFiles(dir = SRC): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return file.endsWith(path.join('features', 'admin')) ? [] : storefrontFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|\.d\.ts$/.test(entry.name) ? [file] : [];
  });
}

/** Every text of a `t('...')` or `t("...")` call, unescaped as JavaScript reads it. */
function literalTexts(): Map<string, string> {
  const texts = new Map<string, string>();
  for (const file of storefrontFiles()) {
    const source = fs.readFileSync(file, 'utf8');
    for (const match of source.matchAll(/\bt\(\s*(['"])((?:(?!\1)[^\\]|\\.)*)\1/g)) {
      const text = (match[2] ?? '').replace(/\\(.)/g, '$1');
      if (!texts.has(text)) texts.set(text, path.relative(SRC, file));
    }
  }
  return texts;
}

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
    expect(unlisted.map((text) => `${text}  (${texts.get(text)})`), 'texts with no Arabic: translate them').toEqual([]);
    expect(stale, 'translated or gone: remove them from locales/ar-waiting.json').toEqual([]);
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
