// Runs the real server (the built dist/server.js, as `npm start` runs it) as a child process, for tests that need start-up checks, SIGTERM, several processes on one database or a process killed
// mid-request. The test talks to it over HTTP.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { builtEntry } from './built-entry.js';

export interface TServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  dataDir: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** Kills the process at once (SIGKILL), as a crash or an OOM killer would, and waits until it is gone. */
  kill(): Promise<void>;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Spawns the server with only PATH and `env` (plus a port and, unless given, a DATA_DIR of its own) in its
 * data directory, without waiting for it: start-up refusals are tested too. Call `untilReady` to wait. A variable
 * given as undefined is left out (SEED_DEMO: undefined starts with the server's own default).
 */
export async function spawnServer(env: Record<string, string | undefined>): Promise<TServerProcess> {
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'rihla-server-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [builtEntry('server')], {
    cwd: dataDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      // Node leaves out a variable whose value is undefined.
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    port,
    url,
    dataDir,
    output: () => output,
    exited,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    stop() {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

/** Waits until /api/ready answers; fails with the server's output when it exits or takes too long. */
export async function untilReady(server: TServerProcess, timeoutMs = 45_000): Promise<TServerProcess> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`the server exited early:\n${server.output()}`);
    const ready = await fetch(`${server.url}/api/ready`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return server;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await server.kill();
  throw new Error(`the server did not become ready:\n${server.output()}`);
}

/**
 * A ready server on `databaseUrl` (for PostgreSQL a URL whose `options` set the search_path of the test's
 * schema) and `dataDir`, as a shop runs it: NODE_ENV=test, logs silent.
 */
export function startServerProcess(options: {
  databaseUrl: string;
  dataDir: string;
  env?: Record<string, string>;
}): Promise<TServerProcess> {
  return spawnServer({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: options.dataDir,
    DATABASE_URL: options.databaseUrl,
    ...options.env,
  }).then((server) => untilReady(server));
}

/** Makes a call of the API over HTTP, as the web app does. */
export async function httpCall(baseUrl: string, name: string, body: unknown, token?: string) {
  const res = await fetch(`${baseUrl}/api/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'x-access-token': token } : {}) },
    body: JSON.stringify(body),
  });
  return { statusCode: res.status, body: (await res.json()) as { status: number; message: string; data?: any } };
}
