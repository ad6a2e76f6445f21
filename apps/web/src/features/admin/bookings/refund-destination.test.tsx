import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RefundPreview, refundDestinationText, refundPartsLine } from './refund-destination';

const payment = (provider: string) => ({ provider, transactionId: 'x', status: 'paid', cardLast4: null });
const NONE = { pointsUsed: 0, points: 0, giftCard: 0, wallet: 0 };

describe('refundDestinationText: where an operator’s refund goes (decision 063)', () => {
  it('says cash at the desk for a booking paid in cash, never the card', () => {
    const text = refundDestinationText({ payment: payment('cash'), balancesFils: NONE });
    expect(text).toBe('The refund is cash to hand back to the customer at the desk.');
    expect(text).not.toMatch(/card/);
  });

  it('says the card with the Terms’ 10 to 15 working days, the balances first when they paid part', () => {
    expect(refundDestinationText({ payment: payment('sandbox'), balancesFils: NONE })).toBe(
      'The refund goes back to the card (10 to 15 working days).',
    );
    expect(refundDestinationText({ payment: payment('sandbox'), balancesFils: { ...NONE, wallet: 500 } })).toBe(
      'Points, gift card and wallet parts go back there first; the rest goes back to the card (10 to 15 working days).',
    );
    expect(refundDestinationText({ payment: payment('balance'), balancesFils: { ...NONE, giftCard: 500 } })).toBe(
      'The refund goes back to the points, gift card and wallet that paid the order.',
    );
  });
});

describe('RefundPreview: the desk dialogs’ one preview of where a refund goes', () => {
  it('lists each destination the server planned with its amount, the card’s working days named', () => {
    render(
      <RefundPreview
        parts={[
          { to: 'card', fils: 145_000 },
          { to: 'wallet', fils: 10_000 },
          { to: 'cash', fils: 2_500 },
        ]}
      />,
    );
    const preview = screen.getByTestId('refund-preview');
    expect(within(preview).getByRole('heading').textContent).toBe('Where the refunds go');
    expect(
      within(preview)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Back to cards (10 to 15 working days)AED 1,450.00',
      'To walletsAED 100.00',
      'In cash, to hand back at the deskAED 25.00',
    ]);
  });

  it('shows nothing when no refund is planned', () => {
    render(<RefundPreview parts={[]} />);
    expect(screen.queryByTestId('refund-preview')).toBeNull();
  });

  it('says one order’s destination in its sentence when its parts are planned only at the refund', () => {
    render(<RefundPreview order={{ payment: payment('cash'), balancesFils: NONE }} />);
    expect(screen.getByTestId('refund-preview').textContent).toBe(
      'Where the refund goesThe refund is cash to hand back to the customer at the desk.',
    );
  });

  it('puts a made refund’s parts on one line', () => {
    expect(
      refundPartsLine([
        { to: 'card', fils: 50_000 },
        { to: 'points', fils: 1_000 },
      ]),
    ).toBe('Back to cards (10 to 15 working days): AED 500.00 · Back to points: AED 10.00');
  });
});
