import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogueItem } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { fail, ok, stubApi } from '../../../test/stub-api';
import { WishlistPage } from './wishlist-page';

const DHOW = catalogueItem({
  module: 'picnic',
  planId: 'plan-dhow',
  title: 'Musandam Dhow Cruise',
  pictures: ['/media/dhow.jpg'],
  price: 180,
  user_rating: 4.5,
  visitor_count: 120,
  categories: 'Picnic musandum',
});
const SKY = catalogueItem({
  module: 'entryTicket',
  planId: 'plan-sky',
  title: 'Sky Views Observatory',
  pictures: ['/media/sky.jpg'],
  price: 99,
  user_rating: 4,
  visitor_count: 40,
  categories: 'Entry ticket',
});

function renderWishlist() {
  return renderWithApp(<WishlistPage />, { path: '/wishlist', stubs: { '/': 'Home page', '*': 'Elsewhere' } }).router;
}

afterEach(() => vi.unstubAllGlobals());

describe('Wishlist page', () => {
  it('shows each favourite as a card linking to its product page', async () => {
    stubApi({ 'users/listFavourites': ok([DHOW, SKY]) });
    renderWishlist();
    const dhow = await screen.findByRole('link', { name: /Musandam Dhow Cruise/ });
    expect(dhow.getAttribute('href')).toBe('/detail/picnic/plan-dhow');
    expect(screen.getByRole('link', { name: /Sky Views Observatory/ }).getAttribute('href')).toBe(
      '/package/entryTicket/plan-sky',
    );
    expect(screen.getByText('2 saved experiences')).toBeTruthy();
  });

  it('removes a favourite and reloads the list', async () => {
    const calls = stubApi({
      'users/listFavourites': [ok([DHOW, SKY]), ok([SKY])],
      'users/removeFavourites': ok(null, 'Removed from your wishlist'),
    });
    renderWishlist();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Musandam Dhow Cruise from wishlist' }));
    expect(await screen.findByText('Removed from your wishlist')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('link', { name: /Musandam Dhow Cruise/ })).toBeNull());
    expect(screen.getByRole('link', { name: /Sky Views Observatory/ })).toBeTruthy();
    expect(calls.find((call) => call.name === 'users/removeFavourites')?.body).toEqual({
      module: 'picnic',
      planId: 'plan-dhow',
    });
    expect(calls.filter((call) => call.name === 'users/listFavourites')).toHaveLength(2);
  });

  it('shows an empty state with a link to explore', async () => {
    stubApi({ 'users/listFavourites': ok([]) });
    renderWishlist();
    expect(await screen.findByText('Your wishlist is empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Explore experiences' }).getAttribute('href')).toBe('/ProductFilterPage');
  });

  it('goes home with the server message when the wishlist cannot be loaded', async () => {
    stubApi({ 'users/listFavourites': fail('Please log in to continue') });
    const router = renderWishlist();
    expect(await screen.findByText('Please log in to continue')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
