import fs from 'node:fs';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { DEV_APP_SECRET } from './config.js';
import { openRaw, sleep } from './test/raw-http.js';
import { spawnServer, type TServerProcess, untilReady } from './test/server-process.js';

const STRONG_SECRET = 'a-strong-random-secret-of-more-than-32-characters';
/** 32 bytes in base64: a production start needs a personal data key (decision 092). */
const PERSONAL_DATA_KEY = 'kK3xL0c6m9Qy1Jq2V4b7N8sT5wZ0aR2eF6hU9iO3pD0=';

const started: TServerProcess[] = [];

afterEach(async () => {
  for (const server of started.splice(0)) {
    await server.kill();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
});

/** Starts the built server with only the given environment (plus PATH), in an empty directory. */
async function startServer(env: Record<string, string>): Promise<TServerProcess> {
  const server = await spawnServer(env);
  started.push(server);
  return server;
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
    const server = await startServer({ NODE_ENV: 'production', APP_SECRET: STRONG_SECRET, PERSONAL_DATA_KEY });
    await untilReady(server);
    const res = await fetch(`${server.url}/api/health`);
    expect(res.status).toBe(200);
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});

describe.runIf(isSqliteProject)('production start-up checks PERSONAL_DATA_KEY (decision 092)', () => {
  it('refuses to start without PERSONAL_DATA_KEY, saying why and how to make one', async () => {
    const server = await startServer({ NODE_ENV: 'production', APP_SECRET: STRONG_SECRET });
    const code = await server.exited;
    expect(code).not.toBe(0);
    expect(server.output()).toContain('PERSONAL_DATA_KEY must be set when NODE_ENV=production');
    expect(server.output()).toContain('openssl rand -base64 32');
    expect(await connectionRefused(server.port)).toBe(true);
  });
});

describe.runIf(isSqliteProject)('graceful shutdown on SIGTERM', () => {
  it('finishes the request in flight with 200, refuses new connections, and exits 0', async () => {
    const server = await startServer({ NODE_ENV: 'test' });
    await untilReady(server);

    // A request whose body is still arriving when the signal comes: the server has routed it and waits.
    const body = JSON.stringify({});
    const inFlight = await openRaw(server.port);
    await inFlight.write(
      `POST /api/users/countries HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    await inFlight.write(body.slice(0, 1));
    // The server has read those headers once it answers a request sent after them (a server busy painting its
    // demo pictures at start-up may take longer than any fixed pause): only then is the request in flight.
    await sleep(200);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);

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
    await untilReady(server);
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
