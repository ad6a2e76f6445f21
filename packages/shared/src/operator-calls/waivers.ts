import * as waivers from '../schemas/waivers.js';
import { read, type TOperatorCallDefinition, write } from './define.js';

/** Waivers (issue 36, decision 096): a product's waiver text, and who of a booking has accepted it. */
export const WAIVER_CALLS = {
  'operator/getProductWaiver': read(
    'catalogue.read',
    waivers.ZProductWaiverRequest,
    waivers.ZProductWaiverData,
    'A product’s waiver: the version shoppers accept now, and every version written',
  ),
  // Waivers are words the shop writes, as its banners and posts are: owners, managers and editors write them.
  'operator/saveProductWaiver': write(
    'content.write',
    waivers.ZSaveProductWaiverRequest,
    waivers.ZProductWaiverData,
    'Write a new version of a product’s waiver (null: the product asks none); old versions are kept',
  ),
  'operator/viewBookingWaivers': read(
    'bookings.read',
    waivers.ZWaiverReferenceRequest,
    waivers.ZBookingWaiversData,
    'A booking’s waivers per passenger: who accepted which version and when, and who has not',
  ),
} satisfies Record<string, TOperatorCallDefinition>;
