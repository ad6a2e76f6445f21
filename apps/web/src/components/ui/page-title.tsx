import {
  HOME_SELLS,
  homeTitle,
  notFoundTitle,
  pageTitle,
  STATIC_PAGE_NAMES,
  type TStaticPagePath,
} from '@rihla/shared/rules/page-titles';
import { t } from '../../lib/i18n';
import { useShop } from '../../lib/shop';

/**
 * The browser title of the page on screen (React puts it in the document's head). The server writes the same
 * text into the first HTML response; this keeps it right as a shopper moves inside the app. Every route renders
 * one, or the title of the page the app first loaded would stay.
 */
export function PageTitle({ name }: { name: string }) {
  return <title>{pageTitle(name, useShop().name)}</title>;
}

/** The title of a page without data of its own, named as the server names it. */
export function StaticPageTitle({ path }: { path: TStaticPagePath }) {
  return <PageTitle name={t(STATIC_PAGE_NAMES[path])} />;
}

export function HomeTitle() {
  return <title>{homeTitle(useShop().name, t(HOME_SELLS))}</title>;
}

export function NotFoundTitle() {
  return <title>{notFoundTitle(useShop().name, t('Page not found'))}</title>;
}

/**
 * A post's title, then the blog's name in the page's language (`blogOf`: 'Rihla blog', 'مدونة Rihla'), as the blog
 * page words it so that its text loads with that page (decision 108); blogPostTitle's English byte for byte.
 */
export function BlogPostTitle({ title, blogOf }: { title: string; blogOf(shop: string): string }) {
  const site = useShop().name;
  return <title>{pageTitle(title, site ? blogOf(site) : t('Blog'))}</title>;
}
