import type { TOperatorPermission } from '@rihla/shared/rules/operator-roles';

export interface TAdminNavItem {
  path: string;
  label: string;
  /** The permission the screen needs; null: every operator. */
  permission: TOperatorPermission | null;
  /** Built by a later part of the back office (issues 17 and 18): listed, but not a link yet. */
  isPlanned?: boolean;
}

/** The back office's navigation, both parts: a screen shows for the roles whose permission it needs. */
export const ADMIN_NAV: readonly TAdminNavItem[] = [
  { path: '/admin', label: 'Overview', permission: null },
  { path: '/admin/products', label: 'Products', permission: 'catalogue.read' },
  // Read by every role that reads the catalogue: an agent quotes the prices and seats to callers (issue 34).
  { path: '/admin/timetables', label: 'Timetables, seats and prices', permission: 'catalogue.read' },
  { path: '/admin/content', label: 'Banners, blog and home', permission: 'content.write' },
  { path: '/admin/pages', label: 'Pages', permission: 'pages.write' },
  { path: '/admin/bookings', label: 'Bookings', permission: 'bookings.read' },
  { path: '/admin/customers', label: 'Customers', permission: 'bookings.read' },
  { path: '/admin/gift-cards', label: 'Gift cards', permission: 'bookings.read' },
  { path: '/admin/check-in', label: 'Manifests and check-in', permission: 'checkin.write' },
  { path: '/admin/promotions', label: 'Discount codes', permission: 'promotions.write' },
  { path: '/admin/partners', label: 'Partners', permission: 'partners.manage' },
  { path: '/admin/payments', label: 'Payments', permission: 'payments.read' },
  // Read by every role that sees bookings; owners and managers, who edit the catalogue, write them (decision 095).
  { path: '/admin/pickups', label: 'Pick-up points', permission: 'bookings.read' },
  { path: '/admin/staff', label: 'Staff', permission: 'staff.manage' },
  { path: '/admin/shop', label: 'Shop settings', permission: 'shop.manage' },
  { path: '/admin/audit', label: 'Audit log', permission: 'audit.read' },
  { path: '/admin/account', label: 'My account', permission: null },
];

export function navFor(permissions: readonly TOperatorPermission[]): TAdminNavItem[] {
  return ADMIN_NAV.filter((item) => item.permission === null || permissions.includes(item.permission));
}

/** The item of the screen at `pathname`: the one whose path starts it the most closely (Overview only at /admin). */
export function currentNavItem(items: readonly TAdminNavItem[], pathname: string): TAdminNavItem | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return items
    .filter((item) => path === item.path || (item.path !== '/admin' && path.startsWith(`${item.path}/`)))
    .sort((a, b) => b.path.length - a.path.length)[0];
}
