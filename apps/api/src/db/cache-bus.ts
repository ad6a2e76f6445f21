// Cache notices between the API processes that share a database (decision 017), the one dialect-specific part of
// the answer caches: PostgreSQL's LISTEN/NOTIFY on a connection of its own, or on SQLite a table of tag
// generations that every process polls.
import crypto from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import type { TCacheBus, TCacheNotice } from '../lib/answer-caches.js';
import type { TCacheTag } from '../lib/tagged-cache.js';
import type { Database } from './tables/schema.js';

export interface TCacheBusHandlers {
  /** A notice from another process, or 'all' when notices may have been missed. */
  onNotice(notice: TCacheNotice): void;
  /** A failure of the bus itself; it keeps trying. */
  onError(error: unknown): void;
}

/** How often a process sharing a SQLite file looks for other processes' notices. */
export const SQLITE_POLL_MS = 250;
const PG_CHANNEL = 'rihla_answer_cache';
/** NOTIFY payloads must stay under 8,000 bytes; a longer list of tags is sent as 'all'. */
const PG_MAX_PAYLOAD = 7_000;
const PG_RECONNECT_MS = { first: 250, max: 5_000 };
/** The tag row that stands for "everything" on SQLite. */
const ALL_TAG = '*';

/** The payload's JSON: the schema it is about (test schemas share a database), the sender, the tags. */
interface TPgNotice {
  schema: string;
  sender: string;
  tags: readonly TCacheTag[] | 'all';
}

/**
 * PostgreSQL: notices go out through the pool (`pg_notify`) and come in on a dedicated client that LISTENs. When
 * that client fails it reconnects with a growing delay, and once it listens again it reports 'all': notices sent
 * meanwhile were lost.
 */
export async function openPgCacheBus(
  db: Kysely<Database>,
  clientConfig: pg.ClientConfig,
  handlers: TCacheBusHandlers,
): Promise<TCacheBus> {
  const sender = crypto.randomBytes(8).toString('hex');
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema ?? 'public';
  let client: pg.Client | null = null;
  let isClosed = false;
  let delay = PG_RECONNECT_MS.first;
  let timer: NodeJS.Timeout | undefined;

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== PG_CHANNEL || !message.payload) return;
    try {
      const notice = JSON.parse(message.payload) as TPgNotice;
      if (notice.schema === schema && notice.sender !== sender) handlers.onNotice(notice.tags);
    } catch (error) {
      handlers.onError(error);
    }
  };

  const listen = async (): Promise<void> => {
    const next = new pg.Client(clientConfig);
    next.on('notification', onNotification);
    next.on('error', (error) => {
      handlers.onError(error);
      lost(next);
    });
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`listen ${PG_CHANNEL}`);
    } catch (error) {
      next.removeAllListeners('end');
      await next.end().catch(() => {});
      throw error;
    }
    client = next;
  };

  const lost = (which: pg.Client) => {
    if (client !== which || isClosed) return;
    client = null;
    which.removeAllListeners('end');
    which.end().catch(() => {});
    timer = setTimeout(reconnect, delay);
  };

  const reconnect = () => {
    if (isClosed) return;
    listen().then(
      () => {
        delay = PG_RECONNECT_MS.first;
        handlers.onNotice('all');
      },
      (error: unknown) => {
        handlers.onError(error);
        delay = Math.min(delay * 2, PG_RECONNECT_MS.max);
        timer = setTimeout(reconnect, delay);
      },
    );
  };

  await listen();
  return {
    async publish(tags) {
      let payload = JSON.stringify({ schema, sender, tags } satisfies TPgNotice);
      if (payload.length > PG_MAX_PAYLOAD)
        payload = JSON.stringify({ schema, sender, tags: 'all' } satisfies TPgNotice);
      await sql`select pg_notify(${PG_CHANNEL}, ${payload})`.execute(db);
    },
    async close() {
      isClosed = true;
      clearTimeout(timer);
      const current = client;
      client = null;
      if (current) {
        current.removeAllListeners('end');
        await current.end().catch(() => {});
      }
    },
  };
}

/**
 * SQLite: a write bumps its tags in `cache_generations` to one more than the largest generation there, in one
 * statement (so under the file's write lock, and generations only grow); every process reads, every
 * SQLITE_POLL_MS, the rows past the largest generation it has seen. Its own rows it skips.
 */
export async function openSqliteCacheBus(db: Kysely<Database>, handlers: TCacheBusHandlers): Promise<TCacheBus> {
  const latest = await db
    .selectFrom('cache_generations')
    .select((eb) => eb.fn.max('generation').as('generation'))
    .executeTakeFirst();
  let seen = latest?.generation ?? 0;
  const own = new Set<number>();
  let isPolling = false;
  // While a publish waits for its generations, a poll could read them before they are known as its own.
  let publishing = 0;

  const poll = async () => {
    if (isPolling || publishing > 0) return;
    isPolling = true;
    try {
      const rows = await db
        .selectFrom('cache_generations')
        .select(['tag', 'generation'])
        .where('generation', '>', seen)
        .orderBy('generation')
        .execute();
      if (rows.length === 0) return;
      const tags = new Set<string>();
      for (const row of rows) {
        seen = Math.max(seen, row.generation);
        if (!own.has(row.generation)) tags.add(row.tag);
      }
      for (const generation of own) if (generation <= seen) own.delete(generation);
      if (tags.has(ALL_TAG)) handlers.onNotice('all');
      else if (tags.size > 0) handlers.onNotice([...tags] as TCacheTag[]);
    } catch (error) {
      handlers.onError(error);
    } finally {
      isPolling = false;
    }
  };
  const timer = setInterval(() => void poll(), SQLITE_POLL_MS);
  // The poll never keeps a process alive on its own.
  timer.unref();

  return {
    async publish(notice) {
      const tags = notice === 'all' ? [ALL_TAG] : [...new Set(notice)];
      if (tags.length === 0) return;
      const next = sql<number>`(select coalesce(max(generation), 0) + 1 from cache_generations)`;
      publishing += 1;
      try {
        const written = await db
          .insertInto('cache_generations')
          .values(tags.map((tag) => ({ tag, generation: next })))
          .onConflict((oc) => oc.column('tag').doUpdateSet({ generation: (eb) => eb.ref('excluded.generation') }))
          .returning('generation')
          .execute();
        for (const row of written) own.add(row.generation);
      } finally {
        publishing -= 1;
      }
    },
    async close() {
      clearInterval(timer);
      // A poll in flight finishes on the still-open database before the caller closes it.
      while (isPolling) await new Promise((resolve) => setTimeout(resolve, 5));
    },
  };
}
