import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from './use-debounced-value';

const SEARCH_DELAY_MS = 300;

export interface TListState {
  /** The URL's parameters: each list reads its filters from them. */
  params: URLSearchParams;
  /** The search box's text: what was typed, or the URL's `q` after Back, Forward or a link changed it. */
  search: string;
  setSearch(text: string): void;
  /** Puts the typed search in the URL now (a search form's submit), as a new history entry. */
  submitSearch(): void;
  /** Changes some of the URL's parameters ('' removes one); any change but the page goes back to page one. */
  update(changes: Record<string, string>, options?: { keepPage?: boolean }): void;
  /** Goes to a page ('' for the first, which leaves the URL without one). */
  goToPage(page: string): void;
}

/**
 * A list's filters, search and page, all kept in the URL (?q=&page=&…) so a reload or Back keeps them; one hook for
 * every desk list (decision 069). The search is `q`: with `searchOn: 'pause'` what is typed reaches the URL once
 * typing pauses (replacing the history entry); with `searchOn: 'submit'` when the list's form is sent.
 */
export function useListState({ searchOn }: { searchOn: 'pause' | 'submit' }): TListState {
  const [params, setParams] = useSearchParams();
  const urlSearch = params.get('q') ?? '';
  const [search, setSearch] = useState(urlSearch);
  const settledSearch = useDebouncedValue(search, SEARCH_DELAY_MS);

  const change = (changes: Record<string, string>, keepPage: boolean, replace: boolean) => {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value === '') next.delete(key);
          else next.set(key, value);
        }
        if (!keepPage) next.delete('page');
        return next;
      },
      { replace },
    );
  };

  useEffect(() => {
    if (searchOn === 'pause' && settledSearch.trim() !== (params.get('q') ?? '')) {
      change({ q: settledSearch.trim() }, false, true);
    }
  }, [settledSearch]);
  // Back, Forward or a link changed the URL's search: the box shows it (unless typing is still settling).
  const [shownSearch, setShownSearch] = useState(urlSearch);
  if (shownSearch !== urlSearch) {
    setShownSearch(urlSearch);
    if (searchOn === 'submit' || settledSearch.trim() === search.trim()) setSearch(urlSearch);
  }

  return {
    params,
    search,
    setSearch,
    submitSearch: () => change({ q: search.trim() }, false, false),
    update: (changes, { keepPage = false } = {}) => change(changes, keepPage, false),
    goToPage: (page) => change({ page }, true, false),
  };
}
