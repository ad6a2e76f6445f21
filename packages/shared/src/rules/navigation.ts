import { DETAIL_ROUTE_MODULES, type TFilterCategory, type TModule } from '../constants.js';

/** SPEC "Navigation rule for items": picnic and inBound open the detail route, every other module the package route. */
export function itemPath(module: string, planId: string): string {
  const base = (DETAIL_ROUTE_MODULES as readonly string[]).includes(module) ? 'detail' : 'package';
  return `/${base}/${encodeURIComponent(module)}/${encodeURIComponent(planId)}`;
}

export function isDetailRouteModule(module: TModule): boolean {
  return DETAIL_ROUTE_MODULES.includes(module);
}

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
