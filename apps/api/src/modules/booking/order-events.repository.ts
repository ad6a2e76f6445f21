// An order's timeline events written by operators and by the changes they start (migrations 014, 017).
import type { TDb } from '../../db/database.js';
import type { TOrderEventKind } from '../../db/tables/schema.js';
import { randomChars } from '../../lib/ids.js';

let sequence = 0;

/** An event's id sorts as events were written, also within one millisecond (a test's frozen clock). */
function eventIdOf(at: string): string {
  sequence = (sequence + 1) % 36 ** 6;
  return `${Date.parse(at).toString(36).padStart(9, '0')}${sequence.toString(36).padStart(6, '0')}${randomChars(10)}`;
}

export async function insertOrderEvent(
  db: TDb,
  event: {
    orderId: string;
    at: string;
    kind: TOrderEventKind;
    operatorId: string;
    amountFils: number | null;
    isOverride: boolean;
    text: string;
  },
): Promise<void> {
  await db
    .insertInto('order_events')
    .values({
      id: eventIdOf(event.at),
      order_id: event.orderId,
      at: event.at,
      kind: event.kind,
      operator_id: event.operatorId,
      amount_fils: event.amountFils,
      is_override: event.isOverride ? 1 : 0,
      text: event.text,
    })
    .execute();
}
