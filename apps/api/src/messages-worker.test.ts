// The messages worker ends with the server that started it (decision 050), also when the server went while the
// worker was still starting (opening and migrating the database): a worker left behind would send on for nobody.
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtEntry } from './test/built-entry.js';

describe('the messages worker process', () => {
  it('exits when the server that started it is gone before it was ready', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rihla-worker-'));
    const child = fork(builtEntry('messages-worker'), [], {
      execArgv: [],
      env: {
        PATH: process.env.PATH ?? '',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        OUTBOX_POLL_MS: '1000',
        SHUTDOWN_GRACE_MS: '5000',
      },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    // The channel closes at once, as when the server is killed: the worker has not even loaded its modules yet.
    child.disconnect();
    const timeout = new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), 25_000));
    const outcome = await Promise.race([exited, timeout]);
    if (outcome === 'still running') child.kill('SIGKILL');
    expect(outcome).toBe(0);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 40_000);
});
