import * as tt from '../schemas/operator-timetables.js';
import { read, type TOperatorCallDefinition, write } from './define.js';

/** The timetables, seats and prices calls (issue 17, decision 035). */
export const TIMETABLE_CALLS = {
  'operator/getTimetable': read(
    'catalogue.read',
    tt.ZTimetableProductRequest,
    tt.ZTimetable,
    'A product’s weekly schedule, default seats, cut-off and prices',
  ),
  'operator/productCalendar': read(
    'catalogue.read',
    tt.ZProductCalendarRequest,
    tt.ZProductCalendarData,
    'One month of a product: each departure’s capacity, seats booked, held and left, closed days and departures',
  ),
  // Names and phone numbers of shoppers: bookings.read (every role with timetables.write has it too).
  'operator/affectedBookings': read(
    'bookings.read',
    tt.ZAffectedBookingsRequest,
    tt.ZAffectedBookingsData,
    'The confirmed bookings of a date or of one departure, listed before it is closed or changed',
  ),
  'operator/setDay': write(
    'timetables.write',
    tt.ZSetDayRequest,
    tt.ZTimetableWriteData,
    'Close or reopen a date, or give its departures their own seats (never below what is booked)',
  ),
  'operator/setDeparture': write(
    'timetables.write',
    tt.ZSetDepartureRequest,
    tt.ZTimetableWriteData,
    'Close, reopen or resize one departure of a date, or add or remove an extra one',
  ),
  'operator/bulkTimetable': write(
    'timetables.write',
    tt.ZBulkTimetableRequest,
    tt.ZBulkTimetableData,
    'One action on every matching date of a range, in one transaction',
  ),
  'operator/setSchedule': write(
    'timetables.write',
    tt.ZSetScheduleRequest,
    tt.ZTimetable,
    'The weekly schedule with seasons, the default seats and the cut-off',
  ),
  'operator/setPrices': write(
    'prices.write',
    tt.ZSetPricesRequest,
    tt.ZTimetable,
    'Pricing mode, adult or group price and child and infant tickets (new checkouts only)',
  ),
} satisfies Record<string, TOperatorCallDefinition>;
