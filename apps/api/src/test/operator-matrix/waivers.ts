import { SNORKELLING_WAIVER_TEXT } from '@rihla/demo/waivers';
import type { WAIVER_CALLS } from '@rihla/shared/operator-calls/waivers';
import type { TTestApp } from '../harness.js';
import type { TMatrixArea } from './fixture.js';

/** The product the matrix's allowed roles read and write the waiver of: the first of the seeded catalogue. */
let productId = '';

/** Waivers (issue 36, decision 096): a seeded product's waiver; a booking that does not exist meets a 404. */
export const WAIVER_MATRIX: TMatrixArea<typeof WAIVER_CALLS> = {
  setup: async (t: TTestApp) => {
    const row = await t.app.ctx.db.selectFrom('products').select('id').orderBy('id').executeTakeFirstOrThrow();
    productId = row.id;
  },
  fixtures: {
    'operator/getProductWaiver': () => ({ id: productId }),
    'operator/saveProductWaiver': () => ({
      id: productId,
      waiver: { text: `${SNORKELLING_WAIVER_TEXT}\n\nMatrix ${Date.now()}`, askedOf: 'lead' },
    }),
    'operator/viewBookingWaivers': () => ({ reference: 'RH-NOSUCHREF' }),
  },
  fuzzSeeds: {
    'operator/getProductWaiver': () => [{ id: 'no-such-product' }, { id: '' }],
    'operator/saveProductWaiver': () => [
      { id: 'no-such-product', waiver: { text: SNORKELLING_WAIVER_TEXT, askedOf: 'passenger' } },
      { id: 'no-such-product', waiver: null },
      { id: 'no-such-product', waiver: { text: 'Too short', askedOf: 'lead' } },
    ],
    'operator/viewBookingWaivers': () => [{ reference: 'RH-AAAAAAAA' }],
  },
  tables: ['waiver_versions', 'product_waivers', 'waiver_acceptances'],
};
