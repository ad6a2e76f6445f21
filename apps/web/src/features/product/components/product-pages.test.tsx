import { MESSAGES } from '@rihla/shared/constants';
import type { TProductDetail } from '@rihla/shared/schemas/catalogue';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookingTerms, familyTicketTypes, productDetail } from '../../../test/fixtures';
import { ModalProbe, renderWithApp } from '../../../test/render';
import { fail, ok, stubApi } from '../../../test/stub-api';
import { DetailPage } from './detail-page';
import { splitItinerary } from './itinerary';
import { PackagePage } from './package-page';
import { detailFacts } from './product-facts';

const PICNIC = productDetail();

function renderProduct(kind: 'detail' | 'package', product: TProductDetail) {
  const renderBooking = (item: TProductDetail, options: { priceNote?: string }) => (
    <p>
      Booking for {item.title} {options.priceNote}
    </p>
  );
  const { module, planId } = product;
  return renderWithApp(
    [
      {
        path: '/detail/:type/:id',
        element: (
          <>
            <DetailPage module={module} planId={planId} renderBooking={renderBooking} />
            <ModalProbe />
          </>
        ),
      },
      {
        path: '/package/:type/:id',
        element: (
          <>
            <PackagePage module={module} planId={planId} renderBooking={renderBooking} />
            <ModalProbe />
          </>
        ),
      },
    ],
    { path: `/${kind}/${module}/${planId}`, stubs: { '/': 'Home page' } },
  ).router;
}

afterEach(() => vi.unstubAllGlobals());

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
  it('frames no map from an address the page policy would not load (decision 057)', async () => {
    stubApi({ 'users/viewDetail': ok({ ...PICNIC, map_location: 'https://maps.example/embed' }) });
    renderProduct('detail', PICNIC);
    expect(await screen.findByRole('heading', { name: 'Requirements' })).toBeTruthy();
    expect(screen.queryByTitle('Map of Dibba, Musandam')).toBeNull();
  });

  it('shows the product with breadcrumbs, at most six pictures, facts, sections, map and departure', async () => {
    stubApi({
      'users/viewDetail': ok({
        ...PICNIC,
        map_location: 'https://www.openstreetmap.org/export/embed.html?bbox=56.2,26.1,56.3,26.2',
      }),
    });
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
    // The sections below a phone's first screen render a moment after the page.
    expect(await screen.findByRole('heading', { name: 'Requirements' })).toBeTruthy();
    for (const heading of ['Summary', 'Price Includes', 'Price Excludes', 'Tour Activities', 'Requirements']) {
      expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
    }
    const map = screen.getByTitle('Map of Dibba, Musandam');
    expect(map.getAttribute('src')).toBe('https://www.openstreetmap.org/export/embed.html?bbox=56.2,26.1,56.3,26.2');
    expect(map.getAttribute('loading')).toBe('lazy');
    expect(screen.getByText('Booking for Dibba Dhow Cruise')).toBeTruthy();
    const departure = within(screen.getByRole('region', { name: 'Departure and return' }));
    expect(departure.getByText('· 7:00 AM')).toBeTruthy();
    expect(departure.getByText('· 7:30 PM')).toBeTruthy();
    expect(departure.getByText('Daily at 7:00 AM')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Cancellation' })).getByText(/^Full refund if cancelled/),
    ).toBeTruthy();
  });

  it("names each picture by the operator's alternative text, and by the title where there is none", async () => {
    const product = productDetail({ picture_alts: ['The dhow at anchor in Dibba', '', '', '', '', '', ''] });
    stubApi({ 'users/viewDetail': ok(product) });
    renderProduct('detail', product);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dibba Dhow Cruise' })).toBeTruthy();
    expect(screen.getAllByAltText('The dhow at anchor in Dibba').length).toBeGreaterThan(0);
    expect(screen.getAllByAltText('Dibba Dhow Cruise, photo 2 of 6').length).toBeGreaterThan(0);
  });

  it('shows the server message and goes home when the product cannot be loaded', async () => {
    stubApi({ 'users/viewDetail': fail(MESSAGES.productNotFound) });
    const router = renderProduct('detail', PICNIC);
    expect(await screen.findByText(MESSAGES.productNotFound)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  for (const kind of ['detail', 'package'] as const) {
    it(`says a product the back office unpublished is no longer available on the ${kind} page`, async () => {
      stubApi({ 'users/viewDetail': fail(MESSAGES.productUnavailable) });
      const router = renderProduct(kind, PICNIC);
      expect(await screen.findByText('This product is no longer available')).toBeTruthy();
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    });
  }

  it('adds a favourite, then reloads the detail to show a filled heart', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'users/viewDetail': [ok(PICNIC), ok({ ...PICNIC, isWishlisted: 1 })],
      'users/addFavourites': ok(null, 'Added to your wishlist'),
    });
    renderProduct('detail', PICNIC);
    const heart = await screen.findByRole('button', { name: 'Add to wishlist' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    await user.click(heart);
    expect(await screen.findByText('Added to your wishlist')).toBeTruthy();
    const filled = await screen.findByRole('button', { name: 'Saved to wishlist' });
    expect(filled.getAttribute('aria-pressed')).toBe('true');
    expect(calls.map((call) => call.name)).toEqual(['users/viewDetail', 'users/addFavourites', 'users/viewDetail']);
  });

  it('removes the favourite on a second click, with its own message, and the heart empties again', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'users/viewDetail': [ok({ ...PICNIC, isWishlisted: 1 }), ok({ ...PICNIC, isWishlisted: 0 })],
      'users/removeFavourites': ok(null, 'Removed from your wishlist'),
    });
    renderProduct('detail', PICNIC);
    const filled = await screen.findByRole('button', { name: 'Saved to wishlist' });
    expect(filled.getAttribute('aria-pressed')).toBe('true');
    await user.click(filled);
    expect(await screen.findByText('Removed from your wishlist')).toBeTruthy();
    const empty = await screen.findByRole('button', { name: 'Add to wishlist' });
    expect(empty.getAttribute('aria-pressed')).toBe('false');
    expect(calls.map((call) => call.name)).toEqual(['users/viewDetail', 'users/removeFavourites', 'users/viewDetail']);
    expect(calls[1]?.body).toEqual({ module: PICNIC.module, planId: PICNIC.planId });
  });

  it('keeps the heart filled and shows the server message when the removal fails', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'users/viewDetail': ok({ ...PICNIC, isWishlisted: 1 }),
      'users/removeFavourites': fail('Please log in to continue'),
    });
    renderProduct('detail', PICNIC);
    await user.click(await screen.findByRole('button', { name: 'Saved to wishlist' }));
    expect(await screen.findByText('Please log in to continue')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Saved to wishlist' }).getAttribute('aria-pressed')).toBe('true');
    expect(calls.map((call) => call.name)).toEqual(['users/viewDetail', 'users/removeFavourites']);
  });

  it("shows a visitor the server's message and offers the login modal", async () => {
    const user = userEvent.setup();
    stubApi({ 'users/viewDetail': ok(PICNIC), 'users/addFavourites': fail('Please log in to continue') });
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
    stubApi({ 'users/viewDetail': ok(HOLIDAY) });
    renderProduct('package', HOLIDAY);
    expect(await screen.findByText('3 Nights / 4 Days')).toBeTruthy();
    expect(screen.getByText('Booking for City Escape Price per person on non-sharing basis')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Next Steps' })).toBeTruthy();
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
    stubApi({ 'users/viewDetail': ok(ticket) });
    renderProduct('package', ticket);
    expect(await screen.findByRole('heading', { name: 'Cancellation Policy' })).toBeTruthy();
    expect(screen.getByText('Free cancellation up to 24 hours before.')).toBeTruthy();
    for (const hidden of ['Inclusions', 'Exclusions', 'Itinerary', 'Next Steps']) {
      expect(screen.queryByRole('heading', { name: hidden })).toBeNull();
    }
    expect(screen.getByRole('heading', { name: 'Terms and Conditions' })).toBeTruthy();
  });
});

describe('booking terms before purchase', () => {
  const MUSANDAM = productDetail({
    booking: bookingTerms(185, {
      whereToBe: { kind: 'pickup', zone: 'Dubai hotels', minutesBefore: 150, windowMinutes: 30, note: '' },
      scheduleText: 'Thursday and Friday at 7:00 AM',
      cancellation: {
        refundable: true,
        tiers: [
          { hoursBefore: 72, refundPercent: 100 },
          { hoursBefore: 24, refundPercent: 50 },
        ],
        text: 'Full refund if cancelled at least 72 hours before; 50% refund between 72 and 24 hours before; no cancellation later than 24 hours before the departure.',
      },
      ticketTypes: familyTicketTypes(185, 95),
    }),
  });

  it('shows the hotel pick-up apart from the destination, the schedule, the ticket prices and the cancellation terms', async () => {
    stubApi({ 'users/viewDetail': ok(MUSANDAM) });
    renderProduct('detail', MUSANDAM);
    const card = within(await screen.findByRole('region', { name: 'Where to be and when' }));
    expect(card.getByText('Hotel pick-up (Dubai hotels)')).toBeTruthy();
    expect(card.getByText('2 hr 30 min before departure, 30-minute window')).toBeTruthy();
    expect(card.getByText('Destination')).toBeTruthy();
    expect(card.getByText('Dibba, Musandam')).toBeTruthy();
    expect(card.getByText('Thursday and Friday at 7:00 AM')).toBeTruthy();
    expect(card.getByText('Child (3-11 years)').nextElementSibling?.textContent).toBe('AED 95.00');
    expect(card.getByText('Infant (0-2 years)').nextElementSibling?.textContent).toBe('Free');
    expect(card.getByText('Adult').nextElementSibling?.textContent).toBe('AED 185.00');
    const cancellation = within(screen.getByRole('region', { name: 'Cancellation' }));
    expect(cancellation.getByText(/^Full refund if cancelled at least 72 hours before; 50% refund/)).toBeTruthy();
  });

  it('shows a meeting point, a private group price and the cancellation terms on a package page too', async () => {
    const ticket = productDetail({
      module: 'entryTicket',
      planId: 'frame',
      title: 'Dubai Frame',
      categories: 'Entry ticket',
      price: 900,
      booking: bookingTerms(900, {
        pricing: 'perGroup',
        maxPeople: 6,
        whereToBe: { kind: 'meetingPoint', place: 'Zabeel Park Gate 3', note: 'Arrive 15 minutes early' },
        cancellation: { refundable: false, tiers: [], text: 'Non-refundable: this booking cannot be cancelled.' },
      }),
    });
    stubApi({ 'users/viewDetail': ok(ticket) });
    renderProduct('package', ticket);
    const card = within(await screen.findByRole('region', { name: 'Where to be and when' }));
    expect(card.getByText('Meeting point')).toBeTruthy();
    expect(card.getByText('Zabeel Park Gate 3')).toBeTruthy();
    expect(card.getByText('Arrive 15 minutes early')).toBeTruthy();
    expect(card.getByText('Private group (up to 6 guests)').nextElementSibling?.textContent).toBe('AED 900.00');
    expect(card.queryByText('Return')).toBeNull();
    expect(
      within(screen.getByRole('region', { name: 'Cancellation' })).getByText(
        'Non-refundable: this booking cannot be cancelled.',
      ),
    ).toBeTruthy();
  });
});
