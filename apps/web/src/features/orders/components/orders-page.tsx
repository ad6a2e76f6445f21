import { MESSAGES } from '@rihla/shared/constants';
import { Compass, Receipt } from 'lucide-react';
import { Link } from 'react-router';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs';
import { t } from '../../../lib/i18n';
import { useRedirectHomeOnFailure } from '../../../lib/use-required-data';
import { useCompletedOrders } from '../api/view-completed-orders';
import { OrderCard } from './order-card';

/** /orderDetails: the shopper's orders, newest first, each with its voucher. */
export function OrdersPage() {
  const orders = useCompletedOrders();
  useRedirectHomeOnFailure(orders);

  return (
    <div className="container-page py-6 sm:py-10">
      <div className="mx-auto max-w-4xl">
        <Breadcrumbs items={[{ label: t('Home'), to: '/' }, { label: t('Your Orders') }]} />
        <h1 className="mt-4 mb-6 text-2xl font-bold text-ink sm:text-3xl">{t('Your Orders')}</h1>
        {orders.isPending ? (
          <div className="flex flex-col gap-4" aria-hidden="true">
            {[0, 1].map((key) => (
              <div key={key} className="h-48 animate-pulse rounded-2xl border border-line bg-white" />
            ))}
          </div>
        ) : !orders.data || orders.data.length === 0 ? (
          <div className="flex flex-col items-center rounded-2xl border border-dashed border-line bg-white px-6 py-12 text-center">
            <span className="mb-4 grid size-16 place-items-center rounded-full bg-brand-50 text-brand-700">
              <Receipt size={30} aria-hidden="true" />
            </span>
            <p className="max-w-md font-semibold text-ink">{t(MESSAGES.noOrders)}</p>
            <Link to="/ProductFilterPage" className="btn-primary mt-5">
              <Compass size={18} aria-hidden="true" />
              {t('Explore experiences')}
            </Link>
          </div>
        ) : (
          <ul className="flex flex-col gap-4">
            {orders.data.map((order, index) => (
              <li key={order.paymentId}>
                <OrderCard order={order} isFirst={index === 0} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
