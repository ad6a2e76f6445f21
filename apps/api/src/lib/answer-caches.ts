import { type CachedPage, createResponseCache, type TResponseCache } from './response-cache.js';
import { TaggedCache, type TCacheTag } from './tagged-cache.js';

/** A remembered value is read again at least this often (a write that bypassed the services, a lost notice). */
const VALUE_TTL_MS = 30_000;

/** What a write tells the other processes: the tags it changed, or 'all' when that is not known. */
export type TCacheNotice = readonly TCacheTag[] | 'all';

/**
 * Carries cache notices between the API processes that share a database (db/cache-bus.ts: LISTEN/NOTIFY on
 * PostgreSQL, a polled table on SQLite). A process does not hear its own notices.
 */
export interface TCacheBus {
  publish(notice: TCacheNotice): Promise<void>;
  close(): Promise<void>;
}

/** The served pages with their head and first screen (plugins/first-screen.ts), as the owner sees them. */
export interface TPageCache {
  get(key: string, build: () => Promise<CachedPage | null>, tags?: readonly TCacheTag[]): Promise<CachedPage | null>;
  invalidate(tags: readonly TCacheTag[]): void;
  clear(): void;
}

/**
 * The one owner of the answer caches (decision 017): the serialised answers of the public reads and the
 * first-screen pages. Every write that changes what they show calls `invalidate` with the tags it changed,
 * after its commit: this process forgets them at once, then the others hear of it through the bus.
 */
export class AnswerCaches {
  readonly responses: TResponseCache;
  /** Small values every answer may need, read once per process until a write changes them (the shop's settings). */
  readonly #values = new TaggedCache<object>({ ttlMs: VALUE_TTL_MS, max: 64 });
  #bus: TCacheBus | null = null;
  #onBusError: (error: unknown) => void = () => {};

  constructor(readonly firstScreens: TPageCache) {
    this.responses = createResponseCache();
  }

  /**
   * A value computed once per process and kept until one of its `tags` is invalidated here or in another process
   * (or its time limit ends, as a cached answer's does).
   */
  remember<V extends object>(key: string, tags: readonly TCacheTag[], compute: () => Promise<V>): Promise<V> {
    return this.#values.getOrCompute(key, tags, compute) as Promise<V>;
  }

  /** Forgets in this process the answers holding one of `tags`, then tells the other processes. */
  invalidate(tags: readonly TCacheTag[]): Promise<void> {
    this.forget(tags);
    return this.#publish(tags);
  }

  /** Forgets every answer here and in the other processes. */
  invalidateAll(): Promise<void> {
    this.forget('all');
    return this.#publish('all');
  }

  /** Forgets in this process only: what a notice from another process asks. */
  forget(notice: TCacheNotice): void {
    if (notice === 'all') {
      this.responses.clear();
      this.firstScreens.clear();
      this.#values.clear();
      return;
    }
    this.responses.invalidate(notice);
    this.firstScreens.invalidate(notice);
    this.#values.invalidate(notice);
  }

  /** From now on, invalidations are published on `bus`; a failure to publish goes to `onError`. */
  connect(bus: TCacheBus, onError: (error: unknown) => void): void {
    this.#bus = bus;
    this.#onBusError = onError;
  }

  async disconnect(): Promise<void> {
    const bus = this.#bus;
    this.#bus = null;
    await bus?.close();
  }

  async #publish(notice: TCacheNotice): Promise<void> {
    try {
      await this.#bus?.publish(notice);
    } catch (error) {
      // The write has committed and this process has forgotten; the others catch up by the answers' time limit.
      this.#onBusError(error);
    }
  }
}
