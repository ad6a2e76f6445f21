import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminFiles } from '../../build/catalogue';

// Decision 110: the back office's texts kept in tables (timeline events, statuses, the dashboard's ranges, the first
// day's checklist, download failures) reach t() through a variable, where the catalogue's scan of `t('...')` does not
// see them. Every quoted English sentence of features/admin has Arabic, but for the few quoted words that are no text.
const read = (file: string) =>
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, file), 'utf8')) as Record<string, string>;
const admin = read('admin-ar.json');
const storefront = read('ar.json');

/** Quoted words of features/admin that no one reads: keys, a time zone, an error's name, examples in comments. */
const NOT_TEXTS = new Set([
  'English',
  'Asia/Dubai',
  'Enter',
  'Escape',
  'NotAllowedError',
  'ArrowRight',
  'ArrowLeft',
  'Passenger 3',
  'Sent by text to +971… at 28 Nov 2026, 10:32 by Adil Agent',
]);

/** The quoted texts of a file that begin as a sentence does (a capital, then a small letter). */
function quotedTexts(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  return [...source.matchAll(/'((?:[^'\\\n]|\\.)*)'/g)]
    .map((match) => match[1] ?? '')
    .filter((text) => /^[A-Z][a-z]/.test(text) && !NOT_TEXTS.has(text));
}

describe('the back office’s texts kept in tables', () => {
  it('has Arabic for every quoted sentence of features/admin (the PDFs’ and fixtures’ own words aside)', () => {
    const files = adminFiles().filter((file) => !/pdf|fixture/.test(path.basename(file)));
    const missing = files.flatMap((file) =>
      quotedTexts(file)
        .filter((text) => !(text in admin) && !(text in storefront))
        .map((text) => `${text}  (${path.relative(path.join(import.meta.dirname, '..'), file)})`),
    );
    expect(files.length).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });
});
