import type { TGiftCardDetail, TGiftCardRow } from '@rihla/shared/schemas/gift-cards';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { fail, ok, stubApi } from '../../../test/stub-api';
import { GiftCardListPage } from './gift-card-list-page';
import { GiftCardPage } from './gift-card-page';

function row(overrides: Partial<TGiftCardRow> = {}): TGiftCardRow {
  return {
    id: 'card-1',
    codeEnd: 'PQRS',
    initialFils: 25_000,
    balanceFils: 10_000,
    expiresAt: '2027-11-26T20:00:00.000Z',
    status: 'active',
    isExpired: false,
    recipientName: 'Sara',
    buyer: { userId: 'u-1', name: 'Layla Haddad', email: 'layla@example.com' },
    createdAt: '2026-11-26T08:00:00.000Z',
    ...overrides,
  };
}

function detail(overrides: Partial<TGiftCardDetail> = {}): TGiftCardDetail {
  return {
    ...row(),
    message: 'Happy birthday!',
    voidReason: '',
    issuedBy: null,
    entries: [
      {
        id: 'e-2',
        amount: -15_000,
        reason: 'spent',
        note: '',
        orderReference: 'RH-1001',
        createdAt: '2026-11-27T08:00:00.000Z',
      },
      {
        id: 'e-1',
        amount: 25_000,
        reason: 'issued',
        note: '',
        orderReference: null,
        createdAt: '2026-11-26T08:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

/** The message a field points to with aria-describedby: what shows beside it. */
const besideField = (field: HTMLElement) =>
  document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;

afterEach(() => vi.unstubAllGlobals());

describe('GiftCardListPage', () => {
  it("lists the cards by their code's last four with balance, status and buyer, and searches by what was typed", async () => {
    const calls = stubApi({
      'operator/listGiftCards': ok({
        cards: [row(), row({ id: 'card-2', codeEnd: 'WXYZ', status: 'void', buyer: null })],
        total: 2,
        page: 1,
        pageSize: 20,
      }),
    });
    renderWithApp(<GiftCardListPage canIssue={false} />, { path: '/admin/gift-cards' });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((tr) => within(tr).getAllByRole('cell')[0]?.textContent)).toEqual(['•••• PQRS', '•••• WXYZ']);
    expect(within(rows[0] as HTMLElement).getByText('AED 100.00')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('layla@example.com')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Void')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Issued by Rihla')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Issue a gift card' })).toBeNull();
    // A phone gets one card a gift card instead of the table (nothing scrolls sideways at 390 px).
    const cards = within(screen.getByRole('list', { name: 'Gift cards' })).getAllByRole('listitem');
    expect(cards.map((card) => card.querySelector('a')?.textContent)).toEqual(['•••• PQRS', '•••• WXYZ']);

    await userEvent.type(screen.getByLabelText('Whole code or last four, buyer email or name'), 'layla');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(calls.at(-1)).toEqual({ name: 'operator/listGiftCards', body: { query: 'layla', page: 1 } }),
    );
  });

  it('issues a card with promotions.write, checking the amount first, and shows its code once', async () => {
    const calls = stubApi({
      'operator/listGiftCards': ok({ cards: [], total: 0, page: 1, pageSize: 20 }),
      'operator/issueGiftCard': ok(
        { ...detail({ id: 'card-9' }), code: 'ABCD-EFGH-JKMN-PQRS' },
        'The gift card is issued',
      ),
    });
    const { router } = renderWithApp(<GiftCardListPage canIssue />, {
      path: '/admin/gift-cards',
      stubs: { '/admin/gift-cards/:id': 'Card page' },
    });
    expect(await screen.findByText('No gift cards match.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Issue a gift card' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Amount in AED (50 to 5,000)'), '10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Issue' }));
    const amount = within(dialog).getByLabelText('Amount in AED (50 to 5,000)');
    await waitFor(() => expect(besideField(amount)).toBe('Choose an amount from AED 50 to AED 5,000'));
    expect(besideField(within(dialog).getByLabelText("Recipient's name"))).toBe("The recipient's name is required");
    expect(calls.some((call) => call.name === 'operator/issueGiftCard')).toBe(false);

    // Part of a dirham is refused with the call's own message, and still nothing is sent.
    await userEvent.clear(amount);
    await userEvent.type(amount, '75.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Issue' }));
    await waitFor(() => expect(besideField(amount)).toBe('Choose a whole number of dirhams'));
    expect(calls.some((call) => call.name === 'operator/issueGiftCard')).toBe(false);
    await userEvent.clear(amount);
    await userEvent.type(amount, '10');

    await userEvent.type(within(dialog).getByLabelText('Amount in AED (50 to 5,000)'), '0');
    await userEvent.type(within(dialog).getByLabelText("Recipient's name"), 'Omar');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Issue' }));
    const shown = await screen.findByRole('dialog', { name: 'Gift card issued' });
    expect(within(shown).getByText('ABCD-EFGH-JKMN-PQRS')).toBeTruthy();
    await userEvent.click(within(shown).getByRole('button', { name: 'Open the card' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/gift-cards/card-9'));
    expect(calls.find((call) => call.name === 'operator/issueGiftCard')?.body).toEqual({
      amount: 100,
      recipientName: 'Omar',
      message: '',
    });
  });
});

describe('GiftCardPage', () => {
  it('shows the balance, status, buyer and entries with their orders; voids with a reason', async () => {
    const calls = stubApi({
      'operator/viewGiftCard': [
        ok(detail()),
        ok(detail({ status: 'void', balanceFils: 0, voidReason: 'Reported stolen' })),
      ],
      'operator/voidGiftCard': ok(detail({ status: 'void', balanceFils: 0 }), 'The gift card is void'),
      'operator/auditLog': ok({ entries: [], hasMore: false }),
      'operator/listGiftCards': ok({ cards: [], total: 0, page: 1, pageSize: 20 }),
    });
    renderWithApp(<GiftCardPage giftCardId="card-1" canVoid />, { path: '/admin/gift-cards/card-1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Gift card •••• PQRS' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show code' })).toBeNull();
    const card = screen.getByRole('region', { name: 'Card' });
    expect(within(card).getByText('AED 100.00')).toBeTruthy();
    expect(within(card).getByText('Layla Haddad · layla@example.com')).toBeTruthy();
    const entries = within(screen.getByRole('region', { name: 'Entries' })).getAllByRole('listitem');
    expect(entries.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^Spent at checkout.*Order RH-1001−AED 150\.00$/),
      expect.stringMatching(/^Issued.*\+AED 250\.00$/),
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Void gift card' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Reason (required)'), 'no');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Void' }));
    expect(await within(dialog).findByText('Please give a reason of at least 3 characters')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('Reason (required)'), 'pe, reported stolen');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Void' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.name === 'operator/voidGiftCard')?.body).toEqual({
      giftCardId: 'card-1',
      reason: 'nope, reported stolen',
    });
    expect(await screen.findByText('Void (Reported stolen)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Void gift card' })).toBeNull();
  });

  it('shows the whole code to those allowed only when asked, by a call the server records', async () => {
    const calls = stubApi({
      'operator/viewGiftCard': ok(detail()),
      'operator/revealGiftCardCode': ok(
        { code: 'ABCD-EFGH-JKMN-PQRS' },
        'This showing of the code is recorded in the audit log',
      ),
    });
    renderWithApp(<GiftCardPage giftCardId="card-1" canVoid={false} canReveal />, { path: '/admin/gift-cards/card-1' });
    const card = await screen.findByRole('region', { name: 'Card' });
    expect(within(card).getByText('•••• PQRS')).toBeTruthy();
    expect(calls.some((call) => call.name === 'operator/revealGiftCardCode')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Show code' }));
    expect(await within(card).findByText('ABCD-EFGH-JKMN-PQRS')).toBeTruthy();
    expect(calls.find((call) => call.name === 'operator/revealGiftCardCode')?.body).toEqual({ giftCardId: 'card-1' });
    expect(screen.queryByRole('button', { name: 'Show code' })).toBeNull();
  });

  it("shows the server's refusal in the void dialog", async () => {
    stubApi({
      'operator/viewGiftCard': ok(detail()),
      'operator/voidGiftCard': fail('This gift card is void already'),
    });
    renderWithApp(<GiftCardPage giftCardId="card-1" canVoid />, { path: '/admin/gift-cards/card-1' });
    await userEvent.click(await screen.findByRole('button', { name: 'Void gift card' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Reason (required)'), 'Lost');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Void' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This gift card is void already');
  });
});
