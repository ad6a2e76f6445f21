import { GIFT_CARD_MESSAGES } from '@rihla/shared/messages/ledger';
import { GIFT_CARD_CODE_ALPHABET, normaliseGiftCardCode } from '@rihla/shared/rules/gift-cards';
import { aedToFils } from '@rihla/shared/rules/money';
import { addDays, todayInDubai } from '@rihla/shared/rules/time';
import {
  GIFT_CARD_PAGE_SIZE,
  type TGiftCardDetail,
  type TGiftCardRow,
  type TIssuedGiftCard,
  type TIssueGiftCardRequest,
  type TOperatorListGiftCardsData,
  type TOperatorListGiftCardsRequest,
  type TRevealGiftCardCodeData,
  type TVoidGiftCardRequest,
} from '@rihla/shared/schemas/gift-cards';
import type { TAppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { isoNow } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { insertAuditEntry } from '../audit/index.js';
import type { TOperatorAuth } from '../operators/index.js';
import { postGiftCardEntry } from './gift-card-ledger.js';
import {
  findGiftCardById,
  findGiftCardForDesk,
  listGiftCardEntries,
  markGiftCardVoid,
  searchGiftCards,
  type TGiftCardSearch,
} from './gift-cards.repository.js';
import { defaultGiftCardExpiry, giftCardBaseOf, issueGiftCard } from './gift-cards.service.js';

/** The longest expiry an operator may give: five years. */
const MAX_EXPIRY_DAYS = 5 * 366;

/** The last four characters of a code, as typed (any case), or null when the text cannot be them. */
function codeEndOf(text: string): string | null {
  const bare = text.toUpperCase();
  if (bare.length !== 4) return null;
  for (const character of bare) if (!GIFT_CARD_CODE_ALPHABET.includes(character)) return null;
  return bare;
}

/**
 * What the search box matched: a whole code (exactly), a code's last four, or the start of a name or an email.
 * Never a code's start: answered with each card's last four, prefixes would spell a code out (issue 32).
 */
function searchOf(query: string | undefined): TGiftCardSearch {
  const text = (query ?? '').trim();
  if (text === '') return { code: null, codeEnd: null, textPrefix: null };
  return { code: normaliseGiftCardCode(text), codeEnd: codeEndOf(text), textPrefix: text.toLowerCase() };
}

type TDeskRow = Awaited<ReturnType<typeof searchGiftCards>>['rows'][number];

function buyerOf(row: Pick<TDeskRow, 'bought_by_user_id' | 'email' | 'first_name' | 'last_name'>) {
  if (!row.bought_by_user_id) return null;
  return {
    userId: row.bought_by_user_id,
    name: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim(),
    email: row.email ?? '',
  };
}

function rowOf(row: TDeskRow, now: string): TGiftCardRow {
  return { ...giftCardBaseOf(row), codeEnd: row.code.slice(-4), isExpired: now >= row.expires_at, buyer: buyerOf(row) };
}

/** operator/listGiftCards. */
export async function listGiftCardsForDesk(
  ctx: TAppContext,
  request: TOperatorListGiftCardsRequest,
): Promise<TOperatorListGiftCardsData> {
  const page = request.page ?? 1;
  const { rows, total } = await searchGiftCards(
    ctx.db,
    searchOf(request.query),
    (page - 1) * GIFT_CARD_PAGE_SIZE,
    GIFT_CARD_PAGE_SIZE,
  );
  const now = isoNow(ctx.clock);
  return { cards: rows.map((row) => rowOf(row, now)), total, page, pageSize: GIFT_CARD_PAGE_SIZE };
}

/** operator/viewGiftCard. */
export async function viewGiftCardForDesk(ctx: TAppContext, giftCardId: string): Promise<TGiftCardDetail> {
  const card = await findGiftCardForDesk(ctx.db, giftCardId);
  if (!card) throw new AppError('NOT_FOUND', GIFT_CARD_MESSAGES.cardNotFound);
  const entries = await listGiftCardEntries(ctx.db, giftCardId);
  return {
    ...rowOf(card, isoNow(ctx.clock)),
    message: card.message,
    voidReason: card.void_reason,
    issuedBy: card.issued_by_operator_id ? (card.operator_name ?? '') : null,
    entries: entries.map((entry) => ({
      id: entry.id,
      amount: entry.amount,
      reason: entry.reason,
      note: entry.note,
      orderReference: entry.reference ?? null,
      createdAt: entry.created_at,
    })),
  };
}

/** The end of a Dubai day (midnight after it, UTC+4), as the card's expiry; refused when not ahead or too far. */
function expiryOn(date: string, now: Date): string {
  const today = todayInDubai(now);
  if (date <= today) throw new AppError('BAD_REQUEST', GIFT_CARD_MESSAGES.expiryInPast);
  if (date > addDays(today, MAX_EXPIRY_DAYS)) throw new AppError('BAD_REQUEST', GIFT_CARD_MESSAGES.expiryTooFar);
  return new Date(Date.parse(`${addDays(date, 1)}T00:00:00+04:00`)).toISOString();
}

/**
 * operator/issueGiftCard: the card, its `issued` entry and an audit entry in one transaction; the answer holds the
 * whole code this once, for the issuer to hand over.
 */
export async function issueGiftCardFromDesk(
  ctx: TAppContext,
  operator: TOperatorAuth,
  request: TIssueGiftCardRequest,
): Promise<TIssuedGiftCard> {
  const now = isoNow(ctx.clock);
  const expiresAt = request.expiresOn ? expiryOn(request.expiresOn, ctx.clock.now()) : defaultGiftCardExpiry(now);
  const card = await ctx.db.transaction().execute(async (trx) => {
    const issued = await issueGiftCard(
      trx,
      {
        amountFils: aedToFils(request.amount),
        recipientName: request.recipientName,
        message: request.message ?? '',
        expiresAt,
        issuedByOperatorId: operator.id,
        eventKey: `issued:operator:${newId()}`,
      },
      now,
    );
    await insertAuditEntry(trx, {
      at: now,
      operatorId: operator.id,
      action: 'giftCard.issue',
      objectType: 'giftCard',
      objectId: issued.id,
      before: null,
      // NOTE: the code is not written to the audit log: whoever reads the log could spend it.
      after: {
        amountFils: issued.initial_fils,
        recipientName: issued.recipient_name,
        expiresAt: issued.expires_at,
        codeEnd: issued.code.slice(-4),
      },
    });
    return issued;
  });
  return { ...(await viewGiftCardForDesk(ctx, card.id)), code: card.code };
}

/**
 * operator/revealGiftCardCode (giftCards.reveal, owners): the whole code again, to re-send it to its buyer. The
 * audit entry is written before the code is answered, so no showing goes unrecorded; it keeps the last four only.
 */
export async function revealGiftCardCode(
  ctx: TAppContext,
  operator: TOperatorAuth,
  giftCardId: string,
): Promise<TRevealGiftCardCodeData> {
  const now = isoNow(ctx.clock);
  return ctx.db.transaction().execute(async (trx) => {
    const card = await findGiftCardById(trx, giftCardId);
    if (!card) throw new AppError('NOT_FOUND', GIFT_CARD_MESSAGES.cardNotFound);
    await insertAuditEntry(trx, {
      at: now,
      operatorId: operator.id,
      action: 'giftCard.reveal',
      objectType: 'giftCard',
      objectId: card.id,
      before: null,
      after: { codeEnd: card.code.slice(-4) },
    });
    return { code: card.code };
  });
}

/**
 * operator/voidGiftCard: marks the card void (which takes its row's lock, so no spending can slip in between),
 * then a `voided` entry takes what is left to zero, with an audit entry, in one transaction.
 */
export async function voidGiftCardFromDesk(
  ctx: TAppContext,
  operator: TOperatorAuth,
  request: TVoidGiftCardRequest,
): Promise<TGiftCardDetail> {
  const now = isoNow(ctx.clock);
  await ctx.db.transaction().execute(async (trx) => {
    const before = await findGiftCardById(trx, request.giftCardId);
    if (!before) throw new AppError('NOT_FOUND', GIFT_CARD_MESSAGES.cardNotFound);
    if (!(await markGiftCardVoid(trx, before.id, request.reason, now))) {
      throw new AppError('CONFLICT', GIFT_CARD_MESSAGES.alreadyVoid);
    }
    const locked = await findGiftCardById(trx, before.id);
    const balance = locked?.balance_fils ?? 0;
    await postGiftCardEntry(
      trx,
      {
        giftCardId: before.id,
        amount: -balance,
        reason: 'voided',
        operatorId: operator.id,
        note: request.reason,
        eventKey: `voided:${before.id}`,
      },
      now,
    );
    await insertAuditEntry(trx, {
      at: now,
      operatorId: operator.id,
      action: 'giftCard.void',
      objectType: 'giftCard',
      objectId: before.id,
      before: { status: before.status, balanceFils: balance },
      after: { status: 'void', balanceFils: 0, reason: request.reason },
    });
  });
  return viewGiftCardForDesk(ctx, request.giftCardId);
}
