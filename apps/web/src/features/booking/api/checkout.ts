import { apiCall } from '../../../lib/api-client';

/** Prices the cart for checkout (no promo code from the ticket page); the first result is the checkout. */
export function startCheckout() {
  return apiCall('users/checkout', {});
}
