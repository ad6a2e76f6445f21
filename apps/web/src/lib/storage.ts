import { useSyncExternalStore } from 'react';

// The browser-storage keys of the spec (SPEC section 3), in one place, and formattedDeparture (issue 15): the
// chosen departure's start (HH:mm), which names it on its date where the 12-hour range might not.
export const STORAGE_KEYS = {
  loginStatus: 'loginStatus',
  token: 'oAuth',
  profilePicture: 'proPicUrl',
  userName: 'userName',
  formattedDate: 'formattedDate',
  formattedTime: 'formattedTime',
  formattedDeparture: 'formattedDeparture',
  cartId: 'cartId',
  transactionId: 'transactionID',
  /** Not the spec's: the back office's session (decision 032), apart from the shopper's token. */
  operatorToken: 'rihla.operatorToken',
  /** Not the spec's: a friend's invite code from a link (/?invite=CODE), sent with the sign-up (decision 049). */
  inviteCode: 'rihla.inviteCode',
  /** Not the spec's: the storefront language the shopper chose, 'en' or 'ar' (decision 101). */
  language: 'rihla.language',
} as const;

type TStorageKey = keyof typeof STORAGE_KEYS;

/**
 * The values of this page view when the browser refuses its storage: a partner's booking widget (decision 123) is a
 * third-party frame, whose storage a browser blocking third-party cookies refuses (Chromium's incognito windows), and
 * the shopper still signs in and books in it. Nothing here outlives the page.
 */
const pageMemory = new Map<string, string>();

export function readStorage(key: TStorageKey): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS[key]);
  } catch {
    return pageMemory.get(STORAGE_KEYS[key]) ?? null;
  }
}

export function writeStorage(key: TStorageKey, value: string): void {
  try {
    localStorage.setItem(STORAGE_KEYS[key], value);
  } catch {
    // Storage refused (a blocked frame, private mode) or a full quota: the app keeps working for this page view.
    pageMemory.set(STORAGE_KEYS[key], value);
  }
  // Browsers tell other tabs only; this tab's readers (the header's name and picture) hear it too.
  window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS[key] }));
}

function subscribeToStorage(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/** A stored value that re-renders its reader when it changes, in this tab or another. */
export function useStoredValue(key: TStorageKey): string | null {
  return useSyncExternalStore(
    subscribeToStorage,
    () => readStorage(key),
    () => null,
  );
}

export function removeStorage(key: TStorageKey): void {
  try {
    localStorage.removeItem(STORAGE_KEYS[key]);
  } catch {
    pageMemory.delete(STORAGE_KEYS[key]);
  }
}

export function isLoggedIn(): boolean {
  return readStorage('loginStatus') === 'true' && Boolean(readStorage('token'));
}

/** Logout: loginStatus false and everything else cleared, as the spec says. */
export function clearSession(): void {
  try {
    localStorage.clear();
  } catch {
    pageMemory.clear();
  }
  writeStorage('loginStatus', 'false');
}
