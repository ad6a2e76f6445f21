export { findInviteBonusOfOrder, findLedgerAccount, pointsEarnedByOrder } from './ledger.repository.js';
export { ledgerRoutes } from './ledger.routes.js';
export { postEntry, spendablePointsOf, viewWallet } from './ledger.service.js';
