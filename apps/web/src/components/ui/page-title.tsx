import {
  blogPostTitle,
  homeTitle,
  notFoundTitle,
  pageTitle,
  STATIC_PAGE_NAMES,
  type TStaticPagePath,
} from '@rihla/shared/rules/page-titles';
import { t } from '../../lib/i18n';

/**
 * The shop's name as the served page carries it (decision 071: the server writes the public shop into every page
 * as `#shop-data`); '' where none is carried (the Vite dev server), and the titles then name only the page.
 */
function siteName(): string {
  const carried = typeof document === 'undefined' ? null : document.getElementById('shop-data')?.textContent;
  if (!carried) return '';
  try {
    const { name } = JSON.parse(carried) as { name?: unknown };
    return typeof name === 'string' ? name : '';
  } catch {
    return '';
  }
}

/**
 * The browser title of the page on screen (React puts it in the document's head). The server writes the same
 * text into the first HTML response; this keeps it right as a shopper moves inside the app. Every route renders
 * one, or the title of the page the app first loaded would stay.
 */
export function PageTitle({ name }: { name: string }) {
  return <title>{pageTitle(name, siteName())}</title>;
}

/** The title of a page without data of its own, named as the server names it. */
export function StaticPageTitle({ path }: { path: TStaticPagePath }) {
  return <PageTitle name={t(STATIC_PAGE_NAMES[path])} />;
}

export function HomeTitle() {
  return <title>{homeTitle(siteName())}</title>;
}

export function NotFoundTitle() {
  return <title>{notFoundTitle(siteName())}</title>;
}

export function BlogPostTitle({ title }: { title: string }) {
  return <title>{blogPostTitle(title, siteName())}</title>;
}
