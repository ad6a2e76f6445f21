import { GIFT_CARD_MESSAGES, LEDGER_MESSAGES } from '@rihla/shared/messages/ledger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDb } from '../../db/database.js';
import { newId } from '../../lib/ids.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { newShopperWithId } from '../../test/ledger.js';
import { defaultGiftCardExpiry, issueGiftCard } from '../gift-cards/gift-cards.service.js';
import { GIFT_CARD_BOOK, POINTS_BOOK, postToLedger, WALLET_BOOK } from './ledger-primitive.js';

// The ledger primitive (decision 068): its three guarantees proven once for each balance that uses it, on both
// databases: one entry per event key, never below zero, the stored balance equal to the sum of its entries.

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

const now = () => t.clock.now().toISOString();

/** How a test reaches one balance kind: a new owner, a posting to it, and its stored balance and entries. */
interface TBalanceKind {
  name: string;
  notEnough: string;
  newOwner(): Promise<string>;
  post(trx: TDb, ownerId: string, amount: number, eventKey: string): Promise<boolean>;
  stored(ownerId: string): Promise<number>;
  entries(ownerId: string): Promise<number[]>;
}

function shopperBalance(book: typeof WALLET_BOOK | typeof POINTS_BOOK): TBalanceKind {
  const kind = book.column === 'wallet_fils' ? 'wallet' : 'points';
  return {
    name: kind,
    notEnough: LEDGER_MESSAGES.notEnough(kind),
    newOwner: async () => (await newShopperWithId(t)).userId,
    post: (trx, userId, amount, eventKey) =>
      postToLedger(
        trx,
        book,
        { ownerId: userId, amount, eventKey, columns: { user_id: userId, kind, reason: 'adjustment' } },
        now(),
        { notEnough: LEDGER_MESSAGES.notEnough(kind) },
      ),
    stored: async (userId) => {
      const account = await t.app.ctx.db
        .selectFrom('ledger_accounts')
        .selectAll()
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return account?.[book.column] ?? 0;
    },
    entries: async (userId) =>
      (
        await t.app.ctx.db
          .selectFrom('ledger_entries')
          .select('amount')
          .where('user_id', '=', userId)
          .where('kind', '=', kind)
          .execute()
      ).map((row) => row.amount),
  };
}

const giftCardBalance: TBalanceKind = {
  name: 'gift card',
  notEnough: GIFT_CARD_MESSAGES.empty,
  // A card issued with nothing on it: its balance is what the test posts.
  newOwner: () =>
    t.app.ctx.db.transaction().execute(async (trx) => {
      const card = await issueGiftCard(
        trx,
        {
          amountFils: 0,
          recipientName: 'Ledger',
          message: '',
          expiresAt: defaultGiftCardExpiry(now()),
          eventKey: `issued:${newId()}`,
        },
        now(),
      );
      return card.id;
    }),
  post: (trx, giftCardId, amount, eventKey) =>
    postToLedger(
      trx,
      GIFT_CARD_BOOK,
      { ownerId: giftCardId, amount, eventKey, columns: { gift_card_id: giftCardId, reason: 'issued' } },
      now(),
      { notEnough: GIFT_CARD_MESSAGES.empty },
    ),
  stored: async (giftCardId) =>
    (await t.app.ctx.db.selectFrom('gift_cards').select('balance_fils').where('id', '=', giftCardId).executeTakeFirst())
      ?.balance_fils ?? 0,
  entries: async (giftCardId) =>
    (
      await t.app.ctx.db
        .selectFrom('gift_card_entries')
        .select('amount')
        .where('gift_card_id', '=', giftCardId)
        .where('event_key', 'not like', 'issued:%')
        .execute()
    ).map((row) => row.amount),
};

const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + amount, 0);

describe.each([shopperBalance(WALLET_BOOK), shopperBalance(POINTS_BOOK), giftCardBalance])(
  'the ledger primitive: $name',
  (kind) => {
    /** Posts in a transaction of its own, as a step of a money flow would in its own. */
    const post = (ownerId: string, amount: number, eventKey: string) =>
      t.app.ctx.db.transaction().execute((trx) => kind.post(trx, ownerId, amount, eventKey));

    it('posts an event once, however often it is retried or raced', async () => {
      const owner = await kind.newOwner();
      const answers = await Promise.all(Array.from({ length: 6 }, () => post(owner, 925, `earn:${owner}`)));
      expect(answers.filter(Boolean)).toHaveLength(1);
      expect(await post(owner, 925, `earn:${owner}`)).toBe(false);
      expect(await kind.entries(owner)).toEqual([925]);
      expect(await kind.stored(owner)).toBe(925);
    });

    it('never takes the balance below zero: a refused posting rolls back, entry and all', async () => {
      const owner = await kind.newOwner();
      await post(owner, 5_000, `credit:${owner}`);
      await expect(post(owner, -5_001, `spend:${owner}`)).rejects.toThrow(kind.notEnough);
      expect(await kind.entries(owner)).toEqual([5_000]);
      expect(await kind.stored(owner)).toBe(5_000);
      // The refused event was not kept: it posts once there is enough.
      await post(owner, 1, `credit-2:${owner}`);
      expect(await post(owner, -5_001, `spend:${owner}`)).toBe(true);
      expect(await kind.stored(owner)).toBe(0);
    });

    it('keeps the balance the sum of its entries under 30 spenders at once', async () => {
      const owner = await kind.newOwner();
      await post(owner, 10_000, `credit:${owner}`);
      const results = await Promise.allSettled(
        Array.from({ length: 30 }, (_, index) => post(owner, -700, `spend:${owner}:${index}`)),
      );
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(14);
      const entries = await kind.entries(owner);
      expect(entries).toHaveLength(15);
      expect(await kind.stored(owner)).toBe(10_000 - 14 * 700);
      expect(sum(entries)).toBe(await kind.stored(owner));
    });
  },
);
