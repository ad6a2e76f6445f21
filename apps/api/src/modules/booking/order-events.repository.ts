// An order's timeline events written by operators and by the changes they start (migrations 014, 017).
import type { TDb } from '../../db/database.js';
import type { TOrderEventKind } from '../../db/tables/schema.js';
import { sequencedIdAt } from '../../lib/ids.js';

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
      id: sequencedIdAt(event.at),
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
