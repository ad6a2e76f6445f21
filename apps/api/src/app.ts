import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { TConfig } from './config.js';
import type { TAppContext } from './context.js';
import type { TDatabaseHandle } from './db/database.js';
import { systemClock, type TClock } from './lib/clock.js';
import { requestLogFields } from './lib/log-redaction.js';
import { loadPersonalDataKeys } from './lib/personal-data.js';
import type { TRateLimitTable } from './lib/rate-limits.js';
import { REQUEST_ID_HEADER, requestIdOf } from './lib/request-id.js';
import { authRoutes, resolveSession } from './modules/auth/index.js';
import { availabilityRoutes } from './modules/availability/index.js';
import { blogRoutes } from './modules/blog/index.js';
import { bookingRoutes, silentSeatsListener } from './modules/booking/index.js';
import { bookingsDeskRoutes } from './modules/bookings-desk/index.js';
import { catalogueRoutes } from './modules/catalogue/index.js';
import { productsDeskRoutes, timetablesDeskRoutes } from './modules/catalogue-desk/index.js';
import { contentDeskRoutes } from './modules/content-desk/index.js';
import { customersRoutes } from './modules/customers/index.js';
import { departuresDeskRoutes } from './modules/departures-desk/index.js';
import { favouritesRoutes, isFavourite } from './modules/favourites/index.js';
import { firstDayRoutes } from './modules/first-day/index.js';
import { giftCardsRoutes } from './modules/gift-cards/index.js';
import { healthRoutes } from './modules/health/index.js';
import { ledgerRoutes } from './modules/ledger/index.js';
import { manifestsDeskRoutes } from './modules/manifests-desk/index.js';
import { mediaRoutes } from './modules/media/index.js';
import { createMailer, createSmsSender, outboxWorkerPlugin, type TMailer } from './modules/messages/index.js';
import { metricsPlugin } from './modules/metrics/index.js';
import { notificationsRoutes } from './modules/notifications/index.js';
import { octoRoutes } from './modules/octo/index.js';
import { operatorsRoutes } from './modules/operators/index.js';
import { ordersRoutes } from './modules/orders/index.js';
import { pagesRoutes } from './modules/pages/index.js';
import { agencyPartnerOf, partnersRoutes, partnerTermsOf, partnerWebhooksPlugin } from './modules/partners/index.js';
import { CHECKOUT_PASSENGERS, passengersRoutes } from './modules/passengers/index.js';
import { createPaymentProviders, sandboxRoutes, type TPaymentRouter } from './modules/payments/index.js';
import { paymentsDeskRoutes } from './modules/payments-desk/index.js';
import { phoneBookingsRoutes } from './modules/phone-bookings/index.js';
import { pickupsRoutes } from './modules/pickups/index.js';
import { profileRoutes, uploadsFileRoutes } from './modules/profile/index.js';
import { promoDeskRoutes } from './modules/promo-desk/index.js';
import { reportsDeskRoutes } from './modules/reports-desk/index.js';
import { seoRoutes } from './modules/seo/index.js';
import { readShop, shopRoutes } from './modules/shop/index.js';
import { vouchersRoutes } from './modules/vouchers/index.js';
import { waiversRoutes } from './modules/waivers/index.js';
import { checkWidgetPartner, widgetRoutes } from './modules/widget/index.js';
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
  payments?: TPaymentRouter;
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
    // The proxy's request id carries through into every log line of the request, and back in the answer.
    genReqId: requestIdOf,
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
  const ctx = createAppContext(config, database, {
    clock,
    payments: options.payments,
    mailer: options.mailer,
    notice: (message) => app.log.warn(message),
  });
  app.decorate('ctx', ctx);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON (and multipart for the upload); a text/plain body is refused with a clear 415.
  app.removeContentTypeParser('text/plain');
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });

  // First, so that its hooks time every request, including those a later plugin answers (decision 113).
  if (config.metrics.token || config.metrics.port !== null) await app.register(metricsPlugin);
  await app.register(answerCachePlugin);
  await app.register(securityHeadersPlugin);
  await app.register(gracefulClosePlugin);
  await app.register(errorHandlerPlugin);
  await app.register(authPlugin, { resolveSession });
  await app.register(demoOperatorsGuardPlugin);
  await app.register(openApiPlugin);
  await app.register(rateLimitPlugin, { table: options.rateLimits });

  await app.register(
    async (api) => {
      for (const routes of [
        healthRoutes,
        // The shop's name is said by a new account's welcome, the sandbox's way back and the authenticator's
        // listing: the shop module answers (decision 071).
        (scope: FastifyInstance) => authRoutes(scope, { shopName: shopNameOf(scope) }),
        // The product detail says whether the shopper keeps it as a favourite: the favourites module answers.
        (scope: FastifyInstance) => catalogueRoutes(scope, { isFavourite }),
        availabilityRoutes,
        favouritesRoutes,
        blogRoutes,
        pagesRoutes,
        notificationsRoutes,
        // Pay Now takes the passengers' details the checkout page asked: the passengers module checks and keeps them.
        // A partner's travel agent's checkout is the agency's (decision 126): the partners module says whose agent.
        (scope: FastifyInstance) =>
          bookingRoutes(scope, { checkoutPassengers: CHECKOUT_PASSENGERS, agencyPartnerOf, checkWidgetPartner }),
        (scope: FastifyInstance) => sandboxRoutes(scope, { shopName: shopNameOf(scope) }),
        ordersRoutes,
        passengersRoutes,
        waiversRoutes,
        pickupsRoutes,
        vouchersRoutes,
        profileRoutes,
        (scope: FastifyInstance) => operatorsRoutes(scope, { shopName: shopNameOf(scope) }),
        productsDeskRoutes,
        timetablesDeskRoutes,
        contentDeskRoutes,
        bookingsDeskRoutes,
        manifestsDeskRoutes,
        departuresDeskRoutes,
        ledgerRoutes,
        giftCardsRoutes,
        phoneBookingsRoutes,
        reportsDeskRoutes,
        paymentsDeskRoutes,
        promoDeskRoutes,
        (scope: FastifyInstance) => partnersRoutes(scope, { checkoutPassengers: CHECKOUT_PASSENGERS }),
        shopRoutes,
        customersRoutes,
        firstDayRoutes,
      ]) {
        await api.register(routes);
      }
    },
    { prefix: '/api' },
  );
  // The OCTO supplier API for resellers (decision 121), in the specification's own shapes, not the envelope.
  await app.register(octoRoutes);
  // Otherwise server.ts starts the messages worker process (decision 050).
  if (config.mail.worker === 'inline') {
    await app.register(outboxWorkerPlugin);
    await app.register(partnerWebhooksPlugin);
  }
  await app.register(mediaRoutes);
  await app.register(uploadsFileRoutes);
  await app.register(seoRoutes);
  await app.register(widgetRoutes);
  await app.register(webAppPlugin);
  return app;
}

/** The services' context, one per process: the API's (buildApp) and the messages worker's (messages-worker.ts). */
/** The shop's name as its settings say now, for the modules the shop module itself depends on. */
function shopNameOf(app: FastifyInstance): () => Promise<string> {
  return async () => (await readShop(app.ctx)).settings.name;
}

export function createAppContext(
  config: TConfig,
  database: TDatabaseHandle,
  options: {
    clock?: TClock;
    payments?: TPaymentRouter | undefined;
    mailer?: TMailer | undefined;
    /** Where a start says something an operator should act on (a generated personal data key). */
    notice?: (message: string) => void;
  } = {},
): TAppContext {
  const clock = options.clock ?? systemClock;
  return {
    config,
    database,
    db: database.db,
    clock,
    payments: options.payments ?? createPaymentProviders(config, { db: database.db, clock }),
    caches: createAnswerCaches(),
    mailer: options.mailer ?? createMailer(config.mail),
    sms: createSmsSender(config.sms),
    personalData: loadPersonalDataKeys(
      { ...config.personalData, dataDir: config.dataDir },
      options.notice ?? ((message) => console.warn(message)),
    ),
    partnerTerms: partnerTermsOf,
    seatsListener: silentSeatsListener(),
  };
}

function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}
