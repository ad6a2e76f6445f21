import {
  FILTER_CATEGORIES,
  FILTER_DURATIONS,
  FILTER_PRICES,
  FILTER_TIMES,
  type TFilterCategory,
} from '@rihla/shared/constants';
import type { TFilteredListBody } from '../api/filtered-list';

export interface TFilterSelection {
  category: string[];
  price: string[];
  time: string[];
  duration: string[];
}
export type TFilterGroupKey = keyof TFilterSelection;

/** The four groups of the sidebar in the spec's order, with the spec's exact labels (SPEC section 9). */
export const FILTER_GROUPS: ReadonlyArray<{ key: TFilterGroupKey; title: string; options: readonly string[] }> = [
  { key: 'category', title: 'Category', options: FILTER_CATEGORIES },
  { key: 'price', title: 'Price', options: FILTER_PRICES },
  { key: 'time', title: 'Time', options: FILTER_TIMES },
  { key: 'duration', title: 'Duration', options: FILTER_DURATIONS },
];

export const EMPTY_SELECTION: TFilterSelection = { category: [], price: [], time: [], duration: [] };

/** What the sidebar shows before the shopper touches it: the URL's category, if any. */
export function initialSelection(urlCategory: TFilterCategory | null): TFilterSelection {
  return { ...EMPTY_SELECTION, category: urlCategory ? [urlCategory] : [] };
}

export function toggleFilter(selection: TFilterSelection, group: TFilterGroupKey, value: string): TFilterSelection {
  const current = selection[group];
  const next = current.includes(value) ? current.filter((item) => item !== value) : [...current, value];
  // Keep the spec's option order whatever order the boxes were ticked in, so equal choices share a cache entry.
  const order = FILTER_GROUPS.find((item) => item.key === group)?.options ?? [];
  return { ...selection, [group]: order.filter((option) => next.includes(option)) };
}

export function countSelected(selection: TFilterSelection): number {
  return FILTER_GROUPS.reduce((sum, group) => sum + selection[group.key].length, 0);
}

/**
 * The users/filteredList body (SPEC section 4 "Filter page"): arriving with a category in the URL and no
 * manual change yet, only that category is sent; otherwise all four groups as chosen.
 */
export function filterRequestBody(
  urlCategory: TFilterCategory | null,
  manual: TFilterSelection | null,
): TFilteredListBody {
  if (!manual) return urlCategory ? { category: [urlCategory] } : ({ ...EMPTY_SELECTION } as TFilteredListBody);
  return { ...manual } as TFilteredListBody;
}
