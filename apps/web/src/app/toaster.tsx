import { TOAST_AUTO_CLOSE_MS } from '@rihla/shared/constants';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';

/** The spec's toasts: top-right, 5 s, pause on hover and focus loss, drag to dismiss at 80%, light. */
export default function Toaster() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      pauseOnHover
      pauseOnFocusLoss
      draggable
      draggablePercent={80}
      theme="light"
      // A modal sets pointer-events: none on the page; toasts shown over it must stay clickable.
      style={{ pointerEvents: 'auto' }}
    />
  );
}
