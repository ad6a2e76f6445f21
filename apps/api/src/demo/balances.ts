import { DEMO_GIFT_CARD, DEMO_SHOPPER_BALANCES } from '@rihla/demo/balances';
import { aedToFils } from '@rihla/shared/rules/money';
import type { TDb } from '../db/database.js';
import { newId } from '../lib/ids.js';
import {
  defaultGiftCardExpiry,
  findGiftCardByCode,
  insertGiftCard,
  postGiftCardEntry,
} from '../modules/gift-cards/index.js';
import { postEntry } from '../modules/ledger/index.js';

export { DEMO_GIFT_CARD, DEMO_SHOPPER_BALANCES } from '@rihla/demo/balances';

/**
 * The demo shopper's welcome points and wallet credit, and the demo gift card. Posted as operator-less adjustments
 * and an `issued` entry under fixed event keys, so seeding again posts nothing twice.
 */
export async function seedDemoBalances(trx: TDb, phoneNumber: string, now: string): Promise<void> {
  const shopper = await trx.selectFrom('users').select('id').where('phone_number', '=', phoneNumber).executeTakeFirst();
  if (shopper) {
    const base = { userId: shopper.id, reason: 'adjustment', note: DEMO_SHOPPER_BALANCES.note } as const;
    await postEntry(
      trx,
      { ...base, kind: 'points', amount: DEMO_SHOPPER_BALANCES.points, eventKey: 'demo:points' },
      now,
    );
    const walletFils = aedToFils(DEMO_SHOPPER_BALANCES.walletAed);
    await postEntry(trx, { ...base, kind: 'wallet', amount: walletFils, eventKey: 'demo:wallet' }, now);
  }
  if (await findGiftCardByCode(trx, DEMO_GIFT_CARD.code)) return;
  const id = newId();
  const amountFils = aedToFils(DEMO_GIFT_CARD.amountAed);
  await insertGiftCard(
    trx,
    {
      id,
      code: DEMO_GIFT_CARD.code,
      initialFils: amountFils,
      expiresAt: defaultGiftCardExpiry(now),
      recipientName: DEMO_GIFT_CARD.recipientName,
      message: DEMO_GIFT_CARD.message,
    },
    now,
  );
  await postGiftCardEntry(
    trx,
    { giftCardId: id, amount: amountFils, reason: 'issued', eventKey: 'demo:gift-card' },
    now,
  );
}
