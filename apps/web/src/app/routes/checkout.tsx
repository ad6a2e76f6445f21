import { useParams } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { useViewCart } from '../../features/cart/api/view-cart';
import { CartLineList, CartLinesSkeleton } from '../../features/cart/components/cart-line';
import { CheckoutPage } from '../../features/checkout/components/checkout-page';
import { t } from '../../lib/i18n';
import { useRedirectHomeOnFailure } from '../../lib/use-required-data';

/**
 * The checkout shows its own lines read-only, drawn as cart lines; the cart tells whether anything is left to
 * pay for. Both features meet here, in the app layer.
 */
export default function Route() {
  const { id = '' } = useParams();
  const cart = useViewCart();
  useRedirectHomeOnFailure(cart);
  return (
    <>
      <PageTitle name={t('Checkout')} />
      <CheckoutPage
        id={id}
        cart={cart.data}
        lines={(items) => (items ? <CartLineList items={items} /> : <CartLinesSkeleton />)}
      />
    </>
  );
}
