// Constants of the product specification (SPEC sections 5 and 9), defined once for the API and the web app.

export const CURRENCY = 'AED';
export const FILS_PER_AED = 100;

export const MIN_PASSWORD_LENGTH = 6;

/**
 * One-time codes sent by text (decision 047, OWASP ASVS 5.0 and Twilio Verify's practice): six digits, good for
 * five minutes and five checks, at most five sent to a number in ten minutes, and a new one asked for at most
 * every 30 seconds (the dialogs count it down).
 */
export const CODE_PURPOSES = ['signup', 'login', 'reset'] as const;
export type TCodePurpose = (typeof CODE_PURPOSES)[number];
export const CODE_DIGITS = 6;
export const CODE_TTL_SECONDS = 300;
export const CODE_MAX_CHECKS = 5;
export const CODE_MAX_SENDS = 5;
export const CODE_SENDS_WINDOW_SECONDS = 600;
export const CODE_RESEND_SECONDS = 30;
/** The policy's minimum age of a shopper (SPEC sections 5 and 9: "Users must be at least 18"). */
export const MIN_AGE_YEARS = 18;
export const MAX_PHOTO_BYTES = 1_572_864;
export const GENDERS = ['male', 'female', 'other'] as const;
export type TGender = (typeof GENDERS)[number];

/** The value of the country select's placeholder option; the server refuses it like the web form. */
export const COUNTRY_PLACEHOLDER = 'Select Country';

export const MODULES = ['picnic', 'inBound', 'holidays', 'entryTicket'] as const;
export type TModule = (typeof MODULES)[number];
/** Modules whose items open on /detail/...; every other module opens on /package/... */
export const DETAIL_ROUTE_MODULES: readonly TModule[] = ['picnic', 'inBound'];
export const MODULE_DISPLAY_NAMES: Record<TModule, string> = {
  picnic: 'Picnic Musandum',
  inBound: 'Inbound',
  holidays: 'Holidays',
  entryTicket: 'Entry ticket',
};

export const TOUR_TYPES = ['Group', 'Individual'] as const;
export type TTourType = (typeof TOUR_TYPES)[number];

/** What a per-group product's price is per until the catalogue desk names it ('Boat', 'Car'): decision 077. */
export const DEFAULT_GROUP_UNIT = 'Group';

export const FILTER_CATEGORIES = ['Picnic Musandum', 'Inbound', 'Holidays', 'Entry ticket'] as const;
export type TFilterCategory = (typeof FILTER_CATEGORIES)[number];
export const CATEGORY_MODULE: Record<TFilterCategory, TModule> = {
  'Picnic Musandum': 'picnic',
  Inbound: 'inBound',
  Holidays: 'holidays',
  'Entry ticket': 'entryTicket',
};

export const FILTER_PRICES = ['Up to 100 AED', '100 - 200 AED', '200 - 300 AED', 'Above 300 AED'] as const;
export const FILTER_TIMES = [
  '05:00 - 12:00 (Morning)',
  '12:00 - 05:00 (Afternoon)',
  '05:00 - 09:00 (Evening)',
  '09:00 - 05:00 (Night)',
] as const;
export const FILTER_DURATIONS = ['less than 1 hour', '1 to 4 hours', '4 hours to 1 day', 'More than 1 day'] as const;
export type TFilterPrice = (typeof FILTER_PRICES)[number];
export type TFilterTime = (typeof FILTER_TIMES)[number];
export type TFilterDuration = (typeof FILTER_DURATIONS)[number];

export const DATE_STRIP_INITIAL_DAYS = 7;
export const DATE_STRIP_VISIBLE_SLIDES = 5;
export const MAX_DETAIL_PICTURES = 6;
export const MAX_RATING = 5;
/**
 * Whether a product has ratings to show: its visitor count is of the visitors who rated it. A product nobody has
 * rated yet reads 'New', as GetYourGuide and Klook show a new activity, never '0.0 (0 visitors)'.
 */
export const hasRatings = (visitorCount: number): boolean => visitorCount > 0;
export const HOME_HOLIDAYS_GRID_SIZE = 5;
/** The filter page loads its results this many at a time, with a 'Show more' button for the next ones. */
export const FILTER_PAGE_SIZE = 24;
export const LOADER_FORCE_OFF_MS = 1000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const TOAST_AUTO_CLOSE_MS = 5000;
/**
 * Whether a shop name (over 14 characters) is fitted to a phone's header (the app's Logo, the server's first header):
 * beside the header's buttons it had about 80 px and was cut after a few letters ("The Musa…"); there it is
 * smaller and takes the room of the decorative mark, so two lines show its first words (decision 093).
 */
export const isLongShopNameOnPhone = (name: string): boolean => name.length > 14;

/** How long a checkout keeps its seats while the shopper pays. */
export const HOLD_MINUTES = 15;
/**
 * How long a phone booking keeps its seats while the caller pays the link (decision 075): the owner's shop
 * setting `phoneHoldMinutes`, from PHONE_HOLD_MIN_MINUTES to PHONE_HOLD_MAX_MINUTES; this default until it is set.
 */
export const PHONE_HOLD_DEFAULT_MINUTES = 60;
export const PHONE_HOLD_MIN_MINUTES = 15;
export const PHONE_HOLD_MAX_MINUTES = 1440;
/** Seats one account may hold at once, over every line of its checkout (issue 14, decision 021). */
export const MAX_HELD_SEATS = 30;
/**
 * How many checkouts of one account hold seats of one product on one date within a day: checking out again
 * renews the hold, at most this many times (an hour of holding), then the seats are only booked when paid.
 */
export const MAX_HOLDS_PER_SLOT_PER_DAY = 4;
/** The terms: a booking can be cancelled at least this many hours before the activity starts. */
export const CANCEL_HOURS_BEFORE = 24;
/** How far ahead a date can be booked (issue 14): the catalogue's timetables and prices run a year ahead. */
export const BOOKING_HORIZON_DAYS = 365;
/** The longest date range one availability request may ask for. */
export const MAX_AVAILABILITY_DAYS = 62;

/**
 * Demo pictures the web app's own pages show (not named by the catalogue's data): the server paints a demo
 * picture only when the data or this list refers to it (issue 14).
 */
export const PAGE_DEMO_PICTURES = {
  aboutBanner: '/media/demo/skyline-21-wide.webp',
  sampleAttraction: ['tower-1', 'skyline-2', 'night-city-3', 'tower-4', 'skyline-5', 'night-city-6'].map(
    (name) => `/media/demo/${name}.webp`,
  ),
} as const;

/** The time zone in which dates and times of activities are expressed. */
export const BUSINESS_TIME_ZONE = 'Asia/Dubai';

// Re-exported for the files that still read MESSAGES from here (decision 018); its home is messages/legacy.ts.
export { MESSAGES } from './messages/legacy.js';

/** The reminder email goes this many hours before a departure (issue 19, decision 045). */
export const REMINDER_HOURS_BEFORE = 24;

/**
 * Passengers' details are erased this many days after their trip (issue 36, decision 098): the owner's shop setting
 * `passengerRetentionDays`, from 1 to PASSENGER_RETENTION_MAX_DAYS; this default until it is set.
 */
export const PASSENGER_RETENTION_DEFAULT_DAYS = 30;
export const PASSENGER_RETENTION_MAX_DAYS = 3650;
