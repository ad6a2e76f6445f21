import { apiCall } from '../../../lib/api-client';

/**
 * Checks out the cart lines given (Buy It Now's own line, decision 030), with no promo code from the ticket page;
 * the first result is the checkout.
 */
export function startCheckout(lineIds: string[]) {
  return apiCall('users/checkout', { lineIds });
}
