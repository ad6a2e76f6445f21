// The OCTO supplier API at /octo/v1 (issue 39, decision 121): the routes of the OCTO core specification (the
// OpenAPI of octotravel/typespec shipped in @octocloud/types 2.0.4). Not the storefront's envelope: answers and
// errors are the specification's own shapes, so this scope has its own error and not-found handlers.

import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  availabilityCalendar,
  availabilityCheck,
  cancelBooking,
  confirmBooking,
  extendBooking,
  getBooking,
  getProduct,
  getSupplier,
  listBookings,
  listProducts,
  reserveBooking,
  type TOctoCaller,
  updateBooking,
} from './octo.service.js';
import { authenticatePartner, countPartnerRequest } from './octo-auth.js';
import { announceAvailability, expiredHoldsSweep } from './octo-availability.js';
import { CapabilityId } from './octo-enums.js';
import { OCTO_ERROR_MESSAGES, OctoError } from './octo-errors.js';
import { SUPPORTED_CAPABILITIES, type TCapability } from './octo-mapping.js';
import { createWebhook, deleteWebhook, listWebhooks } from './octo-webhooks.js';

export const OCTO_PREFIX = '/octo/v1';

/** The capabilities asked for in Octo-Capabilities that this supplier answers; the rest are ignored, as OCTO says. */
function capabilitiesOf(request: FastifyRequest): Set<TCapability> {
  const header = request.headers['octo-capabilities'];
  const asked = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return new Set(SUPPORTED_CAPABILITIES.filter((capability) => asked.includes(capability)));
}

declare module 'fastify' {
  interface FastifyRequest {
    octo?: TOctoCaller;
  }
}

function callerOf(request: FastifyRequest): TOctoCaller {
  if (!request.octo) throw new OctoError('UNAUTHORIZED', OCTO_ERROR_MESSAGES.unauthorized);
  return request.octo;
}

function sendError(request: FastifyRequest, reply: FastifyReply, error: OctoError) {
  if (error.retryAfterSeconds !== null) reply.header('retry-after', String(error.retryAfterSeconds));
  request.log.info({ octoError: error.code }, error.message);
  return reply.code(error.statusCode).type('application/json').send(error.body());
}

/** The capabilities the API answers (GET /capabilities), revision 1 of each of ours. */
const CAPABILITIES = [
  { id: CapabilityId.OCTO_PRICING, revision: 1, required: false, dependencies: [], docs: null },
  { id: CapabilityId.OCTO_CONTENT, revision: 1, required: false, dependencies: [], docs: null },
  { id: CapabilityId.OCTO_WEBHOOKS, revision: 1, required: false, dependencies: [], docs: null },
  // Pick-up points and the passenger form's questions (decision 130).
  { id: CapabilityId.OCTO_PICKUPS, revision: 1, required: false, dependencies: [], docs: null },
  { id: CapabilityId.OCTO_QUESTIONS, revision: 1, required: false, dependencies: [], docs: null },
];

export async function octoRoutes(app: FastifyInstance): Promise<void> {
  await app.register(
    async (octo) => {
      octo.setErrorHandler((error: FastifyError, request, reply) => {
        if (error instanceof OctoError) return sendError(request, reply, error);
        const statusCode = error.statusCode ?? 500;
        if (statusCode >= 400 && statusCode < 500) {
          return sendError(request, reply, new OctoError('BAD_REQUEST', error.message));
        }
        request.log.error({ err: error }, 'OCTO request failed');
        return reply.code(500).send({ error: 'INTERNAL_SERVER_ERROR', errorMessage: OCTO_ERROR_MESSAGES.internal });
      });
      octo.setNotFoundHandler((request, reply) =>
        sendError(request, reply, new OctoError('BAD_REQUEST', OCTO_ERROR_MESSAGES.notFound)),
      );
      octo.addHook('onRequest', async (request, reply) => {
        const partner = await authenticatePartner(octo.ctx, request.headers.authorization);
        await countPartnerRequest(octo.ctx, partner);
        const caps = capabilitiesOf(request);
        request.octo = { partner, caps };
        reply.header('octo-capabilities', [...caps].join(', '));
        if (caps.has('octo/content')) {
          reply.header('content-language', 'en');
          reply.header('available-languages', 'en');
        }
      });
      const ctx = octo.ctx;
      // The context's seats port (decision 131): from now on every change of seats queues availability_update.
      ctx.seatsListener.hear = announceAvailability;
      ctx.seatsListener.onError = (error) => octo.log.error({ err: error }, 'availability_update not queued');
      expiredHoldsSweep(octo);
      octo.get('/supplier', async () => getSupplier(ctx));
      octo.get('/capabilities', async () => CAPABILITIES);
      octo.get('/products', async (request) => listProducts(ctx, callerOf(request)));
      octo.get<{ Params: { id: string } }>('/products/:id', async (request) =>
        getProduct(ctx, callerOf(request), request.params.id),
      );
      octo.post('/availability/calendar', async (request) =>
        availabilityCalendar(ctx, callerOf(request), request.body),
      );
      octo.post('/availability', async (request) => availabilityCheck(ctx, callerOf(request), request.body));
      octo.get('/webhooks', async (request) => listWebhooks(ctx, callerOf(request)));
      octo.post('/webhooks', async (request) => createWebhook(ctx, callerOf(request), request.body));
      octo.delete<{ Params: { id: string } }>('/webhooks/:id', async (request) =>
        deleteWebhook(ctx, callerOf(request), request.params.id),
      );
      octo.post('/bookings', async (request) => reserveBooking(ctx, callerOf(request), request.body));
      octo.get('/bookings', async (request) => listBookings(ctx, callerOf(request), request.query));
      octo.get<{ Params: { uuid: string } }>('/bookings/:uuid', async (request) =>
        getBooking(ctx, callerOf(request), request.params.uuid),
      );
      octo.patch<{ Params: { uuid: string } }>('/bookings/:uuid', async (request) =>
        updateBooking(ctx, callerOf(request), request.params.uuid, request.body),
      );
      octo.post<{ Params: { uuid: string } }>('/bookings/:uuid/confirm', async (request) =>
        confirmBooking(ctx, callerOf(request), request.params.uuid, request.body),
      );
      octo.post<{ Params: { uuid: string } }>('/bookings/:uuid/extend', async (request) =>
        extendBooking(ctx, callerOf(request), request.params.uuid, request.body),
      );
      octo.post<{ Params: { uuid: string } }>('/bookings/:uuid/cancel', async (request) =>
        cancelBooking(ctx, callerOf(request), request.params.uuid, request.body),
      );
      // Earlier revisions of the specification cancelled with DELETE /bookings/:uuid; resellers still send it.
      octo.delete<{ Params: { uuid: string } }>('/bookings/:uuid', async (request) =>
        cancelBooking(ctx, callerOf(request), request.params.uuid, request.body ?? {}),
      );
    },
    { prefix: OCTO_PREFIX },
  );
}
