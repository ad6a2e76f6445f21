import * as pay from '../schemas/operator-payments.js';
import { read, type TOperatorCallDefinition, write } from './define.js';

/**
 * The payments desk's calls (issue 35, decision 085): owners and managers read it; only an owner runs a day's
 * reconciliation again or resolves a mismatch. The accountant's CSV is a GET beside them
 * (payments-desk.routes.ts), checked with the same session and permission as the list.
 */
export const PAYMENT_DESK_CALLS = {
  'operator/listPayments': read(
    'payments.read',
    pay.ZListPaymentsRequest,
    pay.ZListPaymentsData,
    "Payments of a range of dates with their gateway's word on each, and every open mismatch",
  ),
  'operator/runReconciliation': write(
    'payments.reconcile',
    pay.ZRunReconciliationRequest,
    pay.ZRunReconciliationData,
    "Ask each gateway about a day's payments again and record every mismatch",
  ),
  'operator/resolvePaymentMismatch': write(
    'payments.reconcile',
    pay.ZResolvePaymentMismatchRequest,
    pay.ZResolvePaymentMismatchData,
    'Mark a payment mismatch resolved, with a note saying how',
  ),
} satisfies Record<string, TOperatorCallDefinition>;
