import { FILTER_CATEGORIES, FILTER_DURATIONS, FILTER_PRICES, FILTER_TIMES } from '@rihla/shared/constants';
import { categoryFromUrl } from '@rihla/shared/rules/filters';
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

/**
 * The selection a filter page URL holds (issue 16: reload, Back and a shared link show the same results). Each
 * group is a repeated query parameter named after it: `?category=Holidays&price=Up+to+100+AED`. The spec's
 * `?category=` is the first of them, read without regard to case; unknown values are dropped.
 */
export function selectionFromParams(params: URLSearchParams): TFilterSelection {
  const selection = { ...EMPTY_SELECTION };
  for (const group of FILTER_GROUPS) {
    const values = params
      .getAll(group.key)
      .map((value) => (group.key === 'category' ? categoryFromUrl(value) : value.trim()))
      .filter((value): value is string => value !== null);
    selection[group.key] = group.options.filter((option) => values.includes(option));
  }
  return selection;
}

/** The query parameters of a selection, in the spec's group and option order; other parameters are kept. */
export function paramsWithSelection(params: URLSearchParams, selection: TFilterSelection): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const group of FILTER_GROUPS) {
    next.delete(group.key);
    for (const value of selection[group.key]) next.append(group.key, value);
  }
  return next;
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
 * The users/filteredList body (SPEC section 4 "Filter page"). A URL holding one category and nothing else is
 * how the page is arrived at (`?category=Holidays`), before any manual change: then only that category is
 * sent. Any other selection sends all four groups as chosen.
 */
export function filterRequestBody(selection: TFilterSelection): TFilteredListBody {
  const isArrival =
    selection.category.length === 1 && countSelected(selection) === 1 ? { category: [...selection.category] } : null;
  return (isArrival ?? { ...selection }) as TFilteredListBody;
}
