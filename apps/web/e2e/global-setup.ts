import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's SQLite file, for fixtures written through the API's own repositories (e2e/xss.e2e.ts). */
    databaseFile: string;
    /**
     * Where the local SMTP server keeps each email the server sent, one `.eml` file each (e2e/mail.ts); the
     * texts are in DATA_DIR/sms beside the database file (e2e/sms.ts).
     */
    mailInbox: string;
  }
}

const API_ENTRY = path.resolve(import.meta.dirname, '../../api/dist/server.js');
const ROOT_PACKAGE = path.resolve(import.meta.dirname, '../../../package.json');

/** The Node flags `npm start` runs the server with (decision 016). */
function apiNodeFlags(): string[] {
  const { config } = JSON.parse(fs.readFileSync(ROOT_PACKAGE, 'utf8')) as { config?: { apiNodeFlags?: string } };
  return (config?.apiNodeFlags ?? '').split(' ').filter(Boolean);
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

export async function waitUntilReady(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    const ok = await fetch(`${url}/api/ready`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not become ready at ${url}`);
}

/**
 * A real SMTP server (the `smtp-server` package) on a free local port that writes each message it accepts to
 * `inbox` as an `.eml` file, for the journeys to read (decision 045).
 */
async function startSmtpInbox(inbox: string): Promise<{ url: string; close(): Promise<void> }> {
  fs.mkdirSync(inbox, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      count += 1;
      const file = path.join(inbox, `${Date.now()}-${String(count).padStart(5, '0')}.eml`);
      const out = fs.createWriteStream(`${file}.part`);
      stream.pipe(out);
      out.on('finish', () => {
        fs.renameSync(`${file}.part`, file);
        callback();
      });
      out.on('error', (error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  if (address === null || typeof address === 'string') throw new Error('the SMTP server has no port');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The environment of a test server on this machine's `port`, with its data (SQLite) under `dataDir`. */
export function serverEnv(port: number, dataDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
  };
}

/** Starts the production server (as `npm start` runs it) on a temporary SQLite database. */
export default async function setup(project: TestProject) {
  if (!fs.existsSync(API_ENTRY)) throw new Error('Build first: npm run build');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rihla-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const mailInbox = path.join(dataDir, 'smtp-inbox');
  const smtp = await startSmtpInbox(mailInbox);
  const child = spawn(process.execPath, [...apiNodeFlags(), API_ENTRY], {
    env: {
      ...serverEnv(port, dataDir),
      // The outbox sends as it would in production, from the messages worker process the server starts (decision
      // 050): emails to the local SMTP server, texts to DATA_DIR/sms.
      OUTBOX_POLL_MS: '300',
      MESSAGES_WORKER: 'process',
      // NOTE: at its default lower priority (nice 10) the worker got almost no CPU while four lanes' servers and
      // browsers kept both cores busy: in CI a confirmation email sent seconds after an order alone took over 90 s
      // (desk-bookings, three runs of 2026-11-28), and a lane's first journey waited on the worker's own start.
      MESSAGES_WORKER_NICENESS: '0',
      SMTP_URL: smtp.url,
      SMS_PROVIDER: 'files',
      DATABASE_URL: '',
      // NOTE: a lane signs the demo owner in from one address more than the 10 times in 15 minutes an operator's
      // sign-in allows, once its journeys are fast enough (decision 065); no journey tests a limit (the API suite
      // does, lib/rate-limit.test.ts), so every budget is ten times larger here.
      RATE_LIMIT_SCALE: '10',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // A server that never became ready is stopped here: the teardown below is returned only on success.
  await waitUntilReady(baseUrl, child, 60_000).catch(async (error: unknown) => {
    child.kill('SIGTERM');
    await smtp.close();
    throw error;
  });
  project.provide('baseUrl', baseUrl);
  project.provide('databaseFile', path.join(dataDir, 'rihla.sqlite'));
  project.provide('mailInbox', mailInbox);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await smtp.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
