// Status moves checked against one transition table per entity (issue 33, decision 067). A table names each move
// an entity's status may make, `{ from: [...], to }`; a move that no entry allows is a programming error, refused
// before any row is touched. The update itself is the owning repository's (it keeps its prepared queries) and must
// carry `WHERE status IN (from)`, so a row in any other state stays as it is.

/** One move an entity's status may make: from any of `from` to `to`. */
export interface TMove<S extends string> {
  readonly from: readonly S[];
  readonly to: S;
}

/** The moves of one entity (its table's name), by name. */
export interface TTransitions<S extends string> {
  readonly entity: string;
  readonly moves: Readonly<Record<string, TMove<S>>>;
}

export function defineTransitions<S extends string>(
  entity: string,
  moves: Readonly<Record<string, TMove<S>>>,
): TTransitions<S> {
  return { entity, moves };
}

/** A move the entity's table does not declare: a bug, refused before anything is written. */
export class IllegalTransitionError extends Error {}

/** A declared move whose rows were not in a `from` state when it ran: nothing moved. */
export class TransitionRefusedError extends Error {}

/** Whether the table declares a move from every one of `from` to `to`. */
export function isDeclaredMove<S extends string>(
  table: TTransitions<S>,
  from: readonly NoInfer<S>[],
  to: NoInfer<S>,
): boolean {
  const sources = new Set<S>();
  for (const move of Object.values(table.moves)) if (move.to === to) for (const state of move.from) sources.add(state);
  return from.length > 0 && from.every((state) => sources.has(state));
}

/** Refuses a move the table does not declare; answers `from`, the states the update may match. */
export function checkedMove<S extends string>(
  table: TTransitions<S>,
  from: readonly NoInfer<S>[],
  to: NoInfer<S>,
): readonly S[] {
  if (!isDeclaredMove(table, from, to)) {
    throw new IllegalTransitionError(`${table.entity}: no move from ${from.join('|') || 'nothing'} to ${to}`);
  }
  return from;
}

/** Runs a guarded update of the rows `from` -> `to`; answers how many rows it moved. */
type TUpdate<S extends string> = (from: readonly S[], to: S) => Promise<number>;

/**
 * Moves every row named (`ids`, one or more) from one of `from` to `to`, or fails loudly: a move the table does
 * not declare throws IllegalTransitionError before any write; a row that was not in `from` throws
 * TransitionRefusedError (the caller's transaction then rolls back what it did).
 */
export async function move<S extends string>(
  table: TTransitions<S>,
  ids: string | readonly string[],
  from: readonly NoInfer<S>[],
  to: NoInfer<S>,
  update: TUpdate<S>,
): Promise<void> {
  const count = typeof ids === 'string' ? 1 : ids.length;
  if (count === 0) return;
  const moved = await update(checkedMove(table, from, to), to);
  if (moved !== count) {
    throw new TransitionRefusedError(
      `${table.entity} ${typeof ids === 'string' ? ids : ids.join(',')}: ${count - moved} not in ${from.join('|')}, not moved to ${to}`,
    );
  }
}

/**
 * The move of one row that a race or a repeat may have made already: answers true for the one caller that moved
 * it, false (nothing written) when the row was not in `from`. Only an undeclared move throws. What follows the
 * move (seats given back, a refund) runs for the caller that got true, once however often it is repeated.
 */
export async function claim<S extends string>(
  table: TTransitions<S>,
  from: readonly NoInfer<S>[],
  to: NoInfer<S>,
  update: TUpdate<S>,
): Promise<boolean> {
  return (await update(checkedMove(table, from, to), to)) > 0;
}

/** Moves whatever rows of a set (all of a checkout's holds, say) are in `from`; answers how many moved. */
export async function moveAll<S extends string>(
  table: TTransitions<S>,
  from: readonly NoInfer<S>[],
  to: NoInfer<S>,
  update: TUpdate<S>,
): Promise<number> {
  return update(checkedMove(table, from, to), to);
}
