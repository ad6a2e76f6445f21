/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { SCHEMA_MESSAGES_AR, schemaMessageInArabic } from './schemas-ar.js';
import { arabicMessageOf } from './storefront-ar.js';

// Issue 37: every message a shared schema gives has Arabic, so no field's refusal reaches an Arabic page (or an
// operator in Arabic) in English. The schemas are walked as zod holds them: each schema's and each check's error,
// asked with issues of each kind it may answer (a missing value, a wrong type, a value too big), through objects,
// arrays, unions, records, pipes, defaults, optionals and lazy schemas.

const SCHEMA_FILES = import.meta.glob<Record<string, unknown>>(['../schemas/*.ts', '!../schemas/*.test.ts'], {
  eager: true,
});

type TErrorOf = (issue: Record<string, unknown>) => unknown;
const ISSUES = [
  { code: 'invalid_type', input: undefined },
  { code: 'invalid_type', input: 1 },
  { code: 'invalid_type', input: 'text' },
  { code: 'too_big', input: 'text' },
  { code: 'too_small', input: '' },
  { code: 'custom', input: '' },
];

/** Every message of `schema` and the schemas inside it, by the schema's export name and path where first met. */
function messagesOf(schemas: ReadonlyArray<readonly [string, unknown]>): Map<string, string> {
  const found = new Map<string, string>();
  const seen = new Set<unknown>();
  const say = (error: unknown, where: string) => {
    if (typeof error !== 'function') return;
    for (const issue of ISSUES) {
      let said: unknown;
      try {
        said = (error as TErrorOf)(issue);
      } catch {
        continue;
      }
      const message = typeof said === 'object' && said !== null ? (said as { message?: unknown }).message : said;
      if (typeof message === 'string' && !found.has(message)) found.set(message, where);
    }
  };
  const walk = (schema: unknown, where: string): void => {
    if (schema === null || typeof schema !== 'object' || seen.has(schema)) return;
    seen.add(schema);
    const def = (schema as Partial<z.ZodType>)._zod?.def as Record<string, unknown> | undefined;
    if (!def) return;
    say(def.error, where);
    for (const check of (def.checks as { _zod?: { def?: { error?: unknown } } }[] | undefined) ?? []) {
      say(check._zod?.def?.error, where);
    }
    for (const key of ['innerType', 'element', 'in', 'out', 'valueType', 'keyType', 'left', 'right', 'catchall']) {
      walk(def[key], where);
    }
    if (typeof def.getter === 'function') walk((def.getter as () => unknown)(), where);
    const shape = def.shape as Record<string, unknown> | undefined;
    for (const [name, field] of Object.entries(shape ?? {})) walk(field, `${where}.${name}`);
    for (const option of [...((def.options as unknown[]) ?? []), ...((def.items as unknown[]) ?? [])]) {
      walk(option, where);
    }
  };
  for (const [name, schema] of schemas) walk(schema, name);
  return found;
}

const MESSAGES = messagesOf(
  Object.entries(SCHEMA_FILES).flatMap(([file, exports]) =>
    Object.entries(exports).map(([name, value]) => [`${file.replace('../schemas/', '')}:${name}`, value] as const),
  ),
);
/**
 * The schemas' sources: a message said inside a refinement's body (`ctx.addIssue({ message: '…' })`) is no schema's
 * error the walk can ask, so it is read from the source; any quoted text may hold a message (a ternary's two).
 */
const SOURCES = Object.values(
  import.meta.glob<string>(['../schemas/*.ts', '!../schemas/*.test.ts'], {
    eager: true,
    query: '?raw',
    import: 'default',
  }),
);
const SAID_IN_REFINEMENTS = new Set(
  SOURCES.flatMap((source) => [...source.matchAll(/message: '([^']+)'/g)].map((m) => m[1] ?? '')),
);
const QUOTED = new Set(SOURCES.flatMap((source) => [...source.matchAll(/'([^'\n]+)'/g)].map((m) => m[1] ?? '')));
for (const english of SAID_IN_REFINEMENTS) if (!MESSAGES.has(english)) MESSAGES.set(english, 'a refinement');
const ARABIC_LETTER = /[\u0600-\u06FF]/;

describe('the shared schemas’ messages in Arabic', () => {
  it('finds the schemas’ messages, the ones the spec quotes among them', () => {
    expect(MESSAGES.size).toBeGreaterThan(500);
    for (const quoted of [
      'Password is too long',
      'Search text is too long',
      'Enter the gift card code',
      'These dates run past the end of the calendar',
    ]) {
      expect(MESSAGES.has(quoted), quoted).toBe(true);
    }
  });

  it('gives every message of every schema Arabic, in Arabic letters', () => {
    const without = [...MESSAGES].filter(([english]) => !ARABIC_LETTER.test(schemaMessageInArabic(english) ?? ''));
    expect(
      without.map(([english, where]) => `${where}: ${english}`),
      'a schema message without Arabic',
    ).toEqual([]);
  });

  it('holds no Arabic of a message no schema gives any more', () => {
    expect(Object.keys(SCHEMA_MESSAGES_AR).filter((english) => !MESSAGES.has(english) && !QUOTED.has(english))).toEqual(
      [],
    );
    expect(MESSAGES.get('Value is too large')).toBe('a refinement');
  });

  it('says a message as the storefront’s tables say it, where they have it too', () => {
    for (const english of MESSAGES.keys()) {
      const storefront = arabicMessageOf(english);
      if (storefront !== null) expect(schemaMessageInArabic(english), english).toBe(storefront);
    }
    expect(schemaMessageInArabic('Search text is too long')).toBe('نص البحث طويل جدًا');
    expect(schemaMessageInArabic('Some text nobody wrote')).toBeNull();
    expect(schemaMessageInArabic('constructor')).toBeNull();
  });
});
