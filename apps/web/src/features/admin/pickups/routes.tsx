import { roleCan } from '@rihla/shared/rules/operator-roles';
import type { RouteObject } from 'react-router';
import { Allowed } from '../components/admin-app';
import { PickupPointsPage } from './pickup-points-page';

function PickupPointsScreen() {
  return (
    <Allowed permission="bookings.read">
      {({ role }) => <PickupPointsPage canWrite={roleCan(role, 'catalogue.write')} />}
    </Allowed>
  );
}

/** The desk's pick-up points (issue 36, decision 095), inside the signed-in area under /admin. */
export const PICKUP_ROUTES: RouteObject[] = [{ path: 'pickups', Component: PickupPointsScreen }];
