import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WishlistPage } from './wishlist-page';

const DHOW = {
  module: 'picnic',
  planId: 'plan-dhow',
  title: 'Musandam Dhow Cruise',
  pictures: ['/media/dhow.jpg'],
  price: 180,
  user_rating: 4.5,
  visitor_count: 120,
  tour_type: 'Individual',
  categories: 'Picnic musandum',
};
const SKY = {
  module: 'entryTicket',
  planId: 'plan-sky',
  title: 'Sky Views Observatory',
  pictures: ['/media/sky.jpg'],
  price: 99,
  user_rating: 4,
  visitor_count: 40,
  tour_type: 'Individual',
  categories: 'Entry ticket',
};

let calls: Array<{ name: string; body: unknown }> = [];

/** Answers per call; a list is answered in turn (the last one repeats). */
function stubApi(answers: Record<string, unknown[]>) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const name = url.replace('/api/', '');
      calls.push({ name, body: JSON.parse(String(init.body)) });
      const queue = answers[name] ?? [{ status: 0, message: `No canned answer for ${name}` }];
      const answer = queue.length > 1 ? queue.shift() : queue[0];
      return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
    }),
  );
}

function renderWishlist() {
  const router = createMemoryRouter(
    [
      { path: '/wishlist', element: <WishlistPage /> },
      { path: '/', element: <p>Home page</p> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: ['/wishlist'] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <ToastContainer />
    </QueryClientProvider>,
  );
  return router;
}

afterEach(() => vi.unstubAllGlobals());

describe('Wishlist page', () => {
  it('shows each favourite as a card linking to its product page', async () => {
    stubApi({ 'users/listFavourites': [{ status: 1, data: [DHOW, SKY], message: 'Success' }] });
    renderWishlist();
    const dhow = await screen.findByRole('link', { name: /Musandam Dhow Cruise/ });
    expect(dhow.getAttribute('href')).toBe('/detail/picnic/plan-dhow');
    expect(screen.getByRole('link', { name: /Sky Views Observatory/ }).getAttribute('href')).toBe(
      '/package/entryTicket/plan-sky',
    );
    expect(screen.getByText('2 saved experiences')).toBeTruthy();
  });

  it('removes a favourite and reloads the list', async () => {
    stubApi({
      'users/listFavourites': [
        { status: 1, data: [DHOW, SKY], message: 'Success' },
        { status: 1, data: [SKY], message: 'Success' },
      ],
      'users/removeFavourites': [{ status: 1, data: null, message: 'Removed from your wishlist' }],
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
    stubApi({ 'users/listFavourites': [{ status: 1, data: [], message: 'Success' }] });
    renderWishlist();
    expect(await screen.findByText('Your wishlist is empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Explore experiences' }).getAttribute('href')).toBe('/ProductFilterPage');
  });

  it('goes home with the server message when the wishlist cannot be loaded', async () => {
    stubApi({ 'users/listFavourites': [{ status: 0, message: 'Please log in to continue' }] });
    const router = renderWishlist();
    expect(await screen.findByText('Please log in to continue')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
