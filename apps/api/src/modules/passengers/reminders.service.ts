// Reminders of passengers' details still missing (issue 36, decision 098). A sweep, run by the messages worker
// every few minutes, queues today's reminder of each confirmed order whose details are missing: once a day, the
// last 24 hours before the earliest deadline still open, none in the first hours after booking (the confirmation
// has just asked). The outbox's dedupe key (topic, channel, order, Dubai day) queues each once however many workers
// sweep and however often; the message is composed when due and skipped if the details were given meanwhile.
import { BOOKING_HORIZON_DAYS } from '@rihla/shared/constants';
import { detailsDeadlineMs } from '@rihla/shared/rules/passengers';
import { todayInDubai } from '@rihla/shared/rules/time';
import { ZPassengerForm } from '@rihla/shared/schemas/passengers';
import type { TAppContext } from '../../context.js';
import { storedLines } from '../booking/index.js';
import { enqueueOrderMessages, orderMessageChannels } from '../outbox/index.js';
import { listAllPassengerFormTexts, listConfirmedOrdersSince } from './erasure.repository.js';
import type { TPassengerOrder } from './passengers.repository.js';
import { describePassengers } from './passengers.service.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** No reminder this soon after booking: the confirmation, with its link, has just asked for the details. */
export const FIRST_REMINDER_AFTER_MS = 12 * HOUR_MS;

/** What a reminder says: how many guests' details are missing, and by when (the earliest deadline still open). */
export interface TDetailsMissing {
  missingGuests: number;
  deadline: string;
}

/**
 * What an order still lacks of its open lines (a form, not erased, not complete, before its deadline), or null
 * when nothing is missing that can still be given (all given, past every deadline, or the order not confirmed).
 */
export async function detailsMissingOf(ctx: TAppContext, order: TPassengerOrder): Promise<TDetailsMissing | null> {
  if (order.status !== 'confirmed') return null;
  const described = await describePassengers(ctx, order, 'masked', 'shopper');
  const open = described.lines.filter(
    (line) => line.form !== null && line.erasedAt === null && line.isOpen && !line.isComplete,
  );
  if (open.length === 0) return null;
  const missingGuests = open.reduce(
    (sum, line) => sum + line.passengers.filter((entry) => entry === null || entry.missing.length > 0).length,
    0,
  );
  const deadline = open.map((line) => line.deadline ?? '').sort()[0] ?? '';
  return { missingGuests, deadline };
}

/**
 * The reminder due now of details whose deadline is `deadlineMs`: the last one 24 hours before it and one each day
 * before that; the latest of them not after `nowMs`, unless it falls within FIRST_REMINDER_AFTER_MS of the booking.
 * Null when none is due (before the first, or once the deadline has passed).
 */
export function reminderSlotMs(deadlineMs: number, bookedMs: number, nowMs: number): number | null {
  if (nowMs >= deadlineMs) return null;
  const daysBefore = Math.max(0, Math.ceil((deadlineMs - DAY_MS - nowMs) / DAY_MS));
  const slot = deadlineMs - DAY_MS * (daysBefore + 1);
  return slot < bookedMs + FIRST_REMINDER_AFTER_MS ? null : slot;
}

/**
 * Queues today's reminder of every confirmed order whose details are missing (see the top of this file). Answers how
 * many messages were queued (none for a reminder queued already).
 */
export async function queueDetailsReminders(ctx: TAppContext): Promise<{ queued: number; orders: number }> {
  const now = ctx.clock.now();
  const nowMs = now.getTime();
  const forms = await listAllPassengerFormTexts(ctx.db);
  if (forms.size === 0) return { queued: 0, orders: 0 };
  const deadlineHours = new Map<string, number>();
  for (const [productId, text] of forms) {
    const form = ZPassengerForm.safeParse(JSON.parse(text));
    if (form.success) deadlineHours.set(productId, form.data.deadlineHours);
  }
  const since = new Date(nowMs - (BOOKING_HORIZON_DAYS + 2) * DAY_MS).toISOString();
  const channels = orderMessageChannels(ctx.config);
  const result = { queued: 0, orders: 0 };
  for (const order of await listConfirmedOrdersSince(ctx.db, since)) {
    // Only orders with a trip whose details are still open are read further.
    const isAsked = storedLines(order).some((line) => {
      const hours = deadlineHours.get(line.productId);
      return hours !== undefined && detailsDeadlineMs(line.date, line.start, hours) > nowMs;
    });
    if (!isAsked) continue;
    const missing = await detailsMissingOf(ctx, order);
    if (!missing) continue;
    const slot = reminderSlotMs(Date.parse(missing.deadline), Date.parse(order.created_at), nowMs);
    if (slot === null) continue;
    result.orders += 1;
    result.queued += await enqueueOrderMessages(
      ctx.db,
      { id: order.id, userId: order.user_id },
      {
        topic: 'detailsReminder',
        keySuffix: todayInDubai(new Date(slot)),
        payload: { slot: new Date(slot).toISOString() },
      },
      channels,
      now.toISOString(),
    );
  }
  return result;
}
