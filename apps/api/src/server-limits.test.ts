import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { createTestApp, type TTestApp } from './test/harness.js';
import { openRaw, sleep } from './test/raw-http.js';

// Short limits so the test runs in seconds; production defaults are 10 s for headers and 30 s per request.
const HEADERS_TIMEOUT_MS = 1_000;
const REQUEST_TIMEOUT_MS = 2_000;
const IDLE_TIMEOUT_MS = 5_000;

let t: TTestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    env: {
      HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
      HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
      HTTP_IDLE_TIMEOUT_MS: String(IDLE_TIMEOUT_MS),
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t?.close();
});

async function healthAnswers(): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${port}/api/health`);
  return res.status;
}

/** Sends bytes one at a time, every `gapMs`, until the server closes the connection or the text runs out. */
async function trickle(connection: Awaited<ReturnType<typeof openRaw>>, text: string, gapMs: number) {
  for (const byte of text) {
    if (!(await connection.write(byte))) return;
    await sleep(gapMs);
  }
}

describe('HTTP server limits', () => {
  it('cuts off a client that sends its headers byte by byte, while other requests are still served', async () => {
    const slow = await openRaw(port);
    // Each byte arrives well within the idle time-out, so only the headers time-out can stop this client.
    const headers = `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ${'a'.repeat(200)}\r\n\r\n`;
    const sending = trickle(slow, headers, 50);
    await sleep(300);
    expect(await healthAnswers()).toBe(200);
    const { afterMs } = await slow.closed;
    await sending;
    expect(afterMs).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 50);
    // Node checks the time-outs on an interval of a quarter of the headers limit.
    expect(afterMs).toBeLessThan(HEADERS_TIMEOUT_MS * 2 + 500);
    expect(slow.bytesSent()).toBeLessThan(Buffer.byteLength(headers));
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(await healthAnswers()).toBe(200);
  });

  it('cuts off a client that connects and sends nothing', async () => {
    const silent = await openRaw(port);
    const { afterMs } = await silent.closed;
    expect(afterMs).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 50);
    expect(afterMs).toBeLessThan(HEADERS_TIMEOUT_MS * 2 + 500);
  });

  it('cuts off a client that sends its body slower than the request time-out allows', async () => {
    const slow = await openRaw(port);
    const body = JSON.stringify({ padding: 'x'.repeat(60) });
    await slow.write(
      `POST /api/users/countries HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    const headerBytes = slow.bytesSent();
    const sending = trickle(slow, body, 100);
    await sleep(300);
    expect(await healthAnswers()).toBe(200);
    const { afterMs } = await slow.closed;
    await sending;
    expect(afterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50);
    expect(afterMs).toBeLessThan(REQUEST_TIMEOUT_MS + HEADERS_TIMEOUT_MS + 500);
    expect(slow.bytesSent() - headerBytes).toBeLessThan(body.length);
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('still answers a client that sends a whole request in time', async () => {
    const quick = await openRaw(port);
    await quick.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    expect(await quick.statusLine()).toBe('HTTP/1.1 200 OK');
    await quick.closed;
    expect(quick.received()).toContain('"status":1');
  });
});

describe('loadConfig of the HTTP limits', () => {
  it('defaults to 10 s for headers, 30 s per request and idle, and 10 s of shutdown grace', () => {
    const config = loadConfig({});
    expect(config.http).toEqual({ headersTimeoutMs: 10_000, requestTimeoutMs: 30_000, idleTimeoutMs: 30_000 });
    expect(config.shutdownGraceMs).toBe(10_000);
  });

  it('refuses a headers time-out longer than the request time-out, and a time-out that is not a number', () => {
    expect(() => loadConfig({ HTTP_HEADERS_TIMEOUT_MS: '40000', HTTP_REQUEST_TIMEOUT_MS: '30000' })).toThrow(
      /HTTP_HEADERS_TIMEOUT_MS must not be longer than HTTP_REQUEST_TIMEOUT_MS/,
    );
    expect(() => loadConfig({ HTTP_REQUEST_TIMEOUT_MS: 'soon' })).toThrow(/HTTP_REQUEST_TIMEOUT_MS/);
    expect(() => loadConfig({ SHUTDOWN_GRACE_MS: '0' })).toThrow(/SHUTDOWN_GRACE_MS/);
  });
});
