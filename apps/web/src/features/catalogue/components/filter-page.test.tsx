import { FILTER_PAGE_SIZE, type TFilterCategory } from '@rihla/shared/constants';
import { categoryFromUrl } from '@rihla/shared/rules/filters';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogueItem } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { fail, ok, stubApi } from '../../../test/stub-api';
import { FilterPage } from './filter-page';
import {
  EMPTY_SELECTION,
  filterRequestBody,
  paramsWithSelection,
  selectionFromParams,
  toggleFilter,
} from './filter-selection';

const ITEM = catalogueItem();
const PAGE_0 = { limit: FILTER_PAGE_SIZE, page: 0 };

/** Answers every users/filteredList call with `answer`; returns the bodies sent, in order. */
function stubFilteredList(answer: unknown) {
  const bodies: unknown[] = [];
  stubApi({
    'users/filteredList': (body: unknown) => {
      bodies.push(body);
      return answer;
    },
  });
  return bodies;
}

function renderFilterPage(urlCategory: TFilterCategory | null, search = '') {
  const query = search || (urlCategory ? `?${new URLSearchParams({ category: urlCategory })}` : '');
  const { router } = renderWithApp(<FilterPage />, {
    path: '/ProductFilterPage',
    initialEntries: [`/ProductFilterPage${query}`],
  });
  return Object.assign(within(screen.getByRole('complementary', { name: 'Filters' })), { router });
}

afterEach(() => vi.unstubAllGlobals());

describe('filter selection', () => {
  it('reads the URL category without regard to case and ignores unknown ones', () => {
    expect(categoryFromUrl('Entry ticket')).toBe('Entry ticket');
    expect(categoryFromUrl('picnic musandum')).toBe('Picnic Musandum');
    expect(categoryFromUrl('Cruises')).toBeNull();
    expect(categoryFromUrl(null)).toBeNull();
  });

  it('keeps the spec order of the options whatever order they are ticked in', () => {
    const selection = toggleFilter(toggleFilter(EMPTY_SELECTION, 'price', 'Above 300 AED'), 'price', 'Up to 100 AED');
    expect(selection.price).toEqual(['Up to 100 AED', 'Above 300 AED']);
  });

  it('sends only the URL category before a manual change, and all four groups after', () => {
    expect(filterRequestBody({ ...EMPTY_SELECTION, category: ['Inbound'] })).toEqual({ category: ['Inbound'] });
    expect(filterRequestBody(EMPTY_SELECTION)).toEqual({ category: [], price: [], time: [], duration: [] });
    expect(filterRequestBody({ ...EMPTY_SELECTION, category: ['Inbound'], price: ['Up to 100 AED'] })).toEqual({
      category: ['Inbound'],
      price: ['Up to 100 AED'],
      time: [],
      duration: [],
    });
  });

  it('reads and writes the selection as query parameters, in the spec order, dropping unknown values', () => {
    const selection = selectionFromParams(
      new URLSearchParams(
        'category=holidays&category=Inbound&price=Above+300+AED&price=Cheap&time=05%3A00+-+12%3A00+(Morning)&q=x',
      ),
    );
    expect(selection).toEqual({
      category: ['Inbound', 'Holidays'],
      price: ['Above 300 AED'],
      time: ['05:00 - 12:00 (Morning)'],
      duration: [],
    });
    const params = paramsWithSelection(new URLSearchParams('q=x&price=Cheap'), selection);
    expect(params.get('q')).toBe('x');
    expect(params.getAll('category')).toEqual(['Inbound', 'Holidays']);
    expect(params.getAll('price')).toEqual(['Above 300 AED']);
    expect(selectionFromParams(params)).toEqual(selection);
  });
});

describe('FilterPage', () => {
  it('sends only the URL category until the shopper changes a filter', async () => {
    const user = userEvent.setup();
    const bodies = stubFilteredList(ok([ITEM]));
    const sidebar = renderFilterPage('Holidays');
    expect(await screen.findByText('Dubai City Escape')).toBeTruthy();
    expect(bodies).toEqual([{ category: ['Holidays'], limit: FILTER_PAGE_SIZE, page: 0 }]);
    expect(sidebar.getByRole('checkbox', { name: 'Holidays' })).toHaveProperty('checked', true);

    await user.click(sidebar.getByRole('checkbox', { name: 'Up to 100 AED' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toEqual({ ...PAGE_0, category: ['Holidays'], price: ['Up to 100 AED'], time: [], duration: [] });
  });

  it('heads the results with a level-2 heading, so the cards (h3) never follow the h1 directly', async () => {
    stubFilteredList(ok([ITEM]));
    renderFilterPage('Holidays');
    const results = screen.getByRole('region', { name: 'Results' });
    const card = await within(results).findByRole('heading', { level: 3, name: 'Dubai City Escape' });
    // The sidebar's Filters heading is hidden with its column below 1024 px; this one is never hidden (sr-only).
    const heading = within(results).getByRole('heading', { level: 2, name: 'Results' });
    expect(heading.className).toBe('sr-only');
    expect(heading.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('keeps the selection in the URL: a change is a new history entry, and Back shows the previous results', async () => {
    const user = userEvent.setup();
    const bodies = stubFilteredList(ok([ITEM]));
    const sidebar = renderFilterPage('Holidays');
    await screen.findByText('Dubai City Escape');
    await user.click(sidebar.getByRole('checkbox', { name: 'Up to 100 AED' }));
    await user.click(sidebar.getByRole('checkbox', { name: 'Inbound' }));
    const { location } = sidebar.router.state;
    const params = new URLSearchParams(location.search);
    expect(params.getAll('category')).toEqual(['Inbound', 'Holidays']);
    expect(params.getAll('price')).toEqual(['Up to 100 AED']);
    await waitFor(() =>
      expect(bodies.at(-1)).toEqual({
        ...PAGE_0,
        category: ['Inbound', 'Holidays'],
        price: ['Up to 100 AED'],
        time: [],
        duration: [],
      }),
    );

    await sidebar.router.navigate(-1);
    await waitFor(() => expect(sidebar.getByRole('checkbox', { name: 'Inbound' })).toHaveProperty('checked', false));
    expect(sidebar.getByRole('checkbox', { name: 'Up to 100 AED' })).toHaveProperty('checked', true);
    await sidebar.router.navigate(-1);
    await waitFor(() =>
      expect(sidebar.getByRole('checkbox', { name: 'Up to 100 AED' })).toHaveProperty('checked', false),
    );
    expect(sidebar.router.state.location.search).toBe('?category=Holidays');
  });

  it('opens a shared link with the selection it holds', async () => {
    const bodies = stubFilteredList(ok([ITEM]));
    const sidebar = renderFilterPage(null, '?category=Inbound&duration=More+than+1+day');
    expect(await screen.findByText('Dubai City Escape')).toBeTruthy();
    expect(sidebar.getByRole('checkbox', { name: 'Inbound' })).toHaveProperty('checked', true);
    expect(sidebar.getByRole('checkbox', { name: 'More than 1 day' })).toHaveProperty('checked', true);
    expect(bodies).toEqual([{ ...PAGE_0, category: ['Inbound'], price: [], time: [], duration: ['More than 1 day'] }]);
  });

  it('says politely that a shop with nothing on sale has nothing yet, rather than that the filters match nothing', async () => {
    stubFilteredList(ok([]));
    renderFilterPage('Holidays');
    expect(await screen.findByRole('heading', { name: 'Our trips are on their way' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'support@rihla.ae' })).toBeTruthy();
    expect(screen.queryByText('No experiences match these filters')).toBeNull();
  });

  it('says the filters match nothing when the shop has products, only not these', async () => {
    const bodies: Array<{ limit: number; category?: string[] }> = [];
    stubApi({
      'users/filteredList': (body: { limit: number; category?: string[] }) => {
        bodies.push(body);
        return ok(body.limit === 1 && !body.category ? [ITEM] : []);
      },
    });
    renderFilterPage('Holidays');
    expect(await screen.findByText('No experiences match these filters')).toBeTruthy();
    await waitFor(() => expect(bodies.some((body) => body.limit === 1)).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByText('No experiences match these filters')).toBeTruthy();
    expect(screen.queryByText('Our trips are on their way')).toBeNull();
  });

  it("reads 'Show 1 result' on the phone drawer's button for one result, plural otherwise", async () => {
    const user = userEvent.setup();
    stubApi({
      'users/filteredList': (body: { price?: string[] }) =>
        ok(body.price?.length ? [ITEM] : [ITEM, catalogueItem({ planId: 'trip-2', title: 'Trip two' })]),
    });
    renderFilterPage('Holidays');
    await screen.findByText('Trip two');
    await user.click(screen.getByRole('button', { name: /^Filters/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(sheet).getByRole('button', { name: 'Show 2 results' })).toBeTruthy();
    await user.click(within(sheet).getByRole('checkbox', { name: 'Up to 100 AED' }));
    expect(await within(sheet).findByRole('button', { name: 'Show 1 result' })).toBeTruthy();
  });

  it('offers exactly the four groups of the spec', () => {
    stubFilteredList(ok([]));
    const sidebar = renderFilterPage(null);
    const groups = sidebar.getAllByRole('group');
    expect(groups.map((group) => group.querySelector('legend')?.textContent)).toEqual([
      'Category',
      'Price',
      'Time',
      'Duration',
    ]);
    expect(
      within(groups[2] as HTMLElement)
        .getAllByRole('checkbox')
        .map((box) => box.parentElement?.textContent),
    ).toEqual([
      '05:00 - 12:00 (Morning)',
      '12:00 - 05:00 (Afternoon)',
      '05:00 - 09:00 (Evening)',
      '09:00 - 05:00 (Night)',
    ]);
  });

  it('clears all four groups with Clear Filters', async () => {
    const user = userEvent.setup();
    const bodies = stubFilteredList(ok([ITEM]));
    const sidebar = renderFilterPage('Holidays');
    await screen.findByText('Dubai City Escape');
    await user.click(sidebar.getByRole('checkbox', { name: '200 - 300 AED' }));
    await user.click(sidebar.getByRole('checkbox', { name: '05:00 - 09:00 (Evening)' }));
    await user.click(sidebar.getByRole('checkbox', { name: 'More than 1 day' }));
    await waitFor(() =>
      expect(bodies.at(-1)).toEqual({
        ...PAGE_0,
        category: ['Holidays'],
        price: ['200 - 300 AED'],
        time: ['05:00 - 09:00 (Evening)'],
        duration: ['More than 1 day'],
      }),
    );

    await user.click(sidebar.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(bodies.at(-1)).toEqual({ ...PAGE_0, category: [], price: [], time: [], duration: [] }));
    expect(sidebar.getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked)).toHaveLength(0);
  });

  it("loads the results a page at a time: a full page offers 'Show more', the last one does not", async () => {
    const user = userEvent.setup();
    const items = Array.from({ length: FILTER_PAGE_SIZE + 3 }, (_, index) =>
      catalogueItem({ planId: `trip-${index}`, title: `Trip number ${index}` }),
    );
    const bodies: Array<{ page: number }> = [];
    stubApi({
      'users/filteredList': (body: { page: number; limit: number }) => {
        bodies.push(body);
        return ok(items.slice(body.page * body.limit, (body.page + 1) * body.limit));
      },
    });
    renderFilterPage('Holidays');
    expect(await screen.findByText(`${FILTER_PAGE_SIZE}+ experiences found`)).toBeTruthy();
    expect(screen.getAllByRole('heading', { name: /Trip number/ })).toHaveLength(FILTER_PAGE_SIZE);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText(`${FILTER_PAGE_SIZE + 3} experiences found`)).toBeTruthy();
    expect(screen.getByText('Trip number 26')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(bodies.map((body) => body.page)).toEqual([0, 1]);
  });

  it('shows a failed list as an empty result without a message', async () => {
    stubFilteredList(fail('Database unavailable'));
    renderFilterPage(null);
    expect(await screen.findByText('No experiences match these filters')).toBeTruthy();
    expect(screen.queryByText('Database unavailable')).toBeNull();
    expect(screen.getByText('0 experiences found')).toBeTruthy();
  });
});
