import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import type { TAppContext } from '../../context.js';
import { newId } from '../../lib/ids.js';
import { runPeriodically } from '../../lib/periodic.js';
import {
  claimDueMessage,
  markMessageAttemptFailed,
  markMessageSent,
  markMessageSkipped,
} from '../outbox/outbox.repository.js';
import { composeMail, MessageSkipped } from './compose.js';
import type { TMailer } from './mailer.js';

/** How long a worker's claim on a message lasts: longer than any send, short enough to recover a crash. */
export const OUTBOX_LEASE_MS = 60_000;
/** Attempts before a message is given up; the waits between them double from 30 s up to an hour. */
export const OUTBOX_MAX_ATTEMPTS = 8;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 3_600_000;

export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}

/** One worker's name: unique per process and per start, so a restarted process never owns an old claim. */
export function newWorkerId(): string {
  return `${os.hostname()}:${process.pid}:${newId()}`;
}

/**
 * Sends the messages that are due, one claim at a time, until none is left (or `max`): compose, send, mark
 * sent. A failure is retried later with backoff; a message whose order changed meanwhile is skipped.
 */
export async function sendDueMessages(
  ctx: TAppContext,
  mailer: TMailer,
  workerId: string,
  max = 100,
): Promise<{ sent: number; failed: number; skipped: number }> {
  const result = { sent: 0, failed: 0, skipped: 0 };
  for (let count = 0; count < max; count += 1) {
    const now = ctx.clock.now();
    const row = await claimDueMessage(
      ctx.db,
      workerId,
      now.toISOString(),
      new Date(now.getTime() + OUTBOX_LEASE_MS).toISOString(),
    );
    if (!row) break;
    try {
      const mail = await composeMail(ctx, row);
      await mailer.send(mail);
      await markMessageSent(ctx.db, row.id, workerId, ctx.clock.now().toISOString());
      result.sent += 1;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (error instanceof MessageSkipped) {
        await markMessageSkipped(ctx.db, row.id, workerId, reason);
        result.skipped += 1;
        continue;
      }
      const retryAt =
        row.attempts >= OUTBOX_MAX_ATTEMPTS
          ? null
          : new Date(ctx.clock.now().getTime() + retryDelayMs(row.attempts)).toISOString();
      await markMessageAttemptFailed(ctx.db, row.id, workerId, reason, retryAt);
      result.failed += 1;
    }
  }
  return result;
}

/**
 * Every API process runs a worker on its database (decision 045), polling every OUTBOX_POLL_MS (off with 0, and by
 * default in tests). The mailer closes with the app (an unpooled SMTP transport holds no connection between sends).
 */
export async function outboxWorkerPlugin(app: FastifyInstance): Promise<void> {
  const { mailer } = app.ctx;
  app.addHook('onClose', async () => mailer.close());
  const workerId = newWorkerId();
  runPeriodically(app, app.ctx.config.mail.pollMs, () => sendDueMessages(app.ctx, mailer, workerId), {
    done: (result) => {
      if (result.sent + result.failed + result.skipped > 0) app.log.info(result, 'outbox messages sent');
    },
    failed: 'outbox run failed',
  });
}
