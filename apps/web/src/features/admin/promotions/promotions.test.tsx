import type { TOperatorPromoCode, TPromoCodeData } from '@rihla/shared/schemas/operator-promos';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, Where } from '../../../test/render';
import { fail, ok, stubApi } from '../../../test/stub-api';
import { PromoCodePage } from './promo-code-page';
import { PromoEditorPage } from './promo-editor-page';
import { PromoListPage } from './promo-list-page';

function promo(overrides: Partial<TOperatorPromoCode> = {}): TOperatorPromoCode {
  return {
    code: 'WELCOME10',
    kind: 'percent',
    value: 1000,
    maxDiscountFils: 15_000,
    minOrderFils: 0,
    validFrom: null,
    validUntil: null,
    maxUses: 100,
    maxUsesPerUser: null,
    description: '10% off any order',
    status: 'active',
    pausedAt: null,
    pausedReason: '',
    usedCount: 3,
    mostUsesByOneShopper: 1,
    orderCount: 2,
    discountFils: 4_550,
    revenueFils: 123_450,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

const view = (overrides: Partial<TOperatorPromoCode> = {}): TPromoCodeData => ({
  code: promo(overrides),
  redemptions: [
    {
      orderReference: 'RH-2001',
      shopper: { name: 'Layla Haddad', email: 'layla@example.com' },
      createdAt: '2026-11-22T20:30:00.000Z',
      discountFils: 2_000,
      totalFils: 18_000,
      orderStatus: 'confirmed',
    },
  ],
});

const sent = (calls: ReturnType<typeof stubApi>, name: string) =>
  calls.filter((call) => call.name === name).map((call) => call.body);

afterEach(() => vi.unstubAllGlobals());

describe('PromoListPage', () => {
  it('lists each code with its status, discount, uses against its limit, discount given and revenue', async () => {
    stubApi({
      'operator/listPromoCodes': ok({
        codes: [
          promo(),
          promo({
            code: 'RIHLA50',
            kind: 'fixed',
            value: 5_000,
            maxDiscountFils: null,
            maxUses: null,
            status: 'paused',
            usedCount: 0,
            orderCount: 0,
            discountFils: 0,
            revenueFils: 0,
          }),
        ],
      }),
    });
    renderWithApp(<PromoListPage />, { path: '/admin/promotions' });
    expect(await screen.findAllByRole('link', { name: 'WELCOME10' })).toHaveLength(2);
    // A phone's cards and a wider screen's table (CSS shows one of them) carry the same figures.
    const cards = within(screen.getByRole('list', { name: 'Discount codes' })).getAllByRole('listitem');
    expect(cards[1]?.textContent).toContain('Paused');
    expect(cards[0]?.textContent).toContain('AED 1,234.50');
    const rows = within(screen.getByRole('region', { name: 'Discount codes' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('Active');
    expect(rows[0]?.textContent).toContain('10% off (at most AED 150.00)');
    expect(rows[0]?.textContent).toContain('3 / 100');
    expect(rows[0]?.textContent).toContain('AED 45.50');
    expect(rows[0]?.textContent).toContain('AED 1,234.50');
    expect(rows[1]?.textContent).toContain('Paused');
    expect(rows[1]?.textContent).toContain('AED 50.00 off');
    expect(rows[1]?.textContent).toContain('0 / no limit');
  });
});

describe('PromoEditorPage', () => {
  it('creates a code from a percentage and AED amounts, sent as basis points and fils', async () => {
    const calls = stubApi({
      'operator/createPromoCode': ok(view({ code: 'SPRING15' }), 'Discount code SPRING15 is created'),
      'operator/viewPromoCode': ok(view({ code: 'SPRING15' })),
    });
    renderWithApp(
      [
        { path: '/admin/promotions/new', element: <PromoEditorPage promo={null} /> },
        { path: '/admin/promotions/:code', element: <Where /> },
      ],
      { path: '/admin/promotions/new' },
    );
    await userEvent.type(await screen.findByLabelText('Code'), 'spring15');
    await userEvent.type(screen.getByLabelText('Percentage off'), '12.5');
    await userEvent.type(screen.getByLabelText('Maximum discount in AED (optional)'), '75');
    await userEvent.type(screen.getByLabelText('Minimum order in AED (optional)'), '199.50');
    await userEvent.type(screen.getByLabelText('Total limit (uses, optional)'), '500');
    await userEvent.type(screen.getByLabelText('Limit per shopper (optional)'), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Create code' }));
    expect(await screen.findByText('Discount code SPRING15 is created')).toBeTruthy();
    expect(sent(calls, 'operator/createPromoCode')).toEqual([
      {
        code: 'SPRING15',
        kind: 'percent',
        value: 1250,
        maxDiscountFils: 7_500,
        minOrderFils: 19_950,
        validFrom: null,
        validUntil: null,
        maxUses: 500,
        maxUsesPerUser: 1,
        description: '',
      },
    ]);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/admin/promotions/SPRING15'));
  });

  it('shows the shared schema’s messages beside the fields and sends nothing', async () => {
    const calls = stubApi({});
    renderWithApp(<PromoEditorPage promo={null} />, { path: '/admin/promotions/new' });
    await userEvent.type(await screen.findByLabelText('Code'), 'no spaces');
    await userEvent.type(screen.getByLabelText('Percentage off'), '120');
    await userEvent.type(screen.getByLabelText('Total limit (uses, optional)'), '1.5');
    await userEvent.click(screen.getByRole('button', { name: 'Create code' }));
    expect(await screen.findByText('Total limit must be a whole number')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('Total limit (uses, optional)'));
    await userEvent.click(screen.getByRole('button', { name: 'Create code' }));
    expect(await screen.findByText('Code: 3 to 20 letters A-Z and digits 0-9, no spaces')).toBeTruthy();
    expect(screen.getByText('A percentage cannot be more than 100%')).toBeTruthy();
    expect(sent(calls, 'operator/createPromoCode')).toEqual([]);
  });

  it('edits an existing code without its code, and shows the server’s refusal', async () => {
    const calls = stubApi({
      'operator/updatePromoCode': fail('Total limit cannot be below the 3 uses already made', {
        code: 'promo.max_uses_below_used',
        field: 'maxUses',
      }),
    });
    renderWithApp(<PromoEditorPage promo={promo()} />, { path: '/admin/promotions/WELCOME10/edit' });
    const code = (await screen.findByLabelText('Code')) as HTMLInputElement;
    expect(code.readOnly).toBe(true);
    expect((screen.getByLabelText('Percentage off') as HTMLInputElement).value).toBe('10');
    await userEvent.clear(screen.getByLabelText('Total limit (uses, optional)'));
    await userEvent.type(screen.getByLabelText('Total limit (uses, optional)'), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // Beside the limit and under the form.
    expect(await screen.findAllByText('Total limit cannot be below the 3 uses already made')).toHaveLength(2);
    expect(sent(calls, 'operator/updatePromoCode')).toEqual([
      {
        code: 'WELCOME10',
        fields: {
          kind: 'percent',
          value: 1000,
          maxDiscountFils: 15_000,
          minOrderFils: 0,
          validFrom: null,
          validUntil: null,
          maxUses: 2,
          maxUsesPerUser: null,
          description: '10% off any order',
        },
      },
    ]);
  });
  it('shows a refusal beside the field its code names, whatever its words (decision 069)', async () => {
    // A taken code, in words no rule of the web knows: only the envelope's code and field place it.
    stubApi({
      'operator/createPromoCode': fail('Ce code existe déjà', { code: 'promo.code_taken', field: 'code' }),
    });
    renderWithApp(<PromoEditorPage promo={null} />, { path: '/admin/promotions/new' });
    await userEvent.type(await screen.findByLabelText('Code'), 'WELCOME10');
    await userEvent.type(screen.getByLabelText('Percentage off'), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Create code' }));
    const code = screen.getByLabelText('Code');
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    const besideCode = document.getElementById(String(code.getAttribute('aria-describedby')));
    expect(besideCode?.textContent).toBe('Ce code existe déjà');
    // Beside the code and under the form.
    expect(screen.getAllByText('Ce code existe déjà')).toHaveLength(2);
  });

  it('keeps a refusal without a code under the form only, even when its words name a field', async () => {
    stubApi({ 'operator/createPromoCode': fail('A discount code WELCOME10 already exists') });
    renderWithApp(<PromoEditorPage promo={null} />, { path: '/admin/promotions/new' });
    await userEvent.type(await screen.findByLabelText('Code'), 'WELCOME10');
    await userEvent.type(screen.getByLabelText('Percentage off'), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Create code' }));
    expect(await screen.findAllByText('A discount code WELCOME10 already exists')).toHaveLength(1);
    expect(screen.getByLabelText('Code').getAttribute('aria-invalid')).toBeNull();
  });
});

describe('PromoCodePage', () => {
  it('shows the figures and redemptions, and pauses the code with a reason', async () => {
    const calls = stubApi({
      'operator/viewPromoCode': [
        ok(view()),
        ok(view({ status: 'paused', pausedAt: '2026-11-23T08:00:00.000Z', pausedReason: 'Leaked on a forum' })),
      ],
      'operator/setPromoCodePaused': ok(view({ status: 'paused' }), 'Discount code WELCOME10 is paused'),
    });
    renderWithApp(<PromoCodePage code="WELCOME10" />, { path: '/admin/promotions/WELCOME10' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Discount code WELCOME10' })).toBeTruthy();
    expect(screen.getByTestId('promo-uses').textContent).toBe('3 / 100');
    expect(screen.getByTestId('promo-revenue').textContent).toBe('AED 1,234.50');
    const redemptions = within(screen.getByRole('region', { name: 'Redemptions, newest first' })).getAllByRole('row');
    expect(redemptions[1]?.textContent).toContain('RH-2001');
    expect(redemptions[1]?.textContent).toContain('Layla Haddad');
    expect(redemptions[1]?.textContent).toContain('AED 180.00');

    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    const dialog = screen.getByRole('dialog', { name: 'Pause WELCOME10' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pause' }));
    expect(await within(dialog).findByText('Please give a reason of at least 3 characters')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('Reason (required)'), 'Leaked on a forum');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pause' }));
    expect(await screen.findByText('Discount code WELCOME10 is paused')).toBeTruthy();
    expect(sent(calls, 'operator/setPromoCodePaused')).toEqual([
      { code: 'WELCOME10', isPaused: true, reason: 'Leaked on a forum' },
    ]);
    expect((await screen.findByTestId('promo-paused')).textContent).toContain('Leaked on a forum');
    expect(screen.getByRole('button', { name: 'Resume' })).toBeTruthy();
  });
});
