import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import { findOperatorsOnDemoPassword } from '../modules/operators/index.js';

/** What a back office call answers while the guard holds it closed. */
export const BACK_OFFICE_CLOSED =
  'The back office is closed: an operator still signs in with the demo password published in the README. ' +
  "The server's log says how to fix it.";

/** An open back office looks again this often, so an operator given back the demo password closes it again. */
const RECHECK_MS = 10_000;

/**
 * Production only (issue 32, decision 055): while an active operator still has the demo password the seeder gave it,
 * every back office call (/api/operator/...) answers 503 and the log says which operators and what to do; the
 * shop keeps working. It opens again once they are disabled or their passwords changed, without a restart.
 */
export const demoOperatorsGuardPlugin = fp(async (app: FastifyInstance) => {
  if (app.ctx.config.env !== 'production') return;
  let isClosed = true;
  let isReported = false;
  let checkedAt = Number.NEGATIVE_INFINITY;
  const check = async (): Promise<void> => {
    const operators = await findOperatorsOnDemoPassword(app.ctx.db);
    isClosed = operators.length > 0;
    checkedAt = Date.now();
    if (isClosed && !isReported) {
      const emails = operators.map((operator) => operator.email).join(', ');
      app.log.error(
        `The back office is closed: ${emails} can still sign in with the demo password published in the README. ` +
          'Disable them with `npm run admin -- disable-demo-operators` (or give them new passwords); the shop ' +
          'itself is open.',
      );
    } else if (!isClosed && isReported) {
      app.log.info('The back office is open: no active operator signs in with a demo password.');
    }
    isReported = isClosed;
  };
  app.addHook('onReady', check);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/operator/')) return;
    if (isClosed || Date.now() - checkedAt > RECHECK_MS) await check();
    if (isClosed) throw new AppError('UNAVAILABLE', BACK_OFFICE_CLOSED);
  });
});
