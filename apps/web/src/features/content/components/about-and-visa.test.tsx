import { ABOUT_PAGE, VISA_CHANGE_PAGE } from '@rihla/shared/pages/about-and-visa';
import { DEFAULT_CONTENT_PAGES, withPageTexts } from '@rihla/shared/pages/content-pages';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AboutRoute from '../../../app/routes/about';
import VisaChangeRoute from '../../../app/routes/visa-change';
import { renderWithApp } from '../../../test/render';
import { ok, stubApi } from '../../../test/stub-api';

// The About and Visa change pages draw the documents the API answers (decision 117): the texts the Pages desk edits,
// laid out as the pages always were.

afterEach(() => vi.unstubAllGlobals());

function answerPages(overrides: Partial<Record<string, unknown>> = {}) {
  return stubApi({
    'users/viewPage': (body: { page: keyof typeof DEFAULT_CONTENT_PAGES }) =>
      ok(overrides[body.page] ?? DEFAULT_CONTENT_PAGES[body.page]),
  });
}

describe('the About page', () => {
  it('draws its banner, facts, mission, values, team and call to action from the answer', async () => {
    const calls = answerPages();
    renderWithApp(<AboutRoute />, { path: '/about' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Every journey starts with a story' })).toBeTruthy();
    expect(calls.filter((call) => call.name === 'users/viewPage').map((call) => call.body)).toEqual([
      { page: 'about' },
    ]);
    for (const heading of ['Your travel market for the UAE', 'Mission and Vision', 'Core Values', 'Team']) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeTruthy();
    }
    expect(screen.getByText('About Us')).toBeTruthy();
    // The facts: each figure with its label.
    const facts = screen.getAllByRole('definition').map((figure) => figure.textContent);
    expect(facts).toEqual(['5+', '4', '7', '24/7']);
    expect(screen.getAllByRole('term').map((label) => label.textContent)).toEqual([
      'Years building booking products',
      'Ways to explore: trips, tours, holidays and tickets',
      'Emirates to discover',
      'Online booking from any device',
    ]);
    // The values and the team, in the document's order; the shop's name filled in.
    const values = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(values).toEqual([
      'Our mission',
      'Our vision',
      'Customer centricity',
      'Innovation',
      'Integrity',
      'Collaboration',
      'Omar Al Hashimi',
      'Layla Haddad',
      'Arjun Menon',
      'Sara Al Mansoori',
    ]);
    expect(screen.getByText('Head of Engineering')).toBeTruthy();
    expect(document.body.textContent).not.toContain('{shop}');
    expect(screen.getByRole('link', { name: 'Explore experiences' }).getAttribute('href')).toBe('/ProductFilterPage');
  });

  it('shows an operator’s edit of a text at once, the rest as they were', async () => {
    const edited = withPageTexts(ABOUT_PAGE, { 'sections.2.blocks.2.subheading': 'Travellers first' });
    answerPages({ about: { kind: 'laidOut', document: edited } });
    renderWithApp(<AboutRoute />, { path: '/about' });
    expect(await screen.findByRole('heading', { level: 3, name: 'Travellers first' })).toBeTruthy();
    expect(screen.queryByText('Customer centricity')).toBeNull();
    expect(screen.getByRole('heading', { level: 3, name: 'Innovation' })).toBeTruthy();
  });
});

describe('the Visa change page', () => {
  it('draws the four airports, the steps, the documents and the notes from the answer', async () => {
    answerPages();
    renderWithApp(<VisaChangeRoute />, { path: '/VisaChange' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Visa change' })).toBeTruthy();
    expect(screen.getByText(VISA_CHANGE_PAGE.summary)).toBeTruthy();
    const offers = screen.getByRole('heading', { level: 2, name: 'Choose your departure airport' }).closest('section');
    if (!offers) throw new Error('no offers section');
    const cards = within(offers)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(cards).toEqual(['Fujairah', 'Dubai', 'Abu Dhabi', 'Sharjah']);
    for (const code of ['FJR', 'DXB', 'AUH', 'SHJ']) expect(within(offers).getByText(code)).toBeTruthy();
    expect(within(offers).getByText('Return air ticket from Abu Dhabi')).toBeTruthy();
    expect(within(offers).getAllByRole('list', { name: 'Visa durations' })).toHaveLength(4);
    expect(within(offers).getAllByText('days')).toHaveLength(8);
    const steps = screen.getByRole('heading', { level: 2, name: 'How it works' }).closest('section');
    if (!steps) throw new Error('no steps section');
    expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
    // The shop's e-mail in a step and in the notes becomes a link.
    expect(within(steps).getByRole('link').getAttribute('href')).toMatch(/^mailto:/);
    expect(screen.getByText('Guarantor’s Emirates ID: front and back')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Good to know' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/\{(email|city|shop)\}/);
  });
});
