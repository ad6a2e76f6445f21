const PLURALS: Record<string, string> = { Adult: 'Adults', Child: 'Children', Infant: 'Infants' };

/**
 * A ticket type's count with its label in the plural the count asks for, the age band kept: '1 Child (3-11 years)',
 * '2 Children (3-11 years)', '3 Adults' (the voucher's and the manifest's words, never '2 Adult').
 */
export function countedTicketLabel(count: number, label: string): string {
  if (count === 1) return `1 ${label}`;
  const [name = '', ...rest] = label.split(' ');
  return [String(count), PLURALS[name] ?? `${name}s`, ...rest].join(' ');
}
