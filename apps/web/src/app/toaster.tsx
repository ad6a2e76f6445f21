import { TOAST_AUTO_CLOSE_MS } from '@rihla/shared/constants';
import { useEffect, useRef } from 'react';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { t } from '../lib/i18n';
import './toaster.css';

/** react-toastify's own names of a toast's controls (English, and not settable for the timer), and ours. */
const CONTROL_NAMES: ReadonlyArray<readonly [selector: string, english: string]> = [
  ['.Toastify__close-button', 'Close'],
  ['[role="progressbar"]', 'Time left'],
];

/**
 * Names each toast's close button and timer in the page's language as they appear: react-toastify writes 'close' and
 * 'notification timer' (only the toasts' own subtree is watched).
 */
function nameControls(root: HTMLElement): void {
  for (const [selector, english] of CONTROL_NAMES) {
    const name = t(english);
    for (const control of root.querySelectorAll(selector)) {
      if (control.getAttribute('aria-label') !== name) control.setAttribute('aria-label', name);
    }
  }
}

/**
 * The spec's toasts (5 s, pause on hover and focus loss, drag to dismiss at 80%, light), placed at the top centre
 * below the header instead of top-right, which covered the account controls (decision 030). Every name a screen
 * reader reads is in the page's language: the region's, the close button's and the timer's.
 */
export default function Toaster() {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = box.current;
    if (!root) return;
    nameControls(root);
    const observer = new MutationObserver(() => nameControls(root));
    observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-label'] });
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={box} className="contents">
      <ToastContainer
        position="top-center"
        className="app-toasts"
        autoClose={TOAST_AUTO_CLOSE_MS}
        pauseOnHover
        pauseOnFocusLoss
        draggable
        draggablePercent={80}
        theme="light"
        // The region's name in the page's language (react-toastify's own is 'Notifications Alt+T'; Alt+T still works).
        aria-label={t('Notifications')}
        // A modal sets pointer-events: none on the page; toasts shown over it must stay clickable.
        style={{ pointerEvents: 'auto' }}
      />
    </div>
  );
}
