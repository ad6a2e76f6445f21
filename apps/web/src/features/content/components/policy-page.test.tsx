import { DEFAULT_CONTENT_PAGES } from '@rihla/shared/pages/content-pages';
import { COOKIES_POLICY } from '@rihla/shared/pages/cookies-policy';
import { INTELLECTUAL_PROPERTY_POLICY } from '@rihla/shared/pages/intellectual-property';
import { LAW_ENFORCEMENT_RESOURCES } from '@rihla/shared/pages/law-enforcement';
import type { TPolicyDocument } from '@rihla/shared/pages/policy-types';
import { PRIVACY_POLICY } from '@rihla/shared/pages/privacy-policy';
import { TERMS_OF_SERVICE } from '@rihla/shared/pages/terms-of-service';
import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import CookiesRoute from '../../../app/routes/cookies-policy';
import IntellectualPropertyRoute from '../../../app/routes/intellectual-property';
import LawEnforcementRoute from '../../../app/routes/law-enforcement';
import PrivacyRoute from '../../../app/routes/privacy-policy';
import TermsRoute from '../../../app/routes/terms-of-services';
import { putShopInPage, testShop } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { ok, stubApi } from '../../../test/stub-api';

const PAGES: [string, ComponentType, TPolicyDocument][] = [
  ['/TermsofServices', TermsRoute, TERMS_OF_SERVICE],
  ['/PrivacyPolicy', PrivacyRoute, PRIVACY_POLICY],
  ['/LawEnforcementResources', LawEnforcementRoute, LAW_ENFORCEMENT_RESOURCES],
  ['/IntellectualPropertyPolicy', IntellectualPropertyRoute, INTELLECTUAL_PROPERTY_POLICY],
  ['/CookiesPolicy', CookiesRoute, COOKIES_POLICY],
];

// The pages as the API answers them in English when nobody has changed them (decision 112).
beforeEach(() => {
  stubApi({
    'users/viewPage': (body: { page: keyof typeof DEFAULT_CONTENT_PAGES }) => ok(DEFAULT_CONTENT_PAGES[body.page]),
  });
});

async function renderPage(path: string, Page: ComponentType) {
  renderWithApp(<Page />, { path });
  await screen.findByRole('heading', { level: 1 });
}

function allSections(policy: TPolicyDocument) {
  return [...policy.sections, ...(policy.appendix?.sections ?? [])];
}

describe('policy pages', () => {
  it.each(PAGES)('%s renders a table of contents linking to every section', async (path, Page, policy) => {
    await renderPage(path, Page);
    expect(screen.getByRole('heading', { level: 1, name: policy.title })).toBeTruthy();
    expect(screen.getByText('Last updated', { exact: false })).toBeTruthy();
    const toc = screen.getByRole('navigation', { name: 'Table of contents' });
    const hrefs = within(toc)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    const sections = allSections(policy);
    expect(hrefs).toEqual(sections.map((section) => `#${section.id}`));
    for (const section of sections) {
      expect(document.getElementById(section.id)?.textContent).toContain(section.heading);
    }
  });

  it('repeats the intellectual property policy on the cookies page', async () => {
    await renderPage('/CookiesPolicy', CookiesRoute);
    expect(screen.getByRole('heading', { level: 2, name: 'Intellectual Property Policy' })).toBeTruthy();
    for (const section of INTELLECTUAL_PROPERTY_POLICY.sections) {
      expect(screen.getByRole('heading', { level: 3, name: new RegExp(section.heading) })).toBeTruthy();
    }
    expect(screen.getByText(/a statement that you believe in good faith that the use is not authorised/)).toBeTruthy();
    expect(screen.getByText(/Your login token, sent with each request/)).toBeTruthy();
  });

  it('states the business rules of the terms, and the payment terms again in Arabic', async () => {
    await renderPage('/TermsofServices', TermsRoute);
    const text = document.body.textContent ?? '';
    for (const rule of [
      'at least 18 years old',
      'Masters',
      'Corporate Masters',
      'a deleted account cannot be reactivated',
      'fees you paid to Rihla in the six (6) months',
      'within one (1) year',
      'at least 24 hours before the booked activity time',
      '10-15 working days',
      'to your Rihla wallet immediately',
      'Visa and MasterCard',
      'The remaining amount after points, wallet or code must be paid online',
      'A discount code and points cannot be used together on one order.',
      'Each user can book a limited number of tickets at a time.',
      '5 points for every AED 1',
      '100 points for every friend',
      '125 points are worth AED 1',
      'No points are earned on the part of an order paid with points.',
      // Decision 049: the order of a refund, points in steps of 5, the invite bonus on the first booking.
      'first the points, then the gift card, then the wallet balance, and last the card',
      'Points are used in steps of 5 points (AED 0.04)',
      "once that friend's first booking is confirmed. If that booking is cancelled, these points are taken back.",
      'a reservation may not be confirmed immediately',
    ]) {
      expect(text).toContain(rule);
    }
    const arabic = document.getElementById('arabic-terms');
    expect(arabic?.getAttribute('lang')).toBe('ar');
    expect(arabic?.getAttribute('dir')).toBe('rtl');
    expect(arabic?.textContent).toContain('فيزا وماستركارد');
    expect(arabic?.textContent).toContain('125 نقطة');
  });

  it('tells who may obtain account information on the law enforcement page', async () => {
    await renderPage('/LawEnforcementResources', LawEnforcementRoute);
    const text = document.body.textContent ?? '';
    expect(text).toContain('The primary account holder, or sub-users the primary account holder has authorised');
    expect(text).toContain('must provide a court order signed by a judge');
  });
});

describe('the shop in the policies', () => {
  it('names the operator’s shop and its support email wherever a policy names the shop', async () => {
    putShopInPage(testShop({ name: 'Dibba Dhows', supportEmail: 'hello@dibba.example', address: 'Dibba Port' }));
    await renderPage('/TermsofServices', TermsRoute);
    const page = document.body.textContent ?? '';
    expect(page).toContain('fees you paid to Dibba Dhows in the six (6) months');
    expect(page).toContain('to your Dibba Dhows wallet immediately');
    expect(page).toContain('Address: Dibba Port');
    expect(screen.getAllByRole('link', { name: 'hello@dibba.example' })[0]?.getAttribute('href')).toBe(
      'mailto:hello@dibba.example',
    );
    expect(page).not.toMatch(/rihla|\{shop\}|\{email\}/i);
  });
});

describe('the privacy policy’s travellers’ details', () => {
  it('says in plain words what is collected of travellers, why, for how long, who sees it and how it is kept', async () => {
    putShopInPage(testShop({ name: 'Dibba Dhows', supportEmail: 'hello@dibba.example' }));
    await renderPage('/PrivacyPolicy', PrivacyRoute);
    const section = document.getElementById('travellers-details');
    expect(within(section as HTMLElement).getByRole('heading', { level: 2 }).textContent).toContain(
      'Travellers’ details',
    );
    const text = section?.textContent ?? '';
    for (const words of [
      'full name, nationality and date of birth',
      'passport number and its expiry date',
      'the hotel or meeting point where you are picked up',
      'which version of the waiver you accepted, the time, and the internet (IP) address',
      'Musandam (Oman)',
      'Pick-ups',
      'snorkelling',
      '30 days, unless Dibba Dhows has chosen another period',
      'If you delete your account, the travellers’ details of your bookings are erased at once.',
      'Passport numbers and dates of birth are hidden (masked) on staff screens',
      'we record who did it and when',
      'stored encrypted',
      'hello@dibba.example',
    ]) {
      expect(text).toContain(words);
    }
    expect(text).not.toMatch(/\{shop\}|\{email\}/);
    // The summary and the sections SPEC's page had are kept.
    expect(screen.getByRole('heading', { level: 2, name: /Who we are/ })).toBeTruthy();
    expect(document.body.textContent).toContain('traveller names where the Organiser needs them');
  });
});
