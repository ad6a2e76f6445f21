import fs from 'node:fs';
import path from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import type { Frame, Page } from 'playwright-core';

// The Arabic the storefront shows, for the journeys that find its elements by their Arabic names.

const CATALOGUE = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, '../src/locales/ar.json'), 'utf8'),
) as Record<string, string>;

/** The Arabic the page shows for an English text of the catalogue (ICU, as the app formats it). */
export function ar(english: string, values?: Record<string, string | number>): string {
  const message = CATALOGUE[english];
  if (message === undefined) throw new Error(`No Arabic in ar.json for '${english}'`);
  return values ? String(new IntlMessageFormat(message, 'ar-AE-u-nu-latn').format(values)) : message;
}

/** The date strip's name of a day in Arabic, as the app's Intl (the browser's) writes it: "السبت، 5 ديسمبر 2026". */
export function arabicLongDate(page: Page | Frame, isoDate: string): Promise<string> {
  return page.evaluate(
    (iso) =>
      new Date(`${iso}T12:00:00Z`).toLocaleDateString('ar-AE-u-nu-latn', {
        timeZone: 'UTC',
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }),
    isoDate,
  );
}
