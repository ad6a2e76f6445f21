import { useParams } from 'react-router';
import { useViewCart } from '../../features/cart/api/view-cart';
import { CartLineList, CartLinesSkeleton } from '../../features/cart/components/cart-line';
import { CheckoutPage } from '../../features/checkout/components/checkout-page';
import { useRedirectHomeOnFailure } from '../../lib/use-required-data';

/** The checkout shows the cart's items read-only; both features meet here, in the app layer. */
export default function Route() {
  const { id = '' } = useParams();
  const cart = useViewCart();
  useRedirectHomeOnFailure(cart);
  return (
    <CheckoutPage
      id={id}
      cart={cart.data}
      items={cart.data ? <CartLineList items={cart.data.items} /> : <CartLinesSkeleton />}
    />
  );
}
