// Starts the real built server (apps/api/dist/server.js) or the bare reference server as a child process,
// with the same environment and logger settings, and waits until it answers.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const READY_TIMEOUT_MS = 60_000;

/** A free TCP port on the loopback interface. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(url, child) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not become ready in time');
}

/**
 * kind 'api' runs the real server on `dataDir` (SQLite there unless databaseUrl is given);
 * kind 'bare' runs bench/lib/bare-server.mjs. Logs go to a file in `logDir`.
 */
export async function startServer({ root, kind, dataDir, databaseUrl, logDir, env = {} }) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const script =
    kind === 'api' ? path.join(root, 'apps/api/dist/server.js') : path.join(root, 'bench/lib/bare-server.mjs');
  const logFile = path.join(logDir, `${kind}-${port}.log`);
  const out = fs.openSync(logFile, 'a');
  const childEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: url,
    APP_SECRET: crypto.randomBytes(32).toString('hex'),
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    // The bench drives thousands of calls from one address; the rate limits would refuse them by design.
    RATE_LIMITS: 'off',
    // Both servers log at the production default, so the reference pays the same logging cost.
    LOG_LEVEL: 'info',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  };
  // For profiling the servers under load, e.g. BENCH_NODE_FLAGS='--cpu-prof --cpu-prof-dir=/tmp/prof'.
  const nodeFlags = (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeFlags, script], {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  try {
    await waitUntilReady(url, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${kind} server: ${error.message} (log: ${logFile})`);
  }
  return {
    url,
    pid: child.pid,
    logFile,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
