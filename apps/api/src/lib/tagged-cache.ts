import { LRUCache } from 'lru-cache';

/**
 * What a cached answer depends on (decision 017): `products` for every list of products (search, filters,
 * featured, the home page's groups, the filter page's first screen), `product:<id>` for one product's detail and
 * page, `banners`, `blogs`, `pages` (the policies and the help page, decision 112), `shop` for the shop's own
 * settings (decision 071), `partner:<id>` for what a partner's row decides outside the desk (the origins that may
 * frame its booking widget, decision 129), `webhooks` for whether any partner webhook listens to availability_update
 * (decision 131). A write names the tags it changes; exactly the entries holding one of them go.
 */
export type TCacheTag =
  | 'products'
  | 'banners'
  | 'blogs'
  | 'pages'
  | 'shop'
  | 'webhooks'
  | `product:${string}`
  | `partner:${string}`;

export const CACHE_TAGS = {
  productLists: 'products',
  banners: 'banners',
  blogs: 'blogs',
  pages: 'pages',
  shop: 'shop',
  webhooks: 'webhooks',
  product: (id: string): TCacheTag => `product:${id}`,
  partner: (id: string): TCacheTag => `partner:${id}`,
} as const;

export interface TTaggedCacheOptions<V> {
  ttlMs: number;
  /** At most this many entries, or at most `maxSize` by `sizeOf`. */
  max?: number;
  maxSize?: number;
  sizeOf?: (value: V, key: string) => number;
  /** For tests; by default the process's monotonic clock. */
  clock?: { now(): number };
}

interface TEntry<V> {
  value: V;
  tags: readonly TCacheTag[];
}

/** The generations of a computation's tags when it started: it may only fill the cache if none has moved since. */
interface TStamp {
  epoch: number;
  generations: number[];
}

interface TFlight<V> {
  tags: readonly TCacheTag[];
  stamp: TStamp;
  promise: Promise<V>;
}

/**
 * An LRU cache whose entries carry tags: `invalidate(tags)` drops exactly the entries holding one of them, and
 * `getOrCompute` computes each missing key once however many callers miss it at the same time (single flight).
 * A computation that was running when one of its tags was invalidated neither fills the cache nor is joined by
 * later callers: it read the database before the write. A failed computation is not kept.
 */
export class TaggedCache<V extends {}> {
  readonly #entries: LRUCache<string, TEntry<V>>;
  readonly #keysByTag = new Map<TCacheTag, Set<string>>();
  readonly #flights = new Map<string, TFlight<V>>();
  readonly #generations = new Map<TCacheTag, number>();
  #epoch = 0;

  constructor(options: TTaggedCacheOptions<V>) {
    const { sizeOf } = options;
    const lru: LRUCache.Options<string, TEntry<V>, unknown> = {
      ttl: options.ttlMs,
      ...(options.max === undefined ? {} : { max: options.max }),
      ...(options.maxSize === undefined ? {} : { maxSize: options.maxSize }),
      ...(sizeOf ? { sizeCalculation: (entry: TEntry<V>, key: string) => sizeOf(entry.value, key) } : {}),
      ...(options.clock ? { ttlResolution: 0, perf: options.clock } : {}),
      // Whatever removes an entry (eviction, expiry, a new value, invalidation) also removes it from the index.
      dispose: (entry, key) => this.#unindex(key, entry.tags),
    } as LRUCache.Options<string, TEntry<V>, unknown>;
    this.#entries = new LRUCache(lru);
  }

  get(key: string): V | undefined {
    return this.#entries.get(key)?.value;
  }

  set(key: string, value: V, tags: readonly TCacheTag[] = []): void {
    this.#entries.set(key, { value, tags });
    // An entry larger than the whole cache is refused by the LRU: nothing to index then.
    if (!this.#entries.has(key)) return;
    for (const tag of tags) {
      let keys = this.#keysByTag.get(tag);
      if (!keys) {
        keys = new Set();
        this.#keysByTag.set(tag, keys);
      }
      keys.add(key);
    }
  }

  /** The cached value, or the one `compute` makes (once for every caller that misses meanwhile). */
  getOrCompute(key: string, tags: readonly TCacheTag[], compute: () => Promise<V>): Promise<V> {
    const hit = this.#entries.get(key);
    if (hit) return Promise.resolve(hit.value);
    const running = this.#flights.get(key);
    if (running && this.#isCurrent(running.tags, running.stamp)) return running.promise;
    const stamp = this.#stamp(tags);
    const flight: TFlight<V> = {
      tags,
      stamp,
      promise: compute()
        .then((value) => {
          if (this.#isCurrent(tags, stamp)) this.set(key, value, tags);
          return value;
        })
        .finally(() => {
          if (this.#flights.get(key) === flight) this.#flights.delete(key);
        }),
    };
    this.#flights.set(key, flight);
    return flight.promise;
  }

  /** Drops every entry holding one of `tags`; computations running under them will not be kept. */
  invalidate(tags: readonly TCacheTag[]): void {
    for (const tag of tags) {
      this.#generations.set(tag, (this.#generations.get(tag) ?? 0) + 1);
      const keys = this.#keysByTag.get(tag);
      if (!keys) continue;
      for (const key of [...keys]) this.#entries.delete(key);
    }
  }

  /** Drops everything, including what running computations would bring. */
  clear(): void {
    this.#epoch += 1;
    this.#entries.clear();
  }

  #stamp(tags: readonly TCacheTag[]): TStamp {
    return { epoch: this.#epoch, generations: tags.map((tag) => this.#generations.get(tag) ?? 0) };
  }

  #isCurrent(tags: readonly TCacheTag[], stamp: TStamp): boolean {
    return (
      stamp.epoch === this.#epoch &&
      tags.every((tag, index) => (this.#generations.get(tag) ?? 0) === stamp.generations[index])
    );
  }

  #unindex(key: string, tags: readonly TCacheTag[]): void {
    for (const tag of tags) {
      const keys = this.#keysByTag.get(tag);
      if (!keys) continue;
      keys.delete(key);
      if (keys.size === 0) this.#keysByTag.delete(tag);
    }
  }
}
