import type { GIFT_CARD_CALLS } from '@rihla/shared/operator-calls/gift-cards';
import type { TMatrixArea } from './fixture.js';

/** Gift cards (issue 20, decision 049): a card that does not exist meets a 404; an issue makes a card. */
export const GIFT_CARD_MATRIX: TMatrixArea<typeof GIFT_CARD_CALLS> = {
  fixtures: {
    'operator/listGiftCards': () => ({ query: 'ABCD' }),
    'operator/viewGiftCard': () => ({ giftCardId: 'no-such-card' }),
    'operator/issueGiftCard': () => ({ amount: 100, recipientName: 'Matrix', message: 'Thank you' }),
    'operator/voidGiftCard': () => ({ giftCardId: 'no-such-card', reason: 'Reported stolen' }),
    'operator/revealGiftCardCode': () => ({ giftCardId: 'no-such-card' }),
  },
  fuzzSeeds: {
    'operator/listGiftCards': () => [{ query: 'ABCD-EF', page: 2 }, { query: 'buyer@example.com' }, {}],
    'operator/viewGiftCard': () => [{ giftCardId: 'no-such-card' }],
    'operator/issueGiftCard': () => [
      { amount: 50, recipientName: 'Fuzz', message: '', expiresOn: '2031-01-01' },
      { amount: 49.5, recipientName: '', expiresOn: '2020-02-30' },
    ],
    'operator/voidGiftCard': () => [{ giftCardId: 'no-such-card', reason: 'no' }],
    'operator/revealGiftCardCode': () => [{ giftCardId: 'no-such-card' }, { giftCardId: '' }],
  },
  tables: ['gift_cards', 'gift_card_entries'],
};
