import { aedToFils } from '@rihla/shared/rules/money';
import type { TDb } from '../db/database.js';
import { newId } from '../lib/ids.js';
import { postGiftCardEntry } from '../modules/gift-cards/gift-card-ledger.js';
import { findGiftCardByCode, insertGiftCard } from '../modules/gift-cards/gift-cards.repository.js';
import { defaultGiftCardExpiry } from '../modules/gift-cards/gift-cards.service.js';
import { postEntry } from '../modules/ledger/ledger.service.js';

/** The demo gift card of the README: spend it at checkout or redeem it on the Wallet and Points page. */
export const DEMO_GIFT_CARD = { code: 'DUNE-BASH-GFTC-2345', amountAed: 150 } as const;

/** What the demo shopper starts with, to try paying with points and the wallet (decision 049). */
export const DEMO_SHOPPER_BALANCES = { points: 2500, walletAed: 100 } as const;

/**
 * The demo shopper's welcome points and wallet credit, and the demo gift card. Posted as operator-less adjustments
 * and an `issued` entry under fixed event keys, so seeding again posts nothing twice.
 */
export async function seedDemoBalances(trx: TDb, phoneNumber: string, now: string): Promise<void> {
  const shopper = await trx.selectFrom('users').select('id').where('phone_number', '=', phoneNumber).executeTakeFirst();
  if (shopper) {
    const note = 'Welcome credit (demo data)';
    const base = { userId: shopper.id, reason: 'adjustment', note } as const;
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
      recipientName: 'Demo guest',
      message: 'A demo gift card to try at checkout',
    },
    now,
  );
  await postGiftCardEntry(
    trx,
    { giftCardId: id, amount: amountFils, reason: 'issued', eventKey: 'demo:gift-card' },
    now,
  );
}
