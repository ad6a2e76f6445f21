// The operator's shop (issue 34, decision 071): its name, contact, brand, footer and home page, as every page of the
// storefront and the back office shows them. The server writes it into every page it serves
// (apps/api/src/plugins/shop-page.ts), so the first render has it without a request; `npm run dev` serves pages
// without it, and the hook asks shop/settings.
import type { TCallData } from '@rihla/shared/api-calls';
import { defaultShopSettings } from '@rihla/shared/rules/shop';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from './api-client';
import { callKey } from './query-keys';

export type TShop = TCallData<'shop/settings'>;

/** The id of the data block the server writes (SHOP_DATA_ID in apps/api/src/plugins/shop-page.ts). */
const SHOP_DATA_ID = 'shop-data';

/** The shop the page carries, or undefined on a page served without it. */
export function readPageShop(): TShop | undefined {
  const text = document.getElementById(SHOP_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as TShop;
  } catch {
    return undefined;
  }
}

/** What a page shows while the shop is asked for (dev only): words that name no shop. */
const { phoneHoldMinutes: _desksOwn, passengerRetentionDays: _ownersOwn, ...NEUTRAL_SHOP } = defaultShopSettings();

async function fetchShop(): Promise<TShop> {
  const result = await apiCall('shop/settings', {});
  if (result.status === 1) return result.data;
  throw new Error(result.message);
}

/**
 * The shop's query: the page's copy as its data, kept for the page's life (a save in the back office sets it again,
 * and every other tab sees it on its next page load).
 */
export const shopQuery = () =>
  queryOptions({
    queryKey: callKey('shop/settings'),
    queryFn: fetchShop,
    initialData: readPageShop,
    staleTime: Infinity,
  });

/** The operator's shop, at once on a page the server wrote. */
export function useShop(): TShop {
  return useQuery(shopQuery()).data ?? NEUTRAL_SHOP;
}

/** A WhatsApp chat link for a number as typed ('+971 50 123 4567' -> https://wa.me/971501234567), or null for none. */
export function whatsAppLink(number: string): string | null {
  const digits = number.replace(/\D/g, '');
  return digits ? `https://wa.me/${digits}` : null;
}

/** A tel: link for a number as typed. */
export function telLink(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, '')}`;
}
