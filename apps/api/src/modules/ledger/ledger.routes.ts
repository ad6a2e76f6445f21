import { LEDGER_MESSAGES } from '@rihla/shared/messages/ledger';
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/define-call.js';
import { defineOperatorCall } from '../operators/index.js';
import { adjustLedger, setBlock, shopperLedger, viewWallet } from './ledger.service.js';

/** The wallet and points (issue 20, decision 048): the shopper's page and the back office's calls. */
export async function ledgerRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  defineCall(app, 'users/viewWallet', async ({ user }) => ({ data: await viewWallet(ctx, user.id) }));
  defineOperatorCall(app, 'operator/shopperLedger', async ({ body }) => ({
    data: await shopperLedger(ctx, body.userId),
  }));
  defineOperatorCall(app, 'operator/adjustLedger', async ({ body, operator }) => ({
    data: await adjustLedger(ctx, operator, body),
    message: LEDGER_MESSAGES.adjusted,
  }));
  defineOperatorCall(app, 'operator/setLedgerBlock', async ({ body, operator }) => ({
    data: await setBlock(ctx, operator, body),
    message: body.isBlocked ? LEDGER_MESSAGES.blockedNow : LEDGER_MESSAGES.unblockedNow,
  }));
}
