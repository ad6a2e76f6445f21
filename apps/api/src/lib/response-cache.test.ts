import { describe, expect, it } from 'vitest';
import { createResponseCache } from './response-cache.js';

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
});
