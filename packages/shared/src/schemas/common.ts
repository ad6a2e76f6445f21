import { z } from 'zod';
import { MODULES } from '../constants.js';
import { isIsoDate } from '../rules/time.js';
import { ZPricing } from './booking-terms.js';

// NOTE: the failure envelope has its own module, so the refusal codes it names stay out of the shop's chunks.
export { type TFailure, ZFailure } from './failure.js';

/** The success envelope of every call: status 1, the call's data and a message. */
export function success<T extends z.ZodType>(data: T) {
  return z.object({ status: z.literal(1), data, message: z.string() });
}

/**
 * A form's values turned into a call's body (or the part of it the form holds), checked by the call's own schema in
 * the form schema's transform, so a form whose inputs differ from the body (an amount typed in AED, sent as fils)
 * answers with the call's own words: each message goes to the form's field at the issue's path, or where `fieldOf`
 * moves it. `instead` gives a field's message when what was typed could not even be read (no number in an amount).
 */
export function checkedBy<T>(
  schema: z.ZodType<T>,
  body: unknown,
  ctx: z.RefinementCtx,
  {
    fieldOf = (path) => path,
    instead = {},
  }: { fieldOf?: (path: PropertyKey[]) => PropertyKey[]; instead?: Readonly<Record<string, string>> } = {},
): T {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    const path = fieldOf(issue.path);
    ctx.addIssue({ code: 'custom', path, message: instead[String(path[0] ?? '')] ?? issue.message });
  }
  return z.NEVER;
}

/** A call whose body is empty: `{}` or no body at all. */
export const ZEmptyRequest = z.strictObject({}).default({});

export const ZModule = z.enum(MODULES, { error: 'Unknown module' });
export const ZPlanId = z
  .string({ error: 'planId is required' })
  .trim()
  .min(1, 'planId is required')
  .max(120, 'planId is too long');
export const ZProductRef = z.strictObject({ module: ZModule, planId: ZPlanId });
export type TProductRef = z.infer<typeof ZProductRef>;

/** An opaque identifier issued by the server. */
export const ZOpaqueId = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(100, `${name} is too long`);

export const ZIsoDate = (message: string) => z.string({ error: message }).refine(isIsoDate, message);

/** Paging parameters the spec sends as limit 'all' and page '0' (strings or numbers). */
/** The most cards one list answer carries; limit 'all' means up to this many (decision 013). */
export const MAX_LIST_ITEMS = 200;
const LIMIT_MESSAGE = `limit must be 'all' or a number from 1 to ${MAX_LIST_ITEMS}`;
export const ZLimit = z.union(
  [z.literal('all'), z.coerce.number().int(LIMIT_MESSAGE).min(1, LIMIT_MESSAGE).max(MAX_LIST_ITEMS, LIMIT_MESSAGE)],
  { error: LIMIT_MESSAGE },
);
export const ZPage = z.coerce.number({ error: 'page must be a whole number' }).int().min(0).max(100_000);

/** A card of the catalogue: search results, lists, favourites. Money in AED. */
export const ZCatalogueItem = z.object({
  module: ZModule,
  planId: z.string(),
  title: z.string(),
  pictures: z.array(z.string()),
  price: z.number(),
  user_rating: z.number(),
  visitor_count: z.number().int(),
  tour_type: z.string(),
  categories: z.string(),
  /** How the price is per: '/ Person', or '/ {group_unit}' for a per-group product (issue 34, decision 077). */
  pricing: ZPricing,
  group_unit: z.string(),
});
export type TCatalogueItem = z.infer<typeof ZCatalogueItem>;
