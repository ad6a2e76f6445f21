import type { TGivenPassengerLines } from '@rihla/shared/schemas/passengers';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { writeStorage } from '../../../lib/storage';

/**
 * users/paymentInitiate, with the passengers' details given on the checkout page when there are any (decision 107;
 * none given: the body is SPEC's `{ cartId }` alone). On success the checkout id and the gateway's transaction id are
 * stored: the payment return page reads them back after the gateway sends the whole window there. The details are
 * never stored in the browser: the server keeps them for the order.
 */
export async function initiatePayment({ cartId, passengers }: { cartId: string; passengers?: TGivenPassengerLines }) {
  const result = await apiCall('users/paymentInitiate', {
    cartId,
    ...(passengers && passengers.length > 0 ? { passengers } : {}),
  });
  if (result.status === 1) {
    writeStorage('cartId', cartId);
    writeStorage('transactionId', result.data.Transaction.TransactionID);
  }
  return result;
}

export function useInitiatePayment() {
  return useMutation({ mutationFn: initiatePayment });
}
