import { ROLE_LABELS } from '@rihla/shared/rules/operator-roles';
import type { TOperatorSelf } from '@rihla/shared/schemas/operators';
import { LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { t } from '../../../lib/i18n';
import { useShop } from '../../../lib/shop';
import { useSignOut } from '../api/operator-calls';
import { navFor } from './admin-nav';

/**
 * The back office's frame: the navigation the operator's role may use (a side column on wide screens, a bar
 * across the top below 1024 px so that a tablet gives the screen its whole width), who is signed in, and Sign out.
 */
export function AdminShell({ operator, children }: { operator: TOperatorSelf; children: ReactNode }) {
  const shopName = useShop().name;
  const navigate = useNavigate();
  const signOut = useSignOut();
  const items = navFor(operator.permissions);
  return (
    <div className="min-h-screen bg-surface lg:grid lg:grid-cols-[15rem_minmax(0,1fr)]">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:m-2 focus:rounded focus:bg-white focus:p-2"
      >
        {t('Skip to content')}
      </a>
      <aside className="border-b border-line bg-brand-900 text-white lg:min-h-screen lg:border-b-0">
        <p className="px-5 pt-5 text-lg font-extrabold tracking-tight">{t('{shop} back office', { shop: shopName })}</p>
        <nav aria-label={t('Back office')} className="flex gap-1 overflow-x-auto px-3 py-4 lg:flex-col">
          {items.map((item) =>
            item.isPlanned ? (
              <span
                key={item.path}
                className="flex min-h-11 shrink-0 items-center justify-between gap-2 rounded-lg px-3 text-sm text-white/85"
              >
                {t(item.label)}
                <span className="rounded bg-sand-400 px-1.5 py-0.5 text-[11px] font-semibold text-brand-900">
                  {t('Soon')}
                </span>
              </span>
            ) : (
              <NavLink
                key={item.path}
                to={item.path}
                end={item.path === '/admin'}
                className={({ isActive }) =>
                  `flex min-h-11 shrink-0 items-center rounded-lg px-3 text-sm font-semibold ${
                    isActive ? 'bg-white text-brand-900' : 'text-white hover:bg-white/10'
                  }`
                }
              >
                {t(item.label)}
              </NavLink>
            ),
          )}
        </nav>
      </aside>
      <div className="min-w-0">
        <div className="flex flex-wrap items-center justify-end gap-3 border-b border-line bg-white px-6 py-3">
          <p className="text-sm text-muted">
            <span className="font-semibold text-ink">{operator.name}</span> · {t(ROLE_LABELS[operator.role])}
          </p>
          <button
            type="button"
            className="btn-secondary min-h-11 px-3 py-2"
            onClick={() =>
              signOut.mutate(undefined, { onSettled: () => navigate('/admin/sign-in', { replace: true }) })
            }
          >
            <LogOut size={16} aria-hidden="true" />
            {t('Sign out')}
          </button>
        </div>
        <main id="main" className="mx-auto max-w-6xl px-6 py-8">
          {children}
        </main>
      </div>
    </div>
  );
}
