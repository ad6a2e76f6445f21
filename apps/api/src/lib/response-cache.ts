import zlib from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import { LRUCache } from 'lru-cache';
import { TaggedCache, type TCacheTag } from './tagged-cache.js';

/**
 * How long a cached answer may be served. Writes through the services clear what they change in every process
 * at once (decision 017); the time limit bounds how stale an answer can be after a write that bypasses them
 * (`npm run seed` against a running server) or whose notice was lost (a process killed right after its commit).
 */
export const RESPONSE_CACHE_TTL_MS = 30_000;
/** The cache holds at most this many bytes of answers; the least recently used go first. */
const RESPONSE_CACHE_MAX_BYTES = 64 * 1024 * 1024;
/** Other names of cached answers (raw request forms) kept at most, by count and by bytes (UTF-16 strings). */
const RESPONSE_CACHE_MAX_ALIASES = 50_000;
export const RESPONSE_CACHE_MAX_ALIAS_BYTES = 8 * 1024 * 1024;
/**
 * A raw form longer than this is never filed as an alias (issue 14: padded bodies filled memory): it is
 * validated and answered by its normalised key like any first request. Real catalogue requests are far shorter.
 */
export const RESPONSE_CACHE_MAX_ALIAS_CHARS = 2048;
/** Smaller answers are sent as they are: compressing them saves less than the header costs. */
export const COMPRESS_MIN_BYTES = 1024;

export type TContentEncoding = 'br' | 'gzip' | 'identity';

/**
 * One serialised answer and, made the first time a client asks for them, its compressed forms: a cached
 * answer is compressed once and then served to every phone that accepts it.
 */
export class CachedAnswer {
  private br: Buffer | undefined;
  private gzip: Buffer | undefined;

  constructor(readonly identity: Buffer) {}

  /** The bytes to send for a negotiated encoding; identity when the answer is too small to compress. */
  encoded(encoding: TContentEncoding): { body: Buffer; encoding: TContentEncoding } {
    if (encoding === 'identity' || this.identity.length < COMPRESS_MIN_BYTES) {
      return { body: this.identity, encoding: 'identity' };
    }
    if (encoding === 'br') {
      // Quality 5 compresses JSON nearly as well as 11 at a small part of the time.
      this.br ??= zlib.brotliCompressSync(this.identity, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: this.identity.length,
        },
      });
      return { body: this.br, encoding };
    }
    this.gzip ??= zlib.gzipSync(this.identity, { level: 6 });
    return { body: this.gzip, encoding };
  }

  /** Bytes held, for the cache's size limit (compressed forms are a fraction of the answer). */
  get size(): number {
    return this.identity.length * 2;
  }
}

/** A served HTML page (plugins/web-app.ts): its bytes and its status, 404 for a page of nothing that exists. */
export class CachedPage extends CachedAnswer {
  constructor(
    identity: Buffer,
    readonly statusCode: 200 | 404,
  ) {
    super(identity);
  }
}

// Browsers send a handful of distinct Accept-Encoding headers: each is parsed once (bounded, so odd values
// cannot grow it).
const encodings = new Negotiator<TContentEncoding>({
  supportedValues: ['br', 'gzip', 'identity'],
  cache: new LRUCache<string, string>({ max: 64 }),
});

/** The encoding to answer an Accept-Encoding header with (identity when none is accepted or named). */
export function negotiateEncoding(acceptEncoding: string | undefined): TContentEncoding {
  if (!acceptEncoding) return 'identity';
  return encodings.negotiate(acceptEncoding) ?? 'identity';
}

/** Serialised answers of public reads, keyed by call and request and tagged by what they show (decisions 013, 017). */
export interface TResponseCache {
  get(key: string): CachedAnswer | undefined;
  set(key: string, body: Buffer, tags?: readonly TCacheTag[]): CachedAnswer;
  /**
   * The answer under `key`, or the one `make` serialises, made once however many requests miss it at the same
   * time; a failure is not kept (every waiting request gets it, the next one tries again).
   */
  answer(key: string, tags: readonly TCacheTag[], make: () => Promise<Buffer>): Promise<CachedAnswer>;
  /**
   * Files `alias` as another name of the answer under `key` (a request's raw form, in define-call). An alias
   * holds only the key it points to: it counts no answer twice, and it dies with that answer.
   */
  alias(alias: string, key: string): void;
  /** The bytes the aliases take now (at most RESPONSE_CACHE_MAX_ALIAS_BYTES). */
  aliasBytes(): number;
  /** The answer an alias points to, while both are cached. */
  getByAlias(alias: string): CachedAnswer | undefined;
  /** Forgets the answers that hold one of `tags` (an alias then answers nothing until its key is made again). */
  invalidate(tags: readonly TCacheTag[]): void;
  /** Forgets every answer and alias. */
  clear(): void;
}

export function createResponseCache(ttlMs = RESPONSE_CACHE_TTL_MS): TResponseCache {
  const cache = new TaggedCache<CachedAnswer>({
    ttlMs,
    maxSize: RESPONSE_CACHE_MAX_BYTES,
    sizeOf: (answer, key) => answer.size + key.length,
  });
  const aliases = new LRUCache<string, string>({
    max: RESPONSE_CACHE_MAX_ALIASES,
    maxSize: RESPONSE_CACHE_MAX_ALIAS_BYTES,
    sizeCalculation: (key, alias) => 2 * (alias.length + key.length),
    ttl: ttlMs,
  });
  return {
    get: (key) => cache.get(key),
    set: (key, body, tags = []) => {
      const answer = new CachedAnswer(body);
      cache.set(key, answer, tags);
      return answer;
    },
    answer: (key, tags, make) => cache.getOrCompute(key, tags, async () => new CachedAnswer(await make())),
    alias: (alias, key) => {
      if (alias.length + key.length <= RESPONSE_CACHE_MAX_ALIAS_CHARS) aliases.set(alias, key);
    },
    aliasBytes: () => aliases.calculatedSize,
    getByAlias: (alias) => {
      const key = aliases.get(alias);
      return key === undefined ? undefined : cache.get(key);
    },
    invalidate: (tags) => cache.invalidate(tags),
    clear: () => {
      cache.clear();
      aliases.clear();
    },
  };
}
