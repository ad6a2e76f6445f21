import { roleCan } from '@rihla/shared/rules/operator-roles';
import { type RouteObject, useParams } from 'react-router';
import { Allowed } from '../components/admin-app';
import { OrderListPage } from './order-list-page';
import { OrderPage } from './order-page';

function OrderListScreen() {
  return (
    <Allowed permission="bookings.read">
      {({ role }) => <OrderListPage canBook={roleCan(role, 'bookings.write')} />}
    </Allowed>
  );
}

function OrderScreen() {
  const { id = '' } = useParams();
  return (
    <Allowed permission="bookings.read">
      {({ role }) => (
        <OrderPage id={id} canWrite={roleCan(role, 'bookings.write')} canReveal={roleCan(role, 'passengers.reveal')} />
      )}
    </Allowed>
  );
}

/** The bookings desk's screens (issue 18), inside the signed-in area under /admin. */
export const BOOKING_ROUTES: RouteObject[] = [
  { path: 'bookings', Component: OrderListScreen },
  { path: 'bookings/:id', Component: OrderScreen },
];
