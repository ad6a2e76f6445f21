import { contentLanguage, type TContentLanguage } from '../../../lib/content-language';
import { currentLocale, t } from '../../../lib/i18n';
import { useShop } from '../../../lib/shop';

function useShopVars(): Record<string, string> {
  const shop = useShop();
  return { shop: shop.name, email: shop.supportEmail, address: shop.address || 'United Arab Emirates' };
}

/**
 * The content pages' texts name the shop through placeholders (`{shop}`, `{email}`, `{address}`), filled here from
 * the operator's shop when they are shown: one substitution for every policy, the FAQ, the about and visa pages.
 */
export function useShopText(): (english: string) => string {
  const vars = useShopVars();
  return (english) => t(english, vars);
}

/**
 * The same for a page's text that comes from the API already in the page's language (decision 112): its
 * placeholders filled, nothing translated.
 */
export function usePageText(): (text: string) => string {
  const vars = useShopVars();
  return (text) => text.replace(/\{(\w+)\}/g, (match, name: string) => vars[name] ?? match);
}

/**
 * The mark of a page's text that fell back to English on an Arabic page (no Arabic written for it, decision 105):
 * read as English. Nothing on an English page, so that its markup stays as it was.
 */
export function fallbackLanguage(text: string): Partial<TContentLanguage> {
  if (currentLocale() !== 'ar') return {};
  const mark = contentLanguage(text);
  return mark.lang ? mark : {};
}
