// A partner's statement CSV in the downloading operator's language (decision 122), as the accounting exports are
// (decision 118): headers and the words written in cells, English and Arabic side by side. Data stays as stored:
// references, product titles, amounts and dates. The Arabic is written by an AI in Modern Standard Arabic and waits
// for a native speaker's review.
import type { TLanguage } from '@rihla/shared/rules/languages';

export interface TStatementWords {
  header: readonly string[];
  status: { confirmed: string; cancelled: string; refunded: string };
  total: string;
}

export const STATEMENT_WORDS: Readonly<Record<TLanguage, TStatementWords>> = {
  en: {
    header: [
      'Reference',
      'Partner reference',
      'Booked at (Dubai)',
      'Status',
      'Products',
      'Tickets',
      'Gross (AED)',
      'Cancelled (AED)',
      'Commission (AED)',
      'Owed (AED)',
    ],
    status: { confirmed: 'Confirmed', cancelled: 'Cancelled', refunded: 'Refunded' },
    total: 'Total',
  },
  ar: {
    header: [
      'المرجع',
      'مرجع الشريك',
      'تاريخ الحجز (بتوقيت دبي)',
      'الحالة',
      'المنتجات',
      'التذاكر',
      'الإجمالي (AED)',
      'الملغى (AED)',
      'العمولة (AED)',
      'المستحق (AED)',
    ],
    status: { confirmed: 'مؤكد', cancelled: 'ملغى', refunded: 'مسترد' },
    total: 'المجموع',
  },
};
