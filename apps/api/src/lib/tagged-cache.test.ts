import { describe, expect, it } from 'vitest';
import { CACHE_TAGS, TaggedCache } from './tagged-cache.js';

const lists = CACHE_TAGS.productLists;
const dhow = CACHE_TAGS.product('dhow-cruise');
const safari = CACHE_TAGS.product('desert-safari');

function filledCache() {
  const cache = new TaggedCache<string>({ ttlMs: 60_000, max: 100 });
  cache.set('detail dhow', 'dhow 100 AED', [dhow]);
  cache.set('detail safari', 'safari 200 AED', [safari]);
  cache.set('search dhow', '[dhow]', [lists]);
  cache.set('filter all', '[dhow, safari]', [lists]);
  cache.set('banners', '[hero]', [CACHE_TAGS.banners]);
  cache.set('blog list', '[post]', [CACHE_TAGS.blogs]);
  return cache;
}

const cachedKeys = (cache: TaggedCache<string>) =>
  ['detail dhow', 'detail safari', 'search dhow', 'filter all', 'banners', 'blog list'].filter(
    (key) => cache.get(key) !== undefined,
  );

/** A promise and the functions that settle it, for computations the test finishes when it chooses. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('tag invalidation', () => {
  it("drops a product's detail and every list on a product write, and keeps other products, banners and blogs", () => {
    const cache = filledCache();
    cache.invalidate([dhow, lists]);
    expect(cachedKeys(cache)).toEqual(['detail safari', 'banners', 'blog list']);
  });

  it('drops only the blog answers on a blog write, and only the banners on a banner write', () => {
    const cache = filledCache();
    cache.invalidate([CACHE_TAGS.blogs]);
    expect(cachedKeys(cache)).toEqual(['detail dhow', 'detail safari', 'search dhow', 'filter all', 'banners']);
    cache.invalidate([CACHE_TAGS.banners]);
    expect(cachedKeys(cache)).toEqual(['detail dhow', 'detail safari', 'search dhow', 'filter all']);
  });

  it('forgets an entry that was replaced under other tags by its old tags, and follows its new ones', () => {
    const cache = filledCache();
    cache.set('detail dhow', 'dhow 120 AED', [lists]);
    cache.invalidate([dhow]);
    expect(cache.get('detail dhow')).toBe('dhow 120 AED');
    cache.invalidate([lists]);
    expect(cache.get('detail dhow')).toBeUndefined();
  });

  it('forgets everything on clear', () => {
    const cache = filledCache();
    cache.clear();
    expect(cachedKeys(cache)).toEqual([]);
  });
});

describe('single flight', () => {
  it('computes a missing key once for every caller that misses it meanwhile, then answers from the cache', async () => {
    const cache = new TaggedCache<string>({ ttlMs: 60_000, max: 10 });
    const gate = deferred<string>();
    let computations = 0;
    const compute = () => {
      computations += 1;
      return gate.promise;
    };
    const waiting = Array.from({ length: 64 }, () => cache.getOrCompute('search dhow', [lists], compute));
    expect(computations).toBe(1);
    gate.resolve('[dhow]');
    expect(await Promise.all(waiting)).toEqual(Array(64).fill('[dhow]'));
    expect(await cache.getOrCompute('search dhow', [lists], compute)).toBe('[dhow]');
    expect(computations).toBe(1);
  });

  it('gives a failure to every waiting caller and keeps nothing: the next caller computes again', async () => {
    const cache = new TaggedCache<string>({ ttlMs: 60_000, max: 10 });
    const gate = deferred<string>();
    let computations = 0;
    const failing = () => {
      computations += 1;
      return gate.promise;
    };
    const waiting = Array.from({ length: 8 }, () => cache.getOrCompute('detail gone', [dhow], failing));
    gate.reject(new Error('This product is not available'));
    const outcomes = await Promise.allSettled(waiting);
    expect(outcomes.every((outcome) => outcome.status === 'rejected')).toBe(true);
    expect(computations).toBe(1);
    expect(cache.get('detail gone')).toBeUndefined();
    expect(await cache.getOrCompute('detail gone', [dhow], async () => 'dhow back')).toBe('dhow back');
    expect(cache.get('detail gone')).toBe('dhow back');
  });

  it('does not keep or share a computation that started before a write to its tags', async () => {
    const cache = new TaggedCache<string>({ ttlMs: 60_000, max: 10 });
    const before = deferred<string>();
    const first = cache.getOrCompute('detail dhow', [dhow], () => before.promise);
    cache.invalidate([dhow]);
    // A caller after the write does not join the read made before it.
    const second = cache.getOrCompute('detail dhow', [dhow], async () => 'dhow 120 AED');
    before.resolve('dhow 100 AED');
    expect(await first).toBe('dhow 100 AED');
    expect(await second).toBe('dhow 120 AED');
    expect(cache.get('detail dhow')).toBe('dhow 120 AED');
  });

  it('keeps a computation whose tags were not written meanwhile', async () => {
    const cache = new TaggedCache<string>({ ttlMs: 60_000, max: 10 });
    const gate = deferred<string>();
    const pending = cache.getOrCompute('detail dhow', [dhow], () => gate.promise);
    cache.invalidate([safari, CACHE_TAGS.blogs]);
    gate.resolve('dhow 100 AED');
    await pending;
    expect(cache.get('detail dhow')).toBe('dhow 100 AED');
  });

  it('does not keep a computation that was running when everything was cleared', async () => {
    const cache = new TaggedCache<string>({ ttlMs: 60_000, max: 10 });
    const gate = deferred<string>();
    const pending = cache.getOrCompute('banners', [CACHE_TAGS.banners], () => gate.promise);
    cache.clear();
    gate.resolve('[old hero]');
    await pending;
    expect(cache.get('banners')).toBeUndefined();
  });
});
