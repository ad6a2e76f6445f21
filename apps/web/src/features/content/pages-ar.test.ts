import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ABOUT_PAGE_AR, contentPagesArabicTable, VISA_CHANGE_PAGE_AR } from './pages-ar';

const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map((match) => match[0]).sort();
const source = (file: string) => fs.readFileSync(path.join(import.meta.dirname, 'components', file), 'utf8');

describe('the About and Visa change pages in Arabic', () => {
  it('translate texts the pages show, each with its placeholders, in Arabic letters', () => {
    for (const [table, file] of [
      [ABOUT_PAGE_AR, 'about-page.tsx'],
      [VISA_CHANGE_PAGE_AR, 'visa-change-page.tsx'],
    ] as const) {
      const page = source(file);
      for (const [english, arabic] of Object.entries(table)) {
        // Each English text is quoted by its page as it is (a text the page no longer shows would be dead weight).
        expect(page.includes(`'${english}'`) || page.includes(`"${english}"`), english).toBe(true);
        expect(placeholders(arabic), english).toEqual(placeholders(english));
        expect(arabic).toMatch(/[\u0600-\u06FF]/);
        expect(arabic.replace(/\{\w+\}/g, '')).not.toMatch(/[A-Za-z]{2,}/);
      }
    }
  });

  it('are one table for the catalogue', () => {
    const table = contentPagesArabicTable();
    expect(table['Core Values']).toBe('قيمنا الأساسية');
    expect(table['Questions? E-mail {email}.']).toBe('لديك سؤال؟ راسلنا على {email}.');
    expect(Object.keys(table)).toHaveLength(
      Object.keys(ABOUT_PAGE_AR).length + Object.keys(VISA_CHANGE_PAGE_AR).length,
    );
  });
});
