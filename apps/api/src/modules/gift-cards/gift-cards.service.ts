import { GIFT_CARD_MESSAGES } from '@rihla/shared/messages/ledger';
import type { TContentLanguage } from '@rihla/shared/rules/content-language';
import { GIFT_CARD_VALID_DAYS, normaliseGiftCardCode } from '@rihla/shared/rules/gift-cards';
import { filsToAed, formatAedAmount } from '@rihla/shared/rules/money';
import type { TBoughtGiftCard } from '@rihla/shared/schemas/gift-cards';
import type { TViewWalletData } from '@rihla/shared/schemas/ledger';
import type { TAppContext, TAuthUser } from '../../context.js';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { isoNow } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { postEntry, viewWallet } from '../ledger/index.js';
import { enqueueMessage, orderMessageChannels } from '../outbox/index.js';
import { newGiftCardCode } from './gift-card-code.js';
import { giftCardRefusal, postGiftCardEntry, type TGiftCard } from './gift-card-ledger.js';
import {
  findBuyerContact,
  findGiftCardByCode,
  findGiftCardById,
  insertGiftCard,
  listGiftCardsBoughtBy,
} from './gift-cards.repository.js';

const DAY_MS = 86_400_000;

/** A new card's expiry: GIFT_CARD_VALID_DAYS (365) days from its issue, to the millisecond. */
export function defaultGiftCardExpiry(now: string): string {
  return new Date(Date.parse(now) + GIFT_CARD_VALID_DAYS * DAY_MS).toISOString();
}

export interface TIssueGiftCard {
  /** The card's id when the caller recorded it already (a purchase); a new one when absent. */
  id?: string;
  amountFils: number;
  recipientName: string;
  message: string;
  expiresAt: string;
  boughtByUserId?: string | null;
  issuedByOperatorId?: string | null;
  /** The event that issues it (a purchase, an operator's issue): its `issued` entry is posted once per event. */
  eventKey: string;
}

/** A code no card has yet (a repeat among 31^16 codes is all but impossible; it is still checked). */
async function unusedCode(db: TDb): Promise<string> {
  for (;;) {
    const code = newGiftCardCode();
    if (!(await findGiftCardByCode(db, code))) return code;
  }
}

/** Step "issue a card", in the caller's transaction: the card at zero, then its `issued` entry gives it its value. */
export async function issueGiftCard(trx: TDb, card: TIssueGiftCard, now: string): Promise<TGiftCard> {
  const id = card.id ?? newId();
  await insertGiftCard(
    trx,
    {
      id,
      code: await unusedCode(trx),
      initialFils: card.amountFils,
      expiresAt: card.expiresAt,
      recipientName: card.recipientName,
      message: card.message,
      boughtByUserId: card.boughtByUserId ?? null,
      issuedByOperatorId: card.issuedByOperatorId ?? null,
    },
    now,
  );
  await postGiftCardEntry(
    trx,
    {
      giftCardId: id,
      amount: card.amountFils,
      reason: 'issued',
      userId: card.boughtByUserId ?? null,
      operatorId: card.issuedByOperatorId ?? null,
      eventKey: card.eventKey,
    },
    now,
  );
  const issued = await findGiftCardById(trx, id);
  if (!issued) throw new Error(`gift card ${id} vanished in its own transaction`);
  return issued;
}

/**
 * Queues the bought card's code to its buyer, in the card's transaction (decision 045): an email, and a text when
 * the shop sends texts. Composed when sent, from the card as it is then.
 */
export async function queueGiftCardMessages(
  ctx: TAppContext,
  trx: TDb,
  card: TGiftCard,
  now: string,
  /** The buying page's language (decision 103); its messages are written in it. */
  language: TContentLanguage = 'en',
) {
  if (!card.bought_by_user_id) return;
  const buyer = await findBuyerContact(trx, card.bought_by_user_id);
  if (!buyer || buyer.deleted_at) return;
  for (const channel of orderMessageChannels(ctx.config)) {
    const recipient = channel === 'email' ? buyer.email : buyer.phone_number;
    if (!recipient) continue;
    await enqueueMessage(
      trx,
      {
        topic: 'giftCardIssued',
        channel,
        recipient,
        orderId: null,
        payload: { giftCardId: card.id, language },
        dedupeKey: `giftCardIssued:${channel}:${card.id}`,
      },
      now,
    );
  }
}

type TGiftCardBaseRow = Pick<
  TGiftCard,
  'id' | 'initial_fils' | 'balance_fils' | 'expires_at' | 'status' | 'recipient_name' | 'created_at'
>;

/** The fields every view of a card shows (the buyer's and the desk's); the code is added by the buyer's alone. */
export function giftCardBaseOf(card: TGiftCardBaseRow) {
  return {
    id: card.id,
    initialFils: card.initial_fils,
    balanceFils: card.balance_fils,
    expiresAt: card.expires_at,
    status: card.status,
    recipientName: card.recipient_name,
    createdAt: card.created_at,
  };
}

export function toBoughtGiftCard(card: TGiftCard): TBoughtGiftCard {
  return { ...giftCardBaseOf(card), code: card.code, message: card.message };
}

/** users/listGiftCards. */
export async function listBoughtGiftCards(ctx: TAppContext, userId: string): Promise<TBoughtGiftCard[]> {
  return (await listGiftCardsBoughtBy(ctx.db, userId)).map(toBoughtGiftCard);
}

/**
 * users/redeemGiftCard: the card's whole balance into the shopper's wallet, in one transaction: a `redeemed` entry
 * takes it off the card and a `giftCard` entry puts it in the wallet. Two redeems raced: the card's balance moves
 * by a conditional update, so the second finds it empty, throws and rolls back (nothing of it is left). Anyone
 * holding the code may redeem it: a gift card is a bearer token.
 */
export async function redeemGiftCard(
  ctx: TAppContext,
  user: TAuthUser,
  typedCode: string,
): Promise<{ wallet: TViewWalletData; message: string }> {
  const code = normaliseGiftCardCode(typedCode);
  if (!code) throw new AppError('BAD_REQUEST', GIFT_CARD_MESSAGES.invalid);
  const found = await findGiftCardByCode(ctx.db, code);
  if (!found) throw new AppError('NOT_FOUND', GIFT_CARD_MESSAGES.notFound);
  const now = isoNow(ctx.clock);
  const amount = await ctx.db.transaction().execute(async (trx) => {
    const card = await findGiftCardById(trx, found.id);
    const refusal = card ? giftCardRefusal(card, now) : GIFT_CARD_MESSAGES.notFound;
    if (!card || refusal) throw new AppError('CONFLICT', refusal ?? GIFT_CARD_MESSAGES.notFound);
    const event = newId();
    await postGiftCardEntry(
      trx,
      {
        giftCardId: card.id,
        amount: -card.balance_fils,
        reason: 'redeemed',
        userId: user.id,
        eventKey: `redeemed:${card.id}:${event}`,
      },
      now,
    );
    await postEntry(
      trx,
      {
        userId: user.id,
        kind: 'wallet',
        amount: card.balance_fils,
        reason: 'giftCard',
        note: `Gift card …${card.code.slice(-4)}`,
        eventKey: `giftCard:redeem:${card.id}:${event}`,
      },
      now,
    );
    return card.balance_fils;
  });
  return {
    wallet: await viewWallet(ctx, user.id),
    message: GIFT_CARD_MESSAGES.redeemed(formatAedAmount(filsToAed(amount))),
  };
}
