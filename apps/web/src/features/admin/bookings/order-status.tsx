import type { TDeskOrderStatus } from '@rihla/shared/schemas/operator-bookings';
import { t } from '../../../lib/i18n';

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

export function OrderStatusBadge({ status }: { status: TDeskOrderStatus }) {
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_STYLES[status]}`}>
      {t(ORDER_STATUS_LABELS[status])}
    </span>
  );
}
