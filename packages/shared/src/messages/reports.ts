/** The numbers' messages (issue 18, decision 044): the dashboard, the exports and the tax invoice. */
export const REPORT_MESSAGES = {
  orderNotFound: 'No such order',
  notInvoiceable: 'Only a paid order has a tax invoice: this one was never confirmed',
  unknownExport: 'Unknown export: ask for orders or refunds',
} as const;
