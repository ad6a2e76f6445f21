import type { AddressInfo, Socket } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { createSmtpSender, SMTP_MESSAGES_PER_CONNECTION, type TSmtpSender } from './smtp-sender.js';

/** A real SMTP server on a free local port that keeps each message's text and counts the connections opened. */
async function startServer(options: Partial<SMTPServerOptions> = {}) {
  const received: string[] = [];
  const sockets: Socket[] = [];
  const state = { connections: 0, refuseNext: false, dropInNext: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      state.connections += 1;
      callback();
    },
    onData(stream, _session, callback) {
      let text = '';
      stream.on('data', (chunk: Buffer) => {
        text += chunk.toString('latin1');
      });
      stream.on('end', () => {
        if (state.dropInNext) {
          state.dropInNext = false;
          for (const socket of sockets.splice(0)) socket.destroy();
          return;
        }
        if (state.refuseNext) {
          state.refuseNext = false;
          callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          return;
        }
        received.push(text);
        callback();
      });
    },
    ...options,
  });
  server.server.on('connection', (socket: Socket) => sockets.push(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  servers.push(close);
  return {
    port,
    received,
    state,
    /** Drops every open connection, as a server does with an idle one. */
    dropConnections: () => {
      for (const socket of sockets.splice(0)) socket.destroy();
    },
  };
}

const servers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of servers.splice(0)) await close();
});

const message = (n: number) => ({
  raw: Buffer.from(
    `From: a@rihla.example\r\nTo: b@example.com\r\nSubject: ${n}\r\n\r\n.leading dot ${n}\r\n`,
    'latin1',
  ),
  envelope: { from: 'a@rihla.example', to: ['b@example.com'] },
});

/** Sends through a new sender for SMTP_URL `url` as `steps` say, closing it afterwards whatever happened. */
async function sending(url: string, steps: (smtp: TSmtpSender) => Promise<void>): Promise<void> {
  const smtp = createSmtpSender(url);
  try {
    await steps(smtp);
  } finally {
    smtp.close();
  }
}

/** The subjects (the messages' numbers) a server received, in order. */
const subjects = (received: string[]) => received.map((text) => /Subject: (\d)/.exec(text)?.[1]);

describe('the SMTP sender (decision 146)', () => {
  it('sends messages one after another over one kept connection, dots stuffed and taken out again', async () => {
    const server = await startServer();
    await sending(`smtp://127.0.0.1:${server.port}`, async (smtp) => {
      await Promise.all([1, 2, 3].map((n) => smtp.send(message(n))));
      await smtp.send(message(4));
    });
    expect(subjects(server.received)).toEqual(['1', '2', '3', '4']);
    expect(server.received[0]).toContain('\r\n\r\n.leading dot 1\r\n');
    expect(server.state.connections).toBe(1);
  });

  it('opens a new connection for the next message when the server dropped the kept one', async () => {
    const server = await startServer();
    await sending(`smtp://127.0.0.1:${server.port}`, async (smtp) => {
      await smtp.send(message(1));
      server.dropConnections();
      await smtp.send(message(2));
      await smtp.send(message(3));
    });
    expect(server.received).toHaveLength(3);
    expect(server.state.connections).toBe(2);
  });

  it('throws a refusal to the caller and sends the next message over a new connection', async () => {
    const server = await startServer();
    await sending(`smtp://127.0.0.1:${server.port}`, async (smtp) => {
      await smtp.send(message(1));
      server.state.refuseNext = true;
      await expect(smtp.send(message(2))).rejects.toThrow(/Try again later/);
      await smtp.send(message(3));
    });
    expect(subjects(server.received)).toEqual(['1', '3']);
  });

  it('sends a message again over a new connection when the kept one broke off before the server took it', async () => {
    const server = await startServer();
    await sending(`smtp://127.0.0.1:${server.port}`, async (smtp) => {
      await smtp.send(message(1));
      server.state.dropInNext = true;
      await smtp.send(message(2));
      await smtp.send(message(3));
    });
    expect(subjects(server.received)).toEqual(['1', '2', '3']);
    expect(server.state.connections).toBe(2);
  });

  it('fails a message whose new connection broke off, and sends the next over another', async () => {
    const server = await startServer();
    await sending(`smtp://127.0.0.1:${server.port}?pool=false`, async (smtp) => {
      server.state.dropInNext = true;
      await expect(smtp.send(message(1))).rejects.toThrow(/closed|ECONNECTION|ESOCKET/i);
      await smtp.send(message(2));
    });
    expect(subjects(server.received)).toEqual(['2']);
  });

  it('signs in with the address’s user and password, and refuses to send when they are wrong', async () => {
    const server = await startServer({
      authOptional: false,
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      onAuth(auth, _session, callback) {
        if (auth.username === 'rihla' && auth.password === 'p@ss word') callback(null, { user: auth.username });
        else callback(new Error('Invalid username or password'));
      },
    });
    const smtp = createSmtpSender(`smtp://rihla:p%40ss%20word@127.0.0.1:${server.port}`);
    const wrong = createSmtpSender(`smtp://rihla:nope@127.0.0.1:${server.port}`);
    try {
      await smtp.send(message(1));
      await expect(wrong.send(message(2))).rejects.toThrow(/Invalid username or password/);
    } finally {
      smtp.close();
      wrong.close();
    }
    expect(server.received).toHaveLength(1);
  });

  it('opens a connection per message with ?pool=false, and a new one after each SMTP_MESSAGES_PER_CONNECTION', async () => {
    const server = await startServer();
    await sending(`smtp://127.0.0.1:${server.port}?pool=false`, async (single) => {
      for (const n of [1, 2, 3]) await single.send(message(n));
    });
    expect(server.state.connections).toBe(3);
    await sending(`smtp://127.0.0.1:${server.port}`, async (kept) => {
      for (let n = 0; n <= SMTP_MESSAGES_PER_CONNECTION; n++) await kept.send(message(n % 10));
    });
    expect(server.state.connections).toBe(3 + 2);
    expect(server.received).toHaveLength(3 + SMTP_MESSAGES_PER_CONNECTION + 1);
  });

  it('fails a message when no server answers, without leaving anything to throw later', async () => {
    const server = await startServer();
    server.dropConnections();
    const port = server.port;
    await servers.pop()?.();
    await sending(`smtp://127.0.0.1:${port}`, async (smtp) => {
      await expect(smtp.send(message(1))).rejects.toThrow(/ECONNREFUSED|connect/i);
      await expect(smtp.send(message(2))).rejects.toThrow(/ECONNREFUSED|connect/i);
    });
  });
});
