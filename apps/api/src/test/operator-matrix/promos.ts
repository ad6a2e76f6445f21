import type { PROMO_CALLS } from '@rihla/shared/operator-calls/promos';
import type { TMatrixArea } from './fixture.js';

const fields = () => ({
  kind: 'percent',
  value: 1500,
  maxDiscountFils: 10_000,
  minOrderFils: 20_000,
  validFrom: '2026-12-01',
  validUntil: '2026-12-31',
  maxUses: 100,
  maxUsesPerUser: 1,
  description: 'Matrix code',
});
/** A code of its own for each create: A-Z and 0-9, 3 to 20 of them. */
const newCode = () => `MX${Math.random().toString(36).slice(2, 12).toUpperCase()}`;

/** The discount codes desk (issue 20, decision 049): a code that does not exist meets a 404. */
export const PROMO_MATRIX: TMatrixArea<typeof PROMO_CALLS> = {
  fixtures: {
    'operator/listPromoCodes': () => ({}),
    'operator/viewPromoCode': () => ({ code: 'NOSUCHCODE' }),
    'operator/createPromoCode': () => ({ code: newCode(), ...fields() }),
    'operator/updatePromoCode': () => ({ code: 'NOSUCHCODE', fields: fields() }),
    'operator/setPromoCodePaused': () => ({ code: 'NOSUCHCODE', isPaused: true, reason: 'Abused on a forum' }),
  },
  fuzzSeeds: {
    'operator/listPromoCodes': () => [{}],
    'operator/viewPromoCode': () => [{ code: 'WELCOME10' }, { code: ' welcome10 ' }],
    'operator/createPromoCode': () => [
      { code: newCode(), ...fields() },
      { code: 'ab', kind: 'fixed', value: 0.5, maxDiscountFils: 10, validFrom: '2026-13-01' },
      { code: newCode(), kind: 'percent', value: 10_001, validFrom: '2026-12-31', validUntil: '2026-12-01' },
    ],
    'operator/updatePromoCode': () => [
      { code: 'NOSUCHCODE', fields: fields() },
      { code: 'WELCOME10', fields: { ...fields(), maxUses: 0 } },
    ],
    'operator/setPromoCodePaused': () => [
      { code: 'NOSUCHCODE', isPaused: false, reason: 'Back on' },
      { code: 'WELCOME10', isPaused: 'yes', reason: '' },
    ],
  },
  tables: ['promo_codes'],
};
