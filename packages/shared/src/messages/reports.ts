/** The numbers' messages (issue 18, decision 044): the dashboard, the exports and the tax invoice. */
export const REPORT_MESSAGES = {
  orderNotFound: 'No such order',
  notInvoiceable: 'Only a paid order has a tax invoice: this one was never confirmed',
  /** A tax invoice carries the seller's TRN (decision 071): none is issued, and no number used, before it is set. */
  noTrn: "A tax invoice needs the seller's TRN: an owner sets it in Shop settings first",
  unknownExport: 'Unknown export: ask for orders or refunds',
} as const;
