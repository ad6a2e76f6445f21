import { describe, expect, it } from 'vitest';
import { pathInLanguage, splitLanguagePath } from './languages.js';

describe('splitLanguagePath', () => {
  it('finds Arabic under /ar and gives the page path without it', () => {
    expect(splitLanguagePath('/ar')).toEqual({ language: 'ar', path: '/' });
    expect(splitLanguagePath('/ar/')).toEqual({ language: 'ar', path: '/' });
    expect(splitLanguagePath('/ar/cart')).toEqual({ language: 'ar', path: '/cart' });
    expect(splitLanguagePath('/ar?x=1')).toEqual({ language: 'ar', path: '/?x=1' });
    expect(splitLanguagePath('/ar/detail/picnic/p1?d=2')).toEqual({ language: 'ar', path: '/detail/picnic/p1?d=2' });
  });

  it('leaves English paths, and paths that only start with the letters, as they are', () => {
    expect(splitLanguagePath('/')).toEqual({ language: 'en', path: '/' });
    expect(splitLanguagePath('/about')).toEqual({ language: 'en', path: '/about' });
    expect(splitLanguagePath('/arrivals')).toEqual({ language: 'en', path: '/arrivals' });
  });
});

describe('pathInLanguage', () => {
  it('puts a page under /ar in Arabic and leaves it in English', () => {
    expect(pathInLanguage('/cart', 'ar')).toBe('/ar/cart');
    expect(pathInLanguage('/', 'ar')).toBe('/ar/');
    expect(pathInLanguage('/cart', 'en')).toBe('/cart');
  });
});
