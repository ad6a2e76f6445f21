import fs from 'node:fs';
import path from 'node:path';
import { HOME_SELLS, STATIC_PAGE_NAMES } from '@rihla/shared/rules/page-titles';
import { describe, expect, it } from 'vitest';
import { ARABIC_HEAD } from '../modules/seo/arabic-head.js';
import { inLanguage, SERVER_WORDS_AR, VISITORS_AR } from './page-language.js';

const webCatalogue = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, '../../../web/src/locales/ar.json'), 'utf8'),
) as Record<string, string>;

describe('the server’s own words in Arabic', () => {
  it('are the web catalogue’s Arabic for the same English, so the first screen says what the app then says', () => {
    for (const [english, arabic] of Object.entries(SERVER_WORDS_AR)) {
      expect(webCatalogue[english], english).toBe(arabic);
    }
    expect(webCatalogue['{count} visitors']).toBe(VISITORS_AR);
  });

  it('name the pages in the head as the web app names them in Arabic', () => {
    for (const [path, english] of Object.entries(STATIC_PAGE_NAMES)) {
      expect(ARABIC_HEAD.staticPageNames[path as keyof typeof STATIC_PAGE_NAMES], path).toBe(webCatalogue[english]);
    }
    expect(ARABIC_HEAD.homeSells).toBe(webCatalogue[HOME_SELLS]);
    expect(ARABIC_HEAD.pageNotFound).toBe(webCatalogue['Page not found']);
    expect(ARABIC_HEAD.home).toBe(webCatalogue.Home);
    expect(ARABIC_HEAD.blog).toBe(webCatalogue.Blog);
    expect(ARABIC_HEAD.blogOf('Rihla')).toBe((webCatalogue['{shop} blog'] as string).replace('{shop}', 'Rihla'));
    expect(ARABIC_HEAD.allExperiences).toBe(webCatalogue['All experiences']);
    expect(ARABIC_HEAD.allExperiencesInTheUae).toBe(webCatalogue['All experiences in the UAE']);
    for (const [english, arabic] of Object.entries(ARABIC_HEAD.categoryNames)) {
      expect(arabic, english).toBe(webCatalogue[english]);
      expect(ARABIC_HEAD.categoryInTheUae(arabic)).toBe(
        (webCatalogue['{category} in the UAE'] as string).replace('{category}', arabic),
      );
    }
  });

  it('replace whole texts the server drew, never part of a text, and leave the head’s content alone', () => {
    const html =
      '<html lang="en" dir="ltr"><head><title>Home</title></head><body><a href="/">Home</a><span>Home page</span><span>(4,120 visitors)</span></body></html>';
    const arabic = inLanguage(html, 'ar', 'https://shop.test', '/');
    expect(arabic).toContain('<title>Home</title>');
    expect(arabic).toContain('<a href="/ar/">الرئيسية</a>');
    expect(arabic).toContain('<span>Home page</span>');
    expect(arabic).toContain('<span>(4,120 زائر)</span>');
    expect(inLanguage(html, 'en', 'https://shop.test', '/')).toContain('<a href="/">Home</a>');
  });
});
