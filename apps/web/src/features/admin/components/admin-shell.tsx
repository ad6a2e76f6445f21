import { ROLE_LABELS } from '@rihla/shared/rules/operator-roles';
import type { TOperatorSelf } from '@rihla/shared/schemas/operators';
import { LogOut, Menu, X } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { t } from '../../../lib/i18n';
import { useShop } from '../../../lib/shop';
import { useSignOut } from '../api/operator-calls';
import { currentNavItem, navFor, type TAdminNavItem } from './admin-nav';

/**
 * The back office's frame: the navigation the operator's role may use, who is signed in, and Sign out. On wide
 * screens a side column; below 1024 px one sticky bar (64 px high) naming the screen you are on, whose button
 * opens the menu as a list (issue 34: the strip of links cut off mid-word showed neither). Toasts sit on this
 * frame (toaster.css), never on a screen's buttons.
 */
export function AdminShell({ operator, children }: { operator: TOperatorSelf; children: ReactNode }) {
  const shopName = useShop().name;
  const items = navFor(operator.permissions);
  const { pathname } = useLocation();
  const current = currentNavItem(items, pathname);
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  // A link followed closes the menu; so does Back.
  useEffect(() => {
    setIsMenuOpen(false);
  }, [pathname]);
  return (
    <div className="admin-shell min-h-screen bg-surface lg:grid lg:grid-cols-[15rem_minmax(0,1fr)]">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:m-2 focus:rounded focus:bg-white focus:p-2"
      >
        {t('Skip to content')}
      </a>
      <aside className="sticky top-0 z-40 bg-brand-900 text-white lg:static lg:min-h-screen" data-testid="admin-header">
        <div className="flex min-h-16 items-center justify-between gap-3 px-4 py-1.5 lg:block lg:px-5 lg:pt-5 lg:pb-0">
          <p className="min-w-0 truncate text-base font-extrabold tracking-tight lg:text-lg lg:break-words lg:whitespace-normal">
            {t('{shop} back office', { shop: shopName })}
          </p>
          <button
            type="button"
            className="flex min-h-11 max-w-[50%] shrink-0 items-center gap-2 rounded-lg bg-white/10 px-3 text-sm font-semibold lg:hidden"
            aria-expanded={isMenuOpen}
            aria-controls="admin-menu"
            onClick={() => setIsMenuOpen((open) => !open)}
          >
            {isMenuOpen ? (
              <X size={18} aria-hidden="true" className="shrink-0" />
            ) : (
              <Menu size={18} aria-hidden="true" className="shrink-0" />
            )}
            <span className="sr-only">{t('Menu')}: </span>
            <span className="truncate">{current ? t(current.label) : t('Menu')}</span>
          </button>
        </div>
        <div
          id="admin-menu"
          className={`${isMenuOpen ? 'block' : 'hidden'} max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-white/10 lg:block lg:max-h-none lg:overflow-visible lg:border-0`}
        >
          <nav aria-label={t('Back office')} className="px-3 py-3 lg:py-4">
            <ul className="grid gap-1 sm:grid-cols-2 lg:grid-cols-1">
              {items.map((item) => (
                <li key={item.path}>
                  <AdminNavLink item={item} />
                </li>
              ))}
            </ul>
          </nav>
          <div className="border-t border-white/10 px-4 py-3 lg:hidden">
            <SignedInAs operator={operator} />
          </div>
        </div>
      </aside>
      <div className="min-w-0">
        <div className="hidden items-center justify-end gap-3 border-b border-line bg-white px-6 py-3 lg:flex">
          <SignedInAs operator={operator} />
        </div>
        <main id="main" className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
          {children}
        </main>
      </div>
    </div>
  );
}

function AdminNavLink({ item }: { item: TAdminNavItem }) {
  if (item.isPlanned) {
    return (
      <span className="flex min-h-11 items-center justify-between gap-2 rounded-lg px-3 text-sm text-white/85">
        {t(item.label)}
        <span className="rounded bg-sand-400 px-1.5 py-0.5 text-[11px] font-semibold text-brand-900">{t('Soon')}</span>
      </span>
    );
  }
  return (
    <NavLink
      to={item.path}
      end={item.path === '/admin'}
      className={({ isActive }) =>
        `flex min-h-11 items-center rounded-lg px-3 py-2 text-sm font-semibold ${
          isActive ? 'bg-white text-brand-900' : 'text-white hover:bg-white/10'
        }`
      }
    >
      {t(item.label)}
    </NavLink>
  );
}

/** Who is signed in, and Sign out: in the top bar on wide screens, at the foot of the menu on narrow ones. */
function SignedInAs({ operator }: { operator: TOperatorSelf }) {
  const navigate = useNavigate();
  const signOut = useSignOut();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 lg:justify-end">
      <p className="text-sm text-white/85 lg:text-muted">
        <span className="font-semibold text-white lg:text-ink">{operator.name}</span> · {t(ROLE_LABELS[operator.role])}
      </p>
      <button
        type="button"
        className="btn-secondary min-h-11 px-3 py-2"
        onClick={() => signOut.mutate(undefined, { onSettled: () => navigate('/admin/sign-in', { replace: true }) })}
      >
        <LogOut size={16} aria-hidden="true" />
        {t('Sign out')}
      </button>
    </div>
  );
}
