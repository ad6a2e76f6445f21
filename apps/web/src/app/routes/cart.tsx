import { PageTitle } from '../../components/ui/page-title';
import { CartPage } from '../../features/cart/components/cart-page';
import { ProceedToCheckoutButton } from '../../features/checkout/components/proceed-to-checkout-button';
import { t } from '../../lib/i18n';

export default function Route() {
  return (
    <>
      <PageTitle name={t('Your cart')} />
      <CartPage checkoutAction={(cart) => <ProceedToCheckoutButton isCartEmpty={cart.items.length === 0} />} />
    </>
  );
}
