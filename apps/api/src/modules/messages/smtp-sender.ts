// Email over SMTP (decision 146): a finished MIME message handed to one kept connection of nodemailer's own SMTP
// client (SMTPConnection, its documented low-level client), without nodemailer's Mailer and pool around it.
import { parseConnectionUrl } from 'nodemailer/lib/shared';
import SMTPConnection from 'nodemailer/lib/smtp-connection';
import wellKnown from 'nodemailer/lib/well-known';

/** An email as SMTP carries it: the MIME message's bytes (CRLF line ends) and its envelope (mailer.ts makes it). */
export interface TMimeMessage {
  raw: Buffer;
  envelope: { from: string; to: string[] };
}

export interface TSmtpSender {
  send(message: TMimeMessage): Promise<void>;
  close(): void;
}

/** Messages one connection carries before it is closed and another opened, as nodemailer's pool does (maxMessages). */
export const SMTP_MESSAGES_PER_CONNECTION = 100;

/**
 * NOTE: nodemailer's pooled transport (decision 128) wraps a finished message in a MIME node of its own and streams
 * it through a pipeline per message: about 0.8 ms of the worker's CPU per email, as much as the SMTP exchange itself
 * (bench/mail-cpu.mjs: 1.9 ms against 1.0 for a 64 KB email). The messages go here, one after another, over one connection kept open between them (a connection per
 * email, its TCP and EHLO, cost more than composing one); SMTP_URL is read as nodemailer reads it (`smtps://`,
 * user and password, `?service=`, `?pool=false` for a connection per email, options such as `tls.servername`).
 * A connection the server closed while idle is opened again for the next message, and a message that failed on a
 * kept connection for want of the connection (the server had dropped it) is sent once more over a new one. Any other
 * failure is the caller's: the outbox tries the message again later.
 */
export function createSmtpSender(url: string): TSmtpSender {
  const parsed = parseConnectionUrl(url);
  const service = typeof parsed.service === 'string' ? wellKnown(parsed.service) : false;
  const { auth, ...options } = { ...(service || {}), ...parsed };
  const isKept = (options as { pool?: unknown }).pool !== false;
  let connection: { smtp: SMTPConnection; ready: Promise<void>; messages: number } | null = null;
  // One message at a time: SMTP carries one transaction at a time on a connection.
  let queue: Promise<unknown> = Promise.resolve();

  const drop = (smtp: SMTPConnection) => {
    if (connection?.smtp === smtp) connection = null;
    smtp.close();
  };
  const open = () => {
    const smtp = new SMTPConnection(options as SMTPConnection.Options);
    // An error or a close while idle (the server's timeout) leaves no connection: the next message opens one.
    smtp.on('error', () => drop(smtp));
    smtp.on('end', () => drop(smtp));
    const ready = new Promise<void>((resolve, reject) => {
      smtp.once('error', reject);
      smtp.connect(() => {
        if (!auth) return resolve();
        smtp.login(auth as SMTPConnection.AuthenticationType, (error) => (error ? reject(error) : resolve()));
      });
    });
    // A connection that could not open or sign in is dropped by sendOver, which awaits `ready` at once.
    connection = { smtp, ready, messages: 0 };
    return connection;
  };
  const sendOver = async (message: TMimeMessage): Promise<{ isReused: boolean; error?: Error }> => {
    const current = connection ?? open();
    const isReused = current.messages > 0;
    try {
      await current.ready;
      await new Promise<void>((resolve, reject) =>
        current.smtp.send(message.envelope, message.raw, (error) => (error ? reject(error) : resolve())),
      );
      current.messages += 1;
      if (!isKept || current.messages >= SMTP_MESSAGES_PER_CONNECTION) {
        if (connection === current) connection = null;
        current.smtp.quit();
      }
      return { isReused };
    } catch (error) {
      // A refusal of this message (its envelope or its content) leaves the connection mid-transaction: it is closed,
      // and the next message opens another.
      drop(current.smtp);
      return { isReused, error: error instanceof Error ? error : new Error(String(error)) };
    }
  };
  const sendOne = async (message: TMimeMessage) => {
    const first = await sendOver(message);
    if (!first.error) return;
    const code = (first.error as { code?: string }).code;
    // A kept connection the server had dropped: once more, over a new one.
    const isDropped = first.isReused && (code === 'ECONNECTION' || code === 'ESOCKET');
    const last = isDropped ? await sendOver(message) : first;
    if (last.error) throw last.error;
  };
  return {
    send(message) {
      const sent = queue.then(() => sendOne(message));
      queue = sent.catch(() => undefined);
      return sent;
    },
    close() {
      const current = connection;
      connection = null;
      current?.smtp.quit();
    },
  };
}
