import type { QueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { rememberCheckouts } from '../../../lib/checkout-summary';

/**
 * Prices the cart for checkout (no promo code from the ticket page); the first result is the checkout, kept
 * for the checkout page.
 */
export async function startCheckout(queryClient: QueryClient) {
  const result = await apiCall('users/checkout', {});
  if (result.status === 1) rememberCheckouts(queryClient, result.data);
  return result;
}
