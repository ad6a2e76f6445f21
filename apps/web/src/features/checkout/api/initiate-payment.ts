import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { writeStorage } from '../../../lib/storage';

/**
 * users/paymentInitiate. On success the checkout id and the gateway's transaction id are stored: the
 * payment return page reads them back after the gateway sends the whole window there.
 */
export async function initiatePayment(cartId: string) {
  const result = await apiCall('users/paymentInitiate', { cartId });
  if (result.status === 1) {
    writeStorage('cartId', cartId);
    writeStorage('transactionId', result.data.Transaction.TransactionID);
  }
  return result;
}

export function useInitiatePayment() {
  return useMutation({ mutationFn: initiatePayment });
}
