import { ZEmptyRequest } from '../schemas/common.js';
import * as promos from '../schemas/operator-promos.js';
import { read, type TOperatorCallDefinition, write } from './define.js';

/**
 * The discount codes desk (issue 20, decision 049): read and written by those who run promotions (owner and
 * manager). Reading needs the same permission, since a code's revenue and its shoppers are the business's own.
 */
export const PROMO_CALLS = {
  'operator/listPromoCodes': read(
    'promotions.write',
    ZEmptyRequest,
    promos.ZListPromoCodesData,
    'Every discount code with its status, limits, uses, discount given and revenue',
  ),
  'operator/viewPromoCode': read(
    'promotions.write',
    promos.ZPromoCodeRequest,
    promos.ZPromoCodeData,
    'One discount code with its figures and its latest redemptions',
  ),
  'operator/createPromoCode': write(
    'promotions.write',
    promos.ZCreatePromoCodeRequest,
    promos.ZPromoCodeData,
    'Create a discount code (percent or fixed, limits, validity)',
  ),
  'operator/updatePromoCode': write(
    'promotions.write',
    promos.ZUpdatePromoCodeRequest,
    promos.ZPromoCodeData,
    'Edit a discount code (all but the code; limits never below the uses made)',
  ),
  'operator/setPromoCodePaused': write(
    'promotions.write',
    promos.ZSetPromoCodePausedRequest,
    promos.ZPromoCodeData,
    'Pause or resume a discount code, with a reason',
  ),
} as const satisfies Record<string, TOperatorCallDefinition>;
