import { apiCall } from '../../../lib/api-client';
import { widgetAttribution } from '../../../lib/widget';

/**
 * Checks out the cart lines given (Buy It Now's own line, decision 030), with no promo code from the ticket page;
 * the first result is the checkout. Inside a partner's widget it names the partner (decision 123).
 */
export function startCheckout(lineIds: string[]) {
  return apiCall('users/checkout', { lineIds, ...widgetAttribution() });
}
