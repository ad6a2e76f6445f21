// `npm run admin -- erase-expired-passengers` (decision 098): erases the passengers' details of trips more than the
// shop's retention days ago, as the messages worker does every few minutes, for operators who prefer their own cron.
// One audit line per run, with the counts, even when nothing was due.
import { eraseExpiredPersonalData } from '../modules/personal-data/index.js';
import { withAdminContext } from './admin-context.js';

export const ERASE_EXPIRED_PASSENGERS = 'erase-expired-passengers';

export async function eraseExpiredPassengersCommand(): Promise<number> {
  return withAdminContext(async (ctx) => {
    const run = await eraseExpiredPersonalData(ctx, 'command');
    const entries = Object.values(run.erased).reduce((sum, count) => sum + count, 0);
    console.log(
      `Erased ${entries} passenger record(s) of ${run.lines} trip(s) in ${run.orders} order(s) ended more than ` +
        `${run.retentionDays} day(s) ago. The bookings and their payments are kept.`,
    );
  });
}
