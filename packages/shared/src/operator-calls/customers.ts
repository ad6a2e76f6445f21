import * as customers from '../schemas/operator-customers.js';
import { read, type TOperatorCallDefinition, write } from './define.js';

/**
 * The customers desk (issue 34, decision 074): found and read by whoever reads bookings (an agent answers the
 * phone), noted by those who write bookings, and their personal data exported or deleted by owners only
 * (customers.personalData), each recorded in the audit log.
 */
export const CUSTOMER_CALLS = {
  'operator/searchCustomers': read(
    'bookings.read',
    customers.ZSearchCustomersRequest,
    customers.ZSearchCustomersData,
    'Customers, newest first, found by the start of their name, phone or email; paged',
  ),
  'operator/viewCustomer': read(
    'bookings.read',
    customers.ZCustomerIdRequest,
    customers.ZCustomerDetail,
    "A customer's contact details and the operators' notes",
  ),
  'operator/addCustomerNote': write(
    'bookings.write',
    customers.ZAddCustomerNoteRequest,
    customers.ZCustomerDetail,
    'Write a note about a customer (who wrote it and when are kept)',
  ),
  'operator/exportCustomerData': write(
    'customers.personalData',
    customers.ZCustomerIdRequest,
    customers.ZExportCustomerData,
    "A customer's personal data as JSON (profile, orders, messages, ledger, favourites, notes); recorded in the audit log",
  ),
  'operator/deleteCustomerData': write(
    'customers.personalData',
    customers.ZDeleteCustomerDataRequest,
    customers.ZDeleteCustomerDataData,
    "Delete a customer's personal data as their own account deletion does; orders stay without the person",
  ),
} as const satisfies Record<string, TOperatorCallDefinition>;
