import type { TConfig } from './config.js';
import type { TDatabaseHandle, TDb } from './db/database.js';
import type { TClock } from './lib/clock.js';
import type { TResponseCache } from './lib/response-cache.js';
import type { TPaymentProvider } from './modules/payments/payment-provider.js';

/** What every service needs, built once in app.ts and passed down explicitly. */
export interface TAppContext {
  config: TConfig;
  db: TDb;
  database: TDatabaseHandle;
  clock: TClock;
  payments: TPaymentProvider;
  /** Serialised answers of the public catalogue reads; cleared by every catalogue write (decision 013). */
  responseCache: TResponseCache;
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
