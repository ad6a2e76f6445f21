import { MESSAGES } from '@rihla/shared/constants';
import { CART_MESSAGES } from '@rihla/shared/messages/booking';
import type { TTicketCounts } from '@rihla/shared/rules/departures';
import type { TCartItem, TViewCartData } from '@rihla/shared/schemas/booking';
import { Compass, ShieldCheck, ShoppingCart, Undo2 } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs';
import { Spinner } from '../../../components/ui/spinner';
import { formatPrice } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { showFailure } from '../../../lib/show-failure';
import { toast } from '../../../lib/toast';
import { useRedirectHomeOnFailure } from '../../../lib/use-required-data';
import { useDeleteCartItem } from '../api/delete-cart-item';
import { useRestoreCartLine } from '../api/restore-cart-line';
import { useUpdateCartLine } from '../api/update-cart-line';
import { useViewCart } from '../api/view-cart';
import { CartLineList, CartLinesSkeleton } from './cart-line';
import { CartLineSteppers } from './cart-line-steppers';

export function itemCountLabel(count: number): string {
  return count === 1 ? t('1 item') : t('{count} items', { count });
}

/** How long a removed line can be put back. */
export const UNDO_SECONDS = 8;

/** Where a removed line was: what went, and Undo for UNDO_SECONDS. */
function RemovedLineNotice({ title, isRestoring, onUndo }: { title: string; isRestoring: boolean; onUndo(): void }) {
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-2xl border border-dashed border-line bg-surface px-4 py-3"
      role="status"
    >
      <p className="min-w-0 text-sm text-ink">
        <span className="font-semibold">{t(CART_MESSAGES.removed)}:</span> {title}
      </p>
      <button type="button" className="btn-secondary min-h-11 shrink-0 px-4" onClick={onUndo} disabled={isRestoring}>
        {isRestoring ? <Spinner size={16} /> : <Undo2 size={16} aria-hidden="true" />}
        {t('Undo')}
      </button>
    </li>
  );
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
  const update = useUpdateCartLine();
  const restore = useRestoreCartLine();
  // The line removed last, where it was, while its Undo is offered (decision 030).
  const [removed, setRemoved] = useState<{ item: TCartItem; index: number } | null>(null);

  useEffect(() => {
    if (!removed) return;
    const timer = window.setTimeout(() => setRemoved(null), UNDO_SECONDS * 1000);
    return () => window.clearTimeout(timer);
  }, [removed]);

  const remove = (item: TCartItem) => {
    const index = cart.data?.items.findIndex((line) => line.lineId === item.lineId) ?? 0;
    // One line of the cart (one date and departure); the spec's module and planId would remove them all. The
    // server removes it at once: leaving the page leaves it removed, and Undo adds it again.
    removal.mutate(
      { lineId: item.lineId },
      {
        onSuccess: (result) => {
          if (result.status === 1) setRemoved({ item, index: Math.max(0, index) });
          else showFailure(result);
        },
      },
    );
  };

  const undo = (item: TCartItem) => {
    restore.mutate(item, {
      onSuccess: (result) => {
        setRemoved(null);
        if (result.status === 1) toast.success(t(CART_MESSAGES.restored), { toastId: `restored-${item.lineId}` });
        else showFailure(result);
      },
    });
  };

  const changeCounts = (item: TCartItem, counts: TTicketCounts) => {
    update.mutate(
      { lineId: item.lineId, tickets: counts },
      {
        onSuccess: (result) => {
          if (result.status !== 1) showFailure(result);
        },
      },
    );
  };
  const pendingCounts = (item: TCartItem): TTicketCounts | null => {
    const tickets = update.isPending && update.variables?.lineId === item.lineId ? update.variables.tickets : null;
    return tickets
      ? { adult: Number(tickets.adult ?? 0), child: Number(tickets.child ?? 0), infant: Number(tickets.infant ?? 0) }
      : null;
  };

  const notice = removed ? (
    <RemovedLineNotice
      key={`removed-${removed.item.lineId}`}
      title={removed.item.title}
      isRestoring={restore.isPending}
      onUndo={() => undo(removed.item)}
    />
  ) : null;

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
            <>
              {notice && <ul className="mb-3">{notice}</ul>}
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
            </>
          ) : (
            <CartLineList
              items={data.items}
              onRemove={remove}
              isRemoving={(item) =>
                removal.isPending && removal.variables !== undefined && removal.variables.lineId === item.lineId
              }
              controls={(item) => (
                <CartLineSteppers
                  item={item}
                  pending={pendingCounts(item)}
                  onChange={(counts) => changeCounts(item, counts)}
                />
              )}
              notice={removed && notice ? { index: removed.index, node: notice } : null}
            />
          )}
        </section>

        <aside
          aria-labelledby="cart-summary-title"
          className="rounded-2xl border border-line bg-white p-5 shadow-sm lg:sticky lg:top-24"
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
