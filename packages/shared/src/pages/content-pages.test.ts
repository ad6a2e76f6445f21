import { describe, expect, it } from 'vitest';
import {
  CONTENT_PAGE_SLUGS,
  DEFAULT_CONTENT_PAGES,
  defaultPageArabic,
  missingArabicPaths,
  pageInLanguage,
  pageTextFields,
} from './content-pages.js';
import { TERMS_OF_SERVICE } from './terms-of-service.js';

describe('the content pages’ texts by path', () => {
  it('come with an Arabic for every text, but the Terms’ section already in Arabic', () => {
    for (const slug of CONTENT_PAGE_SLUGS) {
      expect(missingArabicPaths(DEFAULT_CONTENT_PAGES[slug].document, defaultPageArabic(slug)), slug).toEqual([]);
    }
    const arabicSource = pageTextFields(TERMS_OF_SERVICE).filter((field) => field.isArabicSource);
    expect(arabicSource.length).toBeGreaterThan(0);
    expect(arabicSource.every((field) => field.path.startsWith('sections.19.'))).toBe(true);
  });

  it('name no anchor, date, key name or section language as a text', () => {
    const paths = pageTextFields(DEFAULT_CONTENT_PAGES['cookies-policy'].document).map((field) => field.path);
    expect(paths).toContain('title');
    expect(paths).toContain('appendix.sections.0.heading');
    expect(paths.some((path) => /(^|\.)(id|lastUpdated|lang|term)$/.test(path))).toBe(false);
  });

  it('read in Arabic field by field, English where a field has no Arabic, and English untouched', () => {
    const arabic = { title: 'الشروط', 'sections.0.blocks.0': '  ' };
    const inArabic = pageInLanguage(TERMS_OF_SERVICE, arabic, 'ar');
    expect(inArabic.title).toBe('الشروط');
    expect(inArabic.sections[0]?.blocks[0]).toBe(TERMS_OF_SERVICE.sections[0]?.blocks[0]);
    expect(inArabic.sections.map((section) => section.id)).toEqual(TERMS_OF_SERVICE.sections.map((s) => s.id));
    expect(pageInLanguage(TERMS_OF_SERVICE, arabic, 'en')).toBe(TERMS_OF_SERVICE);
  });
});

describe('the About and Visa change pages’ default Arabic (decision 117)', () => {
  const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map((match) => match[0]).sort();

  it('has each text’s placeholders, in Arabic letters, for every text of both pages', () => {
    for (const slug of ['about', 'visa-change'] as const) {
      const arabic = defaultPageArabic(slug);
      for (const field of pageTextFields(DEFAULT_CONTENT_PAGES[slug].document)) {
        const text = arabic[field.path] ?? '';
        expect(placeholders(text), field.english).toEqual(placeholders(field.english));
        expect(text, field.english).toMatch(/[\u0600-\u06FF]/);
        expect(text.replace(/\{\w+\}/g, ''), field.english).not.toMatch(/[A-Za-z]{2,}/);
      }
    }
  });
});
