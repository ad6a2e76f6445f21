/** The app's /gateway page for a payment: it posts the transaction id to the gateway's page inside a frame (spec). */
export function gatewayPath(transactionId: string, paymentPage: string): string {
  return `/gateway/${encodeURIComponent(transactionId)}/${encodeURIComponent(paymentPage)}`;
}

const RETURN_PATH = '/transactionStatus';

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
  return pathname === RETURN_PATH ? RETURN_PATH : gatewayPath(transactionId, paymentPage);
}
