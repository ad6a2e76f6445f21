import type { RouteObject } from 'react-router';
import { BOOKING_ROUTES } from '../features/admin/bookings/routes';
import { productRoutes } from '../features/admin/catalogue/routes';
import { AcceptInvitePage } from '../features/admin/components/accept-invite-page';
import {
  AccountScreen,
  AuditScreen,
  NotFoundScreen,
  OverviewScreen,
  SignedInArea,
  StaffScreen,
} from '../features/admin/components/admin-app';
import { AdminLanguageRoot } from '../features/admin/components/admin-language';
import { SignInPage } from '../features/admin/components/sign-in-page';
import { CONTENT_ROUTES, PAGES_ROUTES } from '../features/admin/content/routes';
import { CUSTOMER_ROUTES } from '../features/admin/customers/routes';
import { GIFT_CARD_ROUTES } from '../features/admin/gift-cards/routes';
import { MANIFEST_ROUTES } from '../features/admin/manifests/routes';
import { PARTNER_ROUTES } from '../features/admin/partners/routes';
import { PAYMENT_ROUTES } from '../features/admin/payments/routes';
import { PHONE_BOOKING_ROUTES } from '../features/admin/phone-bookings/routes';
import { PICKUP_ROUTES } from '../features/admin/pickups/routes';
import { PROMO_ROUTES } from '../features/admin/promotions/routes';
import { SHOP_ROUTES } from '../features/admin/shop/routes';
import { TIMETABLE_ROUTES } from '../features/admin/timetables/routes';
import { viewDetailKey } from '../features/product/api/view-detail-query';

/**
 * The storefront's product pages, for the back office's product preview (decision 037): loaded from the
 * storefront's own route chunks, so the preview adds no chunk, and no byte, to a shopper's pages.
 */
async function loadStorefrontPages() {
  const [detail, productPackage] = await Promise.all([import('./routes/detail'), import('./routes/package')]);
  return { DetailPage: detail.DetailPage, PackagePage: productPackage.PackagePage, viewDetailKey };
}

/**
 * The back office's routes under /admin (decision 032): sign-in and invitations, then the signed-in area's
 * screens. The app's router adds them when a path under /admin is first visited, so that this module and all
 * of the back office stay out of every shopper's page.
 */
export const ADMIN_ROUTES: RouteObject[] = [
  {
    // The operator's language around every screen, sign-in included (decision 104).
    Component: AdminLanguageRoot,
    children: [
      { path: 'sign-in', Component: SignInPage },
      { path: 'invite/:token', Component: AcceptInvitePage },
      {
        Component: SignedInArea,
        children: [
          { index: true, Component: OverviewScreen },
          { path: 'staff', Component: StaffScreen },
          { path: 'audit', Component: AuditScreen },
          { path: 'account', Component: AccountScreen },
          ...productRoutes({ loadStorefrontPages }),
          ...TIMETABLE_ROUTES,
          ...CONTENT_ROUTES,
          ...PAGES_ROUTES,
          ...BOOKING_ROUTES,
          ...MANIFEST_ROUTES,
          ...PHONE_BOOKING_ROUTES,
          ...CUSTOMER_ROUTES,
          ...GIFT_CARD_ROUTES,
          ...PROMO_ROUTES,
          ...PARTNER_ROUTES,
          ...PAYMENT_ROUTES,
          ...PICKUP_ROUTES,
          ...SHOP_ROUTES,
          { path: '*', Component: NotFoundScreen },
        ],
      },
    ],
  },
];
