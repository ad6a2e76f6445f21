// Who hears that a departure's seats changed (decision 127): the OCTO module registers one listener per app at start
// and queues availability_update for resellers' webhooks. The booking module cannot import OCTO (OCTO builds on
// it), so the listener is handed in. Keyed by the app's config, the one object every copy of its context shares.
import type { TAppContext } from '../../context.js';

export interface TSeatsChange {
  productId: string;
  date: string;
  start: string;
}

type TSeatsListener = (ctx: TAppContext, changes: readonly TSeatsChange[]) => Promise<void>;

const LISTENERS = new WeakMap<TAppContext['config'], { listener: TSeatsListener; onError: (error: unknown) => void }>();

export function onSeatsChanged(ctx: TAppContext, listener: TSeatsListener, onError: (error: unknown) => void): void {
  LISTENERS.set(ctx.config, { listener, onError });
}

/**
 * Tells the listener of departures whose seats changed, once their write is committed. A failure is logged, never
 * thrown: the change it tells of has happened, and a missed notice is not worth a shopper's purchase.
 */
export async function seatsChanged(ctx: TAppContext, changes: readonly TSeatsChange[]): Promise<void> {
  const registered = LISTENERS.get(ctx.config);
  if (!registered || changes.length === 0) return;
  try {
    await registered.listener(ctx, changes);
  } catch (error) {
    registered.onError(error);
  }
}
