// The demo's hotel pick-ups (issue 36, decision 095): a dozen Dubai hotels in four areas, and the desert safaris
// that collect from them: the evening safari 60 minutes before departure, the morning safari and the overnight camp
// 75; Deira's hotels, further from the dunes, 15 minutes earlier (75 and 90). The Dibba dhow cruise's coach collects
// from all of them too, 150 minutes before its 09:30 departure (Deira's 165).
import type { TPickupPointInput, TProductPickups } from '@rihla/shared/schemas/pickups';
import { DEMO_PICKUP_POINTS_AR } from './arabic.js';

const POINTS_IN_ENGLISH: ReadonlyArray<TPickupPointInput & { id: string }> = [
  {
    id: 'pickup-hilton-jbr',
    name: 'Hilton Dubai Jumeirah',
    area: 'Dubai Marina',
    address: 'The Walk, Jumeirah Beach Residence, Dubai',
    latitude: 25.0781,
    longitude: 55.1338,
  },
  {
    id: 'pickup-address-marina',
    name: 'Address Dubai Marina',
    area: 'Dubai Marina',
    address: 'Dubai Marina Mall, Sheikh Zayed Road, Dubai',
    latitude: 25.0762,
    longitude: 55.1403,
  },
  {
    id: 'pickup-grosvenor-house',
    name: 'Grosvenor House',
    area: 'Dubai Marina',
    address: 'Al Emreef Street, Dubai Marina, Dubai',
    latitude: 25.0852,
    longitude: 55.1427,
  },
  {
    id: 'pickup-atlantis-palm',
    name: 'Atlantis The Palm',
    area: 'Palm Jumeirah',
    address: 'Crescent Road, The Palm, Dubai',
    latitude: 25.1304,
    longitude: 55.1171,
  },
  {
    id: 'pickup-fairmont-palm',
    name: 'Fairmont The Palm',
    area: 'Palm Jumeirah',
    address: 'Palm Jumeirah Trunk, Dubai',
    latitude: 25.1113,
    longitude: 55.1404,
  },
  {
    id: 'pickup-rixos-palm',
    name: 'Rixos The Palm',
    area: 'Palm Jumeirah',
    address: 'East Crescent, Palm Jumeirah, Dubai',
    latitude: 25.1206,
    longitude: 55.1535,
  },
  {
    id: 'pickup-address-downtown',
    name: 'Address Downtown',
    area: 'Downtown Dubai',
    address: 'Sheikh Mohammed bin Rashid Boulevard, Downtown Dubai',
    latitude: 25.1938,
    longitude: 55.2796,
  },
  {
    id: 'pickup-vida-downtown',
    name: 'Vida Downtown',
    area: 'Downtown Dubai',
    address: 'Sheikh Mohammed bin Rashid Boulevard, Downtown Dubai',
    latitude: 25.1972,
    longitude: 55.2724,
  },
  {
    id: 'pickup-shangri-la',
    name: 'Shangri-La Dubai',
    area: 'Downtown Dubai',
    address: 'Sheikh Zayed Road, Trade Centre 1, Dubai',
    latitude: 25.2084,
    longitude: 55.2719,
  },
  {
    id: 'pickup-radisson-creek',
    name: 'Radisson Blu Hotel, Dubai Deira Creek',
    area: 'Deira',
    address: 'Baniyas Road, Deira, Dubai',
    latitude: 25.2654,
    longitude: 55.3122,
  },
  {
    id: 'pickup-hyatt-regency-deira',
    name: 'Hyatt Regency Dubai',
    area: 'Deira',
    address: 'Al Khaleej Road, Corniche Deira, Dubai',
    latitude: 25.2752,
    longitude: 55.3036,
  },
  {
    id: 'pickup-gold-souk-bus-stop',
    name: 'Gold Souk bus station (meeting point)',
    area: 'Deira',
    address: 'Old Baladiya Street, by the Gold Souk, Deira, Dubai',
    latitude: null,
    longitude: null,
  },
];

/** The points with their Arabic names and areas (decision 117). */
export const DEMO_PICKUP_POINTS: ReadonlyArray<TPickupPointInput & { id: string }> = POINTS_IN_ENGLISH.map((point) => {
  const ar = DEMO_PICKUP_POINTS_AR[point.id];
  return ar ? { ...point, ar } : point;
});

/** Every point, Deira's 15 minutes earlier than the product's default (the safaris' and the Dibba coach's). */
function hotelPickups(minutesBefore: number): TProductPickups {
  return {
    minutesBefore,
    points: DEMO_PICKUP_POINTS.map((point) => ({
      pointId: point.id,
      minutesBefore:
        point.id.includes('deira') || point.id.includes('creek') || point.id.includes('souk')
          ? minutesBefore + 15
          : null,
    })),
  };
}

/**
 * The demo's desert safaris and the Dibba dhow cruise (its coach leaves Dubai's hotels 2.5 hours before the 09:30
 * departure at the border, as its product page says), and the points each collects from.
 */
export function demoProductPickups(): Array<{ productId: string; pickups: TProductPickups }> {
  return [
    { productId: 'evening-desert-safari-bbq-dinner', pickups: hotelPickups(60) },
    { productId: 'morning-desert-safari-sandboarding', pickups: hotelPickups(75) },
    { productId: 'overnight-desert-safari-camp', pickups: hotelPickups(75) },
    { productId: 'dibba-dhow-cruise-full-day-from-dubai', pickups: hotelPickups(150) },
  ];
}
