// Where the bench's messages go when they go as production sends them (decision 136, amended): a real SMTP server (the
// `smtp-server` package the tests use) that takes every email and keeps nothing, and a stand-in for Twilio's
// Messages API (the protocol of apps/api/src/test/fake-twilio.ts: POST .../Messages.json, Basic auth, a form body;
// 201 with the message) that keeps each number's last text for the bench to read a sign-up code from.
//
// Run as a process of its own (`startMessageSinks`), so that what receiving costs is not counted as the worker's or
// the bench's: production's mail server and Twilio are other machines.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import http from 'node:http';
import { fileURLToPath } from 'node:url';

export const SINK_TWILIO_SID = `AC${'0123456789abcdef'.repeat(2)}`;
export const SINK_TWILIO_TOKEN = 'bench-twilio-auth-token-1234';
export const SINK_TWILIO_FROM = '+971500000000';

/**
 * Starts the sinks in a child process: answers the server environment that sends through them (SMTP_URL and
 * SMS_PROVIDER=twilio with the stand-in's address), `lastText(to)` and `stop()`.
 */
export async function startMessageSinks() {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url)], { stdio: ['ignore', 'pipe', 'inherit'] });
  const ports = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const line = out.split('\n')[0];
      if (out.includes('\n')) resolve(JSON.parse(line));
    });
    child.once('exit', (code) => reject(new Error(`the message sinks exited (${code}) before listening`)));
  });
  const twilioUrl = `http://127.0.0.1:${ports.twilio}`;
  return {
    env: {
      SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: SINK_TWILIO_SID,
      TWILIO_AUTH_TOKEN: SINK_TWILIO_TOKEN,
      TWILIO_FROM: SINK_TWILIO_FROM,
      TWILIO_API_URL: twilioUrl,
    },
    pid: child.pid,
    /** The last text the stand-in accepted for an E.164 number, or null. */
    async lastText(to) {
      const res = await fetch(`${twilioUrl}/last?to=${encodeURIComponent(to)}`);
      return res.status === 200 ? res.text() : null;
    },
    stop() {
      child.kill('SIGTERM');
      return new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve()));
    },
  };
}

async function serve() {
  const { SMTPServer } = await import('smtp-server');
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // Connections stay open between emails (the worker's pool); without this the server says goodbye after a while.
    socketTimeout: 10 * 60_000,
    onData(stream, _session, callback) {
      stream.resume();
      stream.once('end', () => callback());
    },
  });
  await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));

  const auth = `Basic ${Buffer.from(`${SINK_TWILIO_SID}:${SINK_TWILIO_TOKEN}`).toString('base64')}`;
  const lastTexts = new Map();
  const twilio = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://sink');
      if (req.method === 'GET' && url.pathname === '/last') {
        const body = lastTexts.get(url.searchParams.get('to') ?? '');
        res.writeHead(body === undefined ? 404 : 200, { 'content-type': 'text/plain; charset=utf-8' });
        res.end(body ?? '');
        return;
      }
      const isMessages =
        req.method === 'POST' && url.pathname === `/2010-04-01/Accounts/${SINK_TWILIO_SID}/Messages.json`;
      if (!isMessages || req.headers.authorization !== auth) {
        res.writeHead(isMessages ? 401 : 404, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({ code: isMessages ? 20003 : 20404, message: 'refused', status: isMessages ? 401 : 404 }),
        );
        return;
      }
      const form = new URLSearchParams(raw);
      const to = form.get('To') ?? '';
      lastTexts.set(to, form.get('Body') ?? form.get('ContentVariables') ?? '');
      res.writeHead(201, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ sid: `SM${crypto.randomBytes(16).toString('hex')}`, status: 'queued', to }));
    });
  });
  await new Promise((resolve) => twilio.listen(0, '127.0.0.1', resolve));
  process.stdout.write(`${JSON.stringify({ smtp: smtp.server.address().port, twilio: twilio.address().port })}\n`);
  process.once('SIGTERM', () => process.exit(0));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await serve();
