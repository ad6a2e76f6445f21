import { roleCan } from '@rihla/shared/rules/operator-roles';
import { type RouteObject, useParams } from 'react-router';
import { Allowed } from '../components/admin-app';
import { LedgerPage } from './ledger-page';

function LedgerScreen() {
  const { userId = '' } = useParams();
  return (
    <Allowed permission="bookings.read">
      {({ role }) => <LedgerPage userId={userId} canAdjust={roleCan(role, 'refunds.write')} />}
    </Allowed>
  );
}

/** A shopper's wallet and points (issue 20), inside the signed-in area under /admin. */
export const SHOPPER_ROUTES: RouteObject[] = [{ path: 'shoppers/:userId/ledger', Component: LedgerScreen }];
