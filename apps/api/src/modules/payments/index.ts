// The front door of the payments module (decision 066): all that other modules and the rest of src/ may import.
export { BALANCE_PROVIDER, isBalanceTransaction, newBalanceTransactionId } from './balance.js';
export { CASH_PROVIDER, isCashTransaction, newCashTransactionId } from './cash.js';
export { gatewayRoutes } from './gateway.routes.js';
export { isPartnerTransaction, newPartnerTransactionId, PARTNER_PROVIDER } from './partner.js';
export type { TCreatedPayment, TPaymentProvider, TPaymentRouter, TProviderPayment } from './payment-provider.js';
export { createPaymentProviders, routePayments } from './providers.js';
export { sandboxRoutes } from './sandbox.routes.js';
export { sandboxCallbackRoutes } from './sandbox-callback.js';
export { createSandboxProvider } from './sandbox-provider.js';
