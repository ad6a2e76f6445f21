/** The source of "now", injectable so that tests can move time without sleeping. */
export interface TClock {
  now(): Date;
}

export const systemClock: TClock = { now: () => new Date() };

export function isoNow(clock: TClock): string {
  return clock.now().toISOString();
}
