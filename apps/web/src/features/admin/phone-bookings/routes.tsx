import { roleCan } from '@rihla/shared/rules/operator-roles';
import type { RouteObject } from 'react-router';
import { Allowed } from '../components/admin-app';
import { NewBookingPage } from './new-booking-page';

function NewBookingScreen() {
  return (
    <Allowed permission="bookings.write">
      {({ role }) => <NewBookingPage canTakeCash={roleCan(role, 'payments.cash')} />}
    </Allowed>
  );
}

/** Phone and walk-in bookings (issue 18, decision 042), inside the signed-in area under /admin. */
export const PHONE_BOOKING_ROUTES: RouteObject[] = [{ path: 'bookings/new', Component: NewBookingScreen }];
