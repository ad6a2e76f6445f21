import { TOAST_AUTO_CLOSE_MS } from '@rihla/shared/constants';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { t } from '../lib/i18n';
import './toaster.css';

/**
 * The spec's toasts (5 s, pause on hover and focus loss, drag to dismiss at 80%, light), placed at the top centre
 * below the header instead of top-right, which covered the account controls (decision 030).
 */
export default function Toaster() {
  return (
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
  );
}
