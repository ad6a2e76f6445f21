import { PAYMENT_MESSAGES } from '@rihla/shared/messages/booking';
import type { TConfig } from '../../config.js';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { TClock } from '../../lib/clock.js';
import { createEpgProvider } from './epg-provider.js';
import type { THostedGatewayDeps } from './hosted-gateway.js';
import { createNgeniusProvider } from './ngenius-provider.js';
import type { TCreatedPayment, TCreatePaymentInput, TPaymentProvider, TPaymentRouter } from './payment-provider.js';
import { createSandboxProvider } from './sandbox-provider.js';
import { createTelrProvider } from './telr-provider.js';

/** The router of decision 078 (its contract: TPaymentRouter in payment-provider.ts). */
export function routePayments(active: TPaymentProvider, providers: readonly TPaymentProvider[]): TPaymentRouter {
  const forTransaction = (transactionId: string) =>
    providers.find((provider) => transactionId.startsWith(provider.prefix)) ?? null;
  return {
    name: active.name,
    prefix: active.prefix,
    providers,
    byName: (name) => providers.find((provider) => provider.name === name),
    nameOf: (transactionId) => forTransaction(transactionId)?.name ?? null,
    createPayment: (input: TCreatePaymentInput): Promise<TCreatedPayment> => active.createPayment(input),
    async getPayment(transactionId) {
      return (await forTransaction(transactionId)?.getPayment(transactionId)) ?? null;
    },
    async resumePayment(transactionId) {
      return (await forTransaction(transactionId)?.resumePayment(transactionId)) ?? null;
    },
    async refund(transactionId, amountFils, refundKey) {
      const provider = forTransaction(transactionId);
      if (!provider) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.paymentNotFound);
      await provider.refund(transactionId, amountFils, refundKey);
    },
    async hostedPage(transactionId) {
      return (await forTransaction(transactionId)?.hostedPage?.(transactionId)) ?? null;
    },
  };
}

/** The gateways this configuration has: the sandbox always (its earlier payments stay served), and each real one whose credentials are set. */
export function createPaymentProviders(config: TConfig, deps: { db: TDb; clock: TClock }): TPaymentRouter {
  const sandbox = createSandboxProvider({ db: deps.db, clock: deps.clock, publicUrl: config.publicUrl });
  const gatewayDeps: THostedGatewayDeps = {
    db: deps.db,
    clock: deps.clock,
    publicUrl: config.publicUrl,
    timeoutMs: config.payments.timeoutMs,
  };
  const providers: TPaymentProvider[] = [sandbox];
  // Each real gateway whose credentials are configured (config-payments.ts): one line each.
  if (config.payments.epg) providers.push(createEpgProvider(config.payments.epg, gatewayDeps));
  if (config.payments.ngenius) providers.push(createNgeniusProvider(config.payments.ngenius, gatewayDeps));
  if (config.payments.telr) providers.push(createTelrProvider(gatewayDeps, config.payments.telr));
  const active = providers.find((provider) => provider.name === config.payments.provider);
  if (!active)
    throw new Error(`Invalid configuration:\n  PAYMENT_PROVIDER: ${config.payments.provider} is not available`);
  return routePayments(active, providers);
}
