import { Heart, Search, ShoppingCart, X } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useViewCart } from '../../features/cart/api/view-cart';
import { SearchBox } from '../../features/search/components/search-box';
import { useAuthModal } from '../../lib/auth-modal';
import { t } from '../../lib/i18n';
import { useUiState } from '../../lib/ui-state';
import { AccountControlsPlaceholder } from './account-controls-placeholder';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';

const AccountControls = lazy(() => import('./account-controls'));

const iconButtonClass =
  'relative grid size-11 place-items-center rounded-full text-ink transition hover:bg-surface hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 lg:size-10';

/** Cart and Wishlist: an icon on phones, icon and word from large screens; the word is always the name. */
function HeaderLink({
  to,
  icon,
  label,
  className = '',
  badge,
  describedBy,
}: {
  to: string;
  icon: ReactNode;
  label: string;
  className?: string;
  badge?: ReactNode;
  /** An element describing the link (absent while it has nothing to say, which aria-describedby ignores). */
  describedBy?: string;
}) {
  return (
    <NavLink
      to={to}
      aria-describedby={describedBy}
      className={({ isActive }) =>
        `inline-flex h-11 min-w-11 items-center justify-center gap-2 rounded-full px-2.5 text-sm font-semibold transition hover:bg-surface hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 lg:h-10 lg:min-w-10 xl:px-3.5 ${isActive ? 'text-brand-700' : 'text-ink'} ${className}`
      }
    >
      <span className="relative inline-flex">
        {icon}
        {badge}
      </span>
      <span className="sr-only xl:not-sr-only">{label}</span>
    </NavLink>
  );
}

/**
 * The number of items in the cart, on the cart icon: the cart's own query (users/viewCart), so adding and
 * removing items (which refresh that query) update it. Nothing is drawn for an empty or unreadable cart.
 * The link keeps the name 'Cart'; the count is its description.
 */
function CartCountBadge({ descriptionId }: { descriptionId: string }) {
  const count = useViewCart().data?.items.length ?? 0;
  if (count === 0) return null;
  return (
    <>
      <span
        aria-hidden="true"
        className="absolute -end-2 -top-2 grid h-[18px] min-w-[18px] place-items-center rounded-full bg-brand-700 px-1 text-[11px] font-bold leading-none text-white"
      >
        {count > 99 ? '99+' : count}
      </span>
      {/* Hidden, so it is not part of the link's name, yet still read as its description. */}
      <span id={descriptionId} hidden>
        {count === 1 ? t('1 item') : t('{count} items', { count })}
      </span>
    </>
  );
}

export function Header() {
  const { isLogin } = useUiState();
  const authModal = useAuthModal();
  const { pathname } = useLocation();
  const [isPhoneSearchOpen, setIsPhoneSearchOpen] = useState(false);
  const phoneSearchId = useId();
  const cartCountId = useId();
  const phoneSearchToggleRef = useRef<HTMLButtonElement>(null);

  // A new page closes the phone search row.
  useEffect(() => setIsPhoneSearchOpen(false), [pathname]);

  return (
    <header className="sticky top-0 z-40 border-b border-line/80 bg-white">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-3 focus:top-3 focus:z-50 focus:rounded-lg focus:bg-brand-700 focus:px-4 focus:py-2 focus:text-sm focus:font-semibold focus:text-white"
      >
        {t('Skip to content')}
      </a>
      {/* Below 380 px, 12 px sides: the shop's name fits beside a signed-in shopper's six buttons (see Logo). */}
      <div className="container-page flex h-16 items-center gap-2 max-[379px]:px-3 sm:gap-4 lg:h-[72px]">
        <Logo isBesideButtons isCrowded={isLogin} />
        <SearchBox className="mx-auto hidden w-full max-w-xl md:block" />
        <div className="ms-auto flex shrink-0 items-center gap-0.5 sm:gap-1.5 md:ms-0">
          <button
            ref={phoneSearchToggleRef}
            type="button"
            aria-label={isPhoneSearchOpen ? t('Close search') : t('Search')}
            aria-expanded={isPhoneSearchOpen}
            aria-controls={phoneSearchId}
            onClick={() => setIsPhoneSearchOpen((open) => !open)}
            className={`${iconButtonClass} md:hidden`}
          >
            {isPhoneSearchOpen ? <X size={20} aria-hidden="true" /> : <Search size={20} aria-hidden="true" />}
          </button>
          <LanguageSwitch />
          {isLogin ? (
            <>
              <HeaderLink
                to="/cart"
                icon={<ShoppingCart size={20} aria-hidden="true" />}
                label={t('Cart')}
                badge={<CartCountBadge descriptionId={cartCountId} />}
                describedBy={cartCountId}
              />
              <HeaderLink to="/wishlist" icon={<Heart size={20} aria-hidden="true" />} label={t('Wishlist')} />
              <Suspense fallback={<AccountControlsPlaceholder />}>
                <AccountControls />
              </Suspense>
            </>
          ) : (
            <>
              <button
                type="button"
                onClick={() => authModal.open('login')}
                className="h-11 rounded-full px-2 text-sm font-bold tracking-wide whitespace-nowrap text-ink transition hover:bg-surface hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 sm:px-4 lg:h-10"
              >
                {t('LOGIN')}
              </button>
              <button
                type="button"
                onClick={() => authModal.open('signup')}
                className="h-11 rounded-full bg-brand-700 px-3 text-sm font-bold tracking-wide whitespace-nowrap text-white shadow-sm transition hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 sm:px-5 lg:h-10"
              >
                {t('SIGN UP')}
              </button>
            </>
          )}
        </div>
      </div>
      <div id={phoneSearchId} hidden={!isPhoneSearchOpen} className="border-t border-line/80 px-4 py-3 md:hidden">
        {isPhoneSearchOpen && (
          <SearchBox
            autoFocus
            onDone={() => {
              setIsPhoneSearchOpen(false);
              phoneSearchToggleRef.current?.focus();
            }}
          />
        )}
      </div>
    </header>
  );
}
