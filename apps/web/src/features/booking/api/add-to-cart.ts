import type { TCallRequest } from '@rihla/shared/api-calls';
import { apiCall } from '../../../lib/api-client';

export type TAddToCartBody = TCallRequest<'users/addToCart'>;

/** Puts products in the cart; the result carries the server's message either way. */
export function addToCart(body: TAddToCartBody) {
  return apiCall('users/addToCart', body);
}
