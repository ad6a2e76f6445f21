// Request bodies for property-based tests: fast-check arbitraries built from the zod 4 schemas of the call
// table, plus the near misses a hostile or careless client sends (wrong types, huge strings, odd unicode,
// numbers that are not quite numbers, extra keys, whole bodies that are not objects at all).
import fc from 'fast-check';
import type { z } from 'zod';

type TJson = null | boolean | number | string | TJson[] | { [key: string]: TJson };

interface TCheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
}

function checksOf(def: { checks?: Array<{ _zod: { def: TCheckDef } }> }): TCheckDef[] {
  return (def.checks ?? []).map((check) => check._zod.def);
}

/** Strings past a schema's maximum are near misses of their own; valid ones stay short to keep runs fast. */
const DEFAULT_MAX_STRING = 40;

function stringArbitrary(def: { checks?: any[]; format?: string }): fc.Arbitrary<string> {
  if (def.format === 'email') return fc.emailAddress();
  let minLength = 0;
  let maxLength = DEFAULT_MAX_STRING;
  for (const check of checksOf(def)) {
    if (check.check === 'min_length' && check.minimum !== undefined) minLength = Math.max(minLength, check.minimum);
    if (check.check === 'max_length' && check.maximum !== undefined) maxLength = Math.min(check.maximum, 120);
  }
  maxLength = Math.max(minLength, maxLength);
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.string({ minLength, maxLength, unit: 'grapheme' }),
    fc.string({ minLength, maxLength, unit: 'binary' }),
  );
}

function numberArbitrary(def: { checks?: any[]; coerce?: boolean }): fc.Arbitrary<number | string> {
  let min = -1_000_000;
  let max = 1_000_000;
  let isInteger = false;
  for (const check of checksOf(def)) {
    if (check.check === 'number_format' && (check.format === 'safeint' || check.format === 'int32')) isInteger = true;
    if (check.check === 'greater_than' && check.value !== undefined)
      min = check.inclusive ? check.value : check.value + 1;
    if (check.check === 'less_than' && check.value !== undefined) max = check.inclusive ? check.value : check.value - 1;
  }
  const value: fc.Arbitrary<number> = isInteger
    ? fc.integer({ min, max })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  // z.coerce.number() also takes the number written as text, as the spec's clients send it.
  return def.coerce ? fc.oneof(value, value.map(String)) : value;
}

/**
 * An arbitrary of values the schema is meant to accept. Refinements (dates, passwords that match) are not
 * solved here: a generated value may still be refused, which is fine for fuzzing. A schema kind without a
 * generator fails loudly, so a new kind in the call table is noticed rather than silently skipped.
 */
export function arbitraryOf(schema: z.ZodType): fc.Arbitrary<unknown> {
  const def = (schema as any)._zod.def;
  switch (def.type as string) {
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      const requiredKeys: string[] = [];
      for (const [key, field] of Object.entries(shape)) {
        model[key] = arbitraryOf(field);
        const kind = (field as any)._zod.def.type;
        if (kind !== 'optional' && kind !== 'default') requiredKeys.push(key);
      }
      return fc.record(model, { requiredKeys });
    }
    case 'string':
      return stringArbitrary(def);
    case 'number':
      return numberArbitrary(def);
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string | number>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'union':
      return fc.oneof(...(def.options as z.ZodType[]).map(arbitraryOf));
    case 'array': {
      let minLength = 0;
      let maxLength = 4;
      for (const check of checksOf(def)) {
        if (check.check === 'min_length' && check.minimum !== undefined) minLength = check.minimum;
        if (check.check === 'max_length' && check.maximum !== undefined) maxLength = Math.min(maxLength, check.maximum);
      }
      return fc.array(arbitraryOf(def.element), { minLength, maxLength: Math.max(minLength, maxLength) });
    }
    case 'record':
      // Answers keyed by question id (issue 36): a few keys of the key schema, each with a value of its own.
      return fc.dictionary(arbitraryOf(def.keyType) as fc.Arbitrary<string>, arbitraryOf(def.valueType), {
        maxKeys: 4,
      });
    case 'optional':
    case 'default':
      return arbitraryOf(def.innerType);
    case 'nullable':
      return fc.option(arbitraryOf(def.innerType), { nil: null });
    case 'pipe':
      // z.string().pipe(z.email()): the output side says what a valid value looks like.
      return (def.out as any)._zod.def.type === 'string' ? arbitraryOf(def.out) : arbitraryOf(def.in);
    case 'unknown':
    case 'any':
      return fc.jsonValue({ maxDepth: 2 });
    default:
      throw new Error(`zod-arbitrary: no generator for the schema kind '${def.type}'; add one in zod-arbitrary.ts`);
  }
}

/** n levels of arrays: [[[...]]]. */
export function nestedArrays(depth: number): string {
  return `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

/** Values a field should never accept, or should accept only with care. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    false,
    0,
    -1,
    -0.5,
    1e308,
    -1e308,
    2 ** 53 + 1,
    '',
    ' ',
    '\t\n',
    'NaN',
    'Infinity',
    '-Infinity',
    '-1',
    '1e400',
    '0x1F',
    '١٢٣',
    '\u0000',
    '\uD800',
    '\u202Eevil',
    '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 👩‍👩‍👧‍👦',
    "' OR '1'='1",
    '"; DROP TABLE users; --',
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00',
    ['$', '{7*7}'].join(''),
    '2026-02-30',
    '9999-12-31',
    '0000-00-00',
    'all',
    '__proto__',
    [],
    {},
    [[[]]],
    { $gt: '' },
    JSON.parse('{"__proto__":{"polluted":1}}'),
    ['a', 1, null],
  ),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.integer(),
  fc.double(),
  fc.integer({ min: 200, max: 70_000 }).map((n) => 'x'.repeat(n)),
  fc.integer({ min: 20, max: 300 }).map((depth) => JSON.parse(nestedArrays(depth)) as unknown),
  fc.jsonValue({ maxDepth: 3 }),
);

const EXTRA_KEYS = ['__proto__', 'constructor', 'prototype', 'user_id', 'userId', 'price', 'status', 'id', '$where'];

type TPath = Array<string | number>;

function pathsOf(value: unknown, prefix: TPath = [], into: TPath[] = []): TPath[] {
  into.push(prefix);
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) pathsOf(item, [...prefix, index], into);
  } else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) pathsOf(item, [...prefix, key], into);
  return into;
}

function setAt(root: unknown, path: TPath, replace: (current: unknown) => unknown): unknown {
  if (path.length === 0) return replace(root);
  const [head, ...rest] = path as [string | number, ...TPath];
  const copy: any = Array.isArray(root) ? [...root] : { ...(root as object) };
  copy[head] = setAt(copy[head], rest, replace);
  return copy;
}

function deleteAt(root: unknown, path: TPath): unknown {
  if (path.length === 0) return {};
  const parent = path.slice(0, -1);
  const last = path[path.length - 1] as string | number;
  return setAt(root, parent, (current) => {
    if (Array.isArray(current)) return current.filter((_, index) => index !== last);
    const copy = { ...(current as object) } as Record<string, unknown>;
    delete copy[last as string];
    return copy;
  });
}

/** One near miss of a body: a value replaced, a key removed or added, or the body wrapped in a list. */
export function nearMiss(base: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(
      base,
      fc.nat(),
      hostileValue,
      fc.constantFrom('replace', 'replace', 'replace', 'delete', 'extra-key', 'wrap'),
      fc.oneof(fc.constantFrom(...EXTRA_KEYS), fc.string({ maxLength: 20 })),
    )
    .map(([body, pick, hostile, operation, extraKey]) => {
      const paths = pathsOf(body);
      const path = paths[pick % paths.length] ?? [];
      if (operation === 'replace') return setAt(body, path, () => hostile);
      if (operation === 'delete') return deleteAt(body, path);
      if (operation === 'wrap') return [body];
      if (body && typeof body === 'object' && !Array.isArray(body)) {
        // defineProperty: a key named __proto__ becomes a real own key, as JSON.parse would make it.
        const copy = { ...(body as object) };
        Object.defineProperty(copy, extraKey, { value: hostile, enumerable: true, writable: true, configurable: true });
        return copy;
      }
      return body;
    });
}

/**
 * Bodies for one call: valid-looking ones from its schema, near misses of those, the fixture's known-good
 * bodies and their near misses, and arbitrary JSON.
 */
export function bodyArbitrary(schema: z.ZodType, seeds: unknown[]): fc.Arbitrary<unknown> {
  const fromSchema = arbitraryOf(schema);
  const arms: Array<{ arbitrary: fc.Arbitrary<unknown>; weight: number }> = [
    { arbitrary: fromSchema, weight: 2 },
    { arbitrary: nearMiss(fromSchema), weight: 4 },
    { arbitrary: fc.jsonValue({ maxDepth: 4 }) as fc.Arbitrary<TJson>, weight: 1 },
  ];
  if (seeds.length > 0) {
    const seed = fc.constantFrom(...seeds);
    arms.push({ arbitrary: seed, weight: 1 }, { arbitrary: nearMiss(seed), weight: 2 });
  }
  return fc.oneof(...arms);
}
