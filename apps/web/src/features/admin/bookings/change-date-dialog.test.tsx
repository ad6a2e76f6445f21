import type { TChangeOrderDateData } from '@rihla/shared/schemas/operator-order-changes';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChangeAnswer } from './change-date-dialog';

const order = {} as TChangeOrderDateData['order'];

describe('ChangeAnswer', () => {
  it('shows the payment link to send for a higher price, with the amount', () => {
    const url = 'http://rihla.test/api/sandbox/pay?TransactionID=sbx_abc';
    render(
      <ChangeAnswer
        answer={{
          outcome: 'awaitingPayment',
          differenceFils: 12_550,
          paymentUrl: url,
          holdExpiresAt: '2026-11-25T10:15:00.000Z',
          order,
        }}
        onClose={() => {}}
      />,
    );
    expect(screen.getByText(/Send the customer this link to pay AED 125\.50/)).toBeTruthy();
    expect((screen.getByLabelText('Payment link') as HTMLInputElement).value).toBe(url);
    expect(screen.getByRole('link', { name: 'Open the payment page' }).getAttribute('href')).toBe(url);
  });

  it('says what was refunded for a lower price', () => {
    render(
      <ChangeAnswer
        answer={{ outcome: 'refunded', differenceFils: -5_000, paymentUrl: null, holdExpiresAt: null, order }}
        onClose={() => {}}
      />,
    );
    expect(screen.getByText('The date is changed and AED 50.00 is refunded to the card.')).toBeTruthy();
    expect(screen.queryByLabelText('Payment link')).toBeNull();
  });
});
