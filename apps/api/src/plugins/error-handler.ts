import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.js';
import { requestLanguage } from '../lib/language.js';
import { messageInLanguage } from '../lib/message-language.js';

const GENERIC_5XX = 'Something went wrong on our side. Please try again.';

/** Messages for Fastify's own 4xx errors, in words a person can act on. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send {} for a call without fields',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body length is wrong',
  FST_ERR_CTP_INVALID_TYPE: 'The Content-Type header is not valid',
};

/**
 * One error handler for the whole API: every failure leaves in the envelope `{ status: 0, message }`, with the
 * refusal's `code` and `field` when the throw site names them (decision 069).
 * Every error is logged; a 5xx never shows its message or stack to the client.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      request.log.info({ code: error.code, refusal: error.refusal }, error.message);
      const retryAfter = error.retryAfterSeconds;
      // NOTE: the README promises Retry-After on every 429; the body says the same for a client that reads JSON only.
      if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
      return reply.code(error.httpStatus).send({
        status: 0,
        message: messageInLanguage(error.message, requestLanguage(request)),
        ...(retryAfter === undefined ? {} : { retry_after: retryAfter }),
        ...(error.refusal === undefined ? {} : { code: error.refusal }),
        ...(error.field === undefined ? {} : { field: error.field }),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath?.replace(/^\//, '').replaceAll('/', '.');
      const message = first?.message ?? 'The request is not valid';
      request.log.info({ field, message }, 'request validation failed');
      return reply.code(400).send({ status: 0, message: messageInLanguage(message, requestLanguage(request)) });
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 400 && statusCode < 500) {
      const message =
        FASTIFY_MESSAGES[error.code] ??
        (error instanceof SyntaxError ? FASTIFY_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY : error.message);
      request.log.info({ code: error.code, statusCode }, message);
      return reply.code(statusCode).send({ status: 0, message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ status: 0, message: GENERIC_5XX });
  });
});
