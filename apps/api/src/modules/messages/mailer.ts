import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { TMailConfig } from '../../config.js';

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
 * Email through nodemailer (decision 045): over SMTP when SMTP_URL is set; otherwise each email is written as an
 * .eml file under DATA_DIR/mail, so `npm start` sends nothing and a developer can open what would have gone.
 */
export function createMailer(config: TMailConfig): TMailer {
  if (config.smtpUrl) {
    // NOTE: pooled (decision 128): the worker sends one email after another, and a connection of its own for each
    // (TCP, greeting, EHLO, TLS with smtps) cost more than composing it. Idle connections close with the mailer, and
    // SMTP_URL's own `pool` (`?pool=false`) still wins, as nodemailer reads the address over these options.
    const transport = nodemailer.createTransport({ url: config.smtpUrl, pool: true });
    return {
      kind: 'smtp',
      async send(mail) {
        await transport.sendMail(mail);
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let madeDir: Promise<unknown> | undefined;
  return {
    kind: 'files',
    async send(mail) {
      const info = await transport.sendMail(mail);
      // The folder is made once per mailer, and again after a failed write.
      madeDir ??= fs.mkdir(config.outboxDir, { recursive: true }).catch((error: unknown) => {
        madeDir = undefined;
        throw error;
      });
      await madeDir;
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.messageId.replace(/[^\w.-]/g, '_')}.eml`;
      await fs.writeFile(path.join(config.outboxDir, name), info.message as Buffer).catch((error: unknown) => {
        madeDir = undefined; // the folder may have been removed meanwhile: the next attempt makes it again
        throw error;
      });
    },
    close: () => transport.close(),
  };
}
