// What the server under test sent (decisions 045, 047): texts as files under DATA_DIR/sms (SMS_PROVIDER=files,
// the development default the README points a new shopper to) and emails as received by the local SMTP server
// of global-setup.ts.
import fs from 'node:fs';
import path from 'node:path';
import { CODE_USES_AR } from '@rihla/shared/messages/shopper-ar';
import { type ParsedMail, simpleParser } from 'mailparser';
import { inject } from 'vitest';
import { openDatabase } from '../../api/src/db/database';

function smsDir(): string {
  return path.join(path.dirname(inject('databaseFile')), 'sms');
}

function filesIn(dir: string): string[] {
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
}

/** The texts written so far: pass it to codeTextedTo before the action that sends a code. */
export function textsSoFar(): Set<string> {
  return new Set(filesIn(smsDir()));
}

/**
 * How long a journey waits for a text or an email. The messages worker is a process of its own (decision 050),
 * at the server's priority in the journeys (global-setup.ts): while four lanes' servers and browsers keep the two
 * cores busy in CI, its start and its sends can take many seconds; alone a text arrives within a second.
 */
export const MESSAGE_WAIT_MS = 45_000;

/**
 * What the lane's outbox holds, said when a journey has waited too long for a message: per status, topic and
 * channel, how many and the earliest due time, and the time now; so that a slow worker (a backlog, a message retried
 * or failed) is told apart from one that was never asked.
 */
export async function outboxState(): Promise<string> {
  const database = await openDatabase({ dialect: 'sqlite', filename: inject('databaseFile') });
  try {
    const rows = await database.db
      .selectFrom('outbox')
      .select((eb) => [
        'status',
        'topic',
        'channel',
        eb.fn.countAll<number>().as('count'),
        eb.fn.min('next_attempt_at').as('earliestDue'),
        eb.fn.max('sent_at').as('lastSent'),
      ])
      .groupBy(['status', 'topic', 'channel'])
      .execute();
    return `outbox at ${new Date().toISOString()}: ${JSON.stringify(rows)}`;
  } finally {
    await database.close();
  }
}

async function waitFor<T>(
  what: string,
  find: () => T | undefined | Promise<T | undefined>,
  timeoutMs = MESSAGE_WAIT_MS,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = await find();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`waited ${timeoutMs} ms for ${what}; ${await outboxState()}`);
}

const USES = { signup: 'confirm your account', login: 'log in', reset: 'set a new password' } as const;

/**
 * The six digits of the first text with a code for `purpose` that reached the number (local 05… or +971…) after
 * `before` was taken, as the shopper reads it on their phone.
 */
export function codeTextedTo(phone: string, purpose: keyof typeof USES, before: Set<string>): Promise<string> {
  const e164 = phone.startsWith('+') ? phone : `+971${phone.slice(1)}`;
  return waitFor(`a ${purpose} code texted to ${e164}`, () => {
    for (const name of filesIn(smsDir())) {
      if (before.has(name)) continue;
      const text = fs.readFileSync(path.join(smsDir(), name), 'utf8');
      if (!text.startsWith(`To: ${e164}\n`)) continue;
      const code = new RegExp(`Rihla: (\\d{6}) is your code to ${USES[purpose]}\\.`).exec(text)?.[1];
      if (code) return code;
      // A code asked from an Arabic page is texted in Arabic (decision 103): the same six digits, kept whole
      // between isolates, and the same last line for the phone to fill them in.
      const arabic = new RegExp(`\u2066(\\d{6})\u2069 هو رمزك ${CODE_USES_AR[purpose]}\\.[^]*#(\\d{6})$`).exec(
        text.trim(),
      );
      if (arabic && arabic[1] === arabic[2]) return arabic[1];
    }
    return undefined;
  });
}

/** Every email the local SMTP server has received so far for `to` whose subject matches, oldest first. */
export async function mailsTo(to: string, subject: RegExp): Promise<ParsedMail[]> {
  const inbox = inject('mailInbox');
  const found: ParsedMail[] = [];
  for (const name of filesIn(inbox).filter((file) => file.endsWith('.eml'))) {
    const mail = await simpleParser(fs.readFileSync(path.join(inbox, name)));
    const recipients = [mail.to ?? []].flat().flatMap((address) => address.value.map((one) => one.address));
    if (recipients.includes(to) && subject.test(mail.subject ?? '')) found.push(mail);
  }
  return found;
}

/** The first email the local SMTP server received for `to` whose subject matches, once it has arrived. */
export function mailTo(to: string, subject: RegExp): Promise<ParsedMail> {
  return waitFor(`an email to ${to} with subject ${subject}`, async () => (await mailsTo(to, subject))[0]);
}

/** The first text that reached the number (E.164) after `before` was taken and matches `pattern`, once it has arrived. */
export function textTo(e164: string, pattern: RegExp, before: Set<string>): Promise<string> {
  return waitFor(`a text to ${e164} matching ${pattern}`, () => {
    for (const name of filesIn(smsDir())) {
      if (before.has(name)) continue;
      const text = fs.readFileSync(path.join(smsDir(), name), 'utf8');
      if (text.startsWith(`To: ${e164}\n`) && pattern.test(text)) return text;
    }
    return undefined;
  });
}
