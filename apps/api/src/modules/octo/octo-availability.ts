// availability_update (decision 127; octo-types src/types/Webhook.ts AvailabilityUpdate at 0721d037): when a
// departure's seats change (a storefront or phone checkout holding them, an OCTO reservation or cancellation), each
// webhook listening to availability_update of a partner that may sell the product is sent the availability as the
// API answers that partner, deduplicated while a delivery waits (key: product and availability id).
import type { TAppContext } from '../../context.js';
import { readDepartureState, type TSeatsChange } from '../booking/index.js';
import { findBookingProducts } from '../catalogue/index.js';
import { listAvailabilitySubscribers, queueAvailabilityDelivery } from '../partners/index.js';
import { availabilityOf, OCTO_OPTION_ID, type TCapability } from './octo-mapping.js';

/** A delivery's availability is written with the capabilities a webhook's body carries (pricing, content). */
const DELIVERY_CAPS = new Set<TCapability>(['octo/pricing', 'octo/content']);

export async function announceAvailability(ctx: TAppContext, changes: readonly TSeatsChange[]): Promise<void> {
  const byProduct = new Map<string, TSeatsChange[]>();
  for (const change of changes) byProduct.set(change.productId, [...(byProduct.get(change.productId) ?? []), change]);
  for (const [productId, ofProduct] of byProduct) {
    const subscribers = await listAvailabilitySubscribers(ctx.db, productId);
    if (subscribers.length === 0) continue;
    const product = (await findBookingProducts(ctx.db, [productId])).get(productId);
    if (!product?.isPublished) continue;
    const seen = new Set<string>();
    for (const change of ofProduct) {
      if (seen.has(`${change.date} ${change.start}`)) continue;
      seen.add(`${change.date} ${change.start}`);
      const departure = await readDepartureState(ctx.db, product, change.date, change.start, ctx.clock.now());
      if (!departure) continue;
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
