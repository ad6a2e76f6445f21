// Runs the real server (src/server.ts through tsx) as a child process, for tests that need several
// processes on one database or a process killed mid-request. The test talks to it over HTTP.
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const API_ROOT = path.resolve(import.meta.dirname, '../..');

export interface TServerProcess {
  url: string;
  child: ChildProcess;
  /** Kills the process at once (SIGKILL), as a crash or an OOM killer would, and waits until it is gone. */
  kill(): Promise<void>;
  /** SIGTERM and wait for the exit code. */
  stop(): Promise<number | null>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/**
 * Starts a server on `databaseUrl` (for PostgreSQL a URL whose `options` set the search_path of the test's
 * schema) and resolves once /api/ready answers. `publicUrl` is what the sandbox gateway sends shoppers back to.
 */
export async function startServerProcess(options: {
  databaseUrl: string;
  dataDir: string;
  env?: Record<string, string>;
}): Promise<TServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/server.ts'], {
    cwd: API_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl,
      WEB_DIST_DIR: path.join(options.dataDir, 'no-web-build'),
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}: ${stderr}`);
    const ready = await fetch(`${url}/api/ready`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) {
      return {
        url,
        child,
        async kill() {
          child.kill('SIGKILL');
          await exited(child);
        },
        async stop() {
          child.kill('SIGTERM');
          return exited(child);
        },
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`The server at ${url} did not become ready: ${stderr}`);
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
