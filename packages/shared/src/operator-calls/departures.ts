import * as dep from '../schemas/operator-departures.js';
import { ZDepartureKey } from '../schemas/operator-manifests.js';
import { read, type TOperatorCallDefinition, write } from './define.js';

/**
 * A departure's desk (issue 34, decision 073). Cancelling refunds every booking in full, whatever its terms: owners
 * and managers only (departures.cancel). Messaging the passengers is a booking's write (bookings.write).
 */
export const DEPARTURE_CALLS = {
  'operator/quoteDepartureCancellation': read(
    'departures.cancel',
    ZDepartureKey,
    dep.ZDepartureCancellationQuote,
    'What cancelling a departure would do: its confirmed bookings and what goes back to where',
  ),
  'operator/cancelDeparture': write(
    'departures.cancel',
    dep.ZCancelDepartureRequest,
    dep.ZCancelDepartureData,
    'Close a departure and cancel every booking on it, refunded in full with one reason; each shopper told',
  ),
  'operator/messagePassengers': write(
    'bookings.write',
    dep.ZMessagePassengersRequest,
    dep.ZMessagePassengersData,
    "Send a message by email and/or text to every confirmed booking's lead guest of a departure",
  ),
} satisfies Record<string, TOperatorCallDefinition>;
