import { pathInLanguage } from '@rihla/shared/rules/languages';
import { itemPath } from '@rihla/shared/rules/navigation';
import { PARTNER_ID_PATTERN, widgetPath } from '@rihla/shared/rules/widget';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { findPublishedModule } from '../catalogue/index.js';
import { WIDGET_SCRIPT } from './widget-script.js';

/**
 * The booking widget's own addresses (decision 123): its loader script, which partners' pages load from their
 * origin, and the address of one product by its id alone, which sends the frame on to that product's page under the
 * widget. The widget's pages themselves are the web app's, served by plugins/web-app.ts with the partner's
 * frame-ancestors.
 */
export async function widgetRoutes(app: FastifyInstance): Promise<void> {
  app.get('/widget.js', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      // Loaded by other sites' pages as a classic script: the everywhere-header says same-origin.
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('cache-control', 'public, max-age=300')
      .send(WIDGET_SCRIPT),
  );

  const toProduct = async (reply: FastifyReply, partnerId: string, productId: string, language: 'en' | 'ar') => {
    if (!PARTNER_ID_PATTERN.test(partnerId)) return reply.callNotFound();
    const module = await findPublishedModule(app.ctx.db, productId);
    // A product no longer sold: the list of trips instead of a dead frame on the partner's page.
    const page = module ? itemPath(module, productId) : '/ProductFilterPage';
    return reply
      .header('cache-control', 'no-cache')
      .redirect(widgetPath(partnerId, pathInLanguage(page, language)), 302);
  };
  app.get<{ Params: { partnerId: string; productId: string } }>(
    '/widget/:partnerId/product/:productId',
    { schema: { hide: true } },
    async (request, reply) => toProduct(reply, request.params.partnerId, request.params.productId, 'en'),
  );
  app.get<{ Params: { partnerId: string; productId: string } }>(
    '/widget/:partnerId/ar/product/:productId',
    { schema: { hide: true } },
    async (request, reply) => toProduct(reply, request.params.partnerId, request.params.productId, 'ar'),
  );
}
