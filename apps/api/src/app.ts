import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { TConfig } from './config.js';
import type { TAppContext } from './context.js';
import type { TDatabaseHandle } from './db/database.js';
import { systemClock, type TClock } from './lib/clock.js';
import { requestLogFields } from './lib/log-redaction.js';
import type { TRateLimitTable } from './lib/rate-limits.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { availabilityRoutes } from './modules/availability/availability.routes.js';
import { blogRoutes } from './modules/blog/blog.routes.js';
import { bookingRoutes } from './modules/booking/booking.routes.js';
import { bookingsDeskRoutes } from './modules/bookings-desk/bookings-desk.routes.js';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.js';
import { productsDeskRoutes } from './modules/catalogue-desk/products-desk.routes.js';
import { timetablesDeskRoutes } from './modules/catalogue-desk/timetables-desk.routes.js';
import { contentDeskRoutes } from './modules/content-desk/content-desk.routes.js';
import { favouritesRoutes } from './modules/favourites/favourites.routes.js';
import { giftCardsRoutes } from './modules/gift-cards/gift-cards.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { ledgerRoutes } from './modules/ledger/ledger.routes.js';
import { manifestsDeskRoutes } from './modules/manifests-desk/manifests-desk.routes.js';
import { mediaRoutes } from './modules/media/media.routes.js';
import { createMailer, type TMailer } from './modules/messages/mailer.js';
import { outboxWorkerPlugin } from './modules/messages/outbox-worker.js';
import { createSmsSender } from './modules/messages/sms.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { operatorsRoutes } from './modules/operators/operators.routes.js';
import { ordersRoutes } from './modules/orders/orders.routes.js';
import type { TPaymentProvider } from './modules/payments/payment-provider.js';
import { sandboxRoutes } from './modules/payments/sandbox.routes.js';
import { createSandboxProvider } from './modules/payments/sandbox-provider.js';
import { phoneBookingsRoutes } from './modules/phone-bookings/phone-bookings.routes.js';
import { profileRoutes, uploadsFileRoutes } from './modules/profile/profile.routes.js';
import { promoDeskRoutes } from './modules/promo-desk/promo-desk.routes.js';
import { reportsDeskRoutes } from './modules/reports-desk/reports-desk.routes.js';
import { seoRoutes } from './modules/seo/seo.routes.js';
import { vouchersRoutes } from './modules/vouchers/vouchers.routes.js';
import { answerCachePlugin, createAnswerCaches } from './plugins/answer-cache.js';
import { authPlugin } from './plugins/auth.js';
import { demoOperatorsGuardPlugin } from './plugins/demo-operators-guard.js';
import { errorHandlerPlugin } from './plugins/error-handler.js';
import { gracefulClosePlugin } from './plugins/graceful-close.js';
import { openApiPlugin } from './plugins/openapi.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { webAppPlugin } from './plugins/web-app.js';

export interface TBuildOptions {
  config: TConfig;
  database: TDatabaseHandle;
  clock?: TClock;
  payments?: TPaymentProvider;
  /** Replaces the rate-limit table of lib/rate-limits.ts (tests use small budgets). */
  rateLimits?: TRateLimitTable;
  /** Where the log goes instead of standard output (tests read it). */
  logStream?: { write(line: string): void };
  /** Replaces the mailer made from config.mail. */
  mailer?: TMailer;
}

/** JSON bodies of the API are small; a larger body is refused before it is parsed. */
const JSON_BODY_LIMIT = 64 * 1024;

/** Composes the server from its plugins; listening and shutdown live in server.ts. */
export async function buildApp(options: TBuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const clock = options.clock ?? systemClock;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers["x-access-token"]', 'req.headers["x-operator-token"]', 'req.headers.authorization'],
      serializers: { req: requestLogFields },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    bodyLimit: JSON_BODY_LIMIT,
    // NOTE: Fastify trusts the first n hops for a number at run time, but its types take only a function.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    connectionTimeout: config.http.idleTimeoutMs,
    requestTimeout: config.http.requestTimeoutMs,
    keepAliveTimeout: 10_000,
    // Node checks the headers and request time-outs on this interval (30 s by default, longer than the limits).
    http: {
      headersTimeout: config.http.headersTimeoutMs,
      requestTimeout: config.http.requestTimeoutMs,
      connectionsCheckingInterval: Math.max(50, Math.min(1_000, config.http.headersTimeoutMs / 4)),
    },
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  const ctx = createAppContext(config, database, { clock, payments: options.payments, mailer: options.mailer });
  app.decorate('ctx', ctx);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON (and multipart for the upload); a text/plain body is refused with a clear 415.
  app.removeContentTypeParser('text/plain');

  await app.register(answerCachePlugin);
  await app.register(securityHeadersPlugin);
  await app.register(gracefulClosePlugin);
  await app.register(errorHandlerPlugin);
  await app.register(authPlugin);
  await app.register(demoOperatorsGuardPlugin);
  await app.register(openApiPlugin);
  await app.register(rateLimitPlugin, { table: options.rateLimits });

  await app.register(
    async (api) => {
      for (const routes of [
        healthRoutes,
        authRoutes,
        catalogueRoutes,
        availabilityRoutes,
        favouritesRoutes,
        blogRoutes,
        notificationsRoutes,
        bookingRoutes,
        sandboxRoutes,
        ordersRoutes,
        vouchersRoutes,
        profileRoutes,
        operatorsRoutes,
        productsDeskRoutes,
        timetablesDeskRoutes,
        contentDeskRoutes,
        bookingsDeskRoutes,
        manifestsDeskRoutes,
        ledgerRoutes,
        giftCardsRoutes,
        phoneBookingsRoutes,
        reportsDeskRoutes,
        promoDeskRoutes,
      ]) {
        await api.register(routes);
      }
    },
    { prefix: '/api' },
  );
  // Otherwise server.ts starts the messages worker process (decision 050).
  if (config.mail.worker === 'inline') await app.register(outboxWorkerPlugin);
  await app.register(mediaRoutes);
  await app.register(uploadsFileRoutes);
  await app.register(seoRoutes);
  await app.register(webAppPlugin);
  return app;
}

/** The services' context, one per process: the API's (buildApp) and the messages worker's (messages-worker.ts). */
export function createAppContext(
  config: TConfig,
  database: TDatabaseHandle,
  options: { clock?: TClock; payments?: TPaymentProvider | undefined; mailer?: TMailer | undefined } = {},
): TAppContext {
  const clock = options.clock ?? systemClock;
  return {
    config,
    database,
    db: database.db,
    clock,
    payments: options.payments ?? createSandboxProvider({ db: database.db, clock, publicUrl: config.publicUrl }),
    caches: createAnswerCaches(),
    mailer: options.mailer ?? createMailer(config.mail),
    sms: createSmsSender(config.sms),
  };
}

function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}
