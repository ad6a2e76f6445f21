// The front door of the gift-cards module (decision 066): all that other modules and the rest of src/ may import.
export { confirmGiftCardNotice, findPurchaseOfTransaction, reconcileGiftCardPurchases } from './flows/buy-gift-card.js';
export { giftCardRefusal, postGiftCardEntry } from './gift-card-ledger.js';
export { findGiftCardByCode, findGiftCardById, insertGiftCard } from './gift-cards.repository.js';
export { giftCardsRoutes } from './gift-cards.routes.js';
export { defaultGiftCardExpiry } from './gift-cards.service.js';
