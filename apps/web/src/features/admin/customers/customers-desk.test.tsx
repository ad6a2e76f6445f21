import { ROLE_PERMISSIONS } from '@rihla/shared/rules/operator-roles';
import type { TShopperLedgerData } from '@rihla/shared/schemas/ledger';
import type { TOrderListRow } from '@rihla/shared/schemas/operator-bookings';
import type { TCustomerDetail, TCustomerExport, TCustomerRow } from '@rihla/shared/schemas/operator-customers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { fail, ok, stubApi } from '../../../test/stub-api';
import { navFor } from '../components/admin-nav';
import { CustomerListPage, customerFilterOf } from './customer-list-page';
import { CustomerPage, type TCustomerAbilities } from './customer-page';
import { CUSTOMER_ROUTES } from './routes';

function row(overrides: Partial<TCustomerRow> = {}): TCustomerRow {
  return {
    id: 'u-1',
    name: 'Layla Haddad',
    email: 'layla@example.com',
    phone: '+971501112233',
    createdAt: '2026-11-01T08:00:00.000Z',
    ...overrides,
  };
}

function customer(overrides: Partial<TCustomerDetail> = {}): TCustomerDetail {
  return {
    id: 'u-1',
    name: 'Layla Haddad',
    email: 'layla@example.com',
    phone: '+971501112233',
    isPhoneVerified: true,
    country: 'AE',
    createdAt: '2026-11-01T08:00:00.000Z',
    wantsReminders: true,
    notes: [],
    ...overrides,
  };
}

const order: TOrderListRow = {
  id: 'o-1',
  reference: 'RH-1001',
  status: 'confirmed',
  createdAt: '2026-11-20T08:00:00.000Z',
  customerName: 'Layla Haddad',
  email: 'layla@example.com',
  phone: '+971501112233',
  products: ['Dhow cruise'],
  firstDate: '2026-12-05',
  amountPaidFils: 21_000,
  refundedFils: 0,
  paidValueFils: 21_000,
  refundedValueFils: 0,
  ticketsCancelled: null,
};

const ledger: TShopperLedgerData = {
  userId: 'u-1',
  shopper: { name: 'Layla Haddad', email: 'layla@example.com', phone: '+971501112233' },
  walletFils: 5_000,
  points: 1_250,
  pendingPoints: 0,
  pointsValueFils: 1_000,
  isBlocked: false,
  blockedReason: '',
  entries: [],
};

const AGENT: TCustomerAbilities = { canWrite: true, canAdjust: false, canHandlePersonalData: false };
const OWNER: TCustomerAbilities = { canWrite: true, canAdjust: true, canHandlePersonalData: true };

function renderCustomer(answers: Record<string, unknown>, can: TCustomerAbilities = AGENT) {
  const calls = stubApi({
    'operator/viewCustomer': ok(customer()),
    'operator/searchOrders': ok({ rows: [order], hasNextPage: false }),
    'operator/shopperLedger': ok(ledger),
    ...answers,
  });
  const view = renderWithApp(
    [
      { path: '/admin/customers/:userId', element: <CustomerPage userId="u-1" {...can} /> },
      { path: '/admin/customers', element: <p>The customers list</p> },
    ],
    { initialEntries: ['/admin/customers/u-1'] },
  );
  return { calls, router: view.router };
}

afterEach(() => vi.unstubAllGlobals());

describe('customerFilterOf', () => {
  it('reads the search, page and size from the URL, and keeps a size the desk does not offer out', () => {
    expect(customerFilterOf(new URLSearchParams('q=050+111&page=2&size=50'))).toEqual({
      search: '050 111',
      page: 2,
      pageSize: 50,
    });
    expect(customerFilterOf(new URLSearchParams('page=-1&size=30'))).toEqual({ search: '', page: 0, pageSize: 25 });
  });
});

describe('CustomerListPage', () => {
  it('searches as the operator types, and lists each customer with a link to their page', async () => {
    const calls = stubApi({
      'operator/searchCustomers': (body: { search: string }) =>
        ok({ rows: body.search ? [row()] : [row(), row({ id: 'u-2', name: 'Omar Saleh' })], hasNextPage: false }),
    });
    renderWithApp(<CustomerListPage />, { path: '/admin/customers' });
    expect(await screen.findByText('Page 1: 2 customers shown.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Name, phone, email or order reference'), '0501112233');
    expect(await screen.findByText('Page 1: 1 customer shown.')).toBeTruthy();
    expect(calls.at(-1)).toEqual({
      name: 'operator/searchCustomers',
      body: { search: '0501112233', page: 0, pageSize: 25 },
    });
    const table = screen.getByRole('table', { name: 'Customers, page 1' });
    const link = within(table).getByRole('link', { name: 'Layla Haddad' });
    expect(link.getAttribute('href')).toBe('/admin/customers/u-1');
    expect(within(table).getByText('+971501112233')).toBeTruthy();
  });

  it('pages with Next and says when nothing matches', async () => {
    const calls = stubApi({
      'operator/searchCustomers': (body: { search: string; page: number }) =>
        body.search === 'nobody'
          ? ok({ rows: [], hasNextPage: false })
          : ok({ rows: [row({ id: `u-${body.page}` })], hasNextPage: body.page === 0 }),
    });
    renderWithApp(<CustomerListPage />, { path: '/admin/customers' });
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(calls.at(-1)?.body).toEqual({ search: '', page: 1, pageSize: 25 }));
    await userEvent.type(screen.getByLabelText('Name, phone, email or order reference'), 'nobody');
    expect(await screen.findByText('No customers match.')).toBeTruthy();
  });
});

describe('CustomerPage', () => {
  it("shows the contact details, the customer's orders linked to the bookings desk, and the ledger", async () => {
    const { calls } = renderCustomer({});
    expect(await screen.findByRole('heading', { level: 1, name: 'Layla Haddad' })).toBeTruthy();
    const contact = screen.getByTestId('customer-contact').textContent;
    expect(contact).toContain('+971501112233 · confirmed by a code');
    expect(contact).toContain('layla@example.com');
    const orders = await screen.findByRole('table', { name: 'Orders of the customer, page 1' });
    expect(within(orders).getByRole('link', { name: 'RH-1001' }).getAttribute('href')).toBe('/admin/bookings/o-1');
    expect(within(orders).queryByRole('columnheader', { name: 'Customer' })).toBeNull();
    expect(calls.find((call) => call.name === 'operator/searchOrders')?.body).toEqual({
      userId: 'u-1',
      page: 0,
      pageSize: 25,
    });
    expect(await screen.findByTestId('ledger-wallet')).toBeTruthy();
    expect(screen.getByTestId('ledger-points').textContent).toBe('1,250 points');
    // An agent neither adjusts the ledger nor handles personal data.
    expect(screen.queryByRole('button', { name: 'Adjust balance' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export personal data' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete personal data' })).toBeNull();
  });

  it('adds a note with the shared schema checking it first, and shows notes with who wrote them', async () => {
    const noted = customer({
      notes: [
        {
          id: 'n-1',
          text: 'Prefers the morning boat',
          createdAt: '2026-11-27T06:00:00.000Z',
          operatorName: 'Adil Agent',
        },
      ],
    });
    const { calls } = renderCustomer({
      'operator/viewCustomer': [ok(customer()), ok(noted)],
      'operator/addCustomerNote': ok(noted, 'The note is added'),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add the note' }));
    expect(await screen.findByText('Write the note')).toBeTruthy();
    expect(calls.filter((call) => call.name === 'operator/addCustomerNote')).toEqual([]);
    await userEvent.type(
      screen.getByLabelText('A note about the customer (only operators see notes)'),
      'Prefers the morning boat',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add the note' }));
    expect(await screen.findByText('Note added')).toBeTruthy();
    expect(calls.find((call) => call.name === 'operator/addCustomerNote')?.body).toEqual({
      userId: 'u-1',
      text: 'Prefers the morning boat',
    });
    const notes = await screen.findByRole('list', { name: 'Notes, newest first' });
    expect(notes.textContent).toContain('Prefers the morning boat');
    expect(notes.textContent).toContain('Adil Agent, 27 Nov 2026, 10:00');
  });

  it('is read-only without bookings.write: no note box', async () => {
    renderCustomer({}, { canWrite: false, canAdjust: false, canHandlePersonalData: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'Layla Haddad' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add the note' })).toBeNull();
    expect(screen.getByText('No notes yet.')).toBeTruthy();
  });

  it('says so when the customer does not exist (or was deleted)', async () => {
    renderCustomer({ 'operator/viewCustomer': fail('This customer does not exist') });
    expect((await screen.findByRole('alert')).textContent).toBe('This customer does not exist');
  });
});

describe('CustomerPage, personal data (owners)', () => {
  /** The names of the files the page saved. */
  let saved: string[];
  beforeEach(() => {
    saved = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  });

  it('exports the personal data as the JSON file the server named', async () => {
    const data = { exportedAt: '2026-11-28T08:00:00.000Z' } as TCustomerExport;
    const { calls } = renderCustomer(
      { 'operator/exportCustomerData': ok({ fileName: 'rihla-customer-u-1-2026-11-28.json', data }, 'Recorded') },
      OWNER,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Export personal data' }));
    expect(await screen.findByText('Recorded')).toBeTruthy();
    expect(calls.find((call) => call.name === 'operator/exportCustomerData')?.body).toEqual({ userId: 'u-1' });
    expect(saved).toEqual(['rihla-customer-u-1-2026-11-28.json']);
  });

  it('deletes after a confirmation naming the customer and a reason, then leaves for the list', async () => {
    const { calls, router } = renderCustomer(
      { 'operator/deleteCustomerData': ok({ userId: 'u-1' }, "The customer's personal data is deleted") },
      OWNER,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Delete personal data' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete the personal data of Layla Haddad?' });
    expect(dialog.textContent).toContain('Layla Haddad (+971501112233, layla@example.com)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    expect(await within(dialog).findByText('Please give a reason of at least 3 characters')).toBeTruthy();
    expect(calls.filter((call) => call.name === 'operator/deleteCustomerData')).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText('Reason (required)'), 'Asked by email');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    expect(await screen.findByText("The customer's personal data is deleted")).toBeTruthy();
    expect(calls.find((call) => call.name === 'operator/deleteCustomerData')?.body).toEqual({
      userId: 'u-1',
      reason: 'Asked by email',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/customers'));
  });
});

describe('the way to the customers desk', () => {
  it('is in the navigation of the roles that read bookings, and of no other', () => {
    const hasCustomers = (role: keyof typeof ROLE_PERMISSIONS) =>
      navFor(ROLE_PERMISSIONS[role]).some((item) => item.path === '/admin/customers');
    expect(['owner', 'manager', 'agent'].map((role) => hasCustomers(role as 'owner'))).toEqual([true, true, true]);
    expect(hasCustomers('guide')).toBe(false);
    expect(hasCustomers('editor')).toBe(false);
  });

  it("leads the shopper ledger's old address to the customer's page, at its wallet and points", async () => {
    const redirect = CUSTOMER_ROUTES.find((route) => route.path === 'shoppers/:userId/ledger');
    const { router } = renderWithApp(
      [
        { path: '/admin/shoppers/:userId/ledger', Component: redirect?.Component ?? null },
        { path: '/admin/customers/:userId', element: <p>The customer page</p> },
      ],
      { initialEntries: ['/admin/shoppers/u-1/ledger'] },
    );
    expect(await screen.findByText('The customer page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/customers/u-1');
    expect(router.state.location.hash).toBe('#ledger');
  });
});
