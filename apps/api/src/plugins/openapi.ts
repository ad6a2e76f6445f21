import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document, generated from the shared zod schemas, browsable at /api/docs. */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Tour shop storefront and back office API',
        description:
          'Every call is POST /api/<call> with a JSON body and answers { status: 1, data, message } on success or ' +
          '{ status: 0, message } on failure. Logged-in calls carry the token of users/userLogin in x-access-token; ' +
          'the back office calls (operator/...) carry the token of operator/signIn in x-operator-token.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          accessToken: { type: 'apiKey', in: 'header', name: 'x-access-token' },
          operatorToken: { type: 'apiKey', in: 'header', name: 'x-operator-token' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
});
