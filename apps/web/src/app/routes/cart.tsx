import { CartPage } from '../../features/cart/components/cart-page';
import { ProceedToCheckoutButton } from '../../features/checkout/components/proceed-to-checkout-button';

export default function Route() {
  return <CartPage checkoutAction={(cart) => <ProceedToCheckoutButton isCartEmpty={cart.items.length === 0} />} />;
}
