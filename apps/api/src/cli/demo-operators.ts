// `npm run admin -- disable-demo-operators` (decision 055): disables every active operator still on the demo password
// published in the README and ends their sessions, so a production server opens its back office again.
import { disableOperatorsOnDemoPassword } from '../modules/operators/index.js';
import { withAdminContext } from './admin-context.js';

export const DISABLE_DEMO_OPERATORS = 'disable-demo-operators';

/** Runs the command; its exit code. */
export function disableDemoOperators(): Promise<number> {
  return withAdminContext(async (ctx) => {
    const emails = await disableOperatorsOnDemoPassword(ctx.db, ctx.clock.now().toISOString());
    console.log(
      emails.length === 0
        ? 'No active operator signs in with the demo password.'
        : `Disabled ${emails.join(', ')}: they signed in with the demo password.`,
    );
  });
}
