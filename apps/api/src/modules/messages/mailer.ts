import { randomUUID } from 'node:crypto';
import MailComposer from 'nodemailer/lib/mail-composer';
import MimeNode from 'nodemailer/lib/mime-node';
import type { TMailConfig } from '../../config.js';
import { messageFiles } from './message-files.js';
import { createSmtpSender, type TMimeMessage } from './smtp-sender.js';
// SMTP's DATA written without a JavaScript loop over each byte when it needs no change (smtp-data.ts).
import './smtp-data.js';

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
 * The email's MIME message, in one piece (decision 144). nodemailer's MailComposer makes the tree of parts and every
 * header (addresses, encoded words, boundaries, Message-ID, Date), exactly as `sendMail` would; the parts' bodies are
 * then written here at once, as its streams write them (base64 in lines of 76, 7bit text with CRLF line ends), and
 * the message is handed to the transport whole (`raw`). Its streams cost the worker about 0.6 ms of CPU per email,
 * and wrote the message to the SMTP connection in some twenty pieces, each a system call.
 */
export function mimeMessage(mail: TMail, options: { date?: Date; baseBoundary?: string } = {}): TMimeMessage {
  // The root's base boundary (see createChild below), from randomUUID's pool of random bytes, made ahead in bulk.
  const baseBoundary = randomUUID().replace(/-/g, '').slice(0, 16);
  const root = new MailComposer({ ...mail, ...MAIL_DEFAULTS, baseBoundary, ...options }).compile();
  // NOTE: the envelope is the mail's two addresses as nodemailer's getEnvelope normalises them (an IDN domain in its
  // ASCII form), without parsing again the From and To headers just made from them (decision 147).
  const normalise = (root as unknown as { _normalizeAddress(address: string): string })._normalizeAddress.bind(root);
  const from = normalise(mail.from.address);
  const to = normalise(mail.to);
  if (!from || !to) throw new Error('an email needs a sender and a recipient');
  return { raw: Buffer.from(mimeParts(root, []).join(''), 'latin1'), envelope: { from, to: [to] } };
}

// NOTE: a MIME node made without a base boundary draws its own (crypto.randomBytes, about 30 µs), and MailComposer gives
// one to the root only: an email's three other nodes each drew one, though a part's boundary is written from the
// root's alone (`rootNode.baseBoundary`). A child is given its root's instead, which changes no byte of the message.
const createChild = MimeNode.prototype.createChild;
MimeNode.prototype.createChild = function createChildOfRootBoundary(this: MimeNode, contentType, options) {
  const inherited = { baseBoundary: this.rootNode.baseBoundary };
  if (options === undefined && typeof contentType === 'object' && contentType !== null) {
    return createChild.call(this, { ...inherited, ...contentType });
  }
  return createChild.call(this, contentType, { ...inherited, ...options });
};

/** A MIME node and its children as MimeNode's stream writes them (headers, body, the children between boundaries). */
function mimeParts(node: MimeNode, out: string[]): string[] {
  // NOTE: buildHeaders encodes every header to ASCII; it also sets the node's transfer encoding, multipart and
  // boundary, read below. Bodies are ASCII once encoded, so the message is joined as latin1 text.
  out.push(node.buildHeaders(), '\r\n\r\n');
  const { content } = node;
  if (typeof content === 'string' || Buffer.isBuffer(content)) {
    if (node.getTransferEncoding() === 'base64') out.push(base64Lines(Buffer.from(content)));
    // 7bit: plain ASCII text of short lines, whose line ends become CRLF (nodemailer's LeWindows).
    else out.push(content.toString().replace(/\r?\n/g, '\r\n'));
  } else if (content !== undefined) {
    throw new Error('an email part is given as a string or bytes');
  }
  if (node.multipart) {
    for (const [index, child] of node.childNodes.entries()) {
      out.push(`${index > 0 ? '\r\n' : ''}--${node.boundary}\r\n`);
      mimeParts(child, out);
    }
    out.push(`\r\n--${node.boundary}--\r\n`);
  }
  return out;
}

/** Bytes in base64, in lines of 76 characters ended by CRLF but the last (nodemailer's base64 Encoder). */
function base64Lines(bytes: Buffer): string {
  const text = bytes.toString('base64');
  const lines: string[] = [];
  for (let at = 0; at < text.length; at += 76) lines.push(text.slice(at, at + 76));
  return lines.join('\r\n');
}

/**
 * Email through nodemailer (decision 045): over SMTP when SMTP_URL is set; otherwise each email is written as an
 * .eml file under DATA_DIR/mail, so `npm start` sends nothing and a developer can open what would have gone.
 */
export function createMailer(config: TMailConfig): TMailer {
  if (config.smtpUrl) {
    // NOTE: one connection kept between emails (decision 128), nodemailer's own SMTP client (decision 146).
    const smtp = createSmtpSender(config.smtpUrl);
    return {
      kind: 'smtp',
      send: (mail) => smtp.send(mimeMessage(mail)),
      close: () => smtp.close(),
    };
  }
  // The message as SMTP would carry it, CRLF line ends and all (RFC 5322's form of an .eml file, which any mail
  // program opens): turning them into LF cost about a millisecond of CPU per email (decisions 134 and 136).
  const files = messageFiles(config.outboxDir);
  return {
    kind: 'files',
    async send(mail) {
      const { raw } = mimeMessage(mail);
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.messageId.replace(/[^\w.-]/g, '_')}.eml`;
      files.write(name, raw);
    },
    close: () => undefined,
  };
}
