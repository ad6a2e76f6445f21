// Queries of the hot paths built and compiled once, then only bound and run (decision 024).
import type { Compilable, CompiledQuery } from 'kysely';
import type { TDb } from './database.js';

/**
 * Stands for one argument value while a query is built: Kysely files it as a parameter, and the place it
 * took in the compiled parameters is where each call's value goes. Using it as a JS value (printing it,
 * comparing it, branching on it) would build a query that no longer depends on the argument, so it refuses.
 */
class Placeholder {
  constructor(readonly path: ReadonlyArray<string | number>) {}
  private refuse(): never {
    throw new Error(`preparedQuery: argument ${this.path.join('.')} was used as a JS value; pass it to Kysely as is`);
  }
  toString(): string {
    return this.refuse();
  }
  valueOf(): unknown {
    return this.refuse();
  }
  toJSON(): unknown {
    return this.refuse();
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/**
 * The shape of a call's arguments: the lengths of its lists and the keys its objects carry (undefined
 * values marked, as Kysely leaves those columns out). Calls of one shape compile to the same SQL.
 */
function shapeOf(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(shapeOf).join(',')}]`;
  if (isPlainObject(value)) {
    let shape = '{';
    for (const key in value) shape += value[key] === undefined ? `${key}?,` : `${key}:${shapeOf(value[key])},`;
    return `${shape}}`;
  }
  return '';
}

/** The arguments' stand-ins: the same lists and objects, every leaf a Placeholder of its path. */
function mirror(value: unknown, path: Array<string | number>): unknown {
  if (Array.isArray(value)) return value.map((item, index) => mirror(item, [...path, index]));
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const key in value) out[key] = value[key] === undefined ? undefined : mirror(value[key], [...path, key]);
    return out;
  }
  return new Placeholder(path);
}

type TBinding = { isArgument: false; value: unknown } | { isArgument: true; path: ReadonlyArray<string | number> };

interface TCompiled {
  query: CompiledQuery['query'];
  queryId: CompiledQuery['queryId'];
  sql: string;
  bindings: TBinding[];
}

function valueAt(args: unknown, path: ReadonlyArray<string | number>): unknown {
  let value = args;
  for (const step of path) value = (value as Record<string | number, unknown>)[step];
  return value;
}

function leafCount(value: unknown): number {
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + leafCount(item), 0);
  if (isPlainObject(value)) {
    let count = 0;
    for (const key in value) if (value[key] !== undefined) count += leafCount(value[key]);
    return count;
  }
  return 1;
}

export interface TPreparedQuery<TArgs, TRow> {
  /** Every row the query answers. */
  all(db: TDb, args: TArgs): Promise<TRow[]>;
  /** The first row, or undefined. */
  first(db: TDb, args: TArgs): Promise<TRow | undefined>;
  /** Runs a write; answers how many rows it changed. */
  run(db: TDb, args: TArgs): Promise<number>;
}

/**
 * A query whose SQL depends only on the shape of its arguments (the lengths of lists, the keys of rows),
 * built by Kysely and compiled once per dialect and shape. Building and compiling a query costs Kysely about
 * seven times what better-sqlite3 takes to run it, so the purchase path's statements are prepared this way.
 * `build` must hand its arguments to Kysely untouched (no branching on them, no computing with them); an
 * argument that never reaches the parameters is refused when the query first compiles.
 */
export function preparedQuery<TArgs extends object, TRow>(
  build: (db: TDb, args: TArgs) => Compilable<TRow>,
): TPreparedQuery<TArgs, TRow> {
  // Keyed by the dialect's adapter class (a transaction shares its database's), then by the arguments' shape.
  const compiledByDialect = new Map<unknown, Map<string, TCompiled>>();

  const compile = (db: TDb, args: TArgs, byShape: Map<string, TCompiled>, shape: string): TCompiled => {
    const compiled = build(db, mirror(args, []) as TArgs).compile();
    const bindings: TBinding[] = compiled.parameters.map((value) =>
      value instanceof Placeholder ? { isArgument: true, path: value.path } : { isArgument: false, value },
    );
    const bound = new Set(bindings.flatMap((binding) => (binding.isArgument ? [binding.path.join('.')] : [])));
    if (bound.size !== leafCount(args)) {
      throw new Error(`preparedQuery: every argument must reach the query's parameters (${compiled.sql})`);
    }
    const entry = { query: compiled.query, queryId: compiled.queryId, sql: compiled.sql, bindings };
    byShape.set(shape, entry);
    return entry;
  };

  const execute = (db: TDb, args: TArgs) => {
    const dialect = db.getExecutor().adapter.constructor;
    let byShape = compiledByDialect.get(dialect);
    if (!byShape) {
      byShape = new Map();
      compiledByDialect.set(dialect, byShape);
    }
    const shape = shapeOf(args);
    const compiled = byShape.get(shape) ?? compile(db, args, byShape, shape);
    const parameters = compiled.bindings.map((binding) => {
      if (!binding.isArgument) return binding.value;
      const value = valueAt(args, binding.path);
      if (value === undefined) throw new Error(`preparedQuery: argument ${binding.path.join('.')} is undefined`);
      return value;
    });
    return db.executeQuery<TRow>({
      query: compiled.query,
      queryId: compiled.queryId,
      sql: compiled.sql,
      parameters,
    });
  };

  return {
    all: async (db, args) => (await execute(db, args)).rows,
    first: async (db, args) => (await execute(db, args)).rows[0],
    run: async (db, args) => Number((await execute(db, args)).numAffectedRows ?? 0),
  };
}
