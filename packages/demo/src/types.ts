import type { TModule, TTourType } from '@rihla/shared/constants';
import type { TPictureTheme } from '@rihla/shared/painted-pictures';
import type { TCancellationTier, ZWhereToBe } from '@rihla/shared/schemas/booking-terms';
import type { z } from 'zod';

// The authoring format of the demo catalogue: people-friendly units (AED, hours) that content.ts converts to
// the stored form (fils, minutes). HTML fields hold simple markup: <p>, <ul><li>, <strong>, <h4>, <ol>.

/** One rule of departures; weekdays 0 (Sunday) to 6 (Saturday), absent = every day. */
export interface TDemoDepartureRule {
  /** 24-hour HH:mm. */
  start: string;
  end: string;
  weekdays?: number[];
  /** Days of the year 'MM-DD' (may wrap over the new year) or dates 'YYYY-MM-DD', both inclusive. */
  season?: { from: string; until: string };
  /** Seats of each departure of this rule; the product's capacity when absent. */
  capacity?: number;
}

/** A child or infant ticket; adults always pay priceAed. */
export interface TDemoExtraTicket {
  /** Whole AED per ticket (0 for free). */
  priceAed: number;
  /** Inclusive, in years: [3, 11]. */
  ages: [number, number];
  /** False for an infant on a lap. */
  takesSeat: boolean;
  requiresAdult: boolean;
  /** At most this many per adult on one booking; absent means no limit. */
  maxPerAdult?: number;
}

/**
 * The booking terms of a product (issue 15, decision 026); each absent field keeps the stored default: one
 * daily departure from start to end, adults only, per person, the 24-hour full refund, the product's
 * location, and its module's capacity and cut-off.
 */
export interface TDemoBookingTerms {
  schedule?: TDemoDepartureRule[];
  childTicket?: TDemoExtraTicket;
  infantTicket?: TDemoExtraTicket;
  /** 'perGroup': priceAed is the whole boat or car for up to maxPeople guests; capacity then counts boats. */
  pricing?: 'perPerson' | 'perGroup';
  /** What a per-group price is per, in the price label ('/ Boat'); absent: 'Group'. */
  groupUnit?: string;
  cancellationTiers?: TCancellationTier[];
  /** A meeting point or a hotel pick-up; absent means the product's location. */
  whereToBe?: z.input<typeof ZWhereToBe>;
  /** Bookings close this many hours before each departure. */
  cutoffHours?: number;
  /** Seats of each departure (groups, for a per-group product). */
  capacity?: number;
}

export interface TDemoProduct extends TDemoBookingTerms {
  /** URL-safe slug, unique, e.g. 'khasab-dhow-cruise-full-day'. Becomes the planId. */
  id: string;
  module: TModule;
  title: string;
  /** 'Picnic musandum' for picnic, 'Inbound' for inBound, 'Holiday' for holidays, 'Entry ticket' for entryTicket. */
  categories: 'Picnic musandum' | 'Inbound' | 'Holiday' | 'Entry ticket';
  /** 3 to 6 themes; each becomes one generated picture. */
  pictures: TPictureTheme[];
  /** Whole AED per person (or per unit for a private group). */
  priceAed: number;
  /** 3.5 to 5.0, one decimal. */
  userRating: number;
  visitorCount: number;
  /** The schedule in words, as scheduleText says it: 'Daily', 'Daily except Monday', 'Thursday and Friday, October to April'. */
  availability: string;
  /** Hours, may be fractional (0.5). Multi-day packages: days * 24. */
  durationHours: number;
  minPeople: number;
  /** Only shown for Group tours; still filled in for Individual. */
  maxPeople: number;
  tourType: TTourType;
  location: string;
  /** HTML. */
  summary: string;
  priceIncludes: string;
  priceExcludes: string;
  tourActivities: string;
  requirements: string;
  /** An OpenStreetMap embed URL: https://www.openstreetmap.org/export/embed.html?bbox=lon1,lat1,lon2,lat2&layer=mapnik&marker=lat,lon */
  mapLocation: string;
  /** 24-hour HH:mm. */
  start: string;
  end: string;
  returnLocation: string;
  /** 24-hour HH:mm. */
  returnTime: string;
  /** 0 for day products. */
  nights: number;
  /** 1 for day products. */
  days: number;
  /** 1 sharing basis, 0 non-sharing. */
  sharingBasis: 0 | 1;
  inclusions: string;
  exclusions: string;
  terms: string;
  disclaimer: string;
  /** HTML, one <h4>Day N: ...</h4><p>...</p> block per day. */
  itinerary: string;
  nextSteps: string;
  cancellationPolicy: string;
  mostPopular: boolean;
  exploreUae: boolean;
}

export interface TDemoBlog {
  id: string;
  title: string;
  picture: TPictureTheme;
  /** HTML, 4 to 8 paragraphs with a heading or two. */
  content: string;
  /** ISO date YYYY-MM-DD. */
  publishedOn: string;
}
