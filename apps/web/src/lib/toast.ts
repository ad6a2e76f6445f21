import { useSyncExternalStore } from 'react';
import type { ToastOptions } from 'react-toastify';

type TToastify = typeof import('react-toastify');

let toastify: Promise<TToastify> | undefined;
const listeners = new Set<() => void>();

/**
 * react-toastify (and its container and stylesheet) arrives with the first toast, not with the first paint. Toasts
 * raised before its container has mounted wait in react-toastify's own queue, so none is lost.
 */
export function loadToastify(): Promise<TToastify> {
  if (!toastify) {
    toastify = import('react-toastify');
    for (const listener of listeners) listener();
  }
  return toastify;
}

/** Whether a toast has been asked for yet: the container mounts from then on. */
export function useIsToastifyRequested(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toastify !== undefined,
    () => false,
  );
}

/**
 * One toast per message: a message already on screen is not shown again (two failed calls of one action, a
 * double click), unless the caller names its own toastId (decision 030).
 */
function once(kind: string, message: string, options?: ToastOptions): ToastOptions {
  return { ...options, toastId: options?.toastId ?? `${kind}:${message}` };
}

/**
 * The app's toasts: the calls of react-toastify's `toast` that the app uses, without the returned id (no caller
 * needs it). Calls made while the library loads run in the order they were made.
 */
export const toast = {
  success(message: string, options?: ToastOptions): void {
    void loadToastify().then(({ toast: show }) => show.success(message, once('success', message, options)));
  },
  error(message: string, options?: ToastOptions): void {
    void loadToastify().then(({ toast: show }) => show.error(message, once('error', message, options)));
  },
  info(message: string, options?: ToastOptions): void {
    void loadToastify().then(({ toast: show }) => show.info(message, once('info', message, options)));
  },
  dismiss(): void {
    void loadToastify().then(({ toast: show }) => show.dismiss());
  },
};
