import { sql } from 'kysely';
import type { TDb } from './database.js';
import { preparedQuery } from './prepared-query.js';

export interface TCounterHit {
  bucket: string;
  key: string;
  windowStart: string;
  expiresAt: string;
}

/** The hit of `key` on `bucket` in the fixed window of `windowMs` that holds `nowMs`. */
export function fixedWindowHit(bucket: string, key: string, nowMs: number, windowMs: number): TCounterHit {
  const start = Math.floor(nowMs / windowMs) * windowMs;
  return {
    bucket,
    key,
    windowStart: new Date(start).toISOString(),
    expiresAt: new Date(start + windowMs).toISOString(),
  };
}

/**
 * Counts one hit on each (bucket, key, window) in a single atomic statement and answers the new totals.
 * INSERT ... ON CONFLICT DO UPDATE ... RETURNING runs the same on SQLite (3.35+) and PostgreSQL, so every API
 * process sharing the database sees one counter. Buckets of one request differ, so no row is hit twice.
 */
export async function countHits(db: TDb, hits: readonly TCounterHit[]): Promise<Map<string, number>> {
  const rows = await counterHits.all(db, {
    rows: hits.map((hit) => ({
      bucket: hit.bucket,
      key: hit.key,
      window_start: hit.windowStart,
      expires_at: hit.expiresAt,
      hits: 1,
    })),
  });
  return new Map(rows.map((row) => [row.bucket, Number(row.hits)]));
}

const counterHits = preparedQuery(
  (
    db,
    args: { rows: Array<{ bucket: string; key: string; window_start: string; expires_at: string; hits: number }> },
  ) =>
    db
      .insertInto('rate_limit_counters')
      .values(args.rows)
      .onConflict((oc) =>
        oc.columns(['bucket', 'key', 'window_start']).doUpdateSet({ hits: sql<number>`rate_limit_counters.hits + 1` }),
      )
      .returning(['bucket', 'hits']),
);

/** The totals of counters as they stand, by bucket (a counter never hit is absent); counts nothing. */
export async function readCounters(db: TDb, hits: readonly TCounterHit[]): Promise<Map<string, number>> {
  if (hits.length === 0) return new Map();
  const rows = await db
    .selectFrom('rate_limit_counters')
    .select(['bucket', 'hits'])
    .where((eb) =>
      eb.or(
        hits.map((hit) =>
          eb.and([eb('bucket', '=', hit.bucket), eb('key', '=', hit.key), eb('window_start', '=', hit.windowStart)]),
        ),
      ),
    )
    .execute();
  return new Map(rows.map((row) => [row.bucket, Number(row.hits)]));
}

/** Forgets windows that have ended. */
export async function deleteExpiredCounters(db: TDb, nowIso: string): Promise<void> {
  await db.deleteFrom('rate_limit_counters').where('expires_at', '<=', nowIso).execute();
}
