import { t } from '../../../lib/i18n';
import { useShop } from '../../../lib/shop';

/**
 * The content pages' texts name the shop through placeholders (`{shop}`, `{email}`, `{address}`), filled here from
 * the operator's shop when they are shown: one substitution for every policy, the FAQ, the about and visa pages.
 */
export function useShopText(): (english: string) => string {
  const shop = useShop();
  const vars = { shop: shop.name, email: shop.supportEmail, address: shop.address || 'United Arab Emirates' };
  return (english) => t(english, vars);
}
