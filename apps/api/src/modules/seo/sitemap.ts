import { MODULE_DISPLAY_NAMES, MODULES } from '@rihla/shared/constants';
import { BACK_OFFICE_PATH } from '@rihla/shared/rules/back-office';
import { LANGUAGES, pathInLanguage, type TLanguage } from '@rihla/shared/rules/languages';
import { itemPath } from '@rihla/shared/rules/navigation';
import type { TDb } from '../../db/database.js';
import { escapeHtml } from '../../lib/html.js';
import { listBlogDates, listProductDates } from './seo.repository.js';
import { STATIC_PAGE_PATHS } from './seo-head.js';

interface TSitemapEntry {
  path: string;
  /** W3C date (YYYY-MM-DD), when the page has one. */
  lastmod: string | null;
}

/** The date of a stored timestamp; null when it is none. */
function dateOf(timestamp: string | null | undefined): string | null {
  if (!timestamp) return null;
  const time = new Date(timestamp);
  return Number.isNaN(time.getTime()) ? null : time.toISOString().slice(0, 10);
}

function latest(dates: Array<string | null>): string | null {
  return dates.reduce<string | null>((last, date) => (date && (!last || date > last) ? date : last), null);
}

/**
 * The pages search engines should know (decision 027): home, the filter page of every category, every product on
 * its detail or package route, the blog and every post, and the static pages, each in English and in Arabic (/ar). A product's date is the day it was
 * added (products keep no date of change); a list's is the newest of what it lists; the policy pages have none.
 */
export async function buildSitemap(db: TDb, publicUrl: string): Promise<string> {
  const [products, blogs] = await Promise.all([listProductDates(db), listBlogDates(db)]);
  const productEntries = products.map((row) => ({
    module: row.module,
    path: itemPath(row.module, row.id),
    lastmod: dateOf(row.created_at),
  }));
  const blogEntries = blogs.map((row) => ({
    path: `/blogsdetails/${encodeURIComponent(row.id)}`,
    lastmod: dateOf(row.published_at),
  }));
  const entries: TSitemapEntry[] = [
    { path: '/', lastmod: latest(productEntries.map((entry) => entry.lastmod)) },
    { path: '/ProductFilterPage', lastmod: latest(productEntries.map((entry) => entry.lastmod)) },
    ...MODULES.map((module) => ({
      path: `/ProductFilterPage?category=${encodeURIComponent(MODULE_DISPLAY_NAMES[module])}`,
      lastmod: latest(productEntries.filter((entry) => entry.module === module).map((entry) => entry.lastmod)),
    })),
    ...productEntries,
    { path: '/blogs', lastmod: latest(blogEntries.map((entry) => entry.lastmod)) },
    ...blogEntries,
    ...STATIC_PAGE_PATHS.filter((path) => path !== '/blogs').map((path) => ({ path, lastmod: null })),
  ];
  // Each page in both languages (decision 101), each naming the other as its alternate, English the default.
  const address = (path: string, language: TLanguage) => escapeHtml(`${publicUrl}${pathInLanguage(path, language)}`);
  const alternates = (path: string) =>
    [...LANGUAGES.map((language) => [language, address(path, language)]), ['x-default', address(path, 'en')]]
      .map(([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`)
      .join('');
  const urls = entries.flatMap(({ path, lastmod }) =>
    LANGUAGES.map(
      (language) =>
        `<url><loc>${address(path, language)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${alternates(path)}</url>`,
    ),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function buildRobots(publicUrl: string): string {
  // The back office is no page for search engines (decision 032).
  return `User-agent: *\nAllow: /\nDisallow: ${BACK_OFFICE_PATH}\n\nSitemap: ${publicUrl}/sitemap.xml\n`;
}
