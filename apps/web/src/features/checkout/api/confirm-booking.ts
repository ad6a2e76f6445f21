import { apiCall } from '../../../lib/api-client';
import { readStorage } from '../../../lib/storage';

/**
 * users/confirmBooking with the stored payment id and cart id. Missing ids count as a failure, like a
 * refused confirmation. The server asks the gateway itself, so retrying is safe.
 */
export async function confirmStoredBooking() {
  const paymentId = readStorage('transactionId');
  const cartId = readStorage('cartId');
  if (!paymentId || !cartId) return { status: 0 as const, message: '' };
  return apiCall('users/confirmBooking', { paymentId, cartId });
}
