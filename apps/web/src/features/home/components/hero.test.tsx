import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalogueItem, putShopInPage, testShop } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { ok, stubApi } from '../../../test/stub-api';
import { CategoriesSection } from './categories-section';
import { Hero } from './hero';

const banners = ok([{ imageUrl: '/media/demo/banner-1.webp', pageUrl: '/' }]);

describe('Hero', () => {
  it('shows the shop’s eyebrow, headline, sub-headline and picture over the banners', async () => {
    putShopInPage(
      testShop({
        hero: {
          eyebrow: 'Dhows · Snorkelling',
          title: 'Sail the fjords',
          subtitle: 'From Dibba port',
          picture: '/uploads/fjord.webp',
        },
      }),
    );
    stubApi({ 'users/listBanner': banners });
    const { container } = renderWithApp(<Hero />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sail the fjords');
    expect(screen.getByText('Dhows · Snorkelling')).toBeTruthy();
    expect(screen.getByText('From Dibba port')).toBeTruthy();
    expect(container.querySelector('section img')?.getAttribute('src')).toBe('/uploads/fjord.webp');
  });

  it('falls back on the newest banner’s picture and leaves out the lines the shop left empty', async () => {
    putShopInPage(testShop({ hero: { eyebrow: '', title: 'Sail the fjords', subtitle: '', picture: '' } }));
    stubApi({ 'users/listBanner': banners });
    const { container } = renderWithApp(<Hero />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sail the fjords');
    await waitFor(() =>
      expect(container.querySelector('section img')?.getAttribute('src')).toBe('/media/demo/banner-1.webp'),
    );
    expect(container.querySelectorAll('section p')).toHaveLength(0);
  });
  it('shows a chip only for each category with something on sale', async () => {
    putShopInPage(testShop());
    stubApi({
      'users/listBanner': banners,
      'homepage/categoryData': ok([
        { module: 'picnic', data: [catalogueItem({ module: 'picnic' })] },
        { module: 'entryTicket', data: [catalogueItem({ module: 'entryTicket' })] },
      ]),
    });
    renderWithApp(<Hero />);
    const chips = screen.getByRole('list', { name: 'Categories' });
    await waitFor(() =>
      expect(
        within(chips)
          .queryAllByRole('link')
          .map((chip) => [chip.textContent, chip.getAttribute('href')]),
      ).toEqual([
        ['Picnic Musandum', '/ProductFilterPage?category=Picnic%20Musandum'],
        ['Entry ticket', '/ProductFilterPage?category=Entry%20ticket'],
      ]),
    );
  });
});

describe('CategoriesSection', () => {
  it('shows the shop’s tiles in its order, with their lines and pictures or the first product’s', async () => {
    putShopInPage(
      testShop({
        categoryTiles: [
          { category: 'Holidays', line: 'Long weekends away', picture: '/uploads/holiday-tile.webp' },
          { category: 'Inbound', line: 'Dunes at dusk', picture: '' },
        ],
      }),
    );
    stubApi({
      'homepage/categoryData': ok([
        { module: 'holidays', data: [catalogueItem({ module: 'holidays' })] },
        { module: 'inBound', data: [catalogueItem({ module: 'inBound', pictures: ['/media/demo/dunes-1.webp'] })] },
      ]),
    });
    renderWithApp(<CategoriesSection />);
    const tiles = within(screen.getByRole('region', { name: 'Our Categories' })).getAllByRole('listitem');
    expect(tiles.map((tile) => tile.textContent)).toEqual(['HolidaysLong weekends away', 'InboundDunes at dusk']);
    expect(tiles[0]?.querySelector('img')?.getAttribute('src')).toBe('/uploads/holiday-tile.webp');
    await waitFor(() => expect(tiles[1]?.querySelector('img')?.getAttribute('src')).toBe('/media/demo/dunes-1.webp'));
  });

  it('leaves out, once the products are known, the tile of a category with nothing on sale', async () => {
    putShopInPage(
      testShop({
        categoryTiles: [
          { category: 'Picnic Musandum', line: 'Dhows in the fjords', picture: '' },
          { category: 'Holidays', line: 'Long weekends away', picture: '/uploads/holiday-tile.webp' },
        ],
      }),
    );
    stubApi({ 'homepage/categoryData': ok([{ module: 'picnic', data: [catalogueItem({ module: 'picnic' })] }]) });
    renderWithApp(<CategoriesSection />);
    const section = screen.getByRole('region', { name: 'Our Categories' });
    await waitFor(() =>
      expect(
        within(section)
          .getAllByRole('listitem')
          .map((tile) => tile.textContent),
      ).toEqual(['Picnic MusandumDhows in the fjords']),
    );
  });
});
