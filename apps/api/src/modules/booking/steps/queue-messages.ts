import { REMINDER_HOURS_BEFORE } from '@rihla/shared/constants';
import { slotStartMs } from '@rihla/shared/rules/time';
import type { TDb } from '../../../db/database.js';
import type { TOutboxChannel } from '../../../db/tables/schema.js';
import { enqueueOrderMessages } from '../../outbox/outbox.repository.js';
import type { TPricedLine } from './price-cart.js';

type THolder = { id: string; userId: string };

/**
 * A reminder REMINDER_HOURS_BEFORE each departure of `lines` (none when it leaves sooner), queued in the caller's
 * transaction (decision 045). `tag` tells apart the reminders of a line moved back to a departure it had before.
 */
export async function queueDepartureReminders(
  trx: TDb,
  order: THolder,
  lines: readonly TPricedLine[],
  channels: readonly TOutboxChannel[],
  now: Date,
  tag = '',
): Promise<void> {
  for (const line of lines) {
    const dueMs = slotStartMs(line.date, line.start) - REMINDER_HOURS_BEFORE * 3_600_000;
    if (dueMs <= now.getTime()) continue;
    const reminder = {
      topic: 'departureReminder',
      keySuffix: [line.productId, line.date, line.start, ...(tag ? [tag] : [])].join(':'),
      payload: { productId: line.productId, date: line.date, start: line.start },
      dueAt: new Date(dueMs).toISOString(),
    } as const;
    await enqueueOrderMessages(trx, order, reminder, channels, now.toISOString());
  }
}

/**
 * The messages of a new order, queued with it, so they go if and only if it commits: the confirmation at once,
 * and the reminders of its departures.
 */
export async function queueOrderMessages(
  trx: TDb,
  order: THolder,
  lines: readonly TPricedLine[],
  channels: readonly TOutboxChannel[],
  now: Date,
): Promise<void> {
  await enqueueOrderMessages(trx, order, { topic: 'orderConfirmed' }, channels, now.toISOString());
  await queueDepartureReminders(trx, order, lines, channels, now);
}

/**
 * A line moved to another departure (a date change): the confirmation again with the new details (the old
 * departure's reminder finds the line gone and is skipped), and the new departure's reminder.
 */
export async function queueChangeMessages(
  trx: TDb,
  order: THolder,
  change: { id: string; line: TPricedLine },
  channels: readonly TOutboxChannel[],
  now: Date,
): Promise<void> {
  const confirmation = {
    topic: 'orderConfirmed',
    keySuffix: `change:${change.id}`,
    payload: { isChange: true },
  } as const;
  await enqueueOrderMessages(trx, order, confirmation, channels, now.toISOString());
  await queueDepartureReminders(trx, order, [change.line], channels, now, change.id);
}
