import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimStatus, moveStatus } from '../db/status-moves.js';
import {
  CHECKOUT_TRANSITIONS,
  GIFT_CARD_PURCHASE_TRANSITIONS,
  GIFT_CARD_TRANSITIONS,
  HOLD_TRANSITIONS,
  ORDER_CHANGE_TRANSITIONS,
  ORDER_TRANSITIONS,
  OUTBOX_TRANSITIONS,
  PAYMENT_TRANSITIONS,
  SANDBOX_TRANSACTION_TRANSITIONS,
} from '../db/tables/schema.js';
import { confirmedBooking } from '../test/desk-orders.js';
import { createTestApp, type TTestApp } from '../test/harness.js';
import { nextWeek, productsOf, type TCatalogueCard } from '../test/shopping.js';
import { newId, newToken } from './ids.js';
import {
  checkedMove,
  defineTransitions,
  IllegalTransitionError,
  isDeclaredMove,
  TransitionRefusedError,
  type TTransitions,
} from './transitions.js';

describe('a transition table (lib/transitions.ts, decision 067)', () => {
  const doors = defineTransitions<'shut' | 'open' | 'locked'>('doors', {
    open: { from: ['shut'], to: 'open' },
    shut: { from: ['open'], to: 'shut' },
    lock: { from: ['shut'], to: 'locked' },
  });

  it('allows a move only from states a declared move lists, to its target', () => {
    expect(isDeclaredMove(doors, ['shut'], 'open')).toBe(true);
    expect(isDeclaredMove(doors, ['open'], 'locked')).toBe(false);
    expect(isDeclaredMove(doors, ['shut', 'open'], 'locked')).toBe(false);
    expect(isDeclaredMove(doors, [], 'open')).toBe(false);
    expect(() => checkedMove(doors, ['locked'], 'open')).toThrow(IllegalTransitionError);
    expect(checkedMove(doors, ['open'], 'shut')).toEqual(['open']);
  });
});

let t: TTestApp;
let order: { id: string; checkout_id: string; payment_id: string };
let transactionId: string;

beforeAll(async () => {
  t = await createTestApp();
  const [product] = (await productsOf(t, 'Picnic Musandum')) as [TCatalogueCard];
  ({ order, transactionId } = await confirmedBooking(t, product, nextWeek(t), 1));
});

afterAll(async () => {
  await t?.close();
});

type TTable =
  | 'orders'
  | 'checkouts'
  | 'payments'
  | 'seat_holds'
  | 'sandbox_transactions'
  | 'order_changes'
  | 'outbox'
  | 'gift_cards'
  | 'gift_card_purchases';

/** The row as stored now. */
function rowOf(table: TTable, id: string) {
  return t.app.ctx.db
    .selectFrom(table as 'orders')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** Ids of rows of each table in a known state, made the way the shop makes them or written as the shop writes them. */
async function rowsInKnownStates() {
  const { db } = t.app.ctx;
  const now = t.clock.now().toISOString();
  const hold = await db
    .selectFrom('seat_holds')
    .select('id')
    .where('checkout_id', '=', order.checkout_id)
    .executeTakeFirstOrThrow();
  const message = await db.selectFrom('outbox').select('id').where('order_id', '=', order.id).executeTakeFirstOrThrow();
  const user = await db.selectFrom('orders').select('user_id').where('id', '=', order.id).executeTakeFirstOrThrow();
  const changeId = newId();
  await db
    .insertInto('order_changes')
    .values({
      id: changeId,
      order_id: order.id,
      operator_id: null,
      line_index: 0,
      items_before: '[]',
      items_after: '[]',
      subtotal_fils: 0,
      discount_fils: 0,
      difference_fils: 0,
      status: 'expired',
      payment_id: null,
      hold_id: null,
      expires_at: now,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const cardId = newId();
  await db
    .insertInto('gift_cards')
    .values({
      id: cardId,
      code: newToken().slice(0, 16),
      initial_fils: 10_000,
      expires_at: now,
      status: 'void',
      bought_by_user_id: null,
      issued_by_operator_id: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const purchaseId = newId();
  await db
    .insertInto('gift_card_purchases')
    .values({
      id: purchaseId,
      user_id: user.user_id,
      amount_fils: 10_000,
      recipient_name: 'Noor',
      provider: 'sandbox',
      provider_transaction_id: `sbx_${newId()}`,
      status: 'declined',
      gift_card_id: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { hold: hold.id, message: message.id, changeId, cardId, purchaseId };
}

interface TCase {
  table: TTransitions<string>;
  id: () => string;
  /** A move the table does not declare, from the row's state. */
  illegal: { from: string[]; to: string };
  /** A declared move whose `from` the row is not in. */
  notFromHere?: { from: string[]; to: string };
}

let ids: Awaited<ReturnType<typeof rowsInKnownStates>>;

const CASES: TCase[] = [
  {
    table: ORDER_TRANSITIONS,
    id: () => order.id,
    illegal: { from: ['confirmed'], to: 'refunded' },
    notFromHere: { from: ['cancelled'], to: 'refunded' },
  },
  {
    table: CHECKOUT_TRANSITIONS,
    id: () => order.checkout_id,
    illegal: { from: ['confirmed'], to: 'open' },
    notFromHere: { from: ['open'], to: 'cancelled' },
  },
  {
    table: PAYMENT_TRANSITIONS,
    id: () => order.payment_id,
    illegal: { from: ['paid'], to: 'pending' },
    notFromHere: { from: ['pending'], to: 'declined' },
  },
  {
    table: HOLD_TRANSITIONS,
    id: () => ids.hold,
    illegal: { from: ['booked'], to: 'held' },
    notFromHere: { from: ['held'], to: 'booked' },
  },
  {
    table: SANDBOX_TRANSACTION_TRANSITIONS,
    id: () => transactionId,
    illegal: { from: ['paid'], to: 'pending' },
    notFromHere: { from: ['pending'], to: 'declined' },
  },
  {
    table: ORDER_CHANGE_TRANSITIONS,
    id: () => ids.changeId,
    illegal: { from: ['expired'], to: 'pending' },
    notFromHere: { from: ['pending'], to: 'done' },
  },
  { table: OUTBOX_TRANSITIONS, id: () => ids.message, illegal: { from: ['pending'], to: 'pending' } },
  {
    table: GIFT_CARD_TRANSITIONS,
    id: () => ids.cardId,
    illegal: { from: ['void'], to: 'active' },
    notFromHere: { from: ['active'], to: 'void' },
  },
  {
    table: GIFT_CARD_PURCHASE_TRANSITIONS,
    id: () => ids.purchaseId,
    illegal: { from: ['declined'], to: 'paid' },
    notFromHere: { from: ['pending'], to: 'paid' },
  },
];

describe('every transition table refuses a move it does not declare, and the row stays as it was', () => {
  beforeAll(async () => {
    ids = await rowsInKnownStates();
  });

  for (const testCase of CASES) {
    it(`${testCase.table.entity}: refuses ${testCase.illegal.from.join('|')} -> ${testCase.illegal.to}`, async () => {
      const table = testCase.table.entity as TTable;
      const before = await rowOf(table, testCase.id());
      const now = t.clock.now().toISOString();
      const { from, to } = testCase.illegal;
      await expect(moveStatus(t.app.ctx.db, testCase.table, testCase.id(), from, to, now)).rejects.toThrow(
        IllegalTransitionError,
      );
      await expect(claimStatus(t.app.ctx.db, testCase.table, testCase.id(), from, to, now)).rejects.toThrow(
        IllegalTransitionError,
      );
      if (testCase.notFromHere) {
        const declared = testCase.notFromHere;
        await expect(
          moveStatus(t.app.ctx.db, testCase.table, testCase.id(), declared.from, declared.to, now),
        ).rejects.toThrow(TransitionRefusedError);
        expect(await claimStatus(t.app.ctx.db, testCase.table, testCase.id(), declared.from, declared.to, now)).toBe(
          false,
        );
      }
      expect(await rowOf(table, testCase.id())).toEqual(before);
    });
  }
});
