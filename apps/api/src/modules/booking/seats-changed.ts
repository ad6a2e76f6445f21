// Who hears that a departure's seats changed (decisions 127 and 131): the context's `seatsListener` port, which the
// OCTO routes set when they register (to queue availability_update for resellers' webhooks) and which does nothing
// otherwise. The booking module cannot import OCTO (OCTO builds on it), so the listener is handed in.
import type { TAppContext, TSeatsChange, TSeatsListener } from '../../context.js';

export type { TSeatsChange, TSeatsListener };

/** The port before anyone listens: nothing is read, nothing is queued. */
export function silentSeatsListener(): TSeatsListener {
  return { hear: () => Promise.resolve(), onError: () => {} };
}

/**
 * Tells the listener of departures whose seats changed, once their write is committed (never inside its
 * transaction: a rolled-back write must not be announced). A failure is logged, never thrown: the change it tells
 * of has happened, and a missed notice is not worth a shopper's purchase.
 */
export async function seatsChanged(ctx: TAppContext, changes: readonly TSeatsChange[]): Promise<void> {
  if (changes.length === 0) return;
  const listener = ctx.seatsListener;
  try {
    await listener.hear(ctx, distinctChanges(changes));
  } catch (error) {
    listener.onError(error);
  }
}

function distinctChanges(changes: readonly TSeatsChange[]): TSeatsChange[] {
  const seen = new Map<string, TSeatsChange>();
  for (const { productId, date, start } of changes)
    seen.set(`${productId} ${date} ${start}`, { productId, date, start });
  return [...seen.values()];
}
