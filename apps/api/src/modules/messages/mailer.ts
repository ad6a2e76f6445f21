import nodemailer from 'nodemailer';
import type { TMailConfig } from '../../config.js';
import { messageFiles } from './message-files.js';

export interface TMail {
  /** MAIL_FROM's address under the shop's name (decision 071). */
  from: { name: string; address: string };
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
  /** Derived from the outbox row: a message sent again after a crash keeps its Message-ID. */
  messageId: string;
}

export interface TMailer {
  /** Where mail goes, for the logs: 'smtp' or 'files'. */
  readonly kind: 'smtp' | 'files';
  send(mail: TMail): Promise<void>;
  close(): void;
}

/**
 * What every email's MIME message is given, over SMTP and in files alike (decision 136): its HTML and plain text in
 * base64, whatever their script (a text of short ASCII lines stays 7bit). nodemailer otherwise picks quoted-printable
 * for text with more Latin letters than other characters (all the HTML, an English text), which costs more of the
 * worker's CPU than the rest of the message together; both parts say `charset=utf-8`, so base64 text is no spam
 * filter's sign of a disguised message.
 */
export const MAIL_DEFAULTS = { textEncoding: 'base64' } as const;

/**
 * Email through nodemailer (decision 045): over SMTP when SMTP_URL is set; otherwise each email is written as an
 * .eml file under DATA_DIR/mail, so `npm start` sends nothing and a developer can open what would have gone.
 */
export function createMailer(config: TMailConfig): TMailer {
  if (config.smtpUrl) {
    // NOTE: pooled (decision 128): the worker sends one email after another, and a connection of its own for each
    // (TCP, greeting, EHLO, TLS with smtps) cost more than composing it. Idle connections close with the mailer, and
    // SMTP_URL's own `pool` (`?pool=false`) still wins, as nodemailer reads the address over these options.
    const transport = nodemailer.createTransport({ url: config.smtpUrl, pool: true }, MAIL_DEFAULTS);
    return {
      kind: 'smtp',
      async send(mail) {
        await transport.sendMail(mail);
      },
      close: () => transport.close(),
    };
  }
  // The message as SMTP would carry it, CRLF line ends and all (RFC 5322's form of an .eml file, which any mail
  // program opens): turning them into LF cost about a millisecond of CPU per email (decisions 134 and 136).
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true }, MAIL_DEFAULTS);
  const files = messageFiles(config.outboxDir);
  return {
    kind: 'files',
    async send(mail) {
      const info = await transport.sendMail(mail);
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.messageId.replace(/[^\w.-]/g, '_')}.eml`;
      files.write(name, info.message as Buffer);
    },
    close: () => transport.close(),
  };
}
