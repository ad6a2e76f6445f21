// The payments' CSV for the accountant (decision 085): one row per payment, as the desk lists it, amounts in AED.

import type { TLanguage } from '@rihla/shared/rules/languages';
import { filsToAed } from '@rihla/shared/rules/money';
import { PAYMENT_MISMATCH_WORDS, type TPaymentMismatchKind } from '@rihla/shared/rules/payments-desk';
import { dubaiDateTime } from '@rihla/shared/rules/reports';
import type { TPaymentsFilter } from '@rihla/shared/schemas/operator-payments';
import type { TAppContext } from '../../context.js';
import { CSV_BOM, csvLine } from '../../lib/csv.js';
import { deskPaymentPages } from './payments-desk.service.js';

/**
 * The export's header and the words it writes in cells, in the downloading operator's language (decision 118, as the
 * manifest's, decision 111). The English is what the export always said. Gateways, transactions, states, references
 * and amounts are data, written as stored. The Arabic is written by an AI and waits for a native speaker's review.
 */
const EXPORT_WORDS: Readonly<
  Record<
    TLanguage,
    {
      header: readonly string[];
      purpose: Readonly<Record<'order' | 'dateChange' | 'giftCard' | 'none', string>>;
      mismatch: Readonly<Record<TPaymentMismatchKind, string>>;
      join: string;
    }
  >
> = {
  en: {
    header: [
      'Date',
      'Time',
      'Gateway',
      'Transaction',
      'Paid for',
      'Order',
      'Gift card',
      'Amount (AED)',
      'Refunded (AED)',
      'Our state',
      'Gateway state',
      'Gateway amount (AED)',
      'Gateway currency',
      'Gateway refunded (AED)',
      'Gateway checked at',
      'Open mismatches',
    ],
    purpose: { order: 'Order', dateChange: 'Date change', giftCard: 'Gift card', none: 'Nothing' },
    mismatch: PAYMENT_MISMATCH_WORDS,
    join: '; ',
  },
  ar: {
    header: [
      'التاريخ',
      'الوقت',
      'بوابة الدفع',
      'المعاملة',
      'مدفوع مقابل',
      'الطلب',
      'بطاقة الهدية',
      'المبلغ (AED)',
      'المسترد (AED)',
      'الحالة لدينا',
      'الحالة لدى البوابة',
      'المبلغ لدى البوابة (AED)',
      'العملة لدى البوابة',
      'المسترد لدى البوابة (AED)',
      'وقت التحقق لدى البوابة',
      'الفروقات المفتوحة',
    ],
    purpose: { order: 'طلب', dateChange: 'تغيير الموعد', giftCard: 'بطاقة هدية', none: 'لا شيء' },
    mismatch: {
      paidWithoutOrder: 'مدفوع لدى البوابة دون طلب',
      refundedAtGatewayOnly: 'مسترد لدى البوابة لا هنا',
      refundedHereOnly: 'مسترد هنا لا لدى البوابة',
      amountDiffers: 'المبلغ أو العملة مختلفان',
      paidHereOnly: 'مدفوع هنا لا لدى البوابة',
    },
    join: '؛ ',
  },
};

const aed = (fils: number) => filsToAed(fils).toFixed(2);

function aedOrBlank(fils: number | null | undefined): string {
  return fils === null || fils === undefined ? '' : aed(fils);
}

export async function* paymentsCsv(
  ctx: TAppContext,
  filter: Omit<TPaymentsFilter, 'page'>,
  language: TLanguage = 'en',
): AsyncGenerator<string> {
  const words = EXPORT_WORDS[language];
  yield CSV_BOM + csvLine(words.header);
  for await (const page of deskPaymentPages(ctx, filter)) {
    let chunk = '';
    for (const payment of page) {
      const { date, clock } = dubaiDateTime(payment.createdAt);
      const check = payment.gatewayCheck;
      chunk += csvLine([
        date,
        clock,
        payment.gateway,
        payment.transactionId,
        words.purpose[payment.purpose],
        payment.orderReference ?? '',
        payment.giftCardId ?? '',
        aed(payment.amountFils),
        aed(payment.refundedFils),
        payment.state,
        check?.state ?? '',
        aedOrBlank(check?.amountFils),
        check?.currency ?? '',
        aedOrBlank(check?.refundedFils),
        check?.checkedAt ?? '',
        payment.openMismatches.map((kind) => words.mismatch[kind]).join(words.join),
      ]);
    }
    yield chunk;
  }
}
