// The front door of the ledger module (decision 066): all that other modules and the rest of src/ may import.

export {
  findInviteBonusOfOrder,
  findLedgerAccount,
  listLedgerEntries,
  pointsEarnedByOrder,
} from './ledger.repository.js';
export { ledgerRoutes } from './ledger.routes.js';
export { postEntry, spendablePointsOf, viewWallet } from './ledger.service.js';
export { GIFT_CARD_BOOK, postToLedger } from './ledger-primitive.js';
