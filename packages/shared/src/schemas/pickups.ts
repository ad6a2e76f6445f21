// Hotel pick-ups (issue 36, decision 095): the points the operator collects guests from, which of them each product
// collects from and how long before departure, and the point a shopper chooses for each line of a booking.
import { z } from 'zod';
import { ZOpaqueId } from './common.js';

/** The most points the desk keeps, and the most one product collects from. */
export const PICKUP_POINTS_MAX = 500;
/** The most minutes before departure a pick-up may be (12 hours). */
export const PICKUP_MINUTES_MAX = 720;

const ZText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label}: at most ${max} characters`);

const ZMinutes = (label: string) =>
  z
    .number({ error: `${label}: write a whole number of minutes` })
    .int(`${label}: write a whole number of minutes`)
    .min(0, `${label} cannot be negative`)
    .max(PICKUP_MINUTES_MAX, `${label}: at most ${PICKUP_MINUTES_MAX} minutes (12 hours)`);

const ZLatitude = z
  .number({ error: 'Latitude must be a number' })
  .min(-90, 'Latitude is between -90 and 90')
  .max(90, 'Latitude is between -90 and 90')
  .nullable()
  .default(null);
const ZLongitude = z
  .number({ error: 'Longitude must be a number' })
  .min(-180, 'Longitude is between -180 and 180')
  .max(180, 'Longitude is between -180 and 180')
  .nullable()
  .default(null);

/** A point's fields that have an Arabic version (decision 117): the name and area a shopper reads. */
export const PICKUP_ARABIC_FIELDS = ['name', 'area'] as const;
export type TPickupArabicField = (typeof PICKUP_ARABIC_FIELDS)[number];

const ZArabicText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label}: at most ${max} characters`);

/**
 * The Arabic of a point's name and area as the desk writes them (decision 117): '' is none (the English shows); a
 * field left out keeps what the point has.
 */
export const ZPickupPointArabic = z.strictObject({
  name: ZArabicText('Arabic name', 120).optional(),
  area: ZArabicText('Arabic area', 80).optional(),
});
export type TPickupPointArabic = z.input<typeof ZPickupPointArabic>;

/** A point as the desk writes it: a hotel or meeting place, its area, a map address and, if known, where on a map. */
const POINT_SHAPE = {
  name: ZText('Name', 120),
  area: ZText('Area', 80),
  address: ZText('Map address', 300),
  latitude: ZLatitude,
  longitude: ZLongitude,
  ar: ZPickupPointArabic.optional(),
};
const bothOrNeither = (point: { latitude: number | null; longitude: number | null }) =>
  (point.latitude === null) === (point.longitude === null);
const BOTH_OR_NEITHER = { message: 'Give both latitude and longitude, or neither', path: ['longitude'] };

export const ZPickupPointInput = z.strictObject(POINT_SHAPE).refine(bothOrNeither, BOTH_OR_NEITHER);
export type TPickupPointInput = z.input<typeof ZPickupPointInput>;

export const ZPickupPoint = z.object({
  id: z.string(),
  name: z.string(),
  area: z.string(),
  address: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** A retired point is offered to no shopper; bookings that chose it keep it. */
  isActive: z.boolean(),
  /**
   * The Arabic name and area, '' where none is written (decision 117); the desk flags those missing with
   * `pickupMissingArabic`. The answer is the update call's body as it is (isActive aside), so it carries nothing else.
   */
  ar: z.object({ name: z.string(), area: z.string() }),
});
export type TPickupPoint = z.infer<typeof ZPickupPoint>;

export const ZListPickupPointsData = z.object({ points: z.array(ZPickupPoint) });
export type TListPickupPointsData = z.infer<typeof ZListPickupPointsData>;

export const ZCreatePickupPointRequest = ZPickupPointInput;
export const ZUpdatePickupPointRequest = z
  .strictObject({
    id: ZOpaqueId('id'),
    ...POINT_SHAPE,
    isActive: z.boolean({ error: 'isActive must be true or false' }),
  })
  .refine(bothOrNeither, BOTH_OR_NEITHER);
export type TUpdatePickupPointRequest = z.input<typeof ZUpdatePickupPointRequest>;

/** Which points a product collects from: a default number of minutes before departure, overridable per point. */
export const ZProductPickups = z.strictObject({
  minutesBefore: ZMinutes('Minutes before departure'),
  points: z
    .array(
      z.strictObject({
        pointId: ZOpaqueId('pointId'),
        /** null: the product's default. */
        minutesBefore: ZMinutes('Minutes before departure').nullable().default(null),
      }),
    )
    .min(1, 'Choose at least one pick-up point, or collect from none')
    .max(PICKUP_POINTS_MAX, `At most ${PICKUP_POINTS_MAX} pick-up points`)
    .refine((points) => new Set(points.map((point) => point.pointId)).size === points.length, {
      message: 'A pick-up point is chosen twice',
    }),
});
export type TProductPickups = z.infer<typeof ZProductPickups>;

export const ZProductPickupsRequest = z.strictObject({ id: ZOpaqueId('id') });
export const ZProductPickupsData = z.object({ productId: z.string(), pickups: ZProductPickups.nullable() });
export type TProductPickupsData = z.infer<typeof ZProductPickupsData>;
/** pickups null: the product collects from no point (guests make their own way). */
export const ZSetProductPickupsRequest = z.strictObject({ id: ZOpaqueId('id'), pickups: ZProductPickups.nullable() });
export type TSetProductPickupsRequest = z.infer<typeof ZSetProductPickupsRequest>;

/** A point a line collects from, with its own pick-up time for that departure (Dubai, HH:mm on `date`). */
export const ZPickupOffer = z.object({
  id: z.string(),
  name: z.string(),
  area: z.string(),
  address: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  minutesBefore: z.number().int(),
  date: z.string(),
  time: z.string(),
  /**
   * The point's name and area in both languages (decision 117), for the search: an Arabic page finds 'Hilton' and an
   * English one 'هيلتون'. Absent from an older answer.
   */
  searchText: z.string().optional(),
});
export type TPickupOffer = z.infer<typeof ZPickupOffer>;

/** Where and when a booking line's guests are collected: 'Pick-up 07:15 at Hilton Dubai Jumeirah, Dubai Marina'. */
export const ZChosenPickup = z.object({
  pointId: z.string(),
  name: z.string(),
  area: z.string(),
  address: z.string(),
  /** The pick-up's Dubai date and time (it may be the day before an early departure), and the instant (UTC ISO). */
  date: z.string(),
  time: z.string(),
  at: z.string(),
  text: z.string(),
});
export type TChosenPickup = z.infer<typeof ZChosenPickup>;

export const ZPickupLine = z.object({
  line: z.number().int(),
  productId: z.string(),
  title: z.string(),
  date: z.string(),
  start: z.string(),
  points: z.array(ZPickupOffer),
  chosen: ZChosenPickup.nullable(),
  /**
   * Until when a point may be chosen or changed by whoever asks (UTC ISO), and whether it still may be now: the
   * shopper until the details deadline or the departure, the desk until the departure (decision 099).
   */
  deadline: z.string(),
  isOpen: z.boolean(),
});
export type TPickupLine = z.infer<typeof ZPickupLine>;

/** users/viewPickups and users/choosePickup: the lines of an order that collect guests (none: nothing to choose). */
export const ZOrderPickupsData = z.object({ reference: z.string(), lines: z.array(ZPickupLine) });
export type TOrderPickupsData = z.infer<typeof ZOrderPickupsData>;

export const ZChoosePickupRequest = z.strictObject({
  reference: ZOpaqueId('reference'),
  line: z
    .number({ error: 'line: write the trip’s number' })
    .int('line: write the trip’s number')
    .min(0, 'line: write the trip’s number')
    .max(99, 'line: write the trip’s number'),
  pointId: ZOpaqueId('pointId'),
});
export type TChoosePickupRequest = z.infer<typeof ZChoosePickupRequest>;

/** A line's pick-up as Your Orders, the voucher and the manifest show it. */
export const ZLinePickup = z.object({ line: z.number().int(), ...ZChosenPickup.shape });
export type TLinePickup = z.infer<typeof ZLinePickup>;
