import * as changes from '../schemas/operator-order-changes.js';
import { read, type TOperatorCallDefinition, write } from './define.js';

/** Changing an order line's date or departure (issue 18, decision 043). */
export const ORDER_CHANGE_CALLS = {
  'operator/quoteDateChange': read(
    'bookings.write',
    changes.ZDateChangeRequest,
    changes.ZDateChangeQuote,
    'A date’s departures for an order line, seats left, and the new price and difference of one of them',
  ),
  'operator/changeOrderDate': write(
    'bookings.write',
    changes.ZChangeOrderDateRequest,
    changes.ZChangeOrderDateData,
    'Move an order line to another departure: at once (refunding a lower price) or once a payment link is paid',
  ),
} satisfies Record<string, TOperatorCallDefinition>;
