import type { CATALOGUE_CALLS } from '@rihla/shared/operator-calls/catalogue';
import type { TProductFieldsInput } from '@rihla/shared/schemas/operator-catalogue';
import type { TTestApp } from '../harness.js';
import type { TMatrixArea } from './fixture.js';

/** A complete, valid product of the desk's contract: what a form sends when every field is filled in. */
export function sampleProductFields(overrides: Partial<TProductFieldsInput> = {}): TProductFieldsInput {
  return {
    module: 'picnic',
    title: 'Sunset dhow cruise at Khasab',
    categories: 'Picnic Musandum',
    tourType: 'Group',
    location: 'Khasab harbour',
    availability: 'Daily',
    durationHours: 3.5,
    startTime: '16:00',
    endTime: '19:30',
    returnLocation: 'Khasab harbour',
    returnTime: '19:45',
    nights: 0,
    days: 1,
    sharingBasics: true,
    mapLocation: 'https://www.openstreetmap.org/export/embed.html?bbox=56.2,26.1,56.3,26.2&layer=mapnik',
    summary: '<p>A <strong>calm</strong> evening on the water.</p>',
    priceInclude: '<ul><li>Dinner</li></ul>',
    priceExclude: '',
    tourActivity: '',
    requirement: '',
    inclusions: '',
    exclusions: '',
    terms: '',
    disclaimer: '',
    itinerary: '',
    nextStep: '',
    cancellationPolicy: '',
    pictures: [{ url: '/uploads/dhow.webp', alt: 'A dhow at sunset' }],
    minPeople: 1,
    maxPeople: 20,
    maxTicketsPerOrder: 10,
    cutoffMinutes: 120,
    refundable: true,
    cancellationTiers: [{ hoursBefore: 24, refundPercent: 100 }],
    whereToBe: null,
    ...overrides,
  };
}

/** The product the matrix's allowed roles read and edit: a demo product of the seeded catalogue. */
let matrixProductId = '';

/** A 1x1 PNG, as base64. */
export const TINY_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** The product calls' fixtures (issue 17's catalogue desk). */
export const CATALOGUE_MATRIX: TMatrixArea<typeof CATALOGUE_CALLS> = {
  setup: async (t: TTestApp) => {
    const row = await t.app.ctx.db.selectFrom('products').select('id').orderBy('id').executeTakeFirstOrThrow();
    matrixProductId = row.id;
  },
  fixtures: {
    'operator/listProducts': () => ({ search: 'khasab', pageSize: 25 }),
    'operator/getProduct': () => ({ id: matrixProductId }),
    'operator/previewProduct': () => ({ id: matrixProductId }),
    'operator/createProduct': () => ({ fields: sampleProductFields(), priceFils: 15_000 }),
    'operator/updateProduct': () => ({ id: matrixProductId, fields: { availability: 'Daily except Fridays' } }),
    'operator/duplicateProduct': () => ({ id: matrixProductId }),
    'operator/setPublished': () => ({ id: matrixProductId, published: true }),
    'operator/uploadPicture': () => ({ data: TINY_PNG_BASE64 }),
  },
  fuzzSeeds: {
    'operator/listProducts': () => [
      { search: 'khasab dhow', module: 'picnic', published: true, page: 0, pageSize: 25 },
      { search: matrixProductId, category: 'Picnic Musandum', page: 2, pageSize: 100 },
    ],
    'operator/getProduct': () => [{ id: matrixProductId }, { id: 'no-such-product' }],
    'operator/previewProduct': () => [{ id: matrixProductId }],
    'operator/createProduct': () => [{ fields: sampleProductFields(), priceFils: 1000 }],
    'operator/updateProduct': () => [
      { id: matrixProductId, fields: { title: 'Fuzz', minPeople: 5 }, expectedUpdatedAt: '2026-01-01T00:00:00.000Z' },
    ],
    'operator/duplicateProduct': () => [{ id: matrixProductId }],
    'operator/setPublished': () => [{ id: matrixProductId, published: true }],
    'operator/uploadPicture': () => [{ data: TINY_PNG_BASE64 }, { data: 'AAAA' }],
  },
  tables: ['products', 'operator_uploads'],
};
