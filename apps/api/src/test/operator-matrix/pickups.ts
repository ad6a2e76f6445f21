import type { PICKUP_CALLS } from '@rihla/shared/operator-calls/pickups';
import type { TTestApp } from '../harness.js';
import type { TMatrixArea } from './fixture.js';

/** The product the matrix's allowed roles read and set the pick-ups of, and a point made for it. */
let productId = '';
const POINT_ID = 'pickup-role-matrix';

/** Hotel pick-ups (issue 36, decision 095): a point of the matrix's own, and a seeded product's pick-ups. */
export const PICKUP_MATRIX: TMatrixArea<typeof PICKUP_CALLS> = {
  setup: async (t: TTestApp) => {
    const row = await t.app.ctx.db.selectFrom('products').select('id').orderBy('id').executeTakeFirstOrThrow();
    productId = row.id;
    const now = t.clock.now().toISOString();
    await t.app.ctx.db
      .insertInto('pickup_points')
      .values({
        id: POINT_ID,
        name: 'Role Matrix Hotel',
        area: 'Deira',
        address: 'Baniyas Road, Deira, Dubai',
        latitude: null,
        longitude: null,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  },
  fixtures: {
    'operator/listPickupPoints': () => ({}),
    'operator/createPickupPoint': () => ({
      name: 'Hyatt Regency Dubai',
      area: 'Deira',
      address: 'Al Khaleej Road',
      ar: { name: 'حياة ريجنسي دبي', area: 'ديرة' },
    }),
    'operator/updatePickupPoint': () => ({
      id: POINT_ID,
      name: 'Role Matrix Hotel',
      area: 'Deira',
      address: 'Baniyas Road, Deira, Dubai',
      latitude: 25.2654,
      longitude: 55.3122,
      ar: { name: 'فندق مصفوفة الأدوار', area: 'ديرة' },
      isActive: true,
    }),
    'operator/getProductPickups': () => ({ id: productId }),
    'operator/setProductPickups': () => ({
      id: productId,
      pickups: { minutesBefore: 60, points: [{ pointId: POINT_ID, minutesBefore: 90 }] },
    }),
    'operator/viewBookingPickups': () => ({ reference: 'RH-NOSUCHREF' }),
    'operator/chooseBookingPickup': () => ({ reference: 'RH-NOSUCHREF', line: 0, pointId: POINT_ID }),
  },
  fuzzSeeds: {
    'operator/listPickupPoints': () => [{}],
    'operator/createPickupPoint': () => [
      { name: 'Atlantis The Palm', area: 'Palm Jumeirah', address: 'Crescent Road', latitude: 25.13, longitude: 55.11 },
      { name: ' ', area: 'Deira', address: 'x', latitude: 25.13 },
      { name: 'Atlantis The Palm', area: 'Palm Jumeirah', address: 'Crescent Road', ar: { name: 'أ'.repeat(121) } },
      { name: 'Atlantis The Palm', area: 'Palm Jumeirah', address: 'Crescent Road', ar: { address: 'x' } },
    ],
    'operator/updatePickupPoint': () => [
      { id: 'no-such-point', name: 'A', area: 'B', address: 'C', isActive: false },
      { id: 'no-such-point', name: 'A', area: 'B', address: 'C', latitude: 91, longitude: 0, isActive: true },
      { id: 'no-such-point', name: 'A', area: 'B', address: 'C', ar: { name: 'أ', area: 'ب' }, isActive: true },
    ],
    'operator/getProductPickups': () => [{ id: 'no-such-product' }, { id: '' }],
    'operator/setProductPickups': () => [
      { id: 'no-such-product', pickups: null },
      {
        id: 'no-such-product',
        pickups: { minutesBefore: 60, points: [{ pointId: 'no-such-point', minutesBefore: null }] },
      },
      { id: 'no-such-product', pickups: { minutesBefore: 721, points: [] } },
    ],
    'operator/viewBookingPickups': () => [{ reference: 'RH-AAAAAAAA' }],
    'operator/chooseBookingPickup': () => [
      { reference: 'RH-AAAAAAAA', line: 0, pointId: 'no-such-point' },
      { reference: 'RH-AAAAAAAA', line: 100, pointId: POINT_ID },
    ],
  },
  tables: ['pickup_points', 'product_pickups', 'order_pickups'],
};
