import { describe, expect, it } from 'vitest';
import { lineTicketsText, ticketCountText, ticketRowText } from './ticket-words.js';

describe("tickets in the storefront's words (decision 091)", () => {
  it('counts each type with its plural, in lower case as the storefront writes it', () => {
    expect(ticketCountText('adult', 1)).toBe('1 adult');
    expect(ticketCountText('adult', 3)).toBe('3 adults');
    expect(ticketCountText('child', 1)).toBe('1 child');
    expect(ticketCountText('child', 2)).toBe('2 children');
    expect(ticketCountText('infant', 2)).toBe('2 infants');
    expect(ticketCountText('guest', 1)).toBe('1 guest');
    expect(ticketCountText('guest', 10)).toBe('10 guests');
    expect(ticketCountText('boat', 2, 'Family boat')).toBe('2 × Family boat');
  });

  it("keeps a row's age band after its words, and says a label that does not name its type as it is", () => {
    expect(ticketRowText({ kind: 'adult', label: 'Adult', count: 1 })).toBe('1 adult');
    expect(ticketRowText({ kind: 'child', label: 'Child (3-11 years)', count: 2 })).toBe('2 children (3-11 years)');
    expect(ticketRowText({ kind: 'infant', label: 'Infant (0-2 years)', count: 1 })).toBe('1 infant (0-2 years)');
    expect(ticketRowText({ kind: 'adult', label: 'Private group (up to 20 guests)', count: 1 })).toBe(
      '1 × Private group (up to 20 guests)',
    );
  });

  it("writes a line's tickets, leaving out types of none, and a group as its label and guests", () => {
    const rows = [
      { kind: 'adult', label: 'Adult', count: 1 },
      { kind: 'child', label: 'Child (3-11 years)', count: 0 },
      { kind: 'infant', label: 'Infant (0-2 years)', count: 2 },
    ];
    expect(lineTicketsText({ pricing: 'perPerson', guests: 1, rows })).toBe('1 adult, 2 infants (0-2 years)');
    const group = [{ kind: 'adult', label: 'Private group (up to 20 guests)', count: 1 }];
    expect(lineTicketsText({ pricing: 'perGroup', guests: 1, rows: group })).toBe(
      'Private group (up to 20 guests), 1 guest',
    );
    expect(lineTicketsText({ pricing: 'perGroup', guests: 12, rows: group })).toBe(
      'Private group (up to 20 guests), 12 guests',
    );
  });
});
