import { REMINDER_HOURS_BEFORE } from '@rihla/shared/constants';
import { slotStartMs } from '@rihla/shared/rules/time';
import type { TDb } from '../../../db/database.js';
import type { TOutboxChannel } from '../../../db/tables/schema.js';
import { enqueueOrderMessages, type THolderContact, type TOrderMessage } from '../../outbox/index.js';
import type { TPricedLine } from './price-cart.js';

type THolder = { id: string; userId: string; contact?: THolderContact | undefined };

/**
 * A reminder REMINDER_HOURS_BEFORE each departure of `lines` (none when it leaves sooner). `tag` tells apart the
 * reminders of a line moved back to a departure it had before.
 */
function departureReminders(lines: readonly TPricedLine[], now: Date, tag = ''): TOrderMessage[] {
  return lines.flatMap((line) => {
    const dueMs = slotStartMs(line.date, line.start) - REMINDER_HOURS_BEFORE * 3_600_000;
    if (dueMs <= now.getTime()) return [];
    return [
      {
        topic: 'departureReminder',
        keySuffix: [line.productId, line.date, line.start, ...(tag ? [tag] : [])].join(':'),
        payload: { productId: line.productId, date: line.date, start: line.start },
        dueAt: new Date(dueMs).toISOString(),
      },
    ];
  });
}

/**
 * The messages of a new order, queued with it in one statement (decision 045), so they go if and only if it
 * commits: the confirmation at once, and the reminders of its departures.
 */
export async function queueOrderMessages(
  trx: TDb,
  order: THolder,
  lines: readonly TPricedLine[],
  channels: readonly TOutboxChannel[],
  now: Date,
): Promise<void> {
  const messages: TOrderMessage[] = [{ topic: 'orderConfirmed' }, ...departureReminders(lines, now)];
  await enqueueOrderMessages(trx, order, messages, channels, now.toISOString());
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
  const messages: TOrderMessage[] = [
    { topic: 'orderConfirmed', keySuffix: `change:${change.id}`, payload: { isChange: true } },
    ...departureReminders([change.line], now, change.id),
  ];
  await enqueueOrderMessages(trx, order, messages, channels, now.toISOString());
}
