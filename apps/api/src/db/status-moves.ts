// The one update behind a status move of rows by id (lib/transitions.ts, decision 067): status and updated_at,
// only where the status is one of the move's `from` states. Prepared once per table and shape (decision 024).
import { claim, move, type TTransitions } from '../lib/transitions.js';
import type { TDb } from './database.js';
import { preparedQuery, type TPreparedQuery } from './prepared-query.js';

interface TStatusMoveArgs {
  ids: string[];
  from: string[];
  to: string;
  now: string;
}

const updates = new Map<string, TPreparedQuery<TStatusMoveArgs, unknown>>();

/** The prepared update of one table; every table moved by id has `id`, `status` and `updated_at`. */
function statusUpdate(table: string): TPreparedQuery<TStatusMoveArgs, unknown> {
  let update = updates.get(table);
  if (!update) {
    // NOTE: typed as one such table; the SQL names `table`.
    update = preparedQuery((db, args: TStatusMoveArgs) =>
      db
        .updateTable(table as 'orders')
        .set({ status: args.to as 'confirmed', updated_at: args.now })
        .where('id', 'in', args.ids)
        .where('status', 'in', args.from as Array<'confirmed'>),
    );
    updates.set(table, update);
  }
  return update;
}

/** Moves the rows named from one of `from` to `to`, or throws (lib/transitions.ts `move`). */
export function moveStatus<S extends string>(
  db: TDb,
  table: TTransitions<S>,
  ids: string | readonly string[],
  from: readonly NoInfer<S>[],
  to: NoInfer<S>,
  now: string,
): Promise<void> {
  const idList = typeof ids === 'string' ? [ids] : [...ids];
  return move(table, ids, from, to, (states, target) =>
    statusUpdate(table.entity).run(db, { ids: idList, from: [...states], to: target, now }),
  );
}

/** Moves one row unless a race or a repeat moved it first; answers whether this call moved it. */
export function claimStatus<S extends string>(
  db: TDb,
  table: TTransitions<S>,
  id: string,
  from: readonly NoInfer<S>[],
  to: NoInfer<S>,
  now: string,
): Promise<boolean> {
  return claim(table, from, to, (states, target) =>
    statusUpdate(table.entity).run(db, { ids: [id], from: [...states], to: target, now }),
  );
}
