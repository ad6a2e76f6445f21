import { describe } from 'vitest';
import { everyRouteSuite } from './route-table';
import { walkEveryRoute } from './route-walk';

// The walk over every route at 390 px (route-walk.ts); the 1280 px walk and the titles are routes.e2e.ts.
describe('every route at phone width', () => {
  const suite = everyRouteSuite();

  walkEveryRoute(suite, 'phone');
});
