/** The texts of the emails the shop sends (decision 045); the templates are in apps/api/src/modules/messages. */
export const EMAIL_MESSAGES = {
  orderConfirmedSubject: (reference: string) => `Your booking ${reference} is confirmed`,
  orderConfirmedPreview: (reference: string) => `Booking ${reference}: your voucher is attached.`,
  greeting: (firstName: string) => `Hello ${firstName},`,
  orderConfirmedIntro:
    'Thank you for booking with us. Your booking is confirmed and your voucher is attached to this email.',
  reference: 'Booking reference',
  amountPaid: 'Amount paid',
  vatIncluded: (vat: string) => `VAT (5%) included: AED ${vat}`,
  voucherLink: 'Download your voucher',
  voucherLinkNote: 'The link works for 24 hours; Your Orders always has a fresh one.',
  showVoucher: 'Show the voucher (on your phone or printed) at the meeting point.',
  resentNote: 'You asked us to send this confirmation again.',
  support: (phone: string, email: string) => `Questions? Call ${phone} or write to ${email}.`,
  soldBy: (name: string, trn: string) => `Sold by ${name} - TRN ${trn}`,
} as const;
