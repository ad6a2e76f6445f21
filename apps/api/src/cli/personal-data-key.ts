// `npm run admin -- rotate-personal-data-key` (decision 092): after PERSONAL_DATA_KEY is given a new value and the old
// one moved to PERSONAL_DATA_OLD_KEYS, re-encrypts every passenger's sealed details under the new key. Once it says
// nothing is left under an old key, the old key can be removed from the environment.
import { rotatePersonalData } from '../modules/passengers/index.js';
import { withAdminContext } from './admin-context.js';

export const ROTATE_PERSONAL_DATA_KEY = 'rotate-personal-data-key';

/** Runs the command; its exit code (1 when some records are under a key this environment does not have). */
export async function rotatePersonalDataKey(): Promise<number> {
  let unreadable = 0;
  const code = await withAdminContext(async (ctx) => {
    const result = await rotatePersonalData(ctx);
    unreadable = result.unreadable;
    console.log(`Re-encrypted ${result.resealed} passenger record(s) under the current personal data key.`);
    if (unreadable > 0) {
      console.error(
        `${unreadable} record(s) are sealed under a key this environment does not have: add that key to ` +
          'PERSONAL_DATA_OLD_KEYS and run this again. Without it they cannot be read.',
      );
    } else {
      console.log('Nothing is left under an older key: older keys may be removed from PERSONAL_DATA_OLD_KEYS.');
    }
  });
  return code === 0 && unreadable > 0 ? 1 : code;
}
