import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Once the server is closing (SIGTERM), every answer says `Connection: close`, so a keep-alive connection
 * whose request was in flight ends with its answer instead of holding the shutdown until it idles out.
 * Fastify itself closes the connections that are idle when closing starts and answers 503 to new requests.
 */
export const gracefulClosePlugin = fp(async (app: FastifyInstance) => {
  let isClosing = false;
  app.addHook('preClose', async () => {
    isClosing = true;
  });
  // A callback hook, not an async one: it runs on every answer and needs no promise.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (isClosing) reply.header('connection', 'close');
    done(null, payload);
  });
});
