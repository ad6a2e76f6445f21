// The front door of the vouchers module (decision 066): all that other modules and the rest of src/ may import.
export { invoiceNumberText, renderInvoicePdf } from './invoice-pdf.js';
export { VOUCHER_LINK_TTL_MS, voucherUrl } from './voucher-links.js';
export { renderOrderVoucher, type TVoucherReads } from './voucher-of-order.js';
export { holderName, ticketsText, voucherDate, warmVoucherRenderer } from './voucher-pdf.js';
export { INVOICE_WORDS, lineWords, lineWordsOf, type TLineWords, VOUCHER_WORDS } from './voucher-words.js';
export { vouchersRoutes } from './vouchers.routes.js';
