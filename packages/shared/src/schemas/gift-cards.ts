// Gift cards (issue 20, decision 049): bought in the storefront, redeemed into the wallet, and the back office's
// desk. Money is integer fils, but the amount a shopper or operator chooses, which is whole dirhams.
import { z } from 'zod';
import { GIFT_CARD_MAX_AED, GIFT_CARD_MIN_AED } from '../rules/gift-cards.js';
import { checkedBy, ZIsoDate, ZOpaqueId } from './common.js';

export const GIFT_CARD_STATUSES = ['active', 'void'] as const;
export const GIFT_CARD_ENTRY_REASONS = ['issued', 'spent', 'refund', 'redeemed', 'voided', 'adjustment'] as const;
/** Where a purchase's card payment stands: paid makes the card; a declined page makes none. */
export const GIFT_CARD_PURCHASE_STATES = ['pending', 'paid', 'declined'] as const;

/** The storefront's ready-made amounts, AED. */
export const GIFT_CARD_PRESET_AMOUNTS = [100, 250, 500, 1000] as const;
export const GIFT_CARD_MESSAGE_MAX = 300;
export const GIFT_CARD_NAME_MAX = 80;

const amountMessage = `Choose an amount from AED ${GIFT_CARD_MIN_AED} to AED ${GIFT_CARD_MAX_AED.toLocaleString('en-US')}`;
/** A card's value in whole dirhams, AED 50 to 5,000. */
export const ZGiftCardAmount = z
  .number({ error: amountMessage })
  .int('Choose a whole number of dirhams')
  .min(GIFT_CARD_MIN_AED, amountMessage)
  .max(GIFT_CARD_MAX_AED, amountMessage);

const ZRecipientName = z
  .string({ error: "The recipient's name is required" })
  .trim()
  .min(1, "The recipient's name is required")
  .max(GIFT_CARD_NAME_MAX, `The recipient's name can be at most ${GIFT_CARD_NAME_MAX} characters`);
const ZGiftMessage = z
  .string({ error: 'The message must be text' })
  .trim()
  .max(GIFT_CARD_MESSAGE_MAX, `The message can be at most ${GIFT_CARD_MESSAGE_MAX} characters`);

/** users/buyGiftCard: a card of `amount` AED for a recipient, paid by card on the gateway's page. */
export const ZBuyGiftCardRequest = z.strictObject({
  amount: ZGiftCardAmount,
  recipient_name: ZRecipientName,
  message: ZGiftMessage.optional(),
});
export type TBuyGiftCardRequest = z.infer<typeof ZBuyGiftCardRequest>;
export const ZBuyGiftCardData = z.object({
  purchaseId: z.string(),
  Transaction: z.object({ PaymentPage: z.string(), TransactionID: z.string() }),
});
export type TBuyGiftCardData = z.infer<typeof ZBuyGiftCardData>;

/** What every view of a card shows: value, balance, expiry, status and recipient (the code is the buyer's alone). */
const ZGiftCardBase = z.object({
  id: z.string(),
  initialFils: z.number().int(),
  balanceFils: z.number().int(),
  /** ISO-8601 UTC: the card can be used until then. */
  expiresAt: z.string(),
  status: z.enum(GIFT_CARD_STATUSES),
  recipientName: z.string(),
  createdAt: z.string(),
});

/** A card as its buyer sees it (the orders page, the purchase's return page). */
export const ZBoughtGiftCard = ZGiftCardBase.extend({ code: z.string(), message: z.string() });
export type TBoughtGiftCard = z.infer<typeof ZBoughtGiftCard>;

/** users/viewGiftCardPurchase: the return page asks where a purchase stands; a paid one answers its card. */
export const ZViewGiftCardPurchaseRequest = z.strictObject({ purchaseId: ZOpaqueId('purchaseId') });
export const ZViewGiftCardPurchaseData = z.object({
  state: z.enum(GIFT_CARD_PURCHASE_STATES),
  card: ZBoughtGiftCard.nullable(),
});
export type TViewGiftCardPurchaseData = z.infer<typeof ZViewGiftCardPurchaseData>;

/** users/listGiftCards: the cards the shopper bought, newest first. */
export const ZListGiftCardsData = z.array(ZBoughtGiftCard);

/** users/redeemGiftCard: the whole balance of a card into the shopper's wallet; answers the wallet. */
export const ZRedeemGiftCardRequest = z.strictObject({
  code: z
    .string({ error: 'Enter the gift card code' })
    .trim()
    .min(1, 'Enter the gift card code')
    .max(40, 'This gift card code is not valid'),
});
export type TRedeemGiftCardRequest = z.infer<typeof ZRedeemGiftCardRequest>;

// The back office.

export const GIFT_CARD_PAGE_SIZE = 20;

/**
 * operator/listGiftCards: by the whole code or its last four characters, or by the start of the buyer's email or name
 * or the recipient's name. Never by a code's start: answered with the last four, it would spell the code out.
 */
export const ZOperatorListGiftCardsRequest = z.strictObject({
  query: z.string({ error: 'The search must be text' }).trim().max(100, 'The search is too long').optional(),
  page: z
    .number({ error: 'page must be a whole number' })
    .int('page must be a whole number')
    .min(1, 'page starts at 1')
    .max(10_000, 'page is too large')
    .optional(),
});
export type TOperatorListGiftCardsRequest = z.infer<typeof ZOperatorListGiftCardsRequest>;

export const ZGiftCardRow = ZGiftCardBase.extend({
  /**
   * The code's last four characters: the desk never answers a whole code, which would spend the card (issue 32).
   * Its issuer sees it once (operator/issueGiftCard); an owner may show it again (operator/revealGiftCardCode).
   */
  codeEnd: z.string(),
  /** Expired cards keep status `active`: the desk shows the expiry beside it. */
  isExpired: z.boolean(),
  /** Who bought it in the storefront (null when an operator issued it). */
  buyer: z.object({ userId: z.string(), name: z.string(), email: z.string() }).nullable(),
});
export type TGiftCardRow = z.infer<typeof ZGiftCardRow>;

export const ZOperatorListGiftCardsData = z.object({
  cards: z.array(ZGiftCardRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TOperatorListGiftCardsData = z.infer<typeof ZOperatorListGiftCardsData>;

export const ZGiftCardEntry = z.object({
  id: z.string(),
  /** Fils; negative when value left the card. */
  amount: z.number().int(),
  reason: z.enum(GIFT_CARD_ENTRY_REASONS),
  note: z.string(),
  /** The order's reference, when the entry belongs to one. */
  orderReference: z.string().nullable(),
  createdAt: z.string(),
});
export type TGiftCardEntry = z.infer<typeof ZGiftCardEntry>;

export const ZViewGiftCardRequest = z.strictObject({ giftCardId: ZOpaqueId('giftCardId') });
export const ZGiftCardDetail = ZGiftCardRow.extend({
  message: z.string(),
  voidReason: z.string(),
  /** The operator who issued it from the back office, by name. */
  issuedBy: z.string().nullable(),
  entries: z.array(ZGiftCardEntry),
});
export type TGiftCardDetail = z.infer<typeof ZGiftCardDetail>;

/** operator/issueGiftCard: a card made by the shop (a goodwill gesture, a prize); its code is shown once here and on its page. */
export const ZIssueGiftCardRequest = z.strictObject({
  amount: ZGiftCardAmount,
  recipientName: ZRecipientName,
  message: ZGiftMessage.optional(),
  /** The last day (Dubai) it can be used; 365 days from now when absent. */
  expiresOn: ZIsoDate('The expiry must be a date (YYYY-MM-DD)').optional(),
});
export type TIssueGiftCardRequest = z.infer<typeof ZIssueGiftCardRequest>;
/**
 * The back office's issue dialog, as typed: the amount as text, and an empty last day for none. Its output is
 * operator/issueGiftCard's body, checked by the call's schema, whose messages show beside the same fields.
 */
export const ZIssueGiftCardForm = z
  .object({ amount: z.string(), recipientName: z.string(), message: z.string(), expiresOn: z.string() })
  .transform((form, ctx) =>
    checkedBy(
      ZIssueGiftCardRequest,
      {
        amount: form.amount.trim() === '' ? Number.NaN : Number(form.amount),
        recipientName: form.recipientName,
        message: form.message,
        ...(form.expiresOn ? { expiresOn: form.expiresOn } : {}),
      },
      ctx,
    ),
  );
export type TIssueGiftCardForm = z.input<typeof ZIssueGiftCardForm>;
/** What the issue answers: the card, with its whole code this once, for the issuer to hand over. */
export const ZIssuedGiftCard = ZGiftCardDetail.extend({ code: z.string() });
export type TIssuedGiftCard = z.infer<typeof ZIssuedGiftCard>;

/** operator/revealGiftCardCode: a card's whole code shown again (an owner re-sending it); written to the audit log. */
export const ZRevealGiftCardCodeRequest = z.strictObject({ giftCardId: ZOpaqueId('giftCardId') });
export const ZRevealGiftCardCodeData = z.object({ code: z.string() });
export type TRevealGiftCardCodeData = z.infer<typeof ZRevealGiftCardCodeData>;

export const ZVoidGiftCardRequest = z.strictObject({
  giftCardId: ZOpaqueId('giftCardId'),
  reason: z
    .string({ error: 'A reason is required' })
    .trim()
    .min(3, 'Please give a reason of at least 3 characters')
    .max(200, 'The reason is too long'),
});
export type TVoidGiftCardRequest = z.infer<typeof ZVoidGiftCardRequest>;
