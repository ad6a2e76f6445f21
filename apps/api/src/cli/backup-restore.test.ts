// `npm run backup` and `npm run restore` (issue 38, decision 114), run as the commands run: child processes of the
// built CLI on the shop's database (a SQLite file, or a PostgreSQL database of its own with TEST_DATABASE_URL). The
// backup is taken while a write transaction is open, restored into a fresh database, and every order, payment,
// refund, ledger entry and audit line is compared whole, by id; the pictures byte for byte.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabaseConfig } from '../config.js';
import { BACKUP_COUNTED_TABLES, type TBackupCountedTable } from '../db/backup.js';
import { dropPostgresSchema, migrateTo, openDatabase } from '../db/database.js';
import { newId } from '../lib/ids.js';
import { storePictureFile } from '../modules/media/index.js';
import { builtEntry } from '../test/built-entry.js';
import { confirmedBooking } from '../test/desk-orders.js';
import { createTestApp, type TTestApp } from '../test/harness.js';
import { creditLedger, newShopperWithId } from '../test/ledger.js';
import { newOperator, operatorCall } from '../test/operators.js';
import { freshDates, productsOf, type TCatalogueCard } from '../test/shopping.js';

const run = promisify(execFile);
/** A release's last migration before the current one's: its backup restores and is migrated on. */
const OLDER_MIGRATION = '2026-11-28-049-passenger-erasures';
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'rihla-backup-'));

let source: TTestApp;
let target: TTestApp | null = null;

afterAll(async () => {
  await source?.close();
  await target?.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

interface TCommandResult {
  code: number;
  output: string;
}

/** Runs `npm run backup` / `npm run restore`'s built entry on a database and DATA_DIR, as an operator would. */
async function command(name: 'backup' | 'restore', args: string[], databaseUrl: string, dataDir: string) {
  const entry = builtEntry(`cli/${name}`);
  try {
    const { stdout, stderr } = await run(process.execPath, [entry, ...args], {
      cwd: scratch,
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
    });
    return { code: 0, output: stdout + stderr } satisfies TCommandResult;
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr } satisfies TCommandResult;
  }
}

type TRows = Record<TBackupCountedTable, Array<Record<string, unknown>>>;

/** Every row of the counted tables, by id. */
async function rowsOf(config: TDatabaseConfig): Promise<TRows> {
  const database = await openDatabase(config);
  try {
    const rows = {} as TRows;
    for (const table of BACKUP_COUNTED_TABLES) {
      rows[table] = (await database.db.selectFrom(table).selectAll().orderBy('id').execute()) as Array<
        Record<string, unknown>
      >;
    }
    return rows;
  } finally {
    await database.close();
  }
}

function configOf(databaseUrl: string): TDatabaseConfig {
  return databaseUrl.startsWith('sqlite:')
    ? { dialect: 'sqlite', filename: databaseUrl.slice('sqlite:'.length) }
    : { dialect: 'postgres', url: databaseUrl };
}

let sourceUrl: string;
let targetUrl: string;
let picnic: TCatalogueCard;

beforeAll(async () => {
  source = await createTestApp({ sqliteFile: true });
  sourceUrl = source.databaseUrl as string;
  if (source.dialect === 'postgres') {
    target = await createTestApp({ seed: false });
    targetUrl = target.databaseUrl as string;
  } else {
    targetUrl = `sqlite:${path.join(scratch, 'restored', 'rihla.sqlite')}`;
  }
  [picnic] = (await productsOf(source, 'Picnic Musandum')) as [TCatalogueCard];
}, 60_000);

describe('npm run backup and npm run restore', () => {
  it('backs up while a write runs and restores every order, payment, refund, ledger entry, audit line and picture', async () => {
    // The shop's day: two paid bookings, a refund from the bookings desk, a wallet credit, two pictures.
    const date = freshDates(source, 20)();
    const manager = await newOperator(source, 'manager', 'Mona Manager');
    const first = await confirmedBooking(source, picnic, date, 2);
    await confirmedBooking(source, picnic, date, 1, 'Second');
    const refund = { id: first.order.id, amountFils: 5_000, reason: 'A seat given back at the desk' };
    expect((await operatorCall(source, 'operator/refundOrder', refund, manager.token)).statusCode).toBe(200);
    const { userId } = await newShopperWithId(source);
    await creditLedger(source, userId, 'wallet', 2_500);
    const pictures = await Promise.all(
      ['#0a7', '#c40'].map(async (colour) => {
        const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: colour } })
          .png()
          .toBuffer();
        return storePictureFile(source.app.ctx, png, 800);
      }),
    );
    const before = await rowsOf(configOf(sourceUrl));
    for (const table of BACKUP_COUNTED_TABLES) expect(before[table].length, table).toBeGreaterThan(0);

    // A write transaction stays open on a connection of its own (as another server's would) while the backup runs,
    // and the shop keeps answering shoppers meanwhile: the backup waits for neither and holds none of the open write.
    const marker = `backup-test-${newId()}`;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let markWritten = () => {};
    const written = new Promise<void>((resolve) => {
      markWritten = resolve;
    });
    const writer = await openDatabase(configOf(sourceUrl));
    const writing = writer.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('audit_log')
        .values({
          id: marker,
          at: source.clock.now().toISOString(),
          operator_id: null,
          action: 'test.write',
          object_type: 'order',
          object_id: first.order.id,
          before_json: null,
          after_json: null,
        })
        .execute();
      markWritten();
      await held;
    });
    await written;
    const outDir = path.join(scratch, 'backups');
    let isBackingUp = true;
    const answers: number[] = [];
    const serving = (async () => {
      while (isBackingUp) {
        const listed = await source.call('users/filteredList', {});
        const seats = await source.call('users/availability', {
          module: picnic.module,
          planId: picnic.planId,
          from: date,
          days: 1,
        });
        answers.push(listed.statusCode, seats.statusCode);
        // A shopper's pace, not a flood: the backup's processes share the cores with this loop.
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    let backup: TCommandResult;
    try {
      backup = await command('backup', ['--out', outDir], sourceUrl, source.dataDir);
    } finally {
      isBackingUp = false;
      await serving;
      release();
      await writing;
      await writer.close();
    }
    expect(answers.length).toBeGreaterThanOrEqual(2);
    expect(new Set(answers)).toEqual(new Set([200]));
    expect(backup.code, backup.output).toBe(0);
    const backupDir = backup.output.trim().split('\n').at(-1) ?? '';
    expect(path.dirname(backupDir)).toBe(outDir);
    expect(path.basename(backupDir)).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ$/);
    const manifest = JSON.parse(fs.readFileSync(path.join(backupDir, 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({
      format: 1,
      dialect: source.dialect,
      lastMigration: expect.stringMatching(/^\d{4}-\d\d-\d\d-\d{3}-/),
      counts: Object.fromEntries(BACKUP_COUNTED_TABLES.map((table) => [table, before[table].length])),
    });
    expect(Object.keys(manifest.files).sort()).toEqual(
      [
        source.dialect === 'sqlite' ? 'database.sqlite' : 'database.pgdump',
        ...pictures.map((p) => `uploads/${p.id}.webp`),
      ].sort(),
    );
    expect(fs.readdirSync(backupDir)).not.toContain('personal-data.key');

    // A backup changed after it was written is refused before anything is touched.
    const tampered = path.join(scratch, 'tampered');
    fs.cpSync(backupDir, tampered, { recursive: true });
    const picture = path.join(tampered, 'uploads', `${pictures[0]?.id}.webp`);
    const bytes = fs.readFileSync(picture);
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 0xff;
    fs.writeFileSync(picture, bytes);
    const restoredDataDir = path.join(scratch, 'restored-data');
    const refusedTampered = await command('restore', [tampered], targetUrl, restoredDataDir);
    expect(refusedTampered.code, refusedTampered.output).toBe(2);
    expect(refusedTampered.output).toContain(`uploads/${pictures[0]?.id}.webp`);
    expect(refusedTampered.output).toContain('Nothing was restored');
    expect(fs.existsSync(path.join(restoredDataDir, 'uploads'))).toBe(false);
    if (targetUrl.startsWith('sqlite:')) expect(fs.existsSync(targetUrl.slice('sqlite:'.length))).toBe(false);
    else expect((await rowsOf(configOf(targetUrl))).orders).toEqual([]);

    // Restored into a fresh database: every row as it was when the backup began, the open write not among them.
    const restored = await command('restore', [backupDir], targetUrl, restoredDataDir);
    expect(restored.code, restored.output).toBe(0);
    expect(restored.output).toMatch(new RegExp(`orders\\s+${before.orders.length}\\s+${before.orders.length}`));
    const after = await rowsOf(configOf(targetUrl));
    expect(after).toEqual(before);
    expect(after.audit_log.map((row) => row.id)).not.toContain(marker);
    expect((await rowsOf(configOf(sourceUrl))).audit_log.map((row) => row.id)).toContain(marker);
    for (const { id } of pictures) {
      const name = `${id}.webp`;
      expect(fs.readFileSync(path.join(restoredDataDir, 'uploads', name))).toEqual(
        fs.readFileSync(path.join(source.dataDir, 'uploads', name)),
      );
    }

    // Over a database that holds orders, a restore without --yes is refused and changes nothing; --yes replaces it.
    const restoredDb = await openDatabase(configOf(targetUrl));
    await restoredDb.db.deleteFrom('order_refunds').execute();
    await restoredDb.close();
    const refused = await command('restore', [backupDir], targetUrl, restoredDataDir);
    expect(refused.code, refused.output).toBe(2);
    expect(refused.output).toContain(`already holds ${before.orders.length} order(s)`);
    expect(refused.output).toContain('--yes');
    expect((await rowsOf(configOf(targetUrl))).order_refunds).toEqual([]);
    const replaced = await command('restore', [backupDir, '--yes'], targetUrl, restoredDataDir);
    expect(replaced.code, replaced.output).toBe(0);
    expect(await rowsOf(configOf(targetUrl))).toEqual(before);

    // A SQLite file a server still has open is not replaced under it, even with --yes.
    if (source.dialect === 'sqlite') {
      const underServer = await command('restore', [backupDir, '--yes'], sourceUrl, source.dataDir);
      expect(underServer.code, underServer.output).toBe(2);
      expect(underServer.output).toContain('Another process has');
      expect((await rowsOf(configOf(sourceUrl))).audit_log.map((row) => row.id)).toContain(marker);
    }
  }, 60_000);

  it("restores an older release's backup (of another schema on PostgreSQL) and migrates it to this release", async () => {
    const schema = `t_older_${newId()
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')}`.slice(0, 40);
    const pgUrl = process.env.TEST_DATABASE_URL;
    const olderUrl =
      source.dialect === 'postgres'
        ? `${pgUrl}${pgUrl?.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`
        : `sqlite:${path.join(scratch, 'older', 'rihla.sqlite')}`;
    const [latest] = (
      await sql<{ name: string }>`select max(name) as name from kysely_migration`.execute(source.app.ctx.db)
    ).rows;
    const older = await openDatabase(configOf(olderUrl), { pgSchema: schema });
    try {
      await migrateTo(older.db, OLDER_MIGRATION);
    } finally {
      await older.close();
    }
    try {
      const backup = await command('backup', ['--out', path.join(scratch, 'older-backups')], olderUrl, scratch);
      expect(backup.code, backup.output).toBe(0);
      const backupDir = backup.output.trim().split('\n').at(-1) ?? '';
      const manifest = JSON.parse(fs.readFileSync(path.join(backupDir, 'manifest.json'), 'utf8'));
      expect(manifest).toMatchObject({
        lastMigration: OLDER_MIGRATION,
        schema: source.dialect === 'postgres' ? schema : null,
      });

      const restored = await command('restore', [backupDir, '--yes'], targetUrl, path.join(scratch, 'older-data'));
      expect(restored.code, restored.output).toBe(0);
      expect(restored.output).toContain(`Migrations: ${OLDER_MIGRATION} in the backup, ${latest?.name} now.`);
      const after = await rowsOf(configOf(targetUrl));
      for (const table of BACKUP_COUNTED_TABLES) expect(after[table], table).toEqual([]);
    } finally {
      if (source.dialect === 'postgres' && pgUrl) await dropPostgresSchema(pgUrl, schema);
    }
  }, 60_000);
});
