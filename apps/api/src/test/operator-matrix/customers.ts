import type { CUSTOMER_CALLS } from '@rihla/shared/operator-calls/customers';
import type { TMatrixArea } from './fixture.js';

/** The customers desk (issue 34, decision 074): a customer who does not exist meets a 404. */
export const CUSTOMER_MATRIX: TMatrixArea<typeof CUSTOMER_CALLS> = {
  fixtures: {
    'operator/searchCustomers': () => ({ search: 'sara' }),
    'operator/viewCustomer': () => ({ userId: 'no-such-user' }),
    'operator/addCustomerNote': () => ({ userId: 'no-such-user', text: 'Prefers the morning boat' }),
    'operator/exportCustomerData': () => ({ userId: 'no-such-user' }),
    'operator/deleteCustomerData': () => ({ userId: 'no-such-user', reason: 'Asked by email' }),
  },
  fuzzSeeds: {
    'operator/searchCustomers': () => [
      { search: '050 123', page: 0, pageSize: 25 },
      { search: 'a@', page: -1, pageSize: 30 },
    ],
    'operator/viewCustomer': () => [{ userId: 'no-such-user' }],
    'operator/addCustomerNote': () => [
      { userId: 'no-such-user', text: 'Called about the date' },
      { userId: 'x', text: '' },
    ],
    'operator/exportCustomerData': () => [{ userId: 'no-such-user' }],
    'operator/deleteCustomerData': () => [
      { userId: 'no-such-user', reason: 'Asked by phone' },
      { userId: 'x', reason: 'no' },
    ],
  },
  tables: ['customer_notes', 'users'],
};
