import { aedToFils, filsToAed } from '@rihla/shared/rules/money';
import {
  PRODUCT_ARABIC_FIELDS,
  type TOperatorProduct,
  type TProductArabicField,
  type TProductFields,
  type TProductFieldsInput,
  ZCreateProductRequest,
  ZProductFields,
} from '@rihla/shared/schemas/operator-catalogue';
import { z } from 'zod';

/** The product's HTML fields, in the order the editor shows them, with their labels. */
export const HTML_FIELDS = [
  ['summary', 'Summary'],
  ['tourActivity', 'Tour activities'],
  ['itinerary', 'Itinerary'],
  ['priceInclude', 'Price includes'],
  ['priceExclude', 'Price excludes'],
  ['inclusions', 'Inclusions'],
  ['exclusions', 'Exclusions'],
  ['requirement', 'Requirements'],
  ['nextStep', 'Next steps'],
  ['terms', 'Terms'],
  ['disclaimer', 'Disclaimer'],
  ['cancellationPolicy', 'Cancellation policy'],
] as const satisfies ReadonlyArray<readonly [keyof TProductFields, string]>;

/** The plain-text fields that have an Arabic version, in the order the editor shows them (decision 102). */
export const ARABIC_TEXT_FIELDS = [
  ['title', 'Title'],
  ['location', 'Location'],
  ['availability', 'Availability'],
  ['returnLocation', 'Return location'],
] as const satisfies ReadonlyArray<readonly [TProductArabicField, string]>;

/** No Arabic written: every Arabic field empty. */
export const EMPTY_ARABIC = Object.fromEntries(PRODUCT_ARABIC_FIELDS.map((field) => [field, ''])) as Record<
  TProductArabicField,
  string
>;

/** The editor's values: every product field, and the first price in AED as typed (new products only). */
export type TProductFormInput = TProductFieldsInput & { priceAed: string };
export type TProductForm = TProductFields & { priceAed: string };

/** An amount in AED with at most two decimals, within the price's bounds once in fils. */
const ZPriceAed = z
  .string()
  .trim()
  .min(1, 'Price is required')
  .regex(/^\d+(\.\d{1,2})?$/, 'Price: write an amount in AED, like 150 or 149.50')
  .refine((aed) => ZCreateProductRequest.shape.priceFils.safeParse(aedToFils(Number(aed))).success, {
    message: 'Price is too high',
  });

/** The new product's form checks the first price too; an existing product's price is the prices desk's. */
export const ZNewProductForm = ZProductFields.extend({ priceAed: ZPriceAed });
export const ZExistingProductForm = ZProductFields.extend({ priceAed: z.string() });

/** A new product's starting values: an unpublished inbound group tour with nothing written yet. */
export const EMPTY_PRODUCT: TProductFormInput = {
  module: 'inBound',
  title: '',
  categories: '',
  tourType: 'Group',
  location: '',
  availability: '',
  durationHours: 4,
  startTime: '09:00',
  endTime: '13:00',
  returnLocation: '',
  returnTime: '',
  nights: 0,
  days: 1,
  sharingBasics: true,
  mapLocation: '',
  summary: '',
  priceInclude: '',
  priceExclude: '',
  tourActivity: '',
  requirement: '',
  inclusions: '',
  exclusions: '',
  terms: '',
  disclaimer: '',
  itinerary: '',
  nextStep: '',
  cancellationPolicy: '',
  pictures: [],
  minPeople: 1,
  maxPeople: 10,
  maxTicketsPerOrder: 10,
  cutoffMinutes: 60,
  refundable: true,
  cancellationTiers: [{ hoursBefore: 24, refundPercent: 100 }],
  whereToBe: null,
  ar: EMPTY_ARABIC,
  priceAed: '',
};

/** A stored product as the editor's values (its price shown, not edited). */
export function formOf(product: TOperatorProduct): TProductFormInput {
  const { id, priceFils, isPublished, createdAt, updatedAt, missingArabic, ...fields } = product;
  return { ...fields, ar: { ...EMPTY_ARABIC, ...fields.ar }, priceAed: String(filsToAed(priceFils)) };
}

/** The product's fields of the editor's values, without the typed price. */
export function fieldsOf(values: TProductForm): TProductFields {
  const { priceAed, ...fields } = values;
  return fields;
}
