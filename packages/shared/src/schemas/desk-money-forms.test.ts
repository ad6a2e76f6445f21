import { describe, expect, it } from 'vitest';
import { ZIssueGiftCardForm } from './gift-cards.js';
import { ZAdjustLedgerForm } from './ledger.js';
import { ZCancelRefundForm, ZRefundOrderForm } from './operator-bookings.js';

/** The first message per field of a failed parse, as a form shows them beside its fields. */
function messagesOf(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[String(issue.path[0])] ??= issue.message;
  return found;
}

describe('the back office money forms: typed values checked as the call body', () => {
  it('adjusts the wallet in signed fils and points as whole points', () => {
    expect(ZAdjustLedgerForm.parse({ kind: 'wallet', isTaking: true, amount: '25.25', reason: ' Duplicate ' })).toEqual(
      { kind: 'wallet', amount: -2525, reason: 'Duplicate' },
    );
    expect(ZAdjustLedgerForm.parse({ kind: 'points', isTaking: false, amount: '500', reason: 'Bonus' })).toEqual({
      kind: 'points',
      amount: 500,
      reason: 'Bonus',
    });
  });

  it("says what to type for an amount it cannot read, and the call's own words for the rest", () => {
    const unread = ZAdjustLedgerForm.safeParse({ kind: 'wallet', isTaking: false, amount: '1.255', reason: 'no' });
    expect(messagesOf(unread)).toEqual({
      amount: 'Enter an amount in AED with at most 2 decimals',
      reason: 'Please give a reason of at least 3 characters',
    });
    const points = ZAdjustLedgerForm.safeParse({ kind: 'points', isTaking: false, amount: '12.5', reason: 'Bonus' });
    expect(messagesOf(points)).toEqual({ amount: 'Enter a whole number of points' });
    const zero = ZAdjustLedgerForm.safeParse({ kind: 'points', isTaking: true, amount: '0', reason: 'Bonus' });
    expect(messagesOf(zero)).toEqual({ amount: 'The amount cannot be zero' });
  });

  it('issues a gift card of whole dirhams, with no last day when none is typed', () => {
    const typed = { amount: '100', recipientName: ' Omar ', message: '', expiresOn: '' };
    expect(ZIssueGiftCardForm.parse(typed)).toEqual({ amount: 100, recipientName: 'Omar', message: '' });
    expect(ZIssueGiftCardForm.parse({ ...typed, expiresOn: '2027-01-31' })).toMatchObject({ expiresOn: '2027-01-31' });
    expect(messagesOf(ZIssueGiftCardForm.safeParse({ ...typed, amount: '', recipientName: '' }))).toEqual({
      amount: 'Choose an amount from AED 50 to AED 5,000',
      recipientName: "The recipient's name is required",
    });
  });

  it('refunds an amount typed in AED as fils', () => {
    expect(ZRefundOrderForm.parse({ amountFils: '25.50', reason: 'Late boat' })).toEqual({
      amountFils: 2550,
      reason: 'Late boat',
    });
    expect(messagesOf(ZRefundOrderForm.safeParse({ amountFils: 'ten', reason: '' }))).toEqual({
      amountFils: 'amountFils must be a number of fils',
      reason: 'A reason is required',
    });
  });

  it("reads a cancellation's amount only when the refund is 'amount'", () => {
    expect(ZCancelRefundForm.parse({ refund: 'terms', amountFils: 'ignored', reason: 'No-show' })).toEqual({
      refund: 'terms',
      reason: 'No-show',
    });
    expect(ZCancelRefundForm.parse({ refund: 'amount', amountFils: '10', reason: 'Weather' })).toEqual({
      refund: 'amount',
      amountFils: 1000,
      reason: 'Weather',
    });
    expect(messagesOf(ZCancelRefundForm.safeParse({ refund: 'amount', amountFils: '', reason: 'Weather' }))).toEqual({
      amountFils: 'amountFils must be a number of fils',
    });
  });
});
