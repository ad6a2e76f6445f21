// The payments' CSV for the accountant (decision 085): one row per payment, as the desk lists it, amounts in AED.
import { filsToAed } from '@rihla/shared/rules/money';
import { PAYMENT_MISMATCH_WORDS } from '@rihla/shared/rules/payments-desk';
import { dubaiDateTime } from '@rihla/shared/rules/reports';
import type { TPaymentsFilter } from '@rihla/shared/schemas/operator-payments';
import type { TAppContext } from '../../context.js';
import { CSV_BOM, csvLine } from '../../lib/csv.js';
import { deskPaymentPages } from './payments-desk.service.js';

const HEADER = [
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
];

const PURPOSE_WORDS = { order: 'Order', dateChange: 'Date change', giftCard: 'Gift card', none: 'Nothing' } as const;

const aed = (fils: number) => filsToAed(fils).toFixed(2);

function aedOrBlank(fils: number | null | undefined): string {
  return fils === null || fils === undefined ? '' : aed(fils);
}

export async function* paymentsCsv(ctx: TAppContext, filter: Omit<TPaymentsFilter, 'page'>): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(HEADER);
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
        PURPOSE_WORDS[payment.purpose],
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
        payment.openMismatches.map((kind) => PAYMENT_MISMATCH_WORDS[kind]).join('; '),
      ]);
    }
    yield chunk;
  }
}
