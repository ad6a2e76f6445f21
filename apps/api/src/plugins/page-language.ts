import { pathInLanguage, type TLanguage } from '@rihla/shared/rules/languages';
import { escapeHtml } from '../lib/html.js';

/**
 * A served page in its language (issue 37, decision 101): English at the spec's paths, Arabic at the same path under
 * /ar. Every page names both as alternates (hreflang, English the default); an Arabic page is `<html lang="ar"
 * dir="rtl">` from its first byte, its canonical and og:url are its /ar address, and the words the server draws for
 * the app before it runs (the header's buttons, the first screen's own labels) are the web catalogue's Arabic
 * (apps/web/src/locales/ar.json; a test holds them equal). Catalogue content (titles, descriptions) stays as the
 * database gives it.
 */

/** The server's own words on a page, with their Arabic as the web app's catalogue has them. */
export const SERVER_WORDS_AR: Record<string, string> = {
  LOGIN: 'دخول',
  'SIGN UP': 'تسجيل',
  Home: 'الرئيسية',
  New: 'جديد',
  'Add to wishlist': 'أضف إلى المفضلة',
  Experiences: 'التجارب',
  'All experiences': 'جميع التجارب',
  'Finding experiences…': 'جارٍ البحث عن التجارب…',
  Filters: 'التصفية',
};

/** The web catalogue's Arabic of "{count} visitors". */
export const VISITORS_AR = '{count} زائر';

/** `<link rel="alternate">` of a page in both languages, and x-default (English). */
export function alternateLinks(publicUrl: string, path: string): string {
  const link = (hreflang: string, language: TLanguage) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(`${publicUrl}${pathInLanguage(path, language)}`)}">`;
  return [link('en', 'en'), link('ar', 'ar'), link('x-default', 'en')].join('\n    ');
}

/**
 * An element's text between tags, `>Home<`, in Arabic; only whole texts the server drew, never catalogue content.
 * A product's count of visitors, `>(4,120 visitors)<`, is the web catalogue's "{count} visitors" too.
 */
function arabicWords(html: string): string {
  return html.replace(/>([^<>]+)</g, (match, text: string) => {
    const arabic = SERVER_WORDS_AR[text];
    if (arabic) return `>${arabic}<`;
    const visitors = /^\(([\d,]+) visitors\)$/.exec(text);
    return visitors ? `>(${VISITORS_AR.replace('{count}', visitors[1] ?? '')})<` : match;
  });
}

/**
 * A built page in a language: its alternates, and in Arabic its lang and dir, canonical and og:url under /ar,
 * og:locale, and the server's own words. `path` is the page's canonical path (from /, without /ar); none for a
 * page that has no address of its own (the not-found page).
 */
export function inLanguage(html: string, language: TLanguage, publicUrl: string, path: string | null): string {
  const withAlternates = path ? html.replace('</head>', () => `  ${alternateLinks(publicUrl, path)}\n  </head>`) : html;
  if (language === 'en') return withAlternates;
  const [head = '', body = ''] = withAlternates.split('</head>', 2);
  const arabicHead = head
    .replace(/<html lang="en"(?: dir="ltr")?>/, '<html lang="ar" dir="rtl">')
    .replace(
      /(<link rel="canonical" href="|<meta property="og:url" content=")([^"]*)"/g,
      (_match, start: string, url: string) =>
        `${start}${url.startsWith(publicUrl) ? `${publicUrl}${pathInLanguage(url.slice(publicUrl.length) || '/', 'ar')}` : url}"`,
    )
    .replace(/(<meta property="og:type"[^>]*>)/, '$1\n    <meta property="og:locale" content="ar_AE">');
  // The links the server drew (the brand, the first screen's crumbs and chips) stay in Arabic.
  return `${arabicHead}</head>${arabicWords(body).replace(/ href="\/(?!\/)/g, ' href="/ar/')}`;
}
