import { ZEmptyRequest } from '../schemas/common.js';
import { ZFirstDayData } from '../schemas/first-day.js';
import * as shop from '../schemas/shop.js';
import { read, type TOperatorCallDefinition, write } from './define.js';

/** The shop's own settings (issue 34, decision 071): owners only; and the first day's checklist, for every role. */
export const SHOP_CALLS = {
  'operator/getShopSettings': read(
    'shop.manage',
    ZEmptyRequest,
    shop.ZShopSettingsData,
    "The shop's name, contact, seller's tax details, brand, footer and home page",
  ),
  'operator/updateShopSettings': write(
    'shop.manage',
    shop.ZUpdateShopSettingsRequest,
    shop.ZShopSettingsData,
    "Save the shop's settings (refused when another owner saved since they were read)",
  ),
  'operator/firstDay': read(
    'signedIn',
    ZEmptyRequest,
    ZFirstDayData,
    "The first day's checklist: which of the steps the operator's role may act on are done, and where each is done",
  ),
} satisfies Record<string, TOperatorCallDefinition>;
