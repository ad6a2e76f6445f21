import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../lib/i18n';
import { rememberedLanguageAddress } from '../../lib/language';
import { readStorage } from '../../lib/storage';
import { renderWithApp } from '../../test/render';
import LanguageOffer from './language-offer';
import { LanguageSwitch } from './language-switch';

afterEach(() => {
  setLocale('en');
  vi.unstubAllGlobals();
});

/** A click on a link that would load another page: the test keeps this one, and sees what was stored. */
const stayOnPage = (event: MouseEvent) => event.preventDefault();

describe('the language switch', () => {
  it('leads to the same page in Arabic, with its query, and remembers the choice', async () => {
    renderWithApp(<LanguageSwitch />, { path: '*', initialEntries: ['/detail/picnic/p1?date=2026-12-01#reviews'] });
    const link = screen.getByRole('link', { name: 'العربية' });
    expect(link.getAttribute('href')).toBe('/ar/detail/picnic/p1?date=2026-12-01#reviews');
    expect(link.getAttribute('hreflang')).toBe('ar');
    expect(link.className).toContain('h-11');
    link.addEventListener('click', stayOnPage);
    await userEvent.click(link);
    expect(readStorage('language')).toBe('ar');
  });

  it('leads from an Arabic page to the same page in English', async () => {
    setLocale('ar');
    // Inside the Arabic router the path is the page's own (its basename is /ar).
    renderWithApp(<LanguageSwitch />, { path: '*', initialEntries: ['/cart'] });
    const link = screen.getByRole('link', { name: 'English' });
    expect(link.getAttribute('href')).toBe('/cart');
    link.addEventListener('click', stayOnPage);
    await userEvent.click(link);
    expect(readStorage('language')).toBe('en');
  });
});

describe('the remembered language', () => {
  it('sends a later visit to the same page in the chosen language, and leaves the back office alone', () => {
    const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });
    expect(rememberedLanguageAddress(at('/cart'))).toBeNull();
    localStorage.setItem('rihla.language', 'ar');
    expect(rememberedLanguageAddress(at('/cart', '?x=1'))).toBe('/ar/cart?x=1');
    expect(rememberedLanguageAddress(at('/ar/cart'))).toBeNull();
    expect(rememberedLanguageAddress(at('/admin/orders'))).toBeNull();
    localStorage.setItem('rihla.language', 'en');
    expect(rememberedLanguageAddress(at('/ar/'))).toBe('/');
  });
});

describe('the offer of Arabic on a first visit', () => {
  it('shows to a browser that prefers Arabic, links to the same page in Arabic, and closing it keeps English', async () => {
    vi.stubGlobal('navigator', { ...navigator, languages: ['ar-AE', 'en'] });
    renderWithApp(<LanguageOffer />, { path: '*', initialEntries: ['/faq'] });
    expect(screen.getByRole('link', { name: 'تصفّح بالعربية' }).getAttribute('href')).toBe('/ar/faq');
    await userEvent.click(screen.getByRole('button', { name: /إغلاق/ }));
    expect(screen.queryByRole('link', { name: 'تصفّح بالعربية' })).toBeNull();
    expect(readStorage('language')).toBe('en');
  });

  it('shows nothing to a browser that prefers English, nor once a choice is stored', () => {
    vi.stubGlobal('navigator', { ...navigator, languages: ['en-GB', 'ar'] });
    const first = renderWithApp(<LanguageOffer />, { path: '*', initialEntries: ['/faq'] });
    expect(screen.queryByRole('complementary')).toBeNull();
    first.unmount();
    vi.stubGlobal('navigator', { ...navigator, languages: ['ar'] });
    localStorage.setItem('rihla.language', 'en');
    renderWithApp(<LanguageOffer />, { path: '*', initialEntries: ['/faq'] });
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
