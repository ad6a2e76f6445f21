// Expand, then contract (decision 115): while an upgrade rolls across servers, the previous release's servers run on
// the new schema, so a release's migrations only add (tables, nullable or defaulted columns, indexes). Dropping,
// renaming or tightening what a released server reads comes a release later, in a migration that says which
// released migration it contracts. This test reads the `up` of every migration newer than the previous release's
// last one (deploy/previous-release.json) and fails on anything else.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationNames } from './database.js';

const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');
const PREVIOUS_RELEASE_FILE = path.resolve(import.meta.dirname, '../../../../deploy/previous-release.json');

/** What an older server cannot live with, as it is spelt in a migration's `up` (Kysely's builder or raw SQL). */
const CONTRACT_OPERATIONS: { pattern: RegExp; what: string }[] = [
  { pattern: /\.dropTable\(/, what: 'drops a table' },
  { pattern: /\.dropColumn\(/, what: 'drops a column' },
  { pattern: /\.renameColumn\(/, what: 'renames a column' },
  { pattern: /\.renameTo\(/, what: 'renames a table' },
  { pattern: /\.alterColumn\(/, what: 'alters a column (its type, NOT NULL or default)' },
  { pattern: /\.modifyColumn\(/, what: 'alters a column (its type, NOT NULL or default)' },
  { pattern: /\.dropConstraint\(/, what: 'drops a constraint' },
  {
    pattern: /\.dropIndex\(/,
    what: 'drops an index (an older server may count on it: a unique one for `on conflict`)',
  },
  { pattern: /\.drop(View|Schema|Type)\(/, what: 'drops a view, schema or type' },
  { pattern: /\bdrop\s+(table|column|index|constraint|default|view)\b/i, what: 'drops something (raw SQL)' },
  { pattern: /\brename\s+(to|column)\b/i, what: 'renames something (raw SQL)' },
  { pattern: /\bset\s+not\s+null\b/i, what: 'makes a column NOT NULL (raw SQL)' },
  { pattern: /\balter\s+column\b/i, what: 'alters a column (raw SQL)' },
];

/** The marker of a contract step: `// Contract step of <an earlier migration's name>: <why no released server needs it>`. */
const CONTRACT_MARKER = /^\/\/ Contract step of (\S+?):/m;
/**
 * The marker of a reviewed exception, e.g. a table rebuilt with every column it had (SQLite cannot drop a constraint):
 * `// Previous release unaffected: <why its servers work unchanged on the result>`.
 */
const UNAFFECTED_MARKER = /^\/\/ Previous release unaffected: \S/m;

/** The text of a migration's `up`, without comments (a comment may well say "drop"). */
function upOf(source: string): string {
  const start = source.search(/export async function up\(/);
  if (start < 0) throw new Error('a migration without `export async function up(`');
  const end = source.search(/export async function down\(/);
  return source
    .slice(start, end > start ? end : undefined)
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:])\/\/.*$/gm, '$1');
}

/** The argument text of each call of `.name(` in `text`, up to its balancing parenthesis. */
function callArguments(text: string, name: string): string[] {
  const calls: string[] = [];
  let from = 0;
  for (;;) {
    const at = text.indexOf(`.${name}(`, from);
    if (at < 0) return calls;
    const open = at + name.length + 2;
    let depth = 1;
    let index = open;
    while (index < text.length && depth > 0) {
      if (text[index] === '(') depth += 1;
      if (text[index] === ')') depth -= 1;
      index += 1;
    }
    calls.push(text.slice(open, index - 1));
    from = index;
  }
}

/** What in a migration's source an older server cannot live with; empty when it only adds. */
function contractOperationsIn(source: string): string[] {
  const up = upOf(source);
  const found = CONTRACT_OPERATIONS.filter(({ pattern }) => pattern.test(up)).map(({ what }) => what);
  // A NOT NULL column without a default on an existing table: an older server's inserts leave it out and fail. (On a
  // table the migration creates, no older server writes to it.)
  for (const statement of up.split(/\.execute\(/)) {
    if (!statement.includes('.alterTable(')) continue;
    for (const column of callArguments(statement, 'addColumn')) {
      if (/\.notNull\(\)/.test(column) && !/\.defaultTo\(/.test(column)) {
        found.push(`adds a NOT NULL column without a default to an existing table (${column.split(',')[0]})`);
      }
    }
  }
  return found;
}

/** The released migration a contract step names, or null when the migration declares none. */
function contractedMigrationOf(source: string): string | null {
  return CONTRACT_MARKER.exec(source)?.[1] ?? null;
}

describe('the checker of expand-only migrations', () => {
  const migration = (up: string, head = '') =>
    `${head}import type { Kysely } from 'kysely';\nexport async function up(db: Kysely<any>): Promise<void> {\n${up}\n}\n` +
    `export async function down(db: Kysely<any>): Promise<void> {\n  await db.schema.dropTable('x').execute();\n}\n`;

  it('lets a migration add tables, nullable or defaulted columns and indexes, and drop anything in its down', () => {
    const source = migration(`
      // We never drop table x here.
      await db.schema.createTable('x').addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull()).execute();
      await db.schema.alterTable('orders').addColumn('note', 'text').execute();
      await db.schema.alterTable('orders').addColumn('count', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.createIndex('orders_note_idx').on('orders').column('note').execute();
      await sql\`update orders set note = ''\`.execute(db);`);
    expect(contractOperationsIn(source)).toEqual([]);
  });

  it('finds drops, renames, altered columns and NOT NULL columns without a default on existing tables', () => {
    expect(contractOperationsIn(migration(`await db.schema.dropTable('cart_items').execute();`))).toEqual([
      'drops a table',
    ]);
    expect(contractOperationsIn(migration(`await db.schema.alterTable('o').dropColumn('a').execute();`))).toEqual([
      'drops a column',
    ]);
    expect(
      contractOperationsIn(migration(`await db.schema.alterTable('o').renameColumn('a', 'b').execute();`)),
    ).toEqual(['renames a column']);
    expect(contractOperationsIn(migration(`await db.schema.alterTable('o').renameTo('p').execute();`))).toEqual([
      'renames a table',
    ]);
    expect(
      contractOperationsIn(
        migration(`await db.schema.alterTable('o').alterColumn('a', (c) => c.setNotNull()).execute();`),
      ),
    ).toEqual(['alters a column (its type, NOT NULL or default)']);
    expect(contractOperationsIn(migration(`await db.schema.dropIndex('o_idx').execute();`))).toHaveLength(1);
    expect(
      contractOperationsIn(migration('await sql`ALTER TABLE o ALTER COLUMN a SET NOT NULL`.execute(db);')),
    ).toEqual(['makes a column NOT NULL (raw SQL)', 'alters a column (raw SQL)']);
    expect(
      contractOperationsIn(
        migration(`await db.schema.alterTable('orders').addColumn('kind', 'text', (c) => c.notNull()).execute();`),
      ),
    ).toEqual(["adds a NOT NULL column without a default to an existing table ('kind')"]);
  });

  it('finds what the migrations landed before the rule contracted: 009 dropped the old cart table', () => {
    const source = fs.readFileSync(path.join(MIGRATIONS_DIR, '2026-11-24-009-departures.ts'), 'utf8');
    expect(contractOperationsIn(source)).toEqual(expect.arrayContaining(['drops a table']));
    const initial = fs.readFileSync(path.join(MIGRATIONS_DIR, '2026-11-21-001-initial.ts'), 'utf8');
    expect(contractOperationsIn(initial)).toEqual([]);
  });

  it('reads the contract marker naming the migration a step contracts', () => {
    const source = migration(
      `await db.schema.alterTable('orders').dropColumn('failure_reason').execute();`,
      '// Contract step of 2026-11-24-007-order-failure-reason: release 2026-12-01 stopped reading it.\n',
    );
    expect(contractedMigrationOf(source)).toBe('2026-11-24-007-order-failure-reason');
    expect(contractedMigrationOf(migration(''))).toBeNull();
  });

  it('knows the marker of a reviewed exception, such as a table rebuilt with all its columns (migration 055)', () => {
    const source = fs.readFileSync(path.join(MIGRATIONS_DIR, '2026-11-28-055-checkout-passengers.ts'), 'utf8');
    expect(contractOperationsIn(source)).toEqual(['drops a table', 'renames a table']);
    expect(UNAFFECTED_MARKER.test(source)).toBe(false);
    expect(UNAFFECTED_MARKER.test(`// Previous release unaffected: every column is kept.\n${source}`)).toBe(true);
  });
});

describe('migrations since the previous release (decision 115)', () => {
  const previous = JSON.parse(fs.readFileSync(PREVIOUS_RELEASE_FILE, 'utf8')) as { lastMigration: string };
  const names = migrationNames();
  const released = names.slice(0, names.indexOf(previous.lastMigration) + 1);

  it('name a released migration that is listed, and every migration file is listed', () => {
    expect(names).toContain(previous.lastMigration);
    const files = fs
      .readdirSync(MIGRATIONS_DIR)
      .filter((file) => /^\d{4}-\d{2}-\d{2}-\d{3}-.+\.ts$/.test(file) && !file.endsWith('.test.ts'))
      .map((file) => file.replace(/\.ts$/, ''));
    expect(files.sort()).toEqual([...names].sort());
  });

  it('only add to the schema, unless a step contracts what a released migration made', () => {
    const problems: string[] = [];
    for (const name of names.slice(released.length)) {
      const source = fs.readFileSync(path.join(MIGRATIONS_DIR, `${name}.ts`), 'utf8');
      const operations = contractOperationsIn(source);
      if (operations.length === 0) continue;
      const contracted = contractedMigrationOf(source);
      if (UNAFFECTED_MARKER.test(source)) continue;
      if (contracted === null) {
        problems.push(
          `${name} ${operations.join('; ')}: the previous release's servers still run on this schema during the ` +
            'upgrade. Add instead, and contract in a later release with "// Contract step of <migration>: <why>"; ' +
            'a change that leaves them working says "// Previous release unaffected: <why>" (docs/operations.md)',
        );
      } else if (!released.includes(contracted)) {
        problems.push(
          `${name} says it is a contract step of ${contracted}, which is not in a released version ` +
            `(deploy/previous-release.json names ${previous.lastMigration}): contract one release later`,
        );
      }
    }
    expect(problems).toEqual([]);
  });
});
