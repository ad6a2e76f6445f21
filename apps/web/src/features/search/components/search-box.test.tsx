import { MESSAGES } from '@rihla/shared/constants';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogueItem } from '../../../test/fixtures';
import { renderWithApp, Where } from '../../../test/render';
import { ok, stubApi, stubNetworkDown } from '../../../test/stub-api';
import { SearchBox } from './search-box';

const DHOW = catalogueItem({
  module: 'picnic',
  planId: 'dibba-dhow',
  title: 'Dibba Full-Day Dhow Cruise',
  pictures: ['/media/demo/dhow-1.webp'],
  price: 185,
  visitor_count: 4120,
  tour_type: 'Group',
  categories: 'Picnic musandum',
});
const TOWER = catalogueItem({
  ...DHOW,
  module: 'entryTicket',
  planId: 'burj',
  title: 'Burj Khalifa At the Top',
  categories: 'Entry ticket',
});

let searched: string[] = [];

/** users/search answers from a table of typed text -> results; anything else finds nothing. */
function stubSearch(results: Record<string, unknown[]>) {
  searched = [];
  stubApi({
    'users/search': ({ title }: { title: string }) => {
      searched.push(title);
      return ok(results[title] ?? []);
    },
  });
}

function renderSearch() {
  renderWithApp(
    <>
      <SearchBox />
      <Where />
    </>,
    { path: '*' },
  );
  return { input: screen.getByRole('combobox', { name: 'Search tours, trips and tickets' }) };
}

afterEach(() => vi.unstubAllGlobals());

describe('SearchBox', () => {
  it('shows the results with picture and title in a listbox, and searches once for what was typed', async () => {
    stubSearch({ dhow: [DHOW, TOWER] });
    const { input } = renderSearch();
    await userEvent.type(input, 'dhow');

    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(2);
    expect(options[0]?.textContent).toContain('Dibba Full-Day Dhow Cruise');
    expect(options[0]?.getAttribute('href')).toBe('/detail/picnic/dibba-dhow');
    expect(options[1]?.getAttribute('href')).toBe('/package/entryTicket/burj');
    expect(options[0]?.querySelector('img')?.getAttribute('src')).toBe('/media/demo/dhow-1.webp');
    expect(input?.getAttribute('aria-expanded')).toBe('true');
    // Debounced: typing four letters quickly makes one call.
    expect(searched).toEqual(['dhow']);
  });

  it('says politely that the shop has nothing on sale yet, with a way to write or call, instead of No Data Found', async () => {
    stubApi({ 'users/search': ok([]), 'users/filteredList': ok([]) });
    const { input } = renderSearch();
    await userEvent.type(input, 'dhow');

    expect(await screen.findByText(/getting our first trips ready/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'support@rihla.ae' }).getAttribute('href')).toBe('mailto:support@rihla.ae');
    expect(screen.queryByText(MESSAGES.noDataFound)).toBeNull();
  });

  it("shows exactly 'No Data Found' when nothing matches", async () => {
    stubSearch({});
    const { input } = renderSearch();
    await userEvent.type(input, 'zzz');

    const message = await screen.findByText(MESSAGES.noDataFound);
    expect(message.textContent).toBe('No Data Found');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('moves through the results with the arrow keys, opens one with Enter and closes with Escape', async () => {
    stubSearch({ dhow: [DHOW, TOWER] });
    const { input } = renderSearch();
    await userEvent.type(input, 'dhow');
    await screen.findAllByRole('option');

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const options = screen.getAllByRole('option');
    expect(options[1]?.getAttribute('aria-selected')).toBe('true');
    expect(input?.getAttribute('aria-activedescendant')).toBe(options[1]?.id);

    await userEvent.keyboard('{Escape}');
    expect(input?.getAttribute('aria-expanded')).toBe('false');

    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByTestId('where')?.textContent).toContain('/detail/picnic/dibba-dhow');
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('only logs a failed search and shows no list', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubNetworkDown();
    const { input } = renderSearch();
    await userEvent.type(input, 'dhow');

    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('users/search failed:', expect.any(String)));
    await vi.waitFor(() => expect(input?.getAttribute('aria-expanded')).toBe('false'));
    expect(screen.queryByText(MESSAGES.noDataFound)).toBeNull();
    warn.mockRestore();
  });
});
