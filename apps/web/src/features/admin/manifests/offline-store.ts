// The check-in page's device storage (decision 041): the stored manifests and the queue of offline scans, in
// IndexedDB through idb-keyval (localStorage would block the page on every write and holds 5 MB at most). Both
// survive a reload; signing out clears them (passengers' names and phones stay on no device longer than needed).
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import type { TQueuedScan, TStoredManifests } from './offline-check-in';

const MANIFESTS = 'manifests';
const QUEUE = 'queue';

let store: UseStore | undefined;
/** Opened on first use: the shop's pages never open the database. */
function checkInStore(): UseStore {
  store ??= createStore('rihla-check-in', 'kv');
  return store;
}

export async function loadManifests(): Promise<TStoredManifests> {
  return (await get<TStoredManifests>(MANIFESTS, checkInStore())) ?? {};
}

// NOTE: async, so that a browser without IndexedDB (idb-keyval throws at once) rejects, as the callers expect.
export async function saveManifests(manifests: TStoredManifests): Promise<void> {
  await set(MANIFESTS, manifests, checkInStore());
}

export async function loadQueue(): Promise<TQueuedScan[]> {
  return (await get<TQueuedScan[]>(QUEUE, checkInStore())) ?? [];
}

export async function saveQueue(queue: TQueuedScan[]): Promise<void> {
  await set(QUEUE, queue, checkInStore());
}

/** Forgets the stored manifests (on sign-out); scans still waiting are kept so that none is lost. */
export async function forgetManifests(): Promise<void> {
  await del(MANIFESTS, checkInStore());
}
