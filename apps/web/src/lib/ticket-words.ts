import { t } from './i18n';

// Tickets counted in words with their plural (issue 34, decision 076): "3 adults, 1 child", never "3 × adult".
const TICKET_WORDS: Record<string, string> = {
  adult: '{count, plural, one {# adult} other {# adults}}',
  child: '{count, plural, one {# child} other {# children}}',
  infant: '{count, plural, one {# infant} other {# infants}}',
  guest: '{count, plural, one {# guest} other {# guests}}',
};

/**
 * One ticket type's count in words; a type without words as "2 × Family boat", by its `label` where there is one (a
 * group's or an extra ticket's own name).
 */
export function ticketCountText(type: string, count: number, label?: string): string {
  const words = TICKET_WORDS[type];
  return words ? t(words, { count }) : t('{count} × {type}', { count, type: t(label ?? type) });
}

/** The tickets of a line, per type, in words: "3 adults, 1 child". */
export function ticketsText(tickets: Record<string, number>): string {
  return Object.entries(tickets)
    .map(([type, count]) => ticketCountText(type, count))
    .join(', ');
}
