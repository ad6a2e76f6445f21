import * as giftCards from '../schemas/gift-cards.js';
import { read, type TOperatorCallDefinition, write } from './define.js';

/**
 * Gift cards (issue 20, decision 049): looked up by whoever reads bookings (an agent answers a caller about a
 * balance); issued and voided by those who run promotions (owner and manager).
 */
export const GIFT_CARD_CALLS = {
  'operator/listGiftCards': read(
    'bookings.read',
    giftCards.ZOperatorListGiftCardsRequest,
    giftCards.ZOperatorListGiftCardsData,
    "Gift cards, newest first, found by code or by the buyer's email or name; paged",
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
    giftCards.ZGiftCardDetail,
    'Issue a gift card of AED 50 to 5,000 with a recipient, a message and an optional expiry',
  ),
  'operator/voidGiftCard': write(
    'promotions.write',
    giftCards.ZVoidGiftCardRequest,
    giftCards.ZGiftCardDetail,
    'Void a gift card with a reason: its balance goes to zero and it can no longer be spent or redeemed',
  ),
} as const satisfies Record<string, TOperatorCallDefinition>;
