export { BALANCE_PROVIDER, isBalanceTransaction, newBalanceTransactionId } from './balance.js';
export { CASH_PROVIDER, isCashTransaction, newCashTransactionId } from './cash.js';
export type { TCreatedPayment, TPaymentProvider, TProviderPayment } from './payment-provider.js';
export { sandboxRoutes } from './sandbox.routes.js';
export { sandboxCallbackRoutes } from './sandbox-callback.js';
export { createSandboxProvider } from './sandbox-provider.js';
