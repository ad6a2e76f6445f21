import { contentLanguage, type TContentLanguage } from '../../../lib/content-language';
import { currentLocale } from '../../../lib/i18n';
import { useShop } from '../../../lib/shop';

/**
 * A page's text from the API, already in the page's language (decision 112): its placeholders (`{shop}`, `{email}`,
 * `{address}`) filled from the operator's shop, nothing translated (./shop-text.ts is the same for the app's texts).
 */
export function usePageText(): (text: string) => string {
  const shop = useShop();
  const vars: Record<string, string> = {
    shop: shop.name,
    email: shop.supportEmail,
    address: shop.address || 'United Arab Emirates',
  };
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
