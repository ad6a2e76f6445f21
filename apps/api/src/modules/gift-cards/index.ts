export { giftCardRefusal, postGiftCardEntry } from './gift-card-ledger.js';
export { confirmGiftCardNotice, reconcileGiftCardPurchases } from './gift-card-purchase.js';
export { findGiftCardByCode, findGiftCardById, insertGiftCard } from './gift-cards.repository.js';
export { giftCardsRoutes } from './gift-cards.routes.js';
export { defaultGiftCardExpiry } from './gift-cards.service.js';
