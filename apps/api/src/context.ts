import type { TConfig } from './config.js';
import type { TDatabaseHandle, TDb } from './db/database.js';
import type { AnswerCaches } from './lib/answer-caches.js';
import type { TClock } from './lib/clock.js';
import type { TPersonalDataKeys } from './lib/personal-data.js';
// NOTE: the ports the context carries, named from the files that declare them, not the modules' front doors:
// every module imports this file, so the front doors would make a cycle of each (decision 066).
import type { TMailer } from './modules/messages/mailer.js';
import type { TSmsSender } from './modules/messages/sms.js';
import type { TPaymentRouter } from './modules/payments/payment-provider.js';

/** What every service needs, built once in app.ts and passed down explicitly. */
export interface TAppContext {
  config: TConfig;
  db: TDb;
  database: TDatabaseHandle;
  clock: TClock;
  /** The card gateways: new payments at the configured one, the rest at the one that made them (decision 078). */
  payments: TPaymentRouter;
  /**
   * The answer caches (public reads, first-screen pages): every catalogue and content write clears what it
   * changed through `caches.invalidate`, here and in the other processes on the database (decision 017).
   */
  caches: AnswerCaches;
  /** Where emails go: SMTP, or files under DATA_DIR/mail (decision 045); the outbox worker sends through it. */
  mailer: TMailer;
  /** Where text messages go: Twilio, files under DATA_DIR/sms, or nowhere (decision 045). */
  sms: TSmsSender;
  /** The master keys of passengers' passport numbers and dates of birth (decision 092). */
  personalData: TPersonalDataKeys;
  /**
   * A partner's rate as it is now, as the JSON an order keeps (orders.partner_terms, decision 126): the partners
   * module answers it, so the order step snapshots every partner order's terms without importing that module.
   */
  partnerTerms: (db: TDb, partnerId: string, productIds: readonly string[]) => Promise<string | null>;
  /**
   * Who hears that departures' seats changed, after the write commits (decision 131): silent until the OCTO routes
   * register and fill it in, to queue availability_update; the booking flows call it through `seatsChanged`.
   */
  seatsListener: TSeatsListener;
}

/** A departure whose availability may answer otherwise (decision 131). */
export interface TSeatsChange {
  productId: string;
  date: string;
  start: string;
}

/**
 * The seats port (decision 131): `hear` is told of departures whose seats (or whose answer: capacity, closing,
 * timetable, publishing) changed, once their write has committed. One object per process, shared by every copy of
 * its context, so the OCTO routes fill it in place when they register. Declared here, not in the booking module
 * that calls it, so the context imports no module.
 */
export interface TSeatsListener {
  hear: (ctx: TAppContext, changes: readonly TSeatsChange[]) => Promise<void>;
  onError: (error: unknown) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: TAppContext;
    /** The signed-in shopper of a request, or the 401 refusal (plugins/auth.ts). */
    requireShopper(request: FastifyRequest): Promise<TAuthUser>;
    /** The auth module's session lookup, given to plugins/auth.ts by app.ts. */
    resolveSession(ctx: TAppContext, token: string): Promise<TAuthUser | null>;
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
