import type { TFilterCategory } from '../constants.js';

// The product's category as the catalogue writes it -> the filter page category it links to (SPEC section 2).
const CATEGORY_FILTERS: Record<string, TFilterCategory> = {
  'entry ticket': 'Entry ticket',
  'picnic musandum': 'Picnic Musandum',
  inbound: 'Inbound',
  holiday: 'Holidays',
};

/** Where the category crumb of a product page leads: its filter page, or home for any other category. */
export function categoryCrumbPath(category: string): string {
  const filter = CATEGORY_FILTERS[category.trim().toLowerCase()];
  return filter ? `/ProductFilterPage?category=${encodeURIComponent(filter)}` : '/';
}
