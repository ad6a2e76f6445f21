// Tickets counted in the storefront's words (issue 34, decisions 076 and 091): "3 adults, 1 child", never "3 Adults"
// or "3 × adult". The messages are the storefront's catalogue keys: the web translates them with t(), the server (its
// emails, texts, vouchers, invoices and manifests) writes them in English with ticketCountText.

/** The plural message of each ticket type with words of its own, as the storefront's message catalogue holds it. */
export const TICKET_WORDS: Readonly<Record<string, string>> = {
  adult: '{count, plural, one {# adult} other {# adults}}',
  child: '{count, plural, one {# child} other {# children}}',
  infant: '{count, plural, one {# infant} other {# infants}}',
  guest: '{count, plural, one {# guest} other {# guests}}',
};

/** A type without words of its own, by its label: "2 × Family boat". */
export const OTHER_TICKET_WORDS = '{count} × {type}';

/** English's form of a TICKET_WORDS message: 'one' for 1, 'other' for any other count. */
function inEnglish(message: string, count: number): string {
  const [, one = '#', other = '#'] = /one \{([^}]*)\} other \{([^}]*)\}/.exec(message) ?? [];
  return (count === 1 ? one : other).replace('#', String(count));
}

/** One ticket type's count in the storefront's words, in English: "1 adult", "3 adults", "2 × Family boat". */
export function ticketCountText(type: string, count: number, label?: string): string {
  const words = TICKET_WORDS[type];
  return words ? inEnglish(words, count) : otherTicketsText(count, label ?? type);
}

function otherTicketsText(count: number, label: string): string {
  return OTHER_TICKET_WORDS.replace('{count}', String(count)).replace('{type}', label);
}

/** A priced or booked row of tickets: its type ('adult', 'child', 'infant'), its label and how many. */
export interface TTicketRow {
  kind: string;
  /** 'Adult', 'Child (3-11 years)', or a group's 'Private group (up to 20 guests)'. */
  label: string;
  count: number;
}

/**
 * A row in the storefront's words, with the age band its label gives: "1 adult", "2 children (3-11 years)"; a label
 * that does not name its type (a private group's) as other types are said: "1 × Private group (up to 20 guests)".
 */
export function ticketRowText(row: TTicketRow): string {
  const [name = '', ...band] = row.label.split(' ');
  if (name.toLowerCase() !== row.kind) return otherTicketsText(row.count, row.label);
  return [ticketCountText(row.kind, row.count), ...band].join(' ');
}

/**
 * Who a line is for, in the storefront's words: each ticket type with its count ("2 adults, 1 child (3-11 years)"),
 * or a group's price label and its guests ("Private group (up to 20 guests), 10 guests").
 */
export function lineTicketsText(line: { pricing: string; guests: number; rows: readonly TTicketRow[] }): string {
  if (line.pricing === 'perGroup') {
    return `${line.rows[0]?.label ?? 'Private group'}, ${ticketCountText('guest', line.guests)}`;
  }
  return line.rows
    .filter((row) => row.count > 0)
    .map(ticketRowText)
    .join(', ');
}
