import { describe, expect, it } from 'vitest';
import { createResponseCache, RESPONSE_CACHE_MAX_ALIAS_BYTES } from './response-cache.js';

describe('the response cache', () => {
  it('answers an alias with the answer of the key it names, while that answer is cached', () => {
    const cache = createResponseCache();
    const answer = cache.set('users/search\n{"title":"dhow"}', Buffer.from('{"status":1}'));
    cache.alias('users/search\nraw\n{"title":"dhow"}', 'users/search\n{"title":"dhow"}');
    expect(cache.getByAlias('users/search\nraw\n{"title":"dhow"}')).toBe(answer);
    // An alias is only a name: looked up as a key it answers nothing, and a stranger alias answers nothing.
    expect(cache.get('users/search\nraw\n{"title":"dhow"}')).toBeUndefined();
    expect(cache.getByAlias('users/search\nraw\n{"title":"dho"}')).toBeUndefined();
  });

  it('forgets aliases with the answers when cleared, and an alias of an answer not cached answers nothing', () => {
    const cache = createResponseCache();
    cache.set('a', Buffer.from('1'));
    cache.alias('raw a', 'a');
    cache.clear();
    expect(cache.getByAlias('raw a')).toBeUndefined();
    cache.set('a', Buffer.from('2'));
    // The alias went with the clear: a new answer under the same key is not reached through it.
    expect(cache.getByAlias('raw a')).toBeUndefined();
    cache.alias('raw b', 'b');
    expect(cache.getByAlias('raw b')).toBeUndefined();
  });

  it('keeps its aliases within a byte bound and never files a padded raw form (issue 14)', () => {
    const cache = createResponseCache();
    cache.set('users/search\n{"title":"dhow"}', Buffer.from('{"status":1}'));
    const heapBefore = process.memoryUsage().heapUsed;
    // 20,000 padded bodies of 30 KB each: 600 MB of raw forms if they were kept.
    for (let index = 0; index < 20_000; index++) {
      const padded = `users/search\nraw\n{"title":"${' '.repeat(30_000)}${index} dhow"}`;
      cache.alias(padded, 'users/search\n{"title":"dhow"}');
      if (index === 0) expect(cache.getByAlias(padded)).toBeUndefined();
    }
    expect(cache.aliasBytes()).toBe(0);
    // 200,000 short distinct raw forms (about 30 MB of keys): the oldest give way within the bound.
    for (let index = 0; index < 200_000; index++) {
      cache.alias(`users/search\nraw\n{"title":"dhow","n":${index}}`, 'users/search\n{"title":"dhow"}');
    }
    expect(cache.aliasBytes()).toBeGreaterThan(0);
    expect(cache.aliasBytes()).toBeLessThanOrEqual(RESPONSE_CACHE_MAX_ALIAS_BYTES);
    expect(cache.getByAlias('users/search\nraw\n{"title":"dhow","n":199999}')).toBeDefined();
    expect(cache.getByAlias('users/search\nraw\n{"title":"dhow","n":0}')).toBeUndefined();
    // Measured: what the heap kept is within a few times the bound, not the 600 MB sent.
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(
      4 * RESPONSE_CACHE_MAX_ALIAS_BYTES + 32 * 1024 * 1024,
    );
  });
});
