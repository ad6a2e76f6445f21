// The real entry point (src/server.ts) in a child process, as `npm start` runs it: start-up checks of the
// configuration and graceful shutdown on SIGTERM. Each child has a SQLite file of its own under a temporary
// DATA_DIR; the database dialect plays no part in what is tested here, so these run in the SQLite project only.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { DEV_APP_SECRET } from './config.js';
import { openRaw, sleep } from './test/raw-http.js';

const SERVER_ENTRY = path.join(import.meta.dirname, 'server.ts');
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const STRONG_SECRET = 'a-strong-random-secret-of-more-than-32-characters';

interface TServer {
  child: ChildProcess;
  port: number;
  baseUrl: string;
  output(): string;
  exited: Promise<number | null>;
}

const started: TServer[] = [];
const dataDirs: string[] = [];

afterEach(async () => {
  for (const server of started.splice(0)) {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
  }
  for (const dir of dataDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Starts src/server.ts under tsx with only the given environment (plus PATH), in an empty directory. */
async function startServer(env: Record<string, string>): Promise<TServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rihla-server-'));
  dataDirs.push(dataDir);
  const port = await freePort();
  const child = spawn(process.execPath, ['--conditions=source', '--import', TSX_LOADER, SERVER_ENTRY], {
    cwd: dataDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
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
  const server = { child, port, baseUrl: `http://127.0.0.1:${port}`, output: () => output, exited };
  started.push(server);
  return server;
}

async function waitUntilReady(server: TServer, timeoutMs = 45_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`the server exited early:\n${server.output()}`);
    const ok = await fetch(`${server.baseUrl}/api/ready`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await sleep(150);
  }
  throw new Error(`the server did not become ready:\n${server.output()}`);
}

function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

const isSqliteProject = process.env.TEST_DIALECT !== 'postgres';

describe.runIf(isSqliteProject)('production start-up checks APP_SECRET', () => {
  it.each([
    ['missing', {}],
    ['the development default', { APP_SECRET: DEV_APP_SECRET }],
    ['shorter than 32 characters', { APP_SECRET: 'only-twenty-chars-xx' }],
  ])('refuses to start when APP_SECRET is %s, saying why', async (_label, env: Record<string, string>) => {
    const server = await startServer({ NODE_ENV: 'production', ...env });
    const code = await server.exited;
    expect(code).not.toBe(0);
    expect(code).not.toBeNull();
    expect(server.output()).toContain(
      'APP_SECRET must be set to a random value of at least 32 characters when NODE_ENV=production',
    );
    expect(await connectionRefused(server.port)).toBe(true);
  });

  it('starts with a strong APP_SECRET, answers with HSTS, and exits 0 on SIGTERM', async () => {
    const server = await startServer({ NODE_ENV: 'production', APP_SECRET: STRONG_SECRET });
    await waitUntilReady(server);
    const res = await fetch(`${server.baseUrl}/api/health`);
    expect(res.status).toBe(200);
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});

describe.runIf(isSqliteProject)('graceful shutdown on SIGTERM', () => {
  it('finishes the request in flight with 200, refuses new connections, and exits 0', async () => {
    const server = await startServer({ NODE_ENV: 'test' });
    await waitUntilReady(server);

    // A request whose body is still arriving when the signal comes: the server has routed it and waits.
    const body = JSON.stringify({});
    const inFlight = await openRaw(server.port);
    await inFlight.write(
      `POST /api/users/countries HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    await inFlight.write(body.slice(0, 1));
    await sleep(200);

    server.child.kill('SIGTERM');
    // The listening socket closes first: new connections are refused while the request is still open.
    await expect.poll(() => connectionRefused(server.port), { timeout: 5_000, interval: 50 }).toBe(true);
    expect(inFlight.isClosed()).toBe(false);
    expect(server.child.exitCode).toBeNull();

    await inFlight.write(body.slice(1));
    expect(await inFlight.statusLine()).toBe('HTTP/1.1 200 OK');
    await inFlight.closed;
    expect(inFlight.received()).toContain('"status":1');
    expect(inFlight.received()).toContain('"AE"');
    expect(await server.exited).toBe(0);
  });

  it('lets a keep-alive connection with no request in flight go at once, and exits 0', async () => {
    const server = await startServer({ NODE_ENV: 'test' });
    await waitUntilReady(server);
    const idle = await openRaw(server.port);
    await idle.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    expect(await idle.statusLine()).toBe('HTTP/1.1 200 OK');
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    await idle.closed;
    // Well before the 10-second keep-alive and the shutdown grace period.
    expect(Date.now() - signalledAt).toBeLessThan(5_000);
  });
});
