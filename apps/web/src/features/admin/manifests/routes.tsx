import type { RouteObject } from 'react-router';
import { CheckInPage } from './check-in-page';
import { DeparturesPage } from './departures-page';
import { ManifestPage } from './manifest-page';
import { PickupRunPage } from './pickup-run-page';

/** The manifests' and check-in's screens (issue 18), inside the signed-in area under /admin. */
export const MANIFEST_ROUTES: RouteObject[] = [
  { path: 'check-in', Component: DeparturesPage },
  { path: 'check-in/:productId/:date/:start', Component: ManifestPage },
  { path: 'check-in/:productId/:date/:start/scan', Component: CheckInPage },
  { path: 'check-in/:productId/:date/:start/pickups', Component: PickupRunPage },
];
