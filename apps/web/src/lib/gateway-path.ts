import { pathInsideWidget } from './widget';

/** The app's /gateway page for a payment: it posts the transaction id to the gateway's page inside a frame (spec). */
export function gatewayPath(transactionId: string, paymentPage: string): string {
  return `/gateway/${encodeURIComponent(transactionId)}/${encodeURIComponent(paymentPage)}`;
}

/** The payment return page (inside the router: the widget's is under its prefix). */
export const RETURN_PATH = '/transactionStatus';

/**
 * Where Pay Now goes: the gateway's page, or straight to the payment return page when the server answers with it
 * (an order paid in full by points, gift card and wallet needs no gateway, decision 049).
 */
export function paymentPath(transactionId: string, paymentPage: string): string {
  let pathname = '';
  try {
    pathname = new URL(paymentPage, window.location.origin).pathname;
  } catch {
    // Not an address: the gateway page refuses it and says so.
  }
  // A widget's return page is under its prefix (decision 123): the same page inside the widget's router.
  return pathInsideWidget(pathname) === RETURN_PATH ? RETURN_PATH : gatewayPath(transactionId, paymentPage);
}

/** The router state a payment page is opened with by a phone booking's link page (decision 075): its address. */
export interface TPaymentPageState {
  backTo: string;
}

/** A phone booking's link page (/paid/:checkoutId?key=…): the only place a payment page sends its payer back to but the cart. */
const LINK_PAGE = /^\/paid\/[^/?#]+\?key=[^#]+$/;

/**
 * Where the payment page's way back goes: to the phone booking's link page its payer came from (who paid from a
 * text or an email and has no cart), or to the cart. `state` is the page's router state, checked, never trusted.
 */
export function paymentPageBack(state: unknown): { to: string; label: string; startAgain: string } {
  const backTo = (state as Partial<TPaymentPageState> | null)?.backTo;
  if (typeof backTo === 'string' && LINK_PAGE.test(backTo)) {
    return {
      to: backTo,
      label: 'Back to your booking',
      startAgain: 'Nothing has been charged. Go back to your booking and start the payment again.',
    };
  }
  return {
    to: '/cart',
    label: 'Back to cart',
    startAgain: 'Nothing has been charged. Go back to your cart and start the payment again.',
  };
}
