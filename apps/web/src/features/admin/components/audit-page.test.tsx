// Issue 34: an audit log a person can read: actions in words, orders by their reference, amounts in AED, filters
// for orders, departures, customers and pictures, long values expandable.
import type { TAuditEntry } from '@rihla/shared/schemas/operators';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { ok, stubApi } from '../../../test/stub-api';
import { formatDubaiDateTime } from './admin-ui';
import { AuditPage, auditValueText } from './audit-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const line = (fields: Partial<TAuditEntry> & Pick<TAuditEntry, 'action'>): TAuditEntry => ({
  id: fields.action,
  at: '2026-11-27T08:00:00.000Z',
  operator: { id: 'op-1', name: 'Amal', email: 'amal@ops.example' },
  objectType: 'order',
  objectId: 'ord_01HXYZ',
  objectLabel: null,
  before: null,
  after: null,
  ...fields,
});

const LONG_TEXT = `${'The boat’s engine failed at the marina and the trip could not run. '.repeat(3)}End.`;

describe('AuditPage', () => {
  it('says each action in words, names an order by its reference, shows amounts in AED and opens long values', async () => {
    stubApi({
      'operator/auditLog': ok({
        entries: [
          line({
            action: 'order.cashPayment',
            objectLabel: 'RH-4KD9',
            after: { status: 'confirmed', provider: 'cash', amountFils: 42_000 },
          }),
          line({
            action: 'order.refund',
            objectLabel: 'RH-4KD9',
            before: { status: 'confirmed', refundedValueFils: 0 },
            after: { status: 'refunded', refundedValueFils: 21_050, reason: LONG_TEXT },
          }),
          line({
            action: 'departure.cancelAll',
            objectType: 'departure',
            objectId: 'p1/2026-12-01/09:00',
            before: { pricing: 'perPerson' },
            after: { pricing: 'perGroup' },
          }),
        ],
        hasMore: false,
      }),
    });
    renderWithApp(<AuditPage canListOperators={false} />, { path: '/admin/audit' });
    const table = await screen.findByRole('table');
    const actions = within(table)
      .getAllByTestId('audit-action')
      .map((cell) => cell.textContent);
    // An action without words yet (another branch's) reads from its code, never as the code.
    expect(actions).toEqual(['Recorded a cash payment', 'Cancelled and refunded an order', 'Departure: cancel all']);
    expect(within(table).queryByText(/order\.cashPayment/)).toBeNull();
    const [order] = within(table).getAllByRole('link', { name: 'Order RH-4KD9' });
    expect(order?.getAttribute('href')).toBe('/admin/bookings/ord_01HXYZ');
    const fields = within(table)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(fields).toContain('Amount: AED 420.00');
    expect(fields).toContain('Refunded value: AED 0.00 → AED 210.50');
    expect(fields).toContain('Pricing: per person → per group');
    const reason = fields.find((text) => text?.startsWith('Reason'));
    expect(reason).not.toContain('End.');
    await userEvent.click(within(table).getByRole('button', { name: 'Show all' }));
    expect(within(table).getByText(LONG_TEXT, { exact: false })).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('names the shop’s settings by their kind alone, and TRN and WhatsApp as they are spelt', async () => {
    stubApi({
      'operator/auditLog': ok({
        entries: [
          line({
            action: 'shop.update',
            objectType: 'shop',
            objectId: 'shop',
            before: { trn: '', whatsapp: '' },
            after: { trn: '100123456700003', whatsapp: '+971 50 244 5566' },
          }),
        ],
        hasMore: false,
      }),
    });
    renderWithApp(<AuditPage canListOperators={false} />, { path: '/admin/audit' });
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Shop settings')).toBeTruthy();
    expect(within(table).queryByText('Shop settings shop')).toBeNull();
    const fields = within(table)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(fields).toEqual(['TRN: — → 100123456700003', 'WhatsApp: — → +971 50 244 5566']);
  });

  it('asks for a group of lines in words, and for an order by its reference', async () => {
    const calls = stubApi({ 'operator/auditLog': ok({ entries: [], hasMore: false }) });
    renderWithApp(<AuditPage canListOperators={false} />, { path: '/admin/audit' });
    const show = await screen.findByLabelText('Show');
    const options = within(show)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(expect.arrayContaining(['Orders', 'Departures and timetables', 'Customers', 'Pictures']));
    await userEvent.selectOptions(show, 'Pictures');
    await waitFor(() => expect(calls.at(-1)?.body).toEqual({ page: 0, subject: 'pictures' }));
    await userEvent.type(screen.getByLabelText('Order reference'), 'RH-4KD9');
    await waitFor(() =>
      expect(calls.at(-1)?.body).toEqual({ page: 0, subject: 'pictures', orderReference: 'RH-4KD9' }),
    );
  });

  it('writes a category by its name, a moment in Dubai time, and lists and records in words, never as JSON', () => {
    expect(auditValueText('module', 'picnic', null)).toBe('Picnic Musandum');
    expect(auditValueText('at', '2026-11-28T06:30:00.000Z', null)).toBe(
      formatDubaiDateTime('2026-11-28T06:30:00.000Z'),
    );
    const tiers = [
      { hoursBefore: 48, refundPercent: 100 },
      { hoursBefore: 24, refundPercent: 50 },
    ];
    const text = auditValueText('cancellationTiers', tiers, null);
    expect(text).not.toContain('{');
    expect(text.split('; ')).toHaveLength(2);
    expect(text).toContain('48');
    expect(auditValueText('tickets', { adult: 2, child: 1 }, null)).toMatch(/^.+: 2, .+: 1$/);
  });
});
