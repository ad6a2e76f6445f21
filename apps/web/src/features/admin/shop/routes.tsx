import type { RouteObject } from 'react-router';
import { ShopSettingsPage } from './shop-settings-page';

/** The owners' shop settings (issue 34, decision 071), inside the signed-in area under /admin. */
export const SHOP_ROUTES: RouteObject[] = [{ path: 'shop', Component: ShopSettingsPage }];
