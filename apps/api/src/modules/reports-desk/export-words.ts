// The accounting exports in the downloading operator's language (issue 37, decision 118), as the manifest's are
// (decision 111): the orders' and refunds' CSV headers and the words the exports write in cells, English and Arabic
// side by side. The English is what the exports always said, word for word. Data stays as it is stored in either
// language: references, statuses, names, e-mails, product titles, an operator's own reason, amounts and dates.
// The Arabic is written by an AI in Modern Standard Arabic (the back office's words, admin-ar.json, where it says
// the same thing) and waits for a native speaker's review.
import type { TOrderChannel } from '@rihla/shared/rules/channels';
import type { TLanguage } from '@rihla/shared/rules/languages';

export interface TReportExportWords {
  ordersHeader: readonly string[];
  refundsHeader: readonly string[];
  /** The parts that paid an order, joined by `join` ("Card + Wallet"); `none` when nothing paid it. */
  paidBy: {
    cash: string;
    card: string;
    onAccount: string;
    wallet: string;
    points: string;
    giftCard: string;
    none: string;
    join: string;
  };
  /** How the order was sold (issue 39); a partner's channel follows the partner's name in brackets. */
  channel: Record<TOrderChannel, string>;
  /** A shopper without an account's name. */
  guest: string;
  /** The reason of a refund no operator gave. */
  soldOutAtPayment: string;
  cancelledByCustomer: string;
  yes: string;
  no: string;
}

export const REPORT_EXPORT_WORDS: Readonly<Record<TLanguage, TReportExportWords>> = {
  en: {
    ordersHeader: [
      'Reference',
      'Paid at (Dubai)',
      'Status',
      'Customer',
      'Email',
      'Products',
      'Tickets',
      'Promo code',
      'Payment method',
      'Subtotal (AED)',
      'Discount (AED)',
      'Total (AED)',
      'VAT included in total (AED)',
      'Paid by card or cash (AED)',
      'Refunded (AED)',
      'VAT included in refund (AED)',
      'Tax invoice',
      'Channel',
      'Partner reference',
    ],
    refundsHeader: [
      'Reference',
      'Refunded at (Dubai)',
      'Status',
      'Customer',
      'Email',
      'Total (AED)',
      'Refunded (AED)',
      'VAT included in refund (AED)',
      'Reason',
      'Operator override',
      'Paid at (Dubai)',
      'Tax invoice',
    ],
    paidBy: {
      cash: 'Cash',
      card: 'Card',
      onAccount: 'On account',
      wallet: 'Wallet',
      points: 'Points',
      giftCard: 'Gift card',
      none: 'None',
      join: ' + ',
    },
    channel: {
      online: 'Online',
      desk: 'Desk (phone or walk-in)',
      api: 'OCTO API',
      widget: 'Booking widget',
      agency: 'Agent on account',
    },
    guest: 'Guest',
    soldOutAtPayment: 'Seats sold out at payment',
    cancelledByCustomer: 'Cancelled by the customer',
    yes: 'yes',
    no: 'no',
  },
  ar: {
    ordersHeader: [
      'المرجع',
      'تاريخ الدفع (بتوقيت دبي)',
      'الحالة',
      'العميل',
      'البريد الإلكتروني',
      'المنتجات',
      'التذاكر',
      'رمز الخصم',
      'طريقة الدفع',
      'المجموع الفرعي (AED)',
      'الخصم (AED)',
      'الإجمالي (AED)',
      'ضريبة القيمة المضافة المشمولة في الإجمالي (AED)',
      'المدفوع بالبطاقة أو نقدًا (AED)',
      'المسترد (AED)',
      'ضريبة القيمة المضافة المشمولة في المسترد (AED)',
      'الفاتورة الضريبية',
      'قناة البيع',
      'مرجع الشريك',
    ],
    refundsHeader: [
      'المرجع',
      'تاريخ الاسترداد (بتوقيت دبي)',
      'الحالة',
      'العميل',
      'البريد الإلكتروني',
      'الإجمالي (AED)',
      'المسترد (AED)',
      'ضريبة القيمة المضافة المشمولة في المسترد (AED)',
      'السبب',
      'تجاوز من المشغّل',
      'تاريخ الدفع (بتوقيت دبي)',
      'الفاتورة الضريبية',
    ],
    paidBy: {
      cash: 'نقدًا',
      card: 'البطاقة',
      onAccount: 'على الحساب',
      wallet: 'المحفظة',
      points: 'النقاط',
      giftCard: 'بطاقة هدية',
      none: 'لا شيء',
      join: ' + ',
    },
    channel: {
      online: 'الموقع',
      desk: 'المكتب (هاتفيًا أو حضوريًا)',
      api: 'واجهة OCTO البرمجية',
      widget: 'أداة الحجز',
      agency: 'وكيل على الحساب',
    },
    guest: 'ضيف',
    soldOutAtPayment: 'نفدت المقاعد عند الدفع',
    cancelledByCustomer: 'ألغاه العميل',
    yes: 'نعم',
    no: 'لا',
  },
};
