import { roleCan } from '@rihla/shared/rules/operator-roles';
import type { RouteObject } from 'react-router';
import { Allowed } from '../components/admin-app';
import { PaymentsPage } from './payments-page';

function PaymentsScreen() {
  return (
    <Allowed permission="payments.read">
      {({ role }) => <PaymentsPage canReconcile={roleCan(role, 'payments.reconcile')} />}
    </Allowed>
  );
}

/** The payments desk (issue 35, decision 085), inside the signed-in area under /admin. */
export const PAYMENT_ROUTES: RouteObject[] = [{ path: 'payments', Component: PaymentsScreen }];
