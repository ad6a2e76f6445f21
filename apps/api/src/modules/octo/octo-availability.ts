// availability_update (decisions 127 and 131; octo-types src/types/Webhook.ts AvailabilityUpdate at 0721d037): when
// what a departure's availability answers changes (seats held, booked or given back, a hold expiring by itself, the
// desk's capacity, closing, timetable or publishing), each webhook listening to availability_update of a partner
// that may sell the product is sent the availability as the API answers that partner, deduplicated while a delivery
// waits (key: product and availability id).
import type { FastifyInstance } from 'fastify';
import type { TAppContext } from '../../context.js';
import { runPeriodically } from '../../lib/periodic.js';
import { listDeparturesOfExpiredHolds, readDepartureState, type TSeatsChange } from '../booking/index.js';
import { findBookingProducts } from '../catalogue/index.js';
import { hasAvailabilityWebhooks, listAvailabilitySubscribers, queueAvailabilityDelivery } from '../partners/index.js';
import { availabilityOf, OCTO_OPTION_ID, type TCapability } from './octo-mapping.js';

/** A delivery's availability is written with the capabilities a webhook's body carries (pricing, content). */
const DELIVERY_CAPS = new Set<TCapability>(['octo/pricing', 'octo/content']);

export async function announceAvailability(ctx: TAppContext, changes: readonly TSeatsChange[]): Promise<void> {
  // No reseller listens anywhere (the answer is kept per process until a webhook is added or removed): no query.
  if (changes.length === 0 || !(await hasAvailabilityWebhooks(ctx))) return;
  const byProduct = new Map<string, TSeatsChange[]>();
  for (const change of changes) byProduct.set(change.productId, [...(byProduct.get(change.productId) ?? []), change]);
  for (const [productId, ofProduct] of byProduct) {
    const subscribers = await listAvailabilitySubscribers(ctx.db, productId);
    if (subscribers.length === 0) continue;
    const product = (await findBookingProducts(ctx.db, [productId])).get(productId);
    if (!product) continue;
    const seen = new Set<string>();
    for (const change of ofProduct) {
      if (seen.has(`${change.date} ${change.start}`)) continue;
      seen.add(`${change.date} ${change.start}`);
      const state = await readDepartureState(ctx.db, product, change.date, change.start, ctx.clock.now());
      if (!state) continue;
      // An unpublished product sells nothing: resellers are told its departures closed (decision 131).
      const departure = product.isPublished
        ? state
        : { ...state, isClosed: true, seatsLeft: 0, status: 'closed' as const };
      for (const subscriber of subscribers) {
        const netPrices = subscriber.net_prices ? (JSON.parse(subscriber.net_prices) as Record<string, number>) : null;
        const rate = {
          commissionBp: subscriber.commission_bp,
          netPrices: subscriber.rate_kind === 'net' ? netPrices : null,
        };
        const availability = availabilityOf(product, departure, rate, DELIVERY_CAPS);
        await queueAvailabilityDelivery(ctx, {
          webhookId: subscriber.webhook_id,
          dedupeKey: `${productId}/${availability.id}`,
          payload: { availability, productId, optionId: OCTO_OPTION_ID },
        });
      }
    }
  }
}

/** The sweep runs at least this far apart; OUTBOX_POLL_MS 0 (the tests) turns it off, as it does the deliveries. */
const SWEEP_MIN_MS = 10_000;

/**
 * Announces the departures whose unpaid holds expired in (since, until]: they stopped counting with no write, so
 * nothing else tells of them. Cheap when no reseller listens (the cached answer, no query) and otherwise one query.
 * Answers how many departures were told of.
 */
export async function announceExpiredHolds(ctx: TAppContext, since: Date, until: Date): Promise<number> {
  if (until <= since || !(await hasAvailabilityWebhooks(ctx))) return 0;
  const departures = await listDeparturesOfExpiredHolds(ctx.db, since.toISOString(), until.toISOString());
  await announceAvailability(ctx, departures);
  return departures.length;
}

/**
 * The periodic sweep of expired holds in this process (decision 131), from its start: what it has swept is kept in
 * memory, so two processes may each tell of one expiry (the deliveries' dedupe_key makes them one while waiting).
 * Stops with the app.
 */
export function expiredHoldsSweep(app: FastifyInstance): void {
  const ctx = app.ctx;
  const pollMs = ctx.config.mail.pollMs;
  let since = ctx.clock.now();
  runPeriodically(
    app,
    pollMs === 0 ? 0 : Math.max(pollMs, SWEEP_MIN_MS),
    async () => {
      const until = ctx.clock.now();
      const told = await announceExpiredHolds(ctx, since, until);
      since = until;
      return told;
    },
    {
      done: (told) => {
        if (told > 0) app.log.info({ departures: told }, 'availability_update of expired holds queued');
      },
      failed: 'expired holds sweep failed',
    },
  );
}
