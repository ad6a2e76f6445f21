// NOTE: nodemailer writes every email to the SMTP connection through its DataStream, which looks at each byte in
// JavaScript for what SMTP's DATA needs changed: a bare CR or LF made CRLF, a dot that starts a line doubled (RFC 5321
// 4.5.2). The messages the worker hands it (mailer.ts, decision 144) already end their lines in CRLF and start none
// with a dot, and an email with its voucher is some 50 KB: the byte loop cost about 0.4 ms of CPU per email. A chunk
// is checked here by finding its few hundred line ends natively (Buffer.indexOf), and passed on as it is when the
// loop would have changed nothing; any other chunk goes through nodemailer's own loop. What goes out is the same.
import DataStream from 'nodemailer/lib/smtp-connection/data-stream';

const CR = 0x0d;
const LF = 0x0a;
const DOT = 0x2e;

/**
 * Whether DataStream's loop would pass `chunk` on unchanged, `lastByte` being the previous chunk's last byte (false
 * before the first): every CR followed by LF (a CR that ends the chunk is checked with the next one's first byte),
 * every LF after a CR, and no dot after an LF or at the very start.
 */
export function isSmtpDataAlready(chunk: Buffer, lastByte: number | false): boolean {
  if (chunk.length === 0) return true;
  if (lastByte === CR && chunk[0] !== LF) return false;
  if ((lastByte === LF || lastByte === false) && chunk[0] === DOT) return false;
  for (let at = chunk.indexOf(LF); at !== -1; at = chunk.indexOf(LF, at + 1)) {
    const previous = at > 0 ? chunk[at - 1] : lastByte;
    if (previous !== CR || chunk[at + 1] === DOT) return false;
  }
  for (let at = chunk.indexOf(CR); at !== -1 && at < chunk.length - 1; at = chunk.indexOf(CR, at + 1)) {
    if (chunk[at + 1] !== LF) return false;
  }
  return true;
}

interface TDataStreamState {
  inByteCount: number;
  outByteCount: number;
  lastByte: number | false;
  push(chunk: Buffer): boolean;
}
type TTransform = (this: TDataStreamState, chunk: unknown, encoding: BufferEncoding, done: () => void) => void;

const prototype = DataStream.prototype as unknown as { _transform: TTransform };
/** nodemailer's own `_transform`, for the chunks that need changing (and for the test that compares the two). */
export const stuffEveryByte: TTransform = prototype._transform;

prototype._transform = function passWhatNeedsNoChange(this: TDataStreamState, chunk, encoding, done) {
  if (!Buffer.isBuffer(chunk) || chunk.length === 0 || !isSmtpDataAlready(chunk, this.lastByte)) {
    stuffEveryByte.call(this, chunk, encoding, done);
    return;
  }
  this.inByteCount += chunk.length;
  this.outByteCount += chunk.length;
  this.lastByte = chunk[chunk.length - 1] as number;
  this.push(chunk);
  done();
};

export { DataStream };
