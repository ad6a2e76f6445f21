import { randomUUID } from 'node:crypto';
import MailComposer from 'nodemailer/lib/mail-composer';
import * as mimeFuncs from 'nodemailer/lib/mime-funcs';
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
 * The email's MIME message, in one piece (decision 144). nodemailer makes every header value (addresses, encoded
 * words, Message-ID) and folds each header; the parts' bodies are written here at once, as its streams write them
 * (base64 in lines of 76, 7bit text with CRLF line ends), and the message is handed to the transport whole (`raw`).
 * Its streams cost the worker about 0.6 ms of CPU per email, and wrote the message to the SMTP connection in some
 * twenty pieces, each a system call.
 *
 * NOTE: the worker's emails all have one shape (a text, an HTML, attachments of plain file names): their tree of
 * parts is written here as MailComposer would make it (decision 148), each header value still encoded by a MimeNode
 * of nodemailer's (`encodeHeaderValue`) and folded by its `foldLines`, without the tree of MimeNode objects that
 * MailComposer builds and asks again for each header (0.29 ms of CPU for a 64 KB email, 0.13 without). Any other
 * mail is composed by MailComposer itself; a test compares both ways with MailComposer's bytes over 400 mails.
 */
export function mimeMessage(mail: TMail, options: { date?: Date; baseBoundary?: string } = {}): TMimeMessage {
  // The root's base boundary (see createChild below), from randomUUID's pool of random bytes, made ahead in bulk.
  const baseBoundary = options.baseBoundary ?? randomUUID().replace(/-/g, '').slice(0, 16);
  const from = HEADER_NODE._normalizeAddress(mail.from.address);
  const to = HEADER_NODE._normalizeAddress(mail.to);
  if (!from || !to) throw new Error('an email needs a sender and a recipient');
  const envelope = { from, to: [to] };
  if (isOfTheWorkersShape(mail)) {
    return { raw: Buffer.from(workersShape(mail, options.date ?? new Date(), baseBoundary), 'utf8'), envelope };
  }
  const root = new MailComposer({ ...mail, ...MAIL_DEFAULTS, baseBoundary, ...options }).compile();
  // A message that does not end a line (one part, no closing boundary) is ended by one, as nodemailer's LastNewline does.
  const text = mimeParts(root, []).join('');
  const ended = text.endsWith('\n') ? text : `${text}${text.endsWith('\r') ? '\n' : '\r\n'}`;
  return { raw: Buffer.from(ended, 'utf8'), envelope };
}

/**
 * A MIME node of nothing, made as MailComposer makes the message's (MAIL_DEFAULTS' text encoding), that encodes header
 * values and addresses as a node of the message would. NOTE: the envelope's addresses are normalised as nodemailer's
 * getEnvelope does (an IDN domain in its ASCII form), without parsing the From and To headers again (decision 147).
 */
const HEADER_NODE = new MimeNode(false, MAIL_DEFAULTS) as unknown as {
  encodeHeaderValue(key: string, value: unknown): string;
  _normalizeAddress(address: string): string;
};

/** An attachment's file name and type that MailComposer writes as they are, unquoted and unencoded. */
const PLAIN_FILENAME = /^[A-Za-z0-9_.][A-Za-z0-9_.-]*$/;
const PLAIN_TYPE = /^[a-z]+\/[a-z0-9.+-]+$/;

/** Whether the mail has the worker's shape: a text and an HTML of some content, attachments of plain names and types. */
export function isOfTheWorkersShape(mail: TMail): boolean {
  if (!mail.text || !mail.html || !mail.subject.trim() || !mail.messageId) return false;
  return (mail.attachments ?? []).every(
    (attachment) =>
      PLAIN_FILENAME.test(attachment.filename) &&
      PLAIN_TYPE.test(attachment.contentType) &&
      Buffer.isBuffer(attachment.content) &&
      attachment.content.length > 0,
  );
}

/** A header as MimeNode's buildHeaders writes it: its value encoded as the node encodes it, folded at 76. */
function header(key: string, value: unknown): string {
  return mimeFuncs.foldLines(`${key}: ${HEADER_NODE.encodeHeaderValue(key, value)}`, 76);
}

/** A text part's headers and body as MimeNode writes them: 7bit when plain ASCII of short lines, else base64. */
function textPart(contentType: string, content: string): string {
  const isSevenBit = mimeFuncs.isPlainText(content) && !mimeFuncs.hasLongerLines(content, 76);
  const head = `Content-Type: ${contentType}; charset=utf-8\r\nContent-Transfer-Encoding: ${isSevenBit ? '7bit' : 'base64'}`;
  const body = isSevenBit ? content.replace(/\r?\n/g, '\r\n') : base64Lines(Buffer.from(content));
  return `${head}\r\n\r\n${body}`;
}

/**
 * The message MailComposer makes of a mail of the worker's shape: multipart/alternative of the text and the HTML, in
 * multipart/mixed with the attachments when there are any; its nodes numbered in the order it makes them, each
 * multipart's boundary of the root's base boundary and its number.
 */
function workersShape(mail: TMail, date: Date, baseBoundary: string): string {
  const attachments = mail.attachments ?? [];
  const boundary = (part: number) => `--_NmP-${baseBoundary}-Part_${part}`;
  const multipart = (type: string, part: number) =>
    mimeFuncs.foldLines(`Content-Type: multipart/${type}; boundary="${boundary(part)}"`, 76);
  const isMixed = attachments.length > 0;
  const alternativePart = isMixed ? 2 : 1;
  const alternative = [
    `--${boundary(alternativePart)}\r\n`,
    textPart('text/plain', mail.text),
    `\r\n--${boundary(alternativePart)}\r\n`,
    textPart('text/html', mail.html),
    `\r\n--${boundary(alternativePart)}--\r\n`,
  ].join('');
  const rootHeaders = [
    header('From', mail.from),
    header('To', mail.to),
    header('Subject', mail.subject),
    header('Message-ID', mail.messageId),
    `Date: ${date.toUTCString().replace(/GMT/, '+0000')}`,
    'MIME-Version: 1.0',
    multipart(isMixed ? 'mixed' : 'alternative', 1),
  ].join('\r\n');
  if (!isMixed) return `${rootHeaders}\r\n\r\n${alternative}`;
  const out = [rootHeaders, '\r\n\r\n', `--${boundary(1)}\r\n`, multipart('alternative', 2), '\r\n\r\n', alternative];
  for (const attachment of attachments) {
    out.push(
      `\r\n--${boundary(1)}\r\n`,
      `Content-Type: ${attachment.contentType}; name=${attachment.filename}\r\n`,
      'Content-Transfer-Encoding: base64\r\n',
      mimeFuncs.foldLines(`Content-Disposition: attachment; filename=${attachment.filename}`, 76),
      '\r\n\r\n',
      base64Lines(attachment.content),
    );
  }
  out.push(`\r\n--${boundary(1)}--\r\n`);
  return out.join('');
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
  // NOTE: buildHeaders sets the node's transfer encoding, multipart and boundary, read below. Its headers are ASCII
  // but for an address's Unicode local part (SMTPUTF8), kept as is: the message is written as UTF-8, as nodemailer
  // writes it (bodies are ASCII once encoded).
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
