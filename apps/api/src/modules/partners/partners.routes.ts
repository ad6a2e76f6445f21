import { AGENCY_DESK_MESSAGES, AGENCY_MESSAGES } from '@rihla/shared/messages/agency';
import { PARTNER_DESK_MESSAGES as M } from '@rihla/shared/messages/partners';
import { ZPartnerStatementRequest } from '@rihla/shared/schemas/operator-partners';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { defineCall } from '../../lib/define-call.js';
import { insertDownloadEntry } from '../audit/index.js';
import type { TCheckoutPassengers } from '../booking/index.js';
import { defineOperatorCall, downloadOperator } from '../operators/index.js';
import {
  addPartnerAgent,
  agencyAccount,
  payOnAccount,
  recordPartnerPayment,
  removePartnerAgent,
} from './agency.service.js';
import {
  createPartner,
  createPartnerKey,
  createPartnerWebhook,
  listPartners,
  revokePartnerKey,
  revokePartnerWebhook,
  setPartnerProducts,
  updatePartner,
  viewPartner,
} from './partners.service.js';
import { partnerStatement, statementCsv, statementFileName } from './statements.service.js';
import { listPartnerDeliveries, resendPartnerDelivery } from './webhooks.js';

/**
 * The partners desk (issue 39, decision 122; operator-calls/partners.ts), and the statement's CSV: a plain GET the
 * back office fetches with the operator's token header, like the accounting exports.
 */
export async function partnersRoutes(
  app: FastifyInstance,
  options: { checkoutPassengers: TCheckoutPassengers },
): Promise<void> {
  const { ctx } = app;
  defineOperatorCall(app, 'operator/listPartners', async () => ({ data: await listPartners(ctx) }));
  defineOperatorCall(app, 'operator/viewPartner', async ({ body }) => ({ data: await viewPartner(ctx, body.id) }));
  defineOperatorCall(app, 'operator/createPartner', async ({ body, operator }) => ({
    data: await createPartner(ctx, operator, body.fields),
    message: M.created(body.fields.name),
  }));
  defineOperatorCall(app, 'operator/updatePartner', async ({ body, operator }) => ({
    data: await updatePartner(ctx, operator, body),
    message: M.updated(body.fields.name),
  }));
  defineOperatorCall(app, 'operator/setPartnerProducts', async ({ body, operator }) => {
    const data = await setPartnerProducts(ctx, operator, body);
    return { data, message: M.productsSaved(data.partner.name) };
  });
  defineOperatorCall(app, 'operator/createPartnerKey', async ({ body, operator }) => ({
    data: await createPartnerKey(ctx, operator, body),
    message: M.keyCreated,
  }));
  defineOperatorCall(app, 'operator/revokePartnerKey', async ({ body, operator }) => ({
    data: await revokePartnerKey(ctx, operator, body),
    message: M.keyRevoked,
  }));
  defineOperatorCall(app, 'operator/createPartnerWebhook', async ({ body, operator }) => ({
    data: await createPartnerWebhook(ctx, operator, body),
    message: M.webhookCreated,
  }));
  defineOperatorCall(app, 'operator/revokePartnerWebhook', async ({ body, operator }) => ({
    data: await revokePartnerWebhook(ctx, operator, body),
    message: M.webhookRevoked,
  }));
  defineOperatorCall(app, 'operator/listPartnerDeliveries', async ({ body }) => ({
    data: await listPartnerDeliveries(ctx, body),
  }));
  defineOperatorCall(app, 'operator/resendPartnerDelivery', async ({ body, operator }) => ({
    data: await resendPartnerDelivery(ctx, operator, body),
    message: M.deliveryQueued,
  }));
  defineOperatorCall(app, 'operator/partnerStatement', async ({ body }) => ({
    data: await partnerStatement(ctx, body),
  }));

  // Travel agents and payments received (decision 126).
  defineOperatorCall(app, 'operator/addPartnerAgent', async ({ body, operator }) => {
    const { data, name } = await addPartnerAgent(ctx, operator, body);
    return { data, message: AGENCY_DESK_MESSAGES.agentAdded(name) };
  });
  defineOperatorCall(app, 'operator/removePartnerAgent', async ({ body, operator }) => ({
    data: await removePartnerAgent(ctx, operator, body),
    message: AGENCY_DESK_MESSAGES.agentRemoved,
  }));
  defineOperatorCall(app, 'operator/recordPartnerPayment', async ({ body, operator }) => ({
    data: await recordPartnerPayment(ctx, operator, body),
    message: AGENCY_DESK_MESSAGES.paymentRecorded,
  }));
  // The storefront's side: an agent's account and booking on account.
  defineCall(app, 'users/agencyAccount', async ({ body, user }) => ({
    data: await agencyAccount(ctx, user, body.cartId),
  }));
  defineCall(app, 'users/payOnAccount', async ({ body, user }) => {
    const data = await payOnAccount(ctx, user, body, options.checkoutPassengers);
    return { data, message: AGENCY_MESSAGES.paidOnAccount(data.reference) };
  });

  app.get('/operator/partner-statement/:file', { schema: { hide: true } }, async (request, reply) => {
    const { file } = request.params as { file: string };
    const match = /^(.+)-(\d{4}-\d{2})\.csv$/.exec(file);
    const asked = ZPartnerStatementRequest.safeParse(match ? { id: match[1], month: match[2] } : {});
    if (!asked.success) throw new AppError('NOT_FOUND', M.unknownStatement);
    const operator = await downloadOperator(app, request, 'partners.manage');
    const statement = await partnerStatement(ctx, asked.data);
    const name = statementFileName(statement);
    await insertDownloadEntry(ctx.db, {
      at: ctx.clock.now().toISOString(),
      operatorId: operator.id,
      objectType: 'partner',
      objectId: statement.partner.id,
      file: name,
      month: statement.month,
    });
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'private, no-store')
      .send(statementCsv(statement, operator.language));
  });
}
