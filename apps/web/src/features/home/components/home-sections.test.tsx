import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogueItem } from '../../../test/fixtures';
import { renderWithApp, Where } from '../../../test/render';
import { fail, ok, stubApi } from '../../../test/stub-api';
import { BannerSlider } from './banner-slider';
import { HolidaysSection } from './holidays-section';
import { HomePage } from './home-page';

function renderAt(element: ReactNode) {
  renderWithApp([
    { path: '/', element },
    { path: '*', element: <Where /> },
  ]);
}

const holiday = (index: number) =>
  catalogueItem({
    planId: `holiday-${index}`,
    title: `Holiday number ${index}`,
    pictures: [`/media/demo/beach-${index}.webp`],
    price: 1000 + index,
    user_rating: 4.5,
    visitor_count: 100,
  });

afterEach(() => vi.unstubAllGlobals());

describe('BannerSlider', () => {
  it('opens the path after the host of the pageUrl of the banner clicked, inside the app', async () => {
    stubApi({
      'users/listBanner': ok([
        {
          imageUrl: '/media/demo/fjord-1-wide.webp',
          pageUrl: 'https://www.rihla.ae/ProductFilterPage?category=Holidays',
        },
        { imageUrl: '/media/demo/sea-2-wide.webp', pageUrl: 'http://127.0.0.1:3101/BurjKhalifa' },
      ]),
    });
    renderAt(<BannerSlider />);

    const links = await screen.findAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/ProductFilterPage?category=Holidays',
      '/BurjKhalifa',
    ]);
    expect(screen.getByRole('button', { name: 'Previous slides' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next slides' })).toBeTruthy();

    await userEvent.click(screen.getByRole('img', { name: 'Explore Holidays' }));
    expect(screen.getByTestId('where').textContent).toBe('/ProductFilterPage?category=Holidays');
  });
});

describe('HolidaysSection', () => {
  it('asks for category Holidays with the other filters empty and shows only the first 5 items', async () => {
    const calls = stubApi({ 'users/filteredList': ok(Array.from({ length: 8 }, (_, index) => holiday(index + 1))) });
    renderAt(<HolidaysSection />);

    const section = await screen.findByRole('region', { name: 'Holidays - Go Dream Places' });
    const tiles = await within(section).findAllByRole('listitem');
    expect(tiles).toHaveLength(5);
    expect(tiles.map((tile) => within(tile).getByRole('link').getAttribute('href'))).toEqual(
      [1, 2, 3, 4, 5].map((index) => `/package/holidays/holiday-${index}`),
    );
    expect(within(section).queryByText('Holiday number 6')).toBeNull();
    expect(within(section).getByRole('link', { name: 'view more' }).getAttribute('href')).toBe(
      '/ProductFilterPage?category=Holidays',
    );
    // Only the cards the grid shows are asked for.
    expect(calls.find((call) => call.name === 'users/filteredList')?.body).toEqual({
      category: ['Holidays'],
      price: [],
      time: [],
      duration: [],
      limit: 5,
      page: 0,
    });
  });

  it('shows nothing when the list fails to load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubApi({ 'users/filteredList': fail('Something went wrong') });
    renderAt(<HolidaysSection />);
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: 'Holidays - Go Dream Places' })).toBeNull();
    warn.mockRestore();
  });
});

describe('HomePage', () => {
  it('shows its sections in the order of the spec, with Explore More grouped by module name', async () => {
    const items = [holiday(1), holiday(2)];
    stubApi({
      'homepage/featuredData': ok(items),
      'homepage/categoryData': ok([
        { moduleName: 'Picnic Musandum', module: 'picnic', data: [{ ...holiday(9), module: 'picnic' }] },
      ]),
      'users/listBanner': ok([{ imageUrl: '/b.webp', pageUrl: 'https://x.ae/faq' }]),
      'users/filteredList': ok(items),
    });
    renderAt(<HomePage />);

    // Explore More renders late by design; on a busy machine it can take longer than findBy's default second.
    expect(await screen.findByRole('heading', { level: 3, name: 'Picnic Musandum' }, { timeout: 10_000 })).toBeTruthy();
    await screen.findAllByText('Holiday number 1');
    // Our Categories shows once the categories on sale are known (decision 090), from a call of its own.
    // Each section shows when its own call answers, in any order: the order is read once all five are there.
    await vi.waitFor(
      () =>
        expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
          'Trending Now',
          'Our Categories',
          'Holidays - Go Dream Places',
          'Discover Fun UAE',
          'Explore More',
        ]),
      { timeout: 10_000 },
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Discover the UAE and Musandam');
    // The banners come from their own call: they may arrive after the other sections.
    expect(await screen.findByRole('region', { name: 'Offers' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Picnic Musandum Dhow cruises in the fjords of Oman' }).getAttribute('href'),
    ).toBe('/ProductFilterPage?category=Picnic%20Musandum');
  });

  it('says so politely in a shop with nothing on sale, with a way to reach the shop, and shows no empty section', async () => {
    stubApi({
      'users/filteredList': ok([]),
      'homepage/featuredData': ok([]),
      'homepage/categoryData': ok([]),
      'users/listBanner': ok([]),
    });
    renderAt(<HomePage />);

    expect(await screen.findByRole('heading', { name: 'Our trips are on their way' })).toBeTruthy();
    expect(screen.getByText(/getting our first trips ready/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'support@rihla.ae' }).getAttribute('href')).toBe('mailto:support@rihla.ae');
    expect(screen.getByRole('link', { name: '+971 4 000 0000' }).getAttribute('href')).toBe('tel:+97140000000');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Our trips are on their way']);
    // No skeleton waits for lists that will stay empty.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(document.querySelector('.animate-pulse')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(1);
  });
});
