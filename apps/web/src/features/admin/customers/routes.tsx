import { roleCan } from '@rihla/shared/rules/operator-roles';
import { Navigate, type RouteObject, useParams } from 'react-router';
import { Allowed } from '../components/admin-app';
import { CustomerListPage } from './customer-list-page';
import { CustomerPage } from './customer-page';

function CustomerListScreen() {
  return <Allowed permission="bookings.read">{() => <CustomerListPage />}</Allowed>;
}

function CustomerScreen() {
  const { userId = '' } = useParams();
  return (
    <Allowed permission="bookings.read">
      {({ role }) => (
        <CustomerPage
          userId={userId}
          canWrite={roleCan(role, 'bookings.write')}
          canAdjust={roleCan(role, 'refunds.write')}
          canHandlePersonalData={roleCan(role, 'customers.personalData')}
        />
      )}
    </Allowed>
  );
}

/** The shopper's ledger page of issue 20 is a part of the customer's page now: its old address leads there. */
function LedgerRedirect() {
  const { userId = '' } = useParams();
  return <Navigate to={`/admin/customers/${encodeURIComponent(userId)}#ledger`} replace />;
}

/** The customers desk (issue 34, decision 074), inside the signed-in area under /admin. */
export const CUSTOMER_ROUTES: RouteObject[] = [
  { path: 'customers', Component: CustomerListScreen },
  { path: 'customers/:userId', Component: CustomerScreen },
  { path: 'shoppers/:userId/ledger', Component: LedgerRedirect },
];
