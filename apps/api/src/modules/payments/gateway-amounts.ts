/**
 * Amounts as gateways write them (decision 078). We keep integer fils; AED has two decimals, so a gateway's minor
 * units (N-Genius) are fils, and a decimal amount (EPG, Telr) is fils / 100 written with exactly two decimals.
 * Reading back is strict: anything but a plain non-negative amount with at most two decimals is null, never a guess.
 */
export function filsToDecimal(fils: number): string {
  if (!Number.isSafeInteger(fils) || fils < 0) throw new RangeError(`not an amount in fils: ${fils}`);
  return `${Math.trunc(fils / 100)}.${String(fils % 100).padStart(2, '0')}`;
}

export function decimalToFils(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string') return null;
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export function minorUnitsToFils(value: unknown): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;
}
