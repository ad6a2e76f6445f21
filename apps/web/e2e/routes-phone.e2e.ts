import { describe, it } from 'vitest';
import { everyRouteSuite } from './route-table';
import { WIDTHS, walkEveryRoute } from './route-walk';

// The walk over every route at 390 px (route-walk.ts); the 1280 px walk and the titles are routes.e2e.ts.
describe('every route at phone width', () => {
  const suite = everyRouteSuite();

  // About thirty pages, each loaded until the network is idle: longer than one journey.
  it(`renders at ${WIDTHS.phone.width} px with no console error, no failed request and no serious axe violation`, {
    timeout: 300_000,
  }, async () => {
    await walkEveryRoute(suite, 'phone');
  });
});
