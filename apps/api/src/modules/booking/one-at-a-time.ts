// Work on one checkout that must not overlap itself within this process: its confirmations (the gateway's
// callback and the shopper's return page nearly always arrive together) and its payment pages (a double click
// on Pay Now). Other processes on the database may still overlap; the steps' own claims decide between them.
import type { TAppContext } from '../../context.js';

const running = new WeakMap<TAppContext, Map<string, Promise<unknown>>>();

/** Runs `work` once no other work under the same key is under way in this process (per application). */
export async function oneAtATime<T>(ctx: TAppContext, key: string, work: () => Promise<T>): Promise<T> {
  let underWay = running.get(ctx);
  if (!underWay) {
    underWay = new Map();
    running.set(ctx, underWay);
  }
  for (let other = underWay.get(key); other; other = underWay.get(key)) {
    await other.catch(() => undefined);
  }
  const mine = work();
  underWay.set(key, mine);
  try {
    return await mine;
  } finally {
    if (underWay.get(key) === mine) underWay.delete(key);
  }
}
