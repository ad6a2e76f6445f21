import fs from 'node:fs/promises';
import path from 'node:path';
import { ACCOUNT_MESSAGES, type TChangePasswordRequest, type TDeleteAccountRequest } from '@rihla/shared/schemas/auth';
import type { TAppContext, TAuthUser } from '../../context.js';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { isoNow } from '../../lib/clock.js';
import { hashPassword, revokeSessionsOfUser, setPasswordHash, verifyPassword } from '../auth/index.js';
import { abandonOpenCheckouts, seatsChanged } from '../booking/index.js';
import { insertNotification } from '../notifications/index.js';
import { erasePersonalDataOfUser } from '../personal-data/index.js';
import { eraseAccount, findPasswordHash } from './account.repository.js';
import { uploadsDir } from './uploads.js';

/** Refuses a password that is not the account's; the refusal names the request field it was typed in. */
async function assertPassword(
  ctx: TAppContext,
  user: TAuthUser,
  password: string,
  message: string,
  field: 'oldPassword' | 'password',
): Promise<void> {
  const row = await findPasswordHash(ctx.db, user.id);
  if (!row || !(await verifyPassword(row.password_hash, password))) {
    throw new AppError('FORBIDDEN', message, { refusal: 'account.wrong_password', field });
  }
}

/**
 * Sets a new password once the current one is proven. Every other session of the account is revoked (a
 * thief's token stops working); the session asking stays logged in, so the person is not thrown out.
 */
export async function changePassword(ctx: TAppContext, user: TAuthUser, input: TChangePasswordRequest): Promise<void> {
  await assertPassword(ctx, user, input.oldPassword, ACCOUNT_MESSAGES.wrongPasswordOnChange, 'oldPassword');
  const passwordHash = await hashPassword(input.newPassword);
  const now = isoNow(ctx.clock);
  await ctx.db.transaction().execute(async (trx) => {
    await setPasswordHash(trx, user.id, passwordHash, now);
    await revokeSessionsOfUser(trx, user.id, now, user.tokenHash);
    await insertNotification(trx, user.id, ACCOUNT_MESSAGES.passwordChangedNotification, now);
  });
}

/**
 * Deletes the account for good once its password is proven (decision 010), by erasePersonalData.
 */
export async function deleteAccount(ctx: TAppContext, user: TAuthUser, input: TDeleteAccountRequest): Promise<void> {
  await assertPassword(ctx, user, input.password, ACCOUNT_MESSAGES.wrongPasswordOnDelete, 'password');
  await erasePersonalData(ctx, user.id);
}

/**
 * The one deletion of a shopper's personal data, whoever asks for it: the shopper (deleteAccount) or an owner on
 * their request (the customers desk, decision 074). In one transaction every session is revoked, unpaid checkouts
 * are cancelled with their seats released, and the personal data erased (see eraseAccount), with `alsoInside` (the
 * desk's own rows and audit line); then the uploaded pictures' files are removed. Orders, balances and vouchers
 * stay as decision 010 says;
 * the passengers' details of their orders are erased (decision 098).
 */
export async function erasePersonalData(
  ctx: TAppContext,
  userId: string,
  alsoInside?: (trx: TDb, now: string) => Promise<void>,
): Promise<void> {
  const now = isoNow(ctx.clock);
  const { uploadIds, released } = await ctx.db.transaction().execute(async (trx) => {
    // The first statement is a write, so SQLite takes its write lock at once (see lockSlots).
    await revokeSessionsOfUser(trx, userId, now);
    const givenBack = await abandonOpenCheckouts(trx, userId, now);
    const erased = await eraseAccount(trx, userId, now);
    // Their passengers' details go at once, not after the retention days (decision 098).
    await erasePersonalDataOfUser(trx, userId, now);
    await alsoInside?.(trx, now);
    return { uploadIds: erased, released: givenBack };
  });
  // The seats of its open checkouts are free again: resellers listening hear of it once committed (decision 131).
  await seatsChanged(ctx, released);
  // NOTE: files cannot join the transaction, so they go after the commit: a crash in between can leave a
  // file that no row points at, never a row pointing at a missing file.
  const dir = uploadsDir(ctx);
  await Promise.all(uploadIds.map((id) => fs.rm(path.join(dir, `${id}.webp`), { force: true })));
}
