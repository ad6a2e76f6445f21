import { LRUCache } from 'lru-cache';

/**
 * How long a cached answer may be served. Writes made by this process clear the cache at once; the time
 * limit bounds how stale an answer can be after a write by another process (`npm run seed`, a second server).
 */
export const RESPONSE_CACHE_TTL_MS = 30_000;
/** The cache holds at most this many bytes of answers; the least recently used go first. */
const RESPONSE_CACHE_MAX_BYTES = 64 * 1024 * 1024;

/** Serialised answers of public reads, keyed by call and request (decision 013). */
export interface TResponseCache {
  get(key: string): Buffer | undefined;
  set(key: string, body: Buffer): void;
  /** Forgets every answer: call after any write to what the cached reads show (the catalogue). */
  clear(): void;
}

export function createResponseCache(ttlMs = RESPONSE_CACHE_TTL_MS): TResponseCache {
  const cache = new LRUCache<string, Buffer>({
    maxSize: RESPONSE_CACHE_MAX_BYTES,
    sizeCalculation: (body, key) => body.length + key.length,
    ttl: ttlMs,
  });
  return {
    get: (key) => cache.get(key),
    set: (key, body) => {
      cache.set(key, body);
    },
    clear: () => cache.clear(),
  };
}
