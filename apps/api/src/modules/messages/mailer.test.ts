import crypto from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import MailComposer from 'nodemailer/lib/mail-composer';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer, isOfTheWorkersShape, MAIL_DEFAULTS, mimeMessage, type TMail } from './mailer.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function filesMailer() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rihla-mailer-'));
  dirs.push(dir);
  const outboxDir = path.join(dir, 'mail');
  const mailer = createMailer({
    smtpUrl: null,
    from: { name: null, address: 'bookings@rihla.example' },
    outboxDir,
    pollMs: 0,
    worker: 'inline',
    workerNiceness: 0,
  });
  return { mailer, outboxDir };
}

// An English line long enough to be folded, an Arabic one, and text quoted-printable would have had to escape.
const html =
  '<!DOCTYPE html><html dir="rtl" lang="ar"><body><p style="margin:0 0 16px;font-family:Arial">Your booking RH-7Q2M is confirmed: Dhow Cruise Dinner, Sat 5 Dec 2026, 8:00 PM - 10:00 PM, 2 adults, AED 300.00 (VAT 14.29).</p><p>تم تأكيد حجزك ⁦RH-7Q2M⁩ = 300.00 درهم</p></body></html>';
const text = 'Your booking RH-7Q2M is confirmed.\n\nتم تأكيد حجزك ⁦RH-7Q2M⁩ = 300.00 درهم\n';

function mailOf(pdf: Buffer): TMail {
  return {
    from: { name: 'Rihla', address: 'bookings@rihla.example' },
    to: 'layla@example.com',
    subject: 'Your booking RH-7Q2M is confirmed',
    html,
    text,
    attachments: [{ filename: 'voucher-RH-7Q2M.pdf', content: pdf, contentType: 'application/pdf' }],
    messageId: '<019abcde-0000-7000-8000-000000000001@rihla.example>',
  };
}

describe('the MIME message (decision 144)', () => {
  // The same date and boundaries for both, the only parts of a message that are not made from the mail itself.
  const fixed = { date: new Date('2026-11-30T10:00:00Z'), baseBoundary: 'b0a1b2c3d4e5f607' };
  const mails: [string, TMail][] = [
    ['an English confirmation with its voucher', mailOf(crypto.randomBytes(20_000))],
    [
      'an Arabic one from a shop whose name needs encoding and quoting, its subject long enough to fold',
      {
        ...mailOf(crypto.randomBytes(45_001)),
        from: { name: 'رحلة "Tours", Dubai', address: 'bookings@rihla.example' },
        subject: `تم تأكيد حجزك ⁦RH-7Q2M⁩: ${'رحلة دبا بالقارب الشراعي إلى مسندم '.repeat(3)}`,
        text: `${'تم تأكيد حجزك\n'.repeat(40)}.a line that starts with a dot\n`,
      },
    ],
    [
      'a message without attachment, of short ASCII lines (7bit)',
      {
        ...mailOf(Buffer.alloc(0)),
        attachments: [],
        html: '<p>Your code is 123456</p>\n<p>It expires in 10 minutes.</p>',
        text: 'Your code is 123456\r\nIt expires in 10 minutes.\n',
      },
    ],
  ];

  it.each(mails)('is byte for byte what nodemailer builds: %s', async (_name, mail) => {
    const ours = mimeMessage(mail, fixed);
    const theirs = await new MailComposer({ ...mail, ...MAIL_DEFAULTS, ...fixed }).compile().build();
    // What nodemailer gives SMTP, whose data stream makes every bare LF a CRLF (the 7bit text's line ends).
    expect(ours.raw.toString('latin1')).toBe(theirs.toString('latin1').replace(/\r?\n/g, '\r\n'));
    expect(ours.envelope).toEqual({ from: 'bookings@rihla.example', to: ['layla@example.com'] });
    // And a mail program reads back what it was given.
    const read = await simpleParser(ours.raw);
    expect([read.subject, read.html, read.text]).toEqual([mail.subject, mail.html, mail.text.replace(/\r\n/g, '\n')]);
    expect(
      read.attachments.map((attachment) =>
        attachment.content.equals(mail.attachments?.[0]?.content ?? Buffer.alloc(0)),
      ),
    ).toEqual(mail.attachments?.map(() => true) ?? []);
  });

  // Decision 148: mails of the worker's shape are written without MailComposer's tree, any other by MailComposer.
  it('is byte for byte what nodemailer builds for 400 mails of every kind of name, subject, text and attachment', async () => {
    const random = seeded(148);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
    const words =
      'Your|booking|RH-7Q2M|is|confirmed|Dhow|Cruise|2|adults,|AED|300.00|تم|تأكيد|حجزك|⁦RH-7Q2M⁩|رحلة|دبا|مسندم|:|=?UTF-8?Q?x?=|"quoted"|(note)|a\tb|é|😀'.split(
        '|',
      );
    const phrase = (count: number) => Array.from({ length: count }, () => pick(words)).join(' ');
    const lines = (count: number) =>
      Array.from({ length: count }, () => pick([phrase(3), phrase(30), `.${phrase(2)}`, '', 'short ASCII line']));
    const shapes = { worker: 0, other: 0 };
    for (let index = 0; index < 400; index++) {
      const attachments = Array.from({ length: pick([0, 1, 1, 2]) }, () => ({
        filename: pick(['voucher-RH-7Q2M.pdf', 'voucher RH 7Q2M.pdf', 'قسيمة.pdf', '-dash.pdf', 'a_b.c.pdf']),
        content: crypto.randomBytes(Math.floor(random() * 3000) + 1),
        contentType: pick(['application/pdf', 'image/png', 'text/calendar; method=REQUEST']),
      }));
      const mail: TMail = {
        from: {
          name: pick(['Rihla', 'رحلة "Tours", Dubai', 'A & B Tours', "O'Brien Travel", '', phrase(12)]),
          address: pick(['bookings@rihla.example', 'Bookings@Rihla.Example', 'bookings@رحلة.example']),
        },
        to: pick(['layla@example.com', 'Layla.Ahmed+trip@Example.COM', 'layla@jõgeva.ee', 'ليلى@example.com']),
        subject: pick([phrase(1 + Math.floor(random() * 40)), `${phrase(3)}\n${phrase(3)}`, ' ']),
        text: lines(1 + Math.floor(random() * 12)).join(pick(['\n', '\r\n'])),
        html: `<p>${lines(1 + Math.floor(random() * 8)).join('</p><p>')}</p>`,
        attachments,
        messageId: `<${crypto.randomUUID()}@rihla.example>`,
      };
      shapes[isOfTheWorkersShape(mail) ? 'worker' : 'other'] += 1;
      const ours = mimeMessage(mail, fixed);
      const theirs = await new MailComposer({ ...mail, ...MAIL_DEFAULTS, ...fixed }).compile().build();
      expect(ours.raw.toString('latin1'), `mail ${index}`).toBe(theirs.toString('latin1').replace(/\r?\n/g, '\r\n'));
    }
    // Both ways were taken, each many times.
    expect(shapes.worker).toBeGreaterThan(100);
    expect(shapes.other).toBeGreaterThan(100);
  });

  it.each([
    ['layla@example.com', 'bookings@rihla.example'],
    ['Layla.Ahmed+trip@Example.COM', 'Bookings@Rihla.Example'],
    ['layla@jõgeva.ee', 'bookings@رحلة.example'],
    ['ليلى@example.com', 'bookings@rihla.example'],
    ['  layla@example.com ', 'bookings@[192.0.2.1]'],
  ])('gives SMTP the envelope nodemailer would: %s from %s', (to, from) => {
    const mail = { ...mailOf(Buffer.alloc(1)), to, from: { name: 'Rihla', address: from } };
    const theirs = new MailComposer({ ...mail, ...MAIL_DEFAULTS }).compile().getEnvelope();
    expect(mimeMessage(mail).envelope).toEqual(theirs);
  });

  it('refuses a message without a recipient', () => {
    expect(() => mimeMessage({ ...mailOf(Buffer.alloc(1)), to: '' })).toThrow(/recipient/);
  });
});

/** Numbers from 0 to 1, the same for the same seed (mulberry32): a failing mail is made again by its index. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

describe('the files mailer (development, decision 136)', () => {
  it('writes each email as an .eml file as SMTP carries it: CRLF line ends, its HTML and text in base64', async () => {
    const { mailer, outboxDir } = filesMailer();
    const pdf = crypto.randomBytes(20_000);
    await mailer.send(mailOf(pdf));
    mailer.close();
    const [name, ...others] = fs.readdirSync(outboxDir);
    expect(others).toEqual([]);
    expect(name).toMatch(/_019abcde-0000-7000-8000-000000000001_rihla\.example_\.eml$/);
    const raw = fs.readFileSync(path.join(outboxDir, name ?? ''));
    const lines = raw.toString('latin1').split('\r\n');
    expect(lines.length).toBeGreaterThan(100);
    expect(lines.filter((line) => line.includes('\n') || line.includes('\r'))).toEqual([]);
    const encodings = lines.filter((line) => /^Content-(Type|Transfer-Encoding):/.test(line));
    expect(encodings).toEqual([
      expect.stringMatching(/^Content-Type: multipart\/mixed;/),
      expect.stringMatching(/^Content-Type: multipart\/alternative;/),
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: base64',
      'Content-Type: text/html; charset=utf-8',
      'Content-Transfer-Encoding: base64',
      'Content-Type: application/pdf; name=voucher-RH-7Q2M.pdf',
      'Content-Transfer-Encoding: base64',
    ]);
    // What a mail program reads from it: the very HTML, text and voucher bytes it was given.
    const read = await simpleParser(raw);
    expect(read.subject).toBe('Your booking RH-7Q2M is confirmed');
    expect(read.html).toBe(html);
    expect(read.text).toBe(text);
    expect(read.attachments.map((attachment) => attachment.filename)).toEqual(['voucher-RH-7Q2M.pdf']);
    expect(read.attachments[0]?.content.equals(pdf)).toBe(true);
  });

  it('gives SMTP the same message: base64 HTML, a text of short ASCII lines left 7bit', async () => {
    let raw = '';
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        stream.on('data', (chunk: Buffer) => {
          raw += chunk.toString('latin1');
        });
        stream.on('end', () => callback());
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: { name: null, address: 'bookings@rihla.example' },
      outboxDir: path.join(os.tmpdir(), 'rihla-mailer-unused'),
      pollMs: 0,
      worker: 'inline',
      workerNiceness: 0,
    });
    try {
      await mailer.send({ ...mailOf(Buffer.from('%PDF-1.7')), text: 'Your booking RH-7Q2M is confirmed.\n' });
    } finally {
      mailer.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    const lines = raw.split('\r\n');
    expect(lines.filter((line) => /^Content-(Type: text|Transfer-Encoding)/.test(line))).toEqual([
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: 7bit',
      'Content-Type: text/html; charset=utf-8',
      'Content-Transfer-Encoding: base64',
      'Content-Transfer-Encoding: base64',
    ]);
    expect((await simpleParser(raw)).html).toBe(html);
  });

  it('makes its folder again when it was removed between two emails', async () => {
    const { mailer, outboxDir } = filesMailer();
    await mailer.send(mailOf(Buffer.from('%PDF-1.7 first')));
    fs.rmSync(outboxDir, { recursive: true });
    await expect(mailer.send(mailOf(Buffer.from('%PDF-1.7 second')))).rejects.toThrow(/ENOENT/);
    await mailer.send(mailOf(Buffer.from('%PDF-1.7 third')));
    mailer.close();
    expect(fs.readdirSync(outboxDir)).toHaveLength(1);
  });
});
