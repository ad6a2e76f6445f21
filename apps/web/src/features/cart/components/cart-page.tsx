import { MESSAGES } from '@rihla/shared/constants';
import type { TCartItem, TViewCartData } from '@rihla/shared/schemas/booking';
import { Compass, ShieldCheck, ShoppingCart } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs';
import { formatPrice } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { showFailure } from '../../../lib/show-failure';
import { toast } from '../../../lib/toast';
import { useRedirectHomeOnFailure } from '../../../lib/use-required-data';
import { useDeleteCartItem } from '../api/delete-cart-item';
import { useViewCart } from '../api/view-cart';
import { CartLineList, CartLinesSkeleton } from './cart-line';

export function itemCountLabel(count: number): string {
  return count === 1 ? t('1 item') : t('{count} items', { count });
}

const EMPTY_CART: TViewCartData = { items: [], totalCartAmount: 0, amount_paid: 0, discount: 0, coupon_code: null };

/**
 * The cart. The checkout action comes from the app layer (it belongs to the checkout feature), and is
 * shown for an empty cart too: it then explains that a package is needed first.
 */
export function CartPage({ checkoutAction }: { checkoutAction: (cart: TViewCartData) => ReactNode }) {
  const cart = useViewCart();
  useRedirectHomeOnFailure(cart);
  const removal = useDeleteCartItem();

  const remove = (item: TCartItem) => {
    // One line of the cart (one date and departure); the spec's module and planId would remove them all.
    removal.mutate(
      { lineId: item.lineId },
      {
        onSuccess: (result) => {
          if (result.status === 1) toast.success(result.message);
          else showFailure(result);
        },
      },
    );
  };

  const data = cart.data ?? EMPTY_CART;
  const count = data.items.length;

  return (
    <div className="container-page py-6 sm:py-10">
      <Breadcrumbs items={[{ label: t('Home'), to: '/' }, { label: t('Cart') }]} />
      <div className="mt-4 mb-6 flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{t('Your cart')}</h1>
        {cart.data && <p className="text-muted">{itemCountLabel(count)}</p>}
      </div>

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-label={t('Cart items')}>
          {cart.isPending ? (
            <CartLinesSkeleton />
          ) : count === 0 ? (
            <div className="flex flex-col items-center rounded-2xl border border-dashed border-line bg-white px-6 py-12 text-center">
              <span className="mb-4 grid size-16 place-items-center rounded-full bg-brand-50 text-brand-700">
                <ShoppingCart size={30} aria-hidden="true" />
              </span>
              <p className="text-lg font-semibold text-ink">{t(MESSAGES.cartEmpty)}</p>
              <p className="mt-1 max-w-sm text-sm text-muted">
                {t('Find a desert safari, a dhow cruise or a ticket you like and add it here.')}
              </p>
              <Link to="/ProductFilterPage" className="btn-primary mt-5">
                <Compass size={18} aria-hidden="true" />
                {t('Explore experiences')}
              </Link>
            </div>
          ) : (
            <CartLineList
              items={data.items}
              onRemove={remove}
              isRemoving={(item) =>
                removal.isPending && removal.variables !== undefined && removal.variables.lineId === item.lineId
              }
            />
          )}
        </section>

        <aside
          aria-labelledby="cart-summary-title"
          className="rounded-2xl border border-line bg-white p-5 shadow-sm lg:sticky lg:top-6"
        >
          <h2 id="cart-summary-title" className="text-lg font-bold text-ink">
            {t('Order summary')}
          </h2>
          <dl className="mt-4 space-y-2 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-muted">{t('Items')}</dt>
              <dd className="font-medium text-ink">{count}</dd>
            </div>
            <div className="flex items-baseline justify-between gap-4 border-t border-line pt-3">
              <dt className="font-semibold text-ink">{t('Total')}</dt>
              <dd className="text-xl font-bold text-ink">{formatPrice(data.totalCartAmount)}</dd>
            </div>
          </dl>
          <p className="mt-1 text-xs text-muted">{t('Promo codes can be applied at checkout.')}</p>
          <div className="mt-5">
            {cart.data ? checkoutAction(cart.data) : <div className="h-12 animate-pulse rounded-xl bg-line" />}
          </div>
          <p className="mt-4 flex items-center gap-2 text-xs text-muted">
            <ShieldCheck size={16} className="shrink-0 text-brand-700" aria-hidden="true" />
            {t('Secure payment with Visa and MasterCard')}
          </p>
        </aside>
      </div>
    </div>
  );
}
