import type { TProductDetail } from '@rihla/shared/schemas/catalogue';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthModalProvider, useAuthModal } from '../../../app/state/auth-modal';
import { DetailPage } from './detail-page';
import { splitItinerary } from './itinerary';
import { PackagePage } from './package-page';
import { detailFacts } from './product-facts';

const PICNIC: TProductDetail = {
  module: 'picnic',
  planId: 'dibba-dhow',
  categories: 'Picnic musandum',
  title: 'Dibba Dhow Cruise',
  pictures: ['/a.webp', '/b.webp', '/c.webp', '/d.webp', '/e.webp', '/f.webp', '/g.webp'],
  isWishlisted: 0,
  user_rating: 4.7,
  visitor_count: 4120,
  availability: 'Daily',
  duration: 12,
  min_ppl: 2,
  max_ppl: 45,
  tour_type: 'Group',
  location: 'Dibba, Musandam',
  summary: '<p>Sail the fjords.</p>',
  price_inlcude: '<ul><li>Lunch on board</li></ul>',
  price_exclude: '<ul><li>Visa fee</li></ul>',
  tour_activity: '<ul><li>Snorkelling</li></ul>',
  requirement: '<ul><li>Passport</li></ul>',
  map_location: '',
  price: 185,
  start: '07:00',
  end: '19:00',
  return_location: 'Dubai hotels',
  return_time: '19:30',
  nights: 0,
  days: 1,
  sharing_basics: 1,
  inclusions: '<ul><li>Tour leader</li></ul>',
  exclusions: '<ul><li>Diving</li></ul>',
  terms: '<p>Bring your passport.</p>',
  disclaimer: '<p>Border waits vary.</p>',
  itenary: '<h4>Day 1: Arrival</h4><p>Check in.</p><h4>Day 2: Departure</h4><p>Fly home.</p>',
  next_step: '<p>Send passport copies.</p>',
  cancellation_policy: '<p>Free cancellation up to 24 hours before.</p>',
};

function ModalProbe() {
  return <p data-testid="modal">{useAuthModal().modal ?? 'none'}</p>;
}

function stubApi(handler: (name: string, body: Record<string, unknown>) => unknown) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const name = url.replace('/api/', '');
      calls.push(name);
      return new Response(JSON.stringify(handler(name, JSON.parse(String(init.body)))));
    }),
  );
  return calls;
}

function renderProduct(kind: 'detail' | 'package', product: TProductDetail) {
  const renderBooking = (item: TProductDetail, options: { priceNote?: string }) => (
    <p>
      Booking for {item.title} {options.priceNote}
    </p>
  );
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Home page</p> },
      {
        path: '/detail/:type/:id',
        element: <DetailPage module={product.module} planId={product.planId} renderBooking={renderBooking} />,
      },
      {
        path: '/package/:type/:id',
        element: <PackagePage module={product.module} planId={product.planId} renderBooking={renderBooking} />,
      },
    ],
    { initialEntries: [`/${kind}/${product.module}/${product.planId}`] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AuthModalProvider>
        <RouterProvider router={router} />
        <ModalProbe />
        <ToastContainer />
      </AuthModalProvider>
    </QueryClientProvider>,
  );
  return router;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('detail facts', () => {
  const labels = (product: TProductDetail) => detailFacts(product).map((fact) => fact.label);

  it('shows Maximum People for group tours', () => {
    expect(labels(PICNIC)).toEqual([
      'Availability',
      'Duration',
      'Minimum People',
      'Maximum People',
      'Tour Type',
      'Location',
    ]);
  });

  it('hides Maximum People for individual tours', () => {
    expect(labels({ ...PICNIC, tour_type: 'Individual' })).not.toContain('Maximum People');
  });
});

describe('splitItinerary', () => {
  it('splits the itinerary into days at its headings', () => {
    expect(splitItinerary(PICNIC.itenary)).toEqual([
      { label: 'Day 1', title: 'Arrival', html: '<p>Check in.</p>' },
      { label: 'Day 2', title: 'Departure', html: '<p>Fly home.</p>' },
    ]);
  });
});

describe('DetailPage', () => {
  it('shows the product with breadcrumbs, at most six pictures, facts, sections, map and departure', async () => {
    stubApi(() => ({ status: 1, data: { ...PICNIC, map_location: 'https://maps.example/embed' }, message: 'Success' }));
    renderProduct('detail', PICNIC);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dibba Dhow Cruise' })).toBeTruthy();
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Picnic musandum' }).getAttribute('href')).toBe(
      '/ProductFilterPage?category=Picnic%20Musandum',
    );
    expect(screen.getAllByAltText(/Dibba Dhow Cruise, photo \d of 6/).length).toBeGreaterThan(0);
    expect(screen.queryByAltText(/photo 7/)).toBeNull();
    expect(screen.getByText('Maximum People')).toBeTruthy();
    expect(screen.getByText('12 hours')).toBeTruthy();
    for (const heading of ['Summary', 'Price Includes', 'Price Excludes', 'Tour Activities', 'Requirements']) {
      expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
    }
    const map = screen.getByTitle('Map of Dibba, Musandam');
    expect(map.getAttribute('src')).toBe('https://maps.example/embed');
    expect(map.getAttribute('loading')).toBe('lazy');
    expect(screen.getByText('Booking for Dibba Dhow Cruise')).toBeTruthy();
    expect(screen.getByText(/7:00 AM/)).toBeTruthy();
    expect(screen.getByText(/7:30 PM/)).toBeTruthy();
  });

  it('shows the server message and goes home when the product cannot be loaded', async () => {
    stubApi(() => ({ status: 0, message: 'This product is not available' }));
    const router = renderProduct('detail', PICNIC);
    expect(await screen.findByText('This product is not available')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('adds a favourite, then reloads the detail to show a filled heart', async () => {
    const user = userEvent.setup();
    let isWishlisted: 0 | 1 = 0;
    const calls = stubApi((name) => {
      if (name === 'users/addFavourites') {
        isWishlisted = 1;
        return { status: 1, data: null, message: 'Added to your wishlist' };
      }
      return { status: 1, data: { ...PICNIC, isWishlisted }, message: 'Success' };
    });
    renderProduct('detail', PICNIC);
    const heart = await screen.findByRole('button', { name: 'Add to wishlist' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    await user.click(heart);
    expect(await screen.findByText('Added to your wishlist')).toBeTruthy();
    const filled = await screen.findByRole('button', { name: 'Saved to wishlist' });
    expect(filled.getAttribute('aria-pressed')).toBe('true');
    expect(calls).toEqual(['users/viewDetail', 'users/addFavourites', 'users/viewDetail']);
  });

  it("shows a visitor the server's message and offers the login modal", async () => {
    const user = userEvent.setup();
    stubApi((name) =>
      name === 'users/addFavourites'
        ? { status: 0, message: 'Please log in to continue' }
        : { status: 1, data: PICNIC, message: 'Success' },
    );
    renderProduct('detail', PICNIC);
    await user.click(await screen.findByRole('button', { name: 'Add to wishlist' }));
    expect(await screen.findByText('Please log in to continue')).toBeTruthy();
    expect(screen.getByTestId('modal').textContent).toBe('login');
  });
});

describe('PackagePage', () => {
  const HOLIDAY: TProductDetail = {
    ...PICNIC,
    module: 'holidays',
    planId: 'city-escape',
    categories: 'Holiday',
    title: 'City Escape',
    nights: 3,
    days: 4,
    sharing_basics: 0,
  };

  it('shows nights and days, the price basis, itinerary by day and next steps', async () => {
    stubApi(() => ({ status: 1, data: HOLIDAY, message: 'Success' }));
    renderProduct('package', HOLIDAY);
    expect(await screen.findByText('3 Nights / 4 Days')).toBeTruthy();
    expect(screen.getByText('Booking for City Escape Price per person on non-sharing basis')).toBeTruthy();
    for (const heading of [
      'Summary',
      'Itinerary',
      'Inclusions',
      'Exclusions',
      'Terms and Conditions',
      'Disclaimer',
      'Next Steps',
    ]) {
      expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: /Day 1\s*Arrival/ }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: /Day 2\s*Departure/ }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('heading', { name: 'Cancellation Policy' })).toBeNull();
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' }))
        .getByRole('link', { name: 'Holiday' })
        .getAttribute('href'),
    ).toBe('/ProductFilterPage?category=Holidays');
  });

  it('shows an entry ticket its cancellation policy instead of inclusions, exclusions, itinerary and next steps', async () => {
    const ticket = {
      ...HOLIDAY,
      module: 'entryTicket',
      planId: 'frame',
      title: 'Dubai Frame',
      categories: 'Entry ticket',
    } as const;
    stubApi(() => ({ status: 1, data: ticket, message: 'Success' }));
    renderProduct('package', ticket);
    expect(await screen.findByRole('heading', { name: 'Cancellation Policy' })).toBeTruthy();
    expect(screen.getByText('Free cancellation up to 24 hours before.')).toBeTruthy();
    for (const hidden of ['Inclusions', 'Exclusions', 'Itinerary', 'Next Steps']) {
      expect(screen.queryByRole('heading', { name: hidden })).toBeNull();
    }
    expect(screen.getByRole('heading', { name: 'Terms and Conditions' })).toBeTruthy();
  });
});
