import { ZDepartureKey } from '@rihla/shared/schemas/operator-manifests';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { insertDownloadEntry } from '../audit/index.js';
import { defineOperatorCall, downloadOperator } from '../operators/index.js';
import { readShop } from '../shop/index.js';
import { borderListCsv, borderListFileName, renderBorderListPdf } from './border-list-export.js';
import { manifestCsv, manifestFileName, renderManifestPdf } from './manifest-export.js';
import {
  assignGuides,
  auditBorderList,
  borderList,
  checkIn,
  getManifest,
  listDepartures,
  undoCheckIn,
} from './manifests-desk.service.js';

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
  defineOperatorCall(app, 'operator/undoCheckIn', async ({ body, operator }) => undoCheckIn(app.ctx, operator, body));

  // A plain GET that the back office fetches with the operator's token header: the same checks as getManifest.
  app.get('/operator/manifest.:format', { schema: { hide: true } }, async (request, reply) => {
    const { format } = request.params as { format: string };
    if (format !== 'csv' && format !== 'pdf')
      throw new AppError('NOT_FOUND', `Unknown call: GET ${request.url.split('?')[0]}`);
    const operator = await downloadOperator(app, request, 'checkin.write');
    const key = ZDepartureKey.safeParse(request.query);
    if (!key.success) throw new AppError('BAD_REQUEST', key.error.issues[0]?.message ?? 'Name a departure');
    const manifest = await getManifest(app.ctx, operator, key.data);
    await insertDownloadEntry(app.ctx.db, {
      at: app.ctx.clock.now().toISOString(),
      operatorId: operator.id,
      objectType: 'departure',
      objectId: `${key.data.productId} ${key.data.date} ${key.data.start}`,
      file: manifestFileName(manifest, format),
    });
    reply
      .header('content-disposition', `attachment; filename="${manifestFileName(manifest, format)}"`)
      .header('cache-control', 'private, no-store');
    if (format === 'csv') return reply.type('text/csv; charset=utf-8').send(manifestCsv(manifest, operator.language));
    const shop = (await readShop(app.ctx)).settings;
    const pdf = await renderManifestPdf(manifest, app.ctx.clock.now().toISOString(), shop.name, operator.language);
    return reply.type('application/pdf').send(Buffer.from(pdf));
  });

  // The border list (decision 097): passports in full, so only passengers.reveal; each download audited.
  app.get('/operator/border-list.:format', { schema: { hide: true } }, async (request, reply) => {
    const { format } = request.params as { format: string };
    if (format !== 'csv' && format !== 'pdf')
      throw new AppError('NOT_FOUND', `Unknown call: GET ${request.url.split('?')[0]}`);
    const operator = await downloadOperator(app, request, 'checkin.write');
    const key = ZDepartureKey.safeParse(request.query);
    if (!key.success) throw new AppError('BAD_REQUEST', key.error.issues[0]?.message ?? 'Name a departure');
    const list = await borderList(app.ctx, operator, key.data);
    const body =
      format === 'csv'
        ? borderListCsv(list, operator.language)
        : Buffer.from(
            await renderBorderListPdf(
              list,
              app.ctx.clock.now().toISOString(),
              (await readShop(app.ctx)).settings.name,
              operator.language,
            ),
          );
    await auditBorderList(app.ctx, operator, list, format);
    reply
      .header('content-disposition', `attachment; filename="${borderListFileName(list, format)}"`)
      .header('cache-control', 'private, no-store');
    return reply.type(format === 'csv' ? 'text/csv; charset=utf-8' : 'application/pdf').send(body);
  });
}
