// `npm run backup` and `npm run restore` (issue 38, decision 114): a backup is a directory holding the database (see
// db/backup.ts), the uploaded pictures and a manifest.json naming every file with its sha256. The personal data key
// is never in it: it is kept apart, and without it the passengers' sealed details in a backup cannot be read.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { TConfig } from '../config.js';
import {
  BACKUP_DATABASE_FILE,
  BackupRefusal,
  backupDatabase,
  migratedFacts,
  ordersIn,
  restoreDatabase,
  type TBackupCountedTable,
} from '../db/backup.js';

export { BackupRefusal };

const MANIFEST = 'manifest.json';
const UPLOADS = 'uploads';

/** The files a manifest may name: the database file and pictures directly under uploads/ (never a path outside). */
const ZBackupFileName = z
  .string()
  .regex(/^(database\.(sqlite|pgdump)|uploads\/[A-Za-z0-9_-][A-Za-z0-9._-]*)$/, 'not a file a backup holds');

const ZManifest = z.object({
  format: z.literal(1),
  dialect: z.enum(['sqlite', 'postgres']),
  createdAt: z.string(),
  app: z.object({ version: z.string().nullable(), commit: z.string().nullable() }),
  schema: z.string().nullable(),
  lastMigration: z.string().nullable(),
  counts: z.record(z.string(), z.number().int().min(0)),
  files: z.record(ZBackupFileName, z.string().regex(/^[0-9a-f]{64}$/)),
});
export type TBackupManifest = z.infer<typeof ZManifest>;

const API_DIR = path.resolve(import.meta.dirname, '../..');

/** The API's version and the commit it was built from, when this is a git checkout. */
function appRelease(): TBackupManifest['app'] {
  let version: string | null = null;
  try {
    version =
      (JSON.parse(fs.readFileSync(path.join(API_DIR, 'package.json'), 'utf8')) as { version?: string }).version ?? null;
  } catch {
    version = null;
  }
  let commit: string | null = null;
  try {
    commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: API_DIR, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    commit = null;
  }
  return { version, commit };
}

/** A file's sha256, read in chunks: a shop's database may be larger than the memory spared for this. */
async function sha256Of(file: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** A directory name for now in UTC that sorts by time and holds no colon: 2026-11-29T06-05-00Z. */
function stampOf(now: Date): string {
  return now
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '-');
}

/**
 * Writes one backup under `outDir` (DATA_DIR/backups by default) in a directory named by the time; answers its path.
 * It is written under a `.partial` name and renamed when whole, so a directory without that suffix is complete.
 */
export async function createBackup(config: TConfig, outDir: string, now = new Date()): Promise<string> {
  const finalDir = path.join(outDir, stampOf(now));
  if (fs.existsSync(finalDir)) throw new BackupRefusal(`${finalDir} exists already: wait a second and run it again.`);
  const workDir = `${finalDir}.partial`;
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.mkdirSync(workDir, { recursive: true });
  try {
    const { file, facts } = await backupDatabase(config.database, workDir);
    const files: Record<string, string> = { [file]: await sha256Of(path.join(workDir, file)) };
    // The pictures are copied after the database: a picture is written before the row naming it commits, so every
    // picture the backup's database names is whole here. One written meanwhile, and named by no row of it, may not be.
    const uploadsDir = path.join(config.dataDir, UPLOADS);
    if (fs.existsSync(uploadsDir)) {
      fs.mkdirSync(path.join(workDir, UPLOADS));
      for (const entry of fs.readdirSync(uploadsDir, { withFileTypes: true })) {
        const name = `${UPLOADS}/${entry.name}`;
        // Only the pictures the server writes (a name of ours); a half-written temporary file is not one of them.
        if (!entry.isFile() || !ZBackupFileName.safeParse(name).success) continue;
        try {
          fs.copyFileSync(path.join(uploadsDir, entry.name), path.join(workDir, name));
        } catch (error) {
          // Deleted since the directory was read (an account closed meanwhile): the shop has lost it too.
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
          throw error;
        }
        files[name] = await sha256Of(path.join(workDir, name));
      }
    }
    const manifest: TBackupManifest = {
      format: 1,
      dialect: config.database.dialect,
      createdAt: now.toISOString(),
      app: appRelease(),
      schema: facts.schema,
      lastMigration: facts.lastMigration,
      counts: facts.counts,
      files,
    };
    fs.writeFileSync(path.join(workDir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    fs.renameSync(workDir, finalDir);
    return finalDir;
  } catch (error) {
    fs.rmSync(workDir, { recursive: true, force: true });
    throw error;
  }
}

/** The manifest of a backup directory, once every file it names is there with its sha256; refused otherwise. */
export async function checkedManifest(dir: string): Promise<TBackupManifest> {
  const manifestFile = path.join(dir, MANIFEST);
  if (!fs.existsSync(manifestFile)) throw new BackupRefusal(`${dir} holds no ${MANIFEST}: it is not a backup.`);
  let parsed: ReturnType<typeof ZManifest.safeParse>;
  try {
    parsed = ZManifest.safeParse(JSON.parse(fs.readFileSync(manifestFile, 'utf8')));
  } catch {
    throw new BackupRefusal(`${manifestFile} is not JSON: the backup is damaged.`);
  }
  if (!parsed.success) throw new BackupRefusal(`${manifestFile} is not a backup's manifest: the backup is damaged.`);
  const manifest = parsed.data;
  if (!(BACKUP_DATABASE_FILE[manifest.dialect] in manifest.files)) {
    throw new BackupRefusal(`The manifest names no database file: the backup is damaged.`);
  }
  const damaged: string[] = [];
  for (const [name, sha] of Object.entries(manifest.files)) {
    const file = path.join(dir, name);
    if (!fs.existsSync(file) || (await sha256Of(file)) !== sha) damaged.push(name);
  }
  if (damaged.length > 0) {
    throw new BackupRefusal(
      `The backup is damaged or was changed: ${damaged.join(', ')} ` +
        `${damaged.length === 1 ? 'does' : 'do'} not match the sha256 in its manifest. Nothing was restored.`,
    );
  }
  return manifest;
}

export interface TRestoreResult {
  manifest: TBackupManifest;
  counts: Record<TBackupCountedTable, number>;
  lastMigration: string | null;
}

/**
 * Restores a backup into the configured database and DATA_DIR/uploads: the files are checked first, a database that
 * holds orders is replaced only when `replace` says so, and the restored database is migrated to this release.
 */
export async function restoreBackup(config: TConfig, dir: string, replace: boolean): Promise<TRestoreResult> {
  const manifest = await checkedManifest(dir);
  if (manifest.dialect !== config.database.dialect) {
    throw new BackupRefusal(
      `This is a backup of a ${manifest.dialect} database and the configured database is ${config.database.dialect}: ` +
        'restore it into the same kind of database.',
    );
  }
  const orders = await ordersIn(config.database);
  if (orders > 0 && !replace) {
    throw new BackupRefusal(
      `The configured database already holds ${orders} order(s). Restoring replaces all of it: run again with --yes ` +
        'to replace it. Nothing was changed.',
    );
  }
  await restoreDatabase(config.database, path.join(dir, BACKUP_DATABASE_FILE[manifest.dialect]), manifest.schema);
  restorePictures(dir, manifest, path.join(config.dataDir, UPLOADS));
  // A backup of an older release is brought up to this one's schema, as a server's start would.
  const facts = await migratedFacts(config.database);
  return { manifest, counts: facts.counts, lastMigration: facts.lastMigration };
}

/** Each picture written aside and renamed into place; pictures already there and not in the backup are kept. */
function restorePictures(dir: string, manifest: TBackupManifest, uploadsDir: string): void {
  const pictures = Object.keys(manifest.files).filter((name) => name.startsWith(`${UPLOADS}/`));
  if (pictures.length === 0) return;
  fs.mkdirSync(uploadsDir, { recursive: true });
  for (const name of pictures) {
    const target = path.join(uploadsDir, path.basename(name));
    const temp = `${target}.restoring-${process.pid}`;
    fs.copyFileSync(path.join(dir, name), temp);
    fs.renameSync(temp, target);
  }
}
