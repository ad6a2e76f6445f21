import type { MANIFEST_CALLS } from '@rihla/shared/operator-calls/manifests';
import type { TMatrixArea } from './fixture.js';

const departure = () => ({ productId: 'no-such-product', date: '2026-12-01', start: '09:00' });

/** The manifests calls' fixtures (issue 18): departures, manifests, guides, check-in scans. */
export const MANIFEST_MATRIX: TMatrixArea<typeof MANIFEST_CALLS> = {
  fixtures: {
    'operator/listDepartures': () => ({ from: '2026-12-01', to: '2026-12-02' }),
    'operator/getManifest': departure,
    'operator/assignGuide': () => ({ ...departure(), guideIds: [] }),
    'operator/checkIn': () => ({ ...departure(), code: 'RH-NOSUCH00' }),
    'operator/undoCheckIn': () => ({ ...departure(), orderId: 'no-such-order' }),
  },
  fuzzSeeds: {
    'operator/listDepartures': () => [
      { from: '2026-12-01', to: '2026-12-14' },
      { from: '2026-12-02', to: '2026-12-01' },
      { from: '2026-12-01', to: '2027-12-01' },
      { from: '2026-12-01', to: '2026-12-01', search: 'RH-' },
      { from: '2026-12-01', to: '2026-12-01', search: 'x'.repeat(81) },
    ],
    'operator/getManifest': () => [departure(), { ...departure(), start: '25:00' }],
    'operator/assignGuide': () => [
      { ...departure(), guideIds: ['no-such-guide'] },
      { ...departure(), guideIds: Array.from({ length: 11 }, (_, i) => `g${i}`) },
    ],
    'operator/checkIn': () => [
      { ...departure(), code: 'RH-NOSUCH00' },
      { ...departure(), code: ' ' },
      { ...departure(), code: 'x'.repeat(201) },
      { ...departure(), code: 'RH-NOSUCH00', source: 'offline', scannedAt: '2026-11-25T06:00:00.000Z' },
      { ...departure(), code: 'RH-NOSUCH00', source: 'offline', scannedAt: '2099-01-01T00:00:00.000Z' },
      { ...departure(), code: 'RH-NOSUCH00', tickets: 2 },
      { ...departure(), code: 'RH-NOSUCH00', tickets: 0 },
      // Check-in per passenger (decision 097): named passengers, out of range, and with tickets too.
      { ...departure(), code: 'RH-NOSUCH00', passengers: [{ line: 0, number: 1 }] },
      { ...departure(), code: 'RH-NOSUCH00', passengers: [] },
      { ...departure(), code: 'RH-NOSUCH00', passengers: [{ line: -1, number: 0 }] },
      { ...departure(), code: 'RH-NOSUCH00', passengers: [{ line: 0, number: 1 }], tickets: 1 },
    ],
    'operator/undoCheckIn': () => [
      { ...departure(), orderId: 'no-such-order' },
      { ...departure(), orderId: '' },
      { ...departure(), orderId: 'no-such-order', start: '24:61' },
    ],
  },
  tables: ['guide_assignments', 'check_ins'],
};
