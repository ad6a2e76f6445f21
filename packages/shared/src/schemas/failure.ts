import { z } from 'zod';
import { REFUSAL_CODES } from '../refusal-codes.js';

/**
 * The failure envelope of every call: status not 1 and a message for people; a refusal over a rate limit (429)
 * also says in how many seconds to try again (as its Retry-After header does). A refusal a client acts on also
 * carries its code and the field it concerns (decision 069), so no client matches the message's words.
 */
export const ZFailure = z.object({
  status: z.literal(0),
  message: z.string(),
  retry_after: z.number().int().positive().optional(),
  code: z.enum(REFUSAL_CODES).optional(),
  field: z.string().optional(),
});
export type TFailure = z.infer<typeof ZFailure>;
