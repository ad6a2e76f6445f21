import * as giftCards from '../schemas/gift-cards.js';
import { read, type TOperatorCallDefinition, write } from './define.js';

/**
 * Gift cards (issue 20, decision 049): looked up by whoever reads bookings (an agent answers a caller about a
 * balance), with the code's last four characters only; issued (its code answered that once) and voided by those
 * who run promotions (owner and manager); a code shown again only with giftCards.reveal (owners), audited
 * (issue 32, decision 057).
 */
export const GIFT_CARD_CALLS = {
  'operator/listGiftCards': read(
    'bookings.read',
    giftCards.ZOperatorListGiftCardsRequest,
    giftCards.ZOperatorListGiftCardsData,
    "Gift cards, newest first, found by the whole code, its last four, or the buyer's email or name; paged",
  ),
  'operator/viewGiftCard': read(
    'bookings.read',
    giftCards.ZViewGiftCardRequest,
    giftCards.ZGiftCardDetail,
    'One gift card: balance, status, expiry, and its entries with their orders',
  ),
  'operator/issueGiftCard': write(
    'promotions.write',
    giftCards.ZIssueGiftCardRequest,
    giftCards.ZIssuedGiftCard,
    'Issue a gift card of AED 50 to 5,000 with a recipient, a message and an optional expiry',
  ),
  'operator/voidGiftCard': write(
    'promotions.write',
    giftCards.ZVoidGiftCardRequest,
    giftCards.ZGiftCardDetail,
    'Void a gift card with a reason: its balance goes to zero and it can no longer be spent or redeemed',
  ),
  'operator/revealGiftCardCode': write(
    'giftCards.reveal',
    giftCards.ZRevealGiftCardCodeRequest,
    giftCards.ZRevealGiftCardCodeData,
    "Show a gift card's whole code again (to re-send it to its buyer); recorded in the audit log",
  ),
} as const satisfies Record<string, TOperatorCallDefinition>;
