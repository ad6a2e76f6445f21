// The first day of an install (issue 34, decision 071): the back office's checklist from nothing to a first booking,
// each step done or not as the database says, and only the steps the operator's role may act on.
import { departuresOn } from '@rihla/shared/rules/departures';
import { roleCan, type TOperatorPermission } from '@rihla/shared/rules/operator-roles';
import { addDays, todayInDubai } from '@rihla/shared/rules/time';
import {
  DESK_FIRST_DAY_STEPS,
  SHOP_FIRST_DAY_STEPS,
  type TFirstDayData,
  type TFirstDayStep,
  type TFirstDayStepData,
} from '@rihla/shared/schemas/first-day';
import type { TAppContext } from '../../context.js';
import { findBookingProducts } from '../catalogue/index.js';
import type { TOperatorAuth } from '../operators/index.js';
import { loadShop } from '../shop/index.js';
import {
  hasAnyProduct,
  hasCheckInBy,
  hasConfirmedOrder,
  hasPhoneBookingBy,
  hasSecondOperator,
  listPublishedPricedProductIds,
} from './first-day.repository.js';

/**
 * The permission each step needs: an operator sees the steps their role can take. The test booking is the shop's
 * (any confirmed order ticks it), so it is for those who set products up, never an agent's (decision 079).
 */
const STEP_PERMISSIONS: Readonly<Record<TFirstDayStep, TOperatorPermission>> = {
  shopSettings: 'shop.manage',
  taxDetails: 'shop.manage',
  firstProduct: 'catalogue.write',
  testBooking: 'catalogue.write',
  staffInvited: 'staff.manage',
  phoneBooking: 'bookings.write',
  checkIn: 'checkin.write',
};

/** How far ahead a first product's timetable must run a departure with seats. */
const DEPARTURE_HORIZON_DAYS = 60;
/** How many published, priced products are looked at for a departure (a first day has a handful). */
const PRODUCTS_LOOKED_AT = 20;

/** Whether a published product with a price runs a departure with seats in the coming weeks. */
async function hasBookableProduct(ctx: TAppContext): Promise<boolean> {
  const ids = await listPublishedPricedProductIds(ctx.db, PRODUCTS_LOOKED_AT);
  const products = await findBookingProducts(ctx.db, ids);
  const today = todayInDubai(ctx.clock.now());
  for (const product of products.values()) {
    for (let day = 0; day < DEPARTURE_HORIZON_DAYS; day += 1) {
      const departures = departuresOn(product.departures, addDays(today, day));
      if (departures.some((departure) => departure.capacity > 0 && !departure.isClosed)) return true;
    }
  }
  return false;
}

/** The product step leads to what is missing: a first product, publishing one, or its timetable and prices. */
async function firstProductStep(ctx: TAppContext, hasProducts: boolean): Promise<TFirstDayStepData> {
  if (!hasProducts) return { key: 'firstProduct', isDone: false, path: '/admin/products/new' };
  const isDone = await hasBookableProduct(ctx);
  return { key: 'firstProduct', isDone, path: isDone ? '/admin/products' : '/admin/timetables' };
}

async function stepOf(
  ctx: TAppContext,
  operator: TOperatorAuth,
  key: TFirstDayStep,
  hasProducts: boolean,
): Promise<TFirstDayStepData> {
  switch (key) {
    case 'shopSettings': {
      const shop = await loadShop(ctx, ctx.db);
      return { key, isDone: shop.updatedAt !== null, path: '/admin/shop' };
    }
    case 'taxDetails': {
      const { settings } = await loadShop(ctx, ctx.db);
      return { key, isDone: settings.trn !== '' && settings.address !== '', path: '/admin/shop' };
    }
    case 'firstProduct':
      return firstProductStep(ctx, hasProducts);
    case 'testBooking':
      return { key, isDone: await hasConfirmedOrder(ctx.db), path: '/' };
    case 'staffInvited':
      return { key, isDone: await hasSecondOperator(ctx.db), path: '/admin/staff' };
    case 'phoneBooking':
      return { key, isDone: await hasPhoneBookingBy(ctx.db, operator.id), path: '/admin/bookings/new' };
    case 'checkIn':
      return { key, isDone: await hasCheckInBy(ctx.db, operator.id), path: '/admin/check-in' };
  }
}

/**
 * operator/firstDay: the steps the operator's role may act on, each done or not, and where each is done. A role
 * that sets any of the shop up gets the shop's steps; one that only runs desks (agent, guide) its desk's steps,
 * each ticked by its own work (decision 079); an editor none.
 */
export async function getFirstDay(ctx: TAppContext, operator: TOperatorAuth): Promise<TFirstDayData> {
  const hasProducts = await hasAnyProduct(ctx.db);
  const canTake = (key: TFirstDayStep) => roleCan(operator.role, STEP_PERMISSIONS[key]);
  const shopKeys = SHOP_FIRST_DAY_STEPS.filter(canTake);
  const keys: readonly TFirstDayStep[] = shopKeys.length > 0 ? shopKeys : DESK_FIRST_DAY_STEPS.filter(canTake);
  const steps: TFirstDayStepData[] = [];
  for (const key of keys) steps.push(await stepOf(ctx, operator, key, hasProducts));
  return { hasProducts, steps };
}
