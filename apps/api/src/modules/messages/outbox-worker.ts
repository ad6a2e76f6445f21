import os from 'node:os';
import type { TShopSettings } from '@rihla/shared/schemas/shop';
import type { FastifyInstance } from 'fastify';
import type { TAppContext } from '../../context.js';
import type { TOutboxRow } from '../../db/tables/schema.js';
import { newId } from '../../lib/ids.js';
import { runPeriodically } from '../../lib/periodic.js';
import { claimDueMessages, markMessageAttemptFailed, markMessageSent, markMessageSkipped } from '../outbox/index.js';
import { queueDetailsReminders } from '../passengers/index.js';
import { eraseExpiredPersonalData } from '../personal-data/index.js';
import { composeMail, composeSms, MessageSkipped, readBatchOrders, readShopForMessages } from './compose.js';
import type { TMailer } from './mailer.js';
import { PermanentSendFailure } from './sms.js';

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

/** Told of each message a worker finished with (decision 119: the worker's metrics). */
export type TObserveMessage = (channel: string, result: 'sent' | 'failed' | 'skipped', seconds: number) => void;

/**
 * Messages claimed at once: a claim is one write, and the batch is sent well within OUTBOX_LEASE_MS. A batch costs
 * seven statements besides its messages' own (the claim's two, its orders, their holders, forms, pick-ups and
 * titles): 25 rather than 10 took them from 1.4 to under 0.6 per order of a burst (decision 146). What a stopping
 * worker leaves of its batch waits for its claim to run out, as before.
 */
const CLAIM_BATCH = 25;

/**
 * Sends the messages that are due, a claimed batch at a time, until none is left (or about `max`): compose, send,
 * mark sent, each on its own. A failure is retried later with backoff; a message whose order changed meanwhile is
 * skipped. Once `isStopping` answers true, no further message is begun: the rest of a claimed batch is free again
 * when its claim runs out (OUTBOX_LEASE_MS).
 */
export async function sendDueMessages(
  ctx: TAppContext,
  mailer: TMailer,
  workerId: string,
  max = 100,
  isStopping: () => boolean = () => false,
  observe: TObserveMessage = () => undefined,
): Promise<{ sent: number; failed: number; skipped: number }> {
  const result = { sent: 0, failed: 0, skipped: 0 };
  while (result.sent + result.failed + result.skipped < max && !isStopping()) {
    const now = ctx.clock.now();
    const rows = await claimDueMessages(
      ctx.db,
      workerId,
      now.toISOString(),
      new Date(now.getTime() + OUTBOX_LEASE_MS).toISOString(),
      Math.min(CLAIM_BATCH, max - (result.sent + result.failed + result.skipped)),
    );
    if (rows.length === 0) break;
    // The shop is read once for the batch: every message of it is from and about the same shop. So are the orders
    // its messages are about, and their holders (decision 128): an order's email and text are often in one batch.
    const shop = await readShopForMessages(ctx);
    await readBatchOrders(ctx, rows);
    for (const row of rows) {
      if (isStopping()) break;
      const startedMs = performance.now();
      const outcome = await sendOne(ctx, mailer, workerId, row, shop);
      observe(row.channel, outcome, (performance.now() - startedMs) / 1000);
      result[outcome] += 1;
    }
  }
  return result;
}

async function sendOne(
  ctx: TAppContext,
  mailer: TMailer,
  workerId: string,
  row: TOutboxRow,
  shop: TShopSettings,
): Promise<'sent' | 'failed' | 'skipped'> {
  try {
    if (row.channel === 'email') await mailer.send(await composeMail(ctx, row, shop));
    else await ctx.sms.send(await composeSms(ctx, row, shop));
    await markMessageSent(ctx.db, row.id, workerId, ctx.clock.now().toISOString());
    return 'sent';
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (error instanceof MessageSkipped) {
      await markMessageSkipped(ctx.db, row.id, workerId, reason);
      return 'skipped';
    }
    // A refusal no retry can change (an invalid number) is given up at once.
    const isFinal = error instanceof PermanentSendFailure || row.attempts >= OUTBOX_MAX_ATTEMPTS;
    const retryAt = isFinal ? null : new Date(ctx.clock.now().getTime() + retryDelayMs(row.attempts)).toISOString();
    await markMessageAttemptFailed(ctx.db, row.id, workerId, reason, retryAt);
    return 'failed';
  }
}

/** Messages one claim loop sends before it lets the event loop breathe (and before a run reports). */
const BATCH = 100;

/**
 * Sends every due message, a batch at a time, until none is left or the app closes: a backlog (a burst of
 * orders) is worked off at once instead of one batch per poll.
 */
async function drainDueMessages(
  ctx: TAppContext,
  mailer: TMailer,
  workerId: string,
  isStopping: () => boolean,
  observe?: TObserveMessage,
) {
  const total = { sent: 0, failed: 0, skipped: 0 };
  for (;;) {
    const result = await sendDueMessages(ctx, mailer, workerId, BATCH, isStopping, observe);
    total.sent += result.sent;
    total.failed += result.failed;
    total.skipped += result.skipped;
    if (result.sent + result.failed + result.skipped < BATCH || isStopping()) return total;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * Polls for due messages every OUTBOX_POLL_MS (off with 0, and by default in tests) and sends them. It runs in
 * the messages worker process (messages-worker.ts) or, with MESSAGES_WORKER=inline, in the API process
 * (decisions 045 and 050), telling `options.observe` of each message (the worker's metrics, decision 119). The
 * mailer closes with the app, and its pooled SMTP connections with it (decision 128).
 */
export async function outboxWorkerPlugin(
  app: FastifyInstance,
  options: { observe?: TObserveMessage } = {},
): Promise<void> {
  const { mailer } = app.ctx;
  app.addHook('onClose', async () => mailer.close());
  const workerId = newWorkerId();
  // Closing (a restart, a deploy) waits for the message in flight only, not for a whole backlog.
  let isClosing = false;
  app.addHook('preClose', async () => {
    isClosing = true;
  });
  const isStopping = () => isClosing;
  runPeriodically(
    app,
    app.ctx.config.mail.pollMs,
    () => drainDueMessages(app.ctx, mailer, workerId, isStopping, options.observe),
    {
      done: (result) => {
        if (result.sent + result.failed + result.skipped > 0) app.log.info(result, 'outbox messages sent');
      },
      failed: 'outbox run failed',
    },
  );
  // Passengers' timed work (decision 098), in the same process, as often as PASSENGER_JOBS_MS says (off with the
  // outbox's polling): today's reminders of details still missing are queued (each once, by its dedupe key), and
  // details past their retention days erased.
  const jobsMs = app.ctx.config.mail.pollMs === 0 ? 0 : PASSENGER_JOBS_MS;
  runPeriodically(app, jobsMs, () => runPassengerJobs(app.ctx), {
    done: (result) => {
      if (result.reminders.queued > 0 || result.erased.lines > 0) app.log.info(result, 'passenger jobs done');
    },
    failed: 'passenger jobs failed',
  });
}

/** How often the passengers' timed work runs in the messages worker (decision 098). */
export const PASSENGER_JOBS_MS = 5 * 60_000;

/** One run of the passengers' timed work: reminders queued, then expired details erased. */
export async function runPassengerJobs(ctx: TAppContext) {
  const reminders = await queueDetailsReminders(ctx);
  const erased = await eraseExpiredPersonalData(ctx, 'schedule');
  return { reminders, erased };
}
