import { ZEmptyRequest } from '../schemas/common.js';
import { ZReferenceRequest } from '../schemas/passengers.js';
import * as pick from '../schemas/pickups.js';
import { read, type TOperatorCallDefinition, write } from './define.js';

/**
 * Hotel pick-ups (issue 36, decision 095): the desk's points (every role that sees bookings reads them; owners and
 * managers, who edit the catalogue, write them) and which of them each product collects from.
 */
export const PICKUP_CALLS = {
  'operator/listPickupPoints': read(
    'bookings.read',
    ZEmptyRequest,
    pick.ZListPickupPointsData,
    'Every pick-up point, active and retired, by area and name',
  ),
  'operator/createPickupPoint': write(
    'catalogue.write',
    pick.ZCreatePickupPointRequest,
    pick.ZPickupPoint,
    'Add a pick-up point: a hotel or meeting place, its area and map address',
  ),
  'operator/updatePickupPoint': write(
    'catalogue.write',
    pick.ZUpdatePickupPointRequest,
    pick.ZPickupPoint,
    'Edit a pick-up point, or retire it (offered to no shopper) or bring it back',
  ),
  'operator/getProductPickups': read(
    'catalogue.read',
    pick.ZProductPickupsRequest,
    pick.ZProductPickupsData,
    'Which points a product collects from, and how many minutes before departure',
  ),
  'operator/setProductPickups': write(
    'catalogue.write',
    pick.ZSetProductPickupsRequest,
    pick.ZProductPickupsData,
    'Set which points a product collects from (null: none)',
  ),
  'operator/viewBookingPickups': read(
    'bookings.read',
    ZReferenceRequest,
    pick.ZOrderPickupsData,
    'The pick-up points each line of any booking collects from, and the one chosen (decision 099)',
  ),
  'operator/chooseBookingPickup': write(
    'bookings.write',
    pick.ZChoosePickupRequest,
    pick.ZOrderPickupsData,
    'Choose a booking line’s pick-up point for the customer, until departure; audited',
  ),
} satisfies Record<string, TOperatorCallDefinition>;
