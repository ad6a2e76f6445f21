// Once per run and project (vitest's globalSetup): a home for this run's template databases (decision 064), removed
// with every PostgreSQL database of the run (its templates, and any copy a failed test left) when the run ends.
// NOTE: this runs in vitest's main process, which may not import the test runtime (template-database.ts does).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

export default function setup(project: TestProject): () => Promise<void> {
  const runId = crypto.randomBytes(4).toString('hex');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rihla-templates-'));
  project.provide('templateRun', { runId, dir });
  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    const pgUrl = process.env.TEST_DATABASE_URL;
    if (pgUrl) await dropPostgresRun(pgUrl, runId);
  };
}

async function dropPostgresRun(url: string, runId: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      'select datname from pg_database where datname like $1 or datname like $2',
      [`rihla\\_tpl\\_${runId}\\_%`, `rihla\\_t\\_${runId}\\_%`],
    );
    for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`);
  } finally {
    await admin.end();
  }
}
