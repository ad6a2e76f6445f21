import type { SHOP_CALLS } from '@rihla/shared/operator-calls/shop';
import { defaultShopSettings } from '@rihla/shared/schemas/shop';
import type { TMatrixArea } from './fixture.js';

/**
 * The shop's settings (decision 071): owners only; a save over a version never read meets a 409. The first day's
 * checklist: every signed-in operator, reading.
 */
export const SHOP_MATRIX: TMatrixArea<typeof SHOP_CALLS> = {
  fixtures: {
    'operator/getShopSettings': () => ({}),
    'operator/updateShopSettings': () => ({ settings: defaultShopSettings({ name: 'Matrix shop' }), version: 999 }),
    'operator/firstDay': () => ({}),
  },
  fuzzSeeds: {
    'operator/getShopSettings': () => [{}],
    'operator/updateShopSettings': () => [
      { settings: defaultShopSettings({ name: 'Fuzz shop' }), version: 999 },
      { settings: { ...defaultShopSettings(), trn: '12', supportEmail: 'nope' }, version: 0 },
      { settings: { ...defaultShopSettings(), logo: 'https://elsewhere.example/logo.png' }, version: 0 },
      { settings: { ...defaultShopSettings(), phoneHoldMinutes: 5 }, version: 0 },
    ],
    'operator/firstDay': () => [{}],
  },
  tables: ['shop_settings'],
};
