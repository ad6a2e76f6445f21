// OCTO's webhooks capability (decision 127; octo-types src/types/Webhook.ts at 0721d037, docs.octo.travel
// "Webhooks"): a reseller lists, registers and deletes its own webhooks for booking_update and availability_update.
// They are stored with the desk's (partner_webhooks, origin 'octo') and sent by the same signed delivery worker.
import { z } from 'zod';
import type { TAppContext } from '../../context.js';
import { createOctoWebhook, deleteOctoWebhook, listOctoWebhooks, type TOctoWebhook } from '../partners/index.js';
import type { TOctoCaller } from './octo.service.js';
import { parseOcto } from './octo.service.js';
import { badRequest, OCTO_ERROR_MESSAGES } from './octo-errors.js';

export const ZWebhookBody = z.object({
  url: z.string().max(500),
  event: z.enum(['booking_update', 'availability_update']),
  retryOnError: z.boolean().optional(),
  useContactLanguage: z.boolean().optional(),
  // Extra headers for each call are not kept: a reseller authenticates our calls by their signature.
  headers: z
    .record(z.string(), z.string())
    .refine((headers) => Object.keys(headers).length === 0, {
      message: OCTO_ERROR_MESSAGES.webhookHeaders,
    })
    .optional(),
  capabilities: z.array(z.string()).max(20).optional(),
});

export function listWebhooks(ctx: TAppContext, caller: TOctoCaller): Promise<TOctoWebhook[]> {
  return listOctoWebhooks(ctx, caller.partner.id);
}

/**
 * POST /webhooks: the webhook as the specification answers it, and beside it (this once) `secret`, the key each
 * call's X-Rihla-Signature is made with, as the desk shows it to a manager.
 */
export async function createWebhook(
  ctx: TAppContext,
  caller: TOctoCaller,
  body: unknown,
): Promise<TOctoWebhook & { secret: string }> {
  const request = parseOcto(ZWebhookBody, body);
  const result = await createOctoWebhook(ctx, caller.partner.id, {
    url: request.url,
    event: request.event,
    retryOnError: request.retryOnError ?? true,
  });
  if ('webhook' in result) return { ...result.webhook, secret: result.secret };
  throw badRequest(
    result.refusal === 'tooMany'
      ? OCTO_ERROR_MESSAGES.webhooksMax
      : result.refusal === 'url'
        ? OCTO_ERROR_MESSAGES.webhookUrl
        : OCTO_ERROR_MESSAGES.webhookNotPublic,
  );
}

export async function deleteWebhook(ctx: TAppContext, caller: TOctoCaller, id: string): Promise<TOctoWebhook> {
  const live = (await listOctoWebhooks(ctx, caller.partner.id)).find((webhook) => webhook.id === id);
  if (!live || !(await deleteOctoWebhook(ctx, caller.partner.id, id))) throw badRequest(OCTO_ERROR_MESSAGES.webhookId);
  return live;
}
