// Decision 144: what handing an email to SMTP costs this process, in ms of CPU per email. 300 emails of about 64 KB
// (an HTML and a text part, a 30 KB attachment, as a confirmation with its voucher) go over one pooled nodemailer
// transport to the bench's SMTP sink (bench/lib/message-sinks.mjs, a process of its own), round after round:
// - `sendMail`: nodemailer builds the MIME message through its streams, as the worker did before decision 144;
// - `raw`: the build's `mimeMessage` makes the same bytes at once and the transport is given them whole;
// - `build only`: `mimeMessage` alone;
// - `sender`: the same bytes over the build's own SMTP sender (decision 146: nodemailer's SMTPConnection, one kept
//   connection, without the Mailer and pool around it), what the worker does since.
//
//   npm run build && node bench/mail-cpu.mjs [--emails 300] [--rounds 4] [--dist dist]
import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { startMessageSinks } from './lib/message-sinks.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    emails: { type: 'string', default: '300' },
    rounds: { type: 'string', default: '4' },
    dist: { type: 'string', default: 'dist' },
  },
});
const EMAILS = Number(values.emails);
const ROUNDS = Number(values.rounds);
const { MAIL_DEFAULTS, mimeMessage } = await import(
  pathToFileURL(path.join(ROOT, 'apps/api', values.dist, 'modules/messages/mailer.js')).href
);
if (!mimeMessage) throw new Error(`${values.dist} has no mimeMessage (decision 144)`);
const { createSmtpSender } = await import(
  pathToFileURL(path.join(ROOT, 'apps/api', values.dist, 'modules/messages/smtp-sender.js')).href
).catch(() => ({ createSmtpSender: undefined }));
const nodemailer = createRequire(path.join(ROOT, 'apps/api/package.json'))('nodemailer');

const sinks = await startMessageSinks();
const transport = nodemailer.createTransport({ url: sinks.env.SMTP_URL, pool: true }, MAIL_DEFAULTS);
const sender = createSmtpSender?.(sinks.env.SMTP_URL);
const html = `<!DOCTYPE html><html><body>${'<p>Hello <b>Layla</b>, your trip to Musandam is confirmed.</p>'.repeat(140)}</body></html>`;
const text = 'Hello Layla, your trip to Musandam is confirmed.\n'.repeat(60);
const voucher = crypto.randomBytes(30_000);
const mail = (index) => ({
  from: { name: 'Rihla Tours', address: 'bookings@rihla.example' },
  to: `layla.${index}@example.com`,
  subject: `Your booking RH-${10_000_000 + index} is confirmed`,
  html,
  text,
  attachments: [{ filename: `voucher-RH-${10_000_000 + index}.pdf`, content: voucher, contentType: 'application/pdf' }],
  messageId: `<${index}@rihla.example>`,
});
const ways = {
  sendMail: (index) => transport.sendMail(mail(index)),
  raw: (index) => {
    const { raw, envelope } = mimeMessage(mail(index));
    return transport.sendMail({ raw, envelope });
  },
  'build only': async (index) => mimeMessage(mail(index)),
  ...(sender ? { sender: (index) => sender.send(mimeMessage(mail(index))) } : {}),
};
const figures = Object.fromEntries(Object.keys(ways).map((name) => [name, []]));
try {
  for (let round = 0; round <= ROUNDS; round++) {
    // Every other round in the other order: what one way leaves to collect falls on the others alike.
    const entries = Object.entries(ways);
    for (const [name, send] of round % 2 === 0 ? entries : entries.reverse()) {
      const start = process.cpuUsage();
      for (let index = 0; index < EMAILS; index++) await send(index);
      const used = process.cpuUsage(start);
      if (round > 0) figures[name].push((used.user + used.system) / 1000 / EMAILS); // round 0 warms up
    }
  }
} finally {
  transport.close();
  sender?.close();
  await sinks.stop();
}
for (const [name, list] of Object.entries(figures)) {
  const sorted = [...list].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  console.log(
    `${name.padEnd(12)} median ${median.toFixed(3)} ms/email (${sorted.map((v) => v.toFixed(3)).join(', ')})`,
  );
}
