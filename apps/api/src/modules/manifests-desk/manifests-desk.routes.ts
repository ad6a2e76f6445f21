import { OPERATOR_MESSAGES } from '@rihla/shared/messages/operators';
import { roleCan } from '@rihla/shared/rules/operator-roles';
import { ZDepartureKey } from '@rihla/shared/schemas/operator-manifests';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import type { TOperatorAuth } from '../operators/operator-auth.service.js';
import { resolveOperatorSession } from '../operators/operator-auth.service.js';
import { defineOperatorCall, OPERATOR_TOKEN_HEADER } from '../operators/operator-call.js';
import { manifestCsv, manifestFileName, renderManifestPdf } from './manifest-export.js';
import { assignGuides, checkIn, getManifest, listDepartures } from './manifests-desk.service.js';

/** The manifests' and check-in's calls (issue 18; operator-calls/manifests.ts), and the manifest downloads. */
export async function manifestsDeskRoutes(app: FastifyInstance): Promise<void> {
  defineOperatorCall(app, 'operator/listDepartures', async ({ body, operator }) => ({
    data: await listDepartures(app.ctx, operator, body),
  }));
  defineOperatorCall(app, 'operator/getManifest', async ({ body, operator }) => ({
    data: await getManifest(app.ctx, operator, body),
  }));
  defineOperatorCall(app, 'operator/assignGuide', async ({ body, operator }) => ({
    data: await assignGuides(app.ctx, operator, body),
  }));
  defineOperatorCall(app, 'operator/checkIn', async ({ body, operator }) => {
    const data = await checkIn(app.ctx, operator, body);
    return { data, message: data.headline };
  });

  /**
   * The downloads are plain GETs that the back office fetches with the operator's token header (never a link
   * that works without one): the same session, permission and assignment checks as operator/getManifest.
   */
  async function downloadOperator(request: FastifyRequest): Promise<TOperatorAuth> {
    const header = request.headers[OPERATOR_TOKEN_HEADER];
    const token = Array.isArray(header) ? header[0] : header;
    const operator = token && token.length <= 200 ? await resolveOperatorSession(app.ctx, token) : null;
    if (!operator) throw new AppError('UNAUTHENTICATED', OPERATOR_MESSAGES.signInRequired);
    if (!roleCan(operator.role, 'checkin.write')) throw new AppError('FORBIDDEN', OPERATOR_MESSAGES.forbidden);
    return operator;
  }

  app.get('/operator/manifest.:format', { schema: { hide: true } }, async (request, reply) => {
    const { format } = request.params as { format: string };
    if (format !== 'csv' && format !== 'pdf')
      throw new AppError('NOT_FOUND', `Unknown call: GET ${request.url.split('?')[0]}`);
    const operator = await downloadOperator(request);
    const key = ZDepartureKey.safeParse(request.query);
    if (!key.success) throw new AppError('BAD_REQUEST', key.error.issues[0]?.message ?? 'Name a departure');
    const manifest = await getManifest(app.ctx, operator, key.data);
    reply
      .header('content-disposition', `attachment; filename="${manifestFileName(manifest, format)}"`)
      .header('cache-control', 'private, no-store');
    if (format === 'csv') return reply.type('text/csv; charset=utf-8').send(manifestCsv(manifest));
    const pdf = await renderManifestPdf(manifest, app.ctx.clock.now().toISOString());
    return reply.type('application/pdf').send(Buffer.from(pdf));
  });
}
