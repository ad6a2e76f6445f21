// The widget's frame and the partner's page around it (decisions 129, 133): a module of its own, imported by the
// widget's lazy chunks only (lib/widget.ts is in every page's first load).

// What the frame tells the partner's page (widget.js, apps/api/src/modules/widget/widget-script.ts) by postMessage.
/** The height of the page inside, which the frame takes. */
const HEIGHT_MESSAGE = 'rihla-widget:height';
/** Rows of the frame, `top` to `bottom`, to scroll into the partner's window, top first (a dialog, a failure). */
const SHOW_MESSAGE = 'rihla-widget:show';

function isFramed(): boolean {
  return typeof window !== 'undefined' && window.parent !== window;
}

/**
 * Tells the partner's page how tall the page inside is. The body's height, not the document's: the document is at
 * least as tall as its viewport, which is the whole frame, so a frame that grew would never shrink back (decision
 * 133). Any page may hear it: the height is no secret.
 */
export function tellPartnerHeight(): void {
  if (isFramed()) window.parent.postMessage({ type: HEIGHT_MESSAGE, height: document.body.scrollHeight }, '*');
}

/** Asks the partner's page to scroll the frame's rows from `top` to `bottom` (the frame's pixels) into its window. */
export function showRowsInPartnerWindow(top: number, bottom: number): void {
  if (isFramed()) window.parent.postMessage({ type: SHOW_MESSAGE, top, bottom }, '*');
}

/**
 * Brings what just appeared in the page (a declined payment's message) into the shopper's view: `focusTarget` is
 * focused, which scrolls the frame's own document where it must, and the partner's page is told the frame's current
 * height, then asked to show `element`'s rows (decision 133). After the next paint, once laid out; a frame in a tab
 * in the background does it when the shopper comes back to it.
 */
export function bringIntoView(element: HTMLElement, focusTarget: HTMLElement = element): void {
  focusTarget.focus();
  if (!isFramed()) return;
  requestAnimationFrame(() => {
    tellPartnerHeight();
    const box = element.getBoundingClientRect();
    showRowsInPartnerWindow(box.top, box.bottom);
  });
}
