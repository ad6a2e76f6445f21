import { OTHER_TICKET_WORDS, TICKET_WORDS } from '@rihla/shared/rules/ticket-words';
import { t } from './i18n';

// Tickets counted in words with their plural (issue 34, decisions 076 and 091): "3 adults, 1 child", never
// "3 × adult". The messages are shared with the server, whose emails, vouchers and manifests say the same words.

/**
 * One ticket type's count in words; a type without words as "2 × Family boat", by its `label` where there is one (a
 * group's or an extra ticket's own name).
 */
export function ticketCountText(type: string, count: number, label?: string): string {
  const words = TICKET_WORDS[type];
  return words ? t(words, { count }) : t(OTHER_TICKET_WORDS, { count, type: t(label ?? type) });
}

/** The tickets of a line, per type, in words: "3 adults, 1 child". */
export function ticketsText(tickets: Record<string, number>): string {
  return Object.entries(tickets)
    .filter(([, count]) => count > 0)
    .map(([type, count]) => ticketCountText(type, count))
    .join(', ');
}
