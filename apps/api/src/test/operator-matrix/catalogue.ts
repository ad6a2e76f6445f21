import type { CATALOGUE_CALLS } from '@rihla/shared/operator-calls/catalogue';
import type { TMatrixArea } from './fixture.js';

/** The product calls' fixtures (issue 17's catalogue desk). */
export const CATALOGUE_MATRIX: TMatrixArea<typeof CATALOGUE_CALLS> = {
  fixtures: {
    'operator/listProducts': () => ({}),
    'operator/getProduct': () => ({ id: 'no-such-product' }),
    'operator/previewProduct': () => ({ id: 'no-such-product' }),
    'operator/createProduct': () => ({ fields: {}, priceFils: 1000 }),
    'operator/updateProduct': () => ({ id: 'no-such-product', fields: {} }),
    'operator/duplicateProduct': () => ({ id: 'no-such-product' }),
    'operator/setPublished': () => ({ id: 'no-such-product', published: true }),
    'operator/uploadPicture': () => ({ data: 'AAAA' }),
  },
  fuzzSeeds: {
    'operator/listProducts': () => [
      { search: 'khasab dhow', module: 'picnic', published: true, page: 0, pageSize: 25 },
    ],
    'operator/getProduct': () => [{ id: 'no-such-product' }],
    'operator/previewProduct': () => [{ id: 'no-such-product' }],
    'operator/createProduct': () => [{ fields: {}, priceFils: 1000 }],
    'operator/updateProduct': () => [{ id: 'no-such-product', fields: { title: 'Fuzz' } }],
    'operator/duplicateProduct': () => [{ id: 'no-such-product' }],
    'operator/setPublished': () => [{ id: 'no-such-product', published: false }],
    'operator/uploadPicture': () => [{ data: 'AAAA' }],
  },
  tables: ['products', 'uploads'],
};
