import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mimeMessage } from './mailer.js';
import { DataStream, isSmtpDataAlready, stuffEveryByte } from './smtp-data.js';

/** What a DataStream writes for the chunks, with the fast path (as the mailer sends) or with nodemailer's loop only. */
async function throughDataStream(chunks: Buffer[], options: { nodemailerOnly?: boolean } = {}) {
  const stream = new DataStream();
  if (options.nodemailerOnly) Object.assign(stream, { _transform: stuffEveryByte });
  const out: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => out.push(chunk));
  const ended = new Promise((resolve) => stream.on('end', resolve));
  for (const chunk of chunks) stream.write(chunk);
  stream.end();
  await ended;
  const counts = stream as unknown as { inByteCount: number; outByteCount: number };
  return { bytes: Buffer.concat(out), inByteCount: counts.inByteCount, outByteCount: counts.outByteCount };
}

const CRLF_TEXT = Buffer.from('Subject: Your booking\r\n\r\nLine one\r\nLine two.\r\n');

describe('the SMTP data of an email', () => {
  it('is what nodemailer writes, byte for byte, for any bytes in any chunks (bare CR and LF, dots at line starts)', async () => {
    const byte = fc.constantFrom(0x0d, 0x0a, 0x2e, 0x41, 0x20);
    const chunks = fc.array(fc.uint8Array({ minLength: 0, maxLength: 12 }).map(Buffer.from), { maxLength: 6 });
    const bytesOf = fc.array(
      fc.array(byte, { maxLength: 12 }).map((list) => Buffer.from(list)),
      { maxLength: 6 },
    );
    await fc.assert(
      fc.asyncProperty(fc.oneof(bytesOf, chunks), async (input) => {
        expect(await throughDataStream(input)).toEqual(await throughDataStream(input, { nodemailerOnly: true }));
      }),
      { numRuns: 500 },
    );
  });

  it('passes a message already in SMTP form on unchanged, and stuffs what needs it as nodemailer does', async () => {
    const mailWithText = (text: string) =>
      mimeMessage({
        from: { name: 'Rihla', address: 'bookings@rihla.example' },
        to: 'layla@example.com',
        subject: 'Your booking RH-7Q2M is confirmed',
        html: '<p>Your booking RH-7Q2M is confirmed.</p>',
        text,
        attachments: [{ filename: 'voucher.pdf', content: Buffer.alloc(40_000, 7), contentType: 'application/pdf' }],
        messageId: '<outbox-1@rihla.example>',
      }).raw;
    const raw = mailWithText('Your booking RH-7Q2M is confirmed.\n');
    expect(isSmtpDataAlready(raw, false)).toBe(true);
    // Sent in pieces that split a CRLF between them.
    const at = raw.indexOf('\r\n') + 1;
    const sent = await throughDataStream([raw.subarray(0, at), raw.subarray(at)]);
    // The message ends in CRLF: the end of the data is the line that is one dot.
    expect(sent.bytes).toEqual(Buffer.concat([raw, Buffer.from('.\r\n')]));
    expect(sent).toEqual(await throughDataStream([raw], { nodemailerOnly: true }));
    // A plain text with a line that is a dot (7bit) is the rare message whose dot is doubled.
    const dotted = mailWithText('Your booking RH-7Q2M is confirmed.\n.\n');
    expect(isSmtpDataAlready(dotted, false)).toBe(false);
    const sentDotted = await throughDataStream([dotted]);
    expect(sentDotted.bytes.includes('\r\n..\r\n')).toBe(true);
    expect(sentDotted).toEqual(await throughDataStream([dotted], { nodemailerOnly: true }));

    expect(isSmtpDataAlready(CRLF_TEXT, false)).toBe(true);
    expect(isSmtpDataAlready(Buffer.from('.hidden\r\n'), false)).toBe(false);
    expect(isSmtpDataAlready(Buffer.from('a\r\n.b'), false)).toBe(false);
    expect(isSmtpDataAlready(Buffer.from('a\nb'), false)).toBe(false);
    expect(isSmtpDataAlready(Buffer.from('a\rb'), false)).toBe(false);
    expect(isSmtpDataAlready(Buffer.from('\nb'), 0x0d)).toBe(true);
    expect(isSmtpDataAlready(Buffer.from('b'), 0x0d)).toBe(false);
    expect(isSmtpDataAlready(Buffer.from('.b'), 0x0a)).toBe(false);
    const stuffed = await throughDataStream([Buffer.from('one\n.two\rthree')]);
    expect(stuffed.bytes.toString()).toBe('one\r\n..two\r\nthree\r\n.\r\n');
  });
});
