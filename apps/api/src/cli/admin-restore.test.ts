// `npm run admin -- reset-sign-in | reset-second-factor` (issue 32, item 8; decision 061), run as the command runs:
// a child process on a SQLite file of its own. The services behind it are tested on both databases in
// modules/operators/operator-credentials.test.ts.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.js';
import { sha256 } from '../lib/ids.js';
import { builtEntry } from '../test/built-entry.js';

const run = promisify(execFile);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rihla-admin-'));
const EMAIL = 'lost.owner@ops.example';

afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function admin(...args: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [builtEntry('cli/admin'), ...args], {
      cwd: dataDir,
      env: {
        PATH: process.env.PATH ?? '',
        DATA_DIR: dataDir,
        PUBLIC_URL: 'http://127.0.0.1:3000',
        ADMIN_PASSWORD: 'owner-password-12',
      },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

async function ownerRow() {
  const database = await openDatabase({ dialect: 'sqlite', filename: path.join(dataDir, 'rihla.sqlite') });
  try {
    return await database.db.selectFrom('operators').selectAll().where('email', '=', EMAIL).executeTakeFirstOrThrow();
  } finally {
    await database.close();
  }
}

describe('npm run admin -- reset-sign-in and reset-second-factor', () => {
  it('prints a one-time link for an owner, resets only the second factor on request, and refuses an unknown email', async () => {
    const created = await admin('create-owner', '--email', EMAIL, '--name', 'Lost Owner');
    expect(created.code, created.output).toBe(0);
    const enrolled = 'JBSWY3DPEHPK3PXP';
    const database = await openDatabase({ dialect: 'sqlite', filename: path.join(dataDir, 'rihla.sqlite') });
    await database.db.updateTable('operators').set({ totp_secret: enrolled }).where('email', '=', EMAIL).execute();
    await database.close();

    const secondFactor = await admin('reset-second-factor', '--email', EMAIL);
    expect(secondFactor.code, secondFactor.output).toBe(0);
    expect(secondFactor.output).toContain(`The second factor of ${EMAIL} is reset`);
    expect(await ownerRow()).toMatchObject({ status: 'active', totp_secret: null });

    const reset = await admin('reset-sign-in', '--email', EMAIL);
    expect(reset.code, reset.output).toBe(0);
    const link = /http:\/\/127\.0\.0\.1:3000\/admin\/invite\/(\S+)/.exec(reset.output);
    expect(link, reset.output).not.toBeNull();
    expect(await ownerRow()).toMatchObject({
      status: 'invited',
      password_hash: '',
      invite_hash: sha256(link?.[1] ?? ''),
    });

    const unknown = await admin('reset-sign-in', '--email', 'nobody@ops.example');
    expect(unknown.code).toBe(1);
    expect(unknown.output).toContain('No operator has the email nobody@ops.example');
    const missing = await admin('reset-second-factor');
    expect(missing.code).toBe(1);
    expect(missing.output).toContain('--email is required');
  }, 60_000);
});
