import type { ToastOptions } from 'react-toastify';
import { t } from './i18n';
import { toast } from './toast';

/**
 * The web's one way to show a failed call (SPEC section 8: "failed calls in general show the server message
 * as a toast"). A failure is what the API client gives back: a mutation's result with status 0, a query's
 * `error` (an ApiError thrown by apiData) or whatever a mutation rejected with. Network failures come back as
 * results too; the few places the spec keeps quiet about them (login, register) check `isNetworkError` first.
 */
export function showFailure(failure: unknown, options?: ToastOptions): void {
  toast.error(t(messageOf(failure)), options);
}

function messageOf(failure: unknown): string {
  if (typeof failure === 'object' && failure !== null && 'message' in failure && typeof failure.message === 'string') {
    return failure.message;
  }
  return String(failure);
}
