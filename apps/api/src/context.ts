import type { TConfig } from './config.js';
import type { TDatabaseHandle, TDb } from './db/database.js';
import type { TClock } from './lib/clock.js';
import type { TPaymentProvider } from './modules/payments/payment-provider.js';

/** What every service needs, built once in app.ts and passed down explicitly. */
export interface TAppContext {
  config: TConfig;
  db: TDb;
  database: TDatabaseHandle;
  clock: TClock;
  payments: TPaymentProvider;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: TAppContext;
  }
  interface FastifyRequest {
    user: TAuthUser | null;
  }
}

export interface TAuthUser {
  id: string;
  firstName: string;
  tokenHash: string;
}
