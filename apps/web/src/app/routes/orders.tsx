import { PageTitle } from '../../components/ui/page-title';
import { BoughtGiftCards } from '../../features/gift-cards/components/bought-gift-cards';
import { OrdersPage } from '../../features/orders/components/orders-page';
import { t } from '../../lib/i18n';

export default function Route() {
  return (
    <>
      <PageTitle name={t('Your Orders')} />
      <OrdersPage />
      <BoughtGiftCards />
    </>
  );
}
