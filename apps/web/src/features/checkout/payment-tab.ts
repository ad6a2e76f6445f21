/**
 * The tab a widget's Pay Now opened for the payment page (decision 129). The frame keeps its handle, so that its
 * return page sees the shopper close that tab without paying; the tab gets no handle back (its opener is cut before
 * it leaves for the payment page), as `noopener` would give.
 */
let paymentTab: Window | null = null;

/** Opens `url` in a new tab, keeping its handle; false when the browser refused the tab. */
export function openPaymentTab(url: string): boolean {
  const tab = window.open('', '_blank');
  if (!tab) return false;
  tab.opener = null;
  tab.location.href = url;
  paymentTab = tab;
  return true;
}

/** Whether the payment tab this frame opened has been closed (false when it opened none, or after a reload). */
export function isPaymentTabClosed(): boolean {
  return paymentTab?.closed ?? false;
}

/** Forgets the tab: the next wait starts from a new one. */
export function forgetPaymentTab(): void {
  paymentTab = null;
}
