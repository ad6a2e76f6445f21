import { CUSTOMER_MESSAGES } from '@rihla/shared/messages/customers';
import type { FastifyInstance } from 'fastify';
import { defineOperatorCall } from '../operators/index.js';
import {
  addCustomerNote,
  deleteCustomerData,
  exportCustomerData,
  searchCustomers,
  viewCustomer,
} from './customers.service.js';

/** The customers desk's calls (issue 34; operator-calls/customers.ts). */
export async function customersRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  defineOperatorCall(app, 'operator/searchCustomers', async ({ body }) => ({ data: await searchCustomers(ctx, body) }));
  defineOperatorCall(app, 'operator/viewCustomer', async ({ body }) => ({
    data: await viewCustomer(ctx, body.userId),
  }));
  defineOperatorCall(app, 'operator/addCustomerNote', async ({ body, operator }) => ({
    data: await addCustomerNote(ctx, operator, body),
    message: CUSTOMER_MESSAGES.noteAdded,
  }));
  defineOperatorCall(app, 'operator/exportCustomerData', async ({ body, operator }) => ({
    data: await exportCustomerData(ctx, operator, body.userId),
    message: CUSTOMER_MESSAGES.exported,
  }));
  defineOperatorCall(app, 'operator/deleteCustomerData', async ({ body, operator }) => ({
    data: await deleteCustomerData(ctx, operator, body),
    message: CUSTOMER_MESSAGES.deleted,
  }));
}
