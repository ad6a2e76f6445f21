import type { PAGE_CALLS } from '@rihla/shared/operator-calls/pages';
import type { TMatrixArea } from './fixture.js';

/** The Pages desk's fixtures (decision 112): the policies and the help page, owners and managers only. */
export const PAGES_MATRIX: TMatrixArea<typeof PAGE_CALLS> = {
  fixtures: {
    'operator/listPages': () => ({}),
    'operator/getPage': () => ({ page: 'privacy-policy' }),
    'operator/updatePage': () => ({ page: 'privacy-policy', arabic: { summary: 'ملخص من اختبار الصلاحيات' } }),
  },
  fuzzSeeds: {
    'operator/listPages': () => [{}],
    'operator/getPage': () => [{ page: 'faq' }, { page: 'no-such-page' }],
    'operator/updatePage': () => [
      { page: 'faq', english: { 'items.0.question': 'What is {shop}?' } },
      { page: 'terms-of-service', arabic: { 'sections.0.id': 'x' } },
      { page: 'cookies-policy', english: { 'no.such.path': 'x' }, arabic: { summary: '' } },
    ],
  },
  tables: ['content_pages'],
};
