import { filsToAed } from '@rihla/shared/rules/money';
import type { TDeskOrderStatus } from '@rihla/shared/schemas/operator-bookings';
import { t } from '../../../lib/i18n';
import { orderChangeWords } from '../../../lib/order-changes';

export const ORDER_STATUS_LABELS: Record<TDeskOrderStatus, string> = {
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  failed: 'Failed',
};
const STATUS_STYLES: Record<TDeskOrderStatus, string> = {
  confirmed: 'bg-emerald-50 text-emerald-800',
  cancelled: 'bg-amber-50 text-amber-900',
  refunded: 'bg-sand-100 text-ink',
  failed: 'bg-red-50 text-red-800',
};

/** What an order's badge and words need: its status, and what refunds and cancelled tickets left it (decision 062). */
export interface TOrderProgress {
  status: TDeskOrderStatus;
  paidValueFils: number;
  refundedValueFils: number;
  ticketsCancelled: { cancelled: number; of: number } | null;
}

/** A confirmed order that gave part of its price back stands, 'Partly refunded'. */
function isPartlyRefunded(order: TOrderProgress): boolean {
  return order.status === 'confirmed' && order.refundedValueFils > 0;
}

export function OrderStatusBadge({ order }: { order: TOrderProgress }) {
  const label = isPartlyRefunded(order) ? 'Partly refunded' : ORDER_STATUS_LABELS[order.status];
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_STYLES[order.status]}`}>
      {t(label)}
    </span>
  );
}

/**
 * What refunds and cancelled tickets did, in the shopper's words: 'AED 100.00 of AED 700.00 refunded', '1 of 3
 * tickets cancelled'. The refunded words once anything came back and the order is not wholly refunded.
 */
export function orderProgressWords(order: TOrderProgress): string[] {
  const isPart = order.refundedValueFils > 0 && order.refundedValueFils < order.paidValueFils;
  return orderChangeWords({
    ticketsCancelled: order.ticketsCancelled,
    refunded: isPart ? filsToAed(order.refundedValueFils) : null,
    paid: filsToAed(order.paidValueFils),
  });
}

/** The words under an order's status, one a line (the order list, the order page). */
export function OrderProgressWords({
  order,
  className = 'block text-xs text-muted',
}: {
  order: TOrderProgress;
  className?: string;
}) {
  return orderProgressWords(order).map((words) => (
    <span key={words} className={className} data-testid="order-progress">
      {words}
    </span>
  ));
}
