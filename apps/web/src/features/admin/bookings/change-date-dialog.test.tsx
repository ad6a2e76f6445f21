import type { TChangeOrderDateData } from '@rihla/shared/schemas/operator-order-changes';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { ok, stubApi } from '../../../test/stub-api';
import { ChangeAnswer, ChangeDateDialog } from './change-date-dialog';
import { deskOrder } from './desk-order-fixture';

const order: TChangeOrderDateData['order'] = deskOrder();

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
    expect(
      screen.getByText(
        'The date is changed and AED 50.00 is refunded. The refund goes back to the card (10 to 15 working days).',
      ),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Payment link')).toBeNull();
  });

  it('says the refund of a booking paid in cash is handed back at the desk, never the card', () => {
    const cashOrder = deskOrder({
      payment: { provider: 'cash', transactionId: 'cash_1', status: 'paid', cardLast4: null },
    });
    render(
      <ChangeAnswer
        answer={{
          outcome: 'refunded',
          differenceFils: -5_000,
          paymentUrl: null,
          holdExpiresAt: null,
          order: cashOrder,
        }}
        onClose={() => {}}
      />,
    );
    const answer = screen.getByTestId('change-answer');
    expect(answer.textContent).toContain('The refund is cash to hand back to the customer at the desk.');
    expect(answer.textContent).not.toMatch(/card/);
  });
});

/** The issue's order: two adults on the Picnic of 1 December, AED 950 paid. */
const DESK_ORDER = deskOrder();

/** The quote of the issue's order after a price drop: AED 950 kept, AED 100 today. */
function quoteWith(refusal: string | null) {
  const price = { lineTotalFils: 95_000, subtotalFils: 95_000, discountFils: 0, totalFils: 95_000, differenceFils: 0 };
  return ok({
    lineIndex: 0,
    date: '2026-12-02',
    seats: 2,
    departures: [{ start: '09:00', end: '13:00', time: '9:00 AM', seatsLeft: 10, refusal: null }],
    target: {
      start: '09:00',
      time: '9:00 AM',
      refusal: null,
      ...price,
      todaysPrice: {
        lineTotalFils: 10_000,
        subtotalFils: 10_000,
        discountFils: 0,
        totalFils: 10_000,
        differenceFils: -85_000,
        refusal,
      },
    },
  });
}

async function pickDeparture() {
  const dialog = await screen.findByRole('dialog', { name: 'Change the date of Picnic' });
  await userEvent.clear(within(dialog).getByLabelText('New date'));
  await userEvent.type(within(dialog).getByLabelText('New date'), '2026-12-02');
  await userEvent.click(await within(dialog).findByRole('radio'));
  await within(dialog).findByTestId('change-quote');
  return dialog;
}

describe('ChangeDateDialog (decision 063)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the price paid by default, and sends reprice only when the operator ticks it', async () => {
    const calls = stubApi({
      'operator/quoteDateChange': quoteWith(null),
      'operator/changeOrderDate': ok(
        { outcome: 'refunded', differenceFils: -85_000, paymentUrl: null, holdExpiresAt: null, order: DESK_ORDER },
        'Date changed',
      ),
    });
    renderWithApp(<ChangeDateDialog order={DESK_ORDER} lineIndex={0} onClose={() => {}} />, { path: '/admin' });
    const dialog = await pickDeparture();
    const quote = within(dialog).getByTestId('change-quote');
    expect(within(quote).getByText('Price paid (kept)').nextElementSibling?.textContent).toBe('AED 950.00');
    expect(within(quote).getByText('Today’s price').nextElementSibling?.textContent).toBe('AED 100.00');
    expect(within(quote).getByText('Same price: no money moves')).toBeTruthy();
    expect(within(dialog).queryByTestId('refund-preview')).toBeNull();
    const option = within(dialog).getByRole('checkbox', {
      name: 'Refund the difference at today’s prices (AED 850.00)',
    });
    await userEvent.click(option);
    expect(within(quote).getByText('To refund').nextElementSibling?.textContent).toBe('AED 850.00');
    expect(within(dialog).getByTestId('refund-preview').textContent).toBe(
      'Where the refund goesThe refund goes back to the card (10 to 15 working days).',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change the date' }));
    await waitFor(() =>
      expect(calls.find((call) => call.name === 'operator/changeOrderDate')?.body).toEqual({
        id: 'o-1',
        lineIndex: 0,
        date: '2026-12-02',
        start: '09:00',
        reprice: true,
      }),
    );
  });

  it('offers no reprice beyond the operator’s limit, and says why', async () => {
    const overLimit = 'Your refund limit is AED 500.00: ask a manager to refund more';
    stubApi({ 'operator/quoteDateChange': quoteWith(overLimit) });
    renderWithApp(<ChangeDateDialog order={DESK_ORDER} lineIndex={0} onClose={() => {}} />, { path: '/admin' });
    const dialog = await pickDeparture();
    const option = within(dialog).getByRole('checkbox', {
      name: 'Refund the difference at today’s prices (AED 850.00)',
    });
    expect((option as HTMLInputElement).disabled).toBe(true);
    expect(within(dialog).getByText(overLimit)).toBeTruthy();
  });
});
