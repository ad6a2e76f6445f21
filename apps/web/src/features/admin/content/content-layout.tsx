import { NavLink, Outlet } from 'react-router';
import { t } from '../../../lib/i18n';
import { Allowed } from '../components/admin-app';
import { ScreenHeading } from '../components/admin-ui';

const TABS = [
  { to: '/admin/content', label: 'Banners', end: true },
  { to: '/admin/content/blog', label: 'Blog posts', end: false },
  { to: '/admin/content/home', label: 'Home page lists', end: true },
] as const;

/** Banners, blog and home (content.write): three sub-pages under one heading, each with its own address. */
export function ContentLayout() {
  return (
    <Allowed permission="content.write">
      {() => (
        <>
          <ScreenHeading
            title={t('Banners, blog and home')}
            lead={t('What shoppers see on the home page and the blog. Every change shows at once.')}
          />
          <nav aria-label={t('Content sections')} className="mb-6 flex flex-wrap gap-2 border-b border-line">
            {TABS.map((tab) => (
              <NavLink
                key={tab.to}
                to={tab.to}
                end={tab.end}
                className={({ isActive }) =>
                  `-mb-px inline-flex min-h-11 items-center border-b-2 px-4 font-semibold ${isActive ? 'border-brand-600 text-brand-700' : 'border-transparent text-muted hover:text-ink'}`
                }
              >
                {t(tab.label)}
              </NavLink>
            ))}
          </nav>
          <Outlet />
        </>
      )}
    </Allowed>
  );
}
