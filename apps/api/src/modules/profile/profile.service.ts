import { MESSAGES } from '@rihla/shared/constants';
import { todayInDubai } from '@rihla/shared/rules/time';
import { type TUserInfoRequest, type TUserProfile, UPLOAD_PATH_PREFIX } from '@rihla/shared/schemas/profile';
import type { TAppContext, TAuthUser } from '../../context.js';
import type { TUserUpdate } from '../../db/tables/schema.js';
import { AppError } from '../../lib/app-error.js';
import { isoNow } from '../../lib/clock.js';
import { findUserById, isOwnUpload, updateUser } from './profile.repository.js';
import { uploadIdOf } from './uploads.js';

export async function viewProfile(ctx: TAppContext, user: TAuthUser): Promise<TUserProfile> {
  const row = await findUserById(ctx.db, user.id);
  return {
    first_name: row.first_name,
    last_name: row.last_name,
    gender: row.gender as TUserProfile['gender'],
    dob: row.dob,
    email: row.email,
    phone_number: row.phone_number,
    profile_pic: row.profile_pic,
    country: row.country,
    wantsReminders: row.wants_reminders === 1,
  };
}

/** The shopper's choice about reminders; a reminder already queued checks it when it falls due. */
export async function setReminders(ctx: TAppContext, user: TAuthUser, wantsReminders: boolean): Promise<boolean> {
  await updateUser(ctx.db, user.id, { wants_reminders: wantsReminders ? 1 : 0, updated_at: isoNow(ctx.clock) });
  return wantsReminders;
}

/** Updates the fields sent; email and phone number are never accepted. */
export async function updateProfile(ctx: TAppContext, user: TAuthUser, input: TUserInfoRequest): Promise<void> {
  if (input.dob !== '' && input.dob > todayInDubai(ctx.clock.now())) {
    throw new AppError('BAD_REQUEST', MESSAGES.dobInFuture);
  }
  const changes: TUserUpdate = { gender: input.gender, dob: input.dob, updated_at: isoNow(ctx.clock) };
  if (input.first_name !== undefined) changes.first_name = input.first_name;
  if (input.last_name !== undefined) changes.last_name = input.last_name;
  if (input.profile_pic !== undefined) {
    if (input.profile_pic !== '') await assertOwnUpload(ctx, user, input.profile_pic);
    changes.profile_pic = input.profile_pic;
  }
  await updateUser(ctx.db, user.id, changes);
}

async function assertOwnUpload(ctx: TAppContext, user: TAuthUser, url: string): Promise<void> {
  const id = url.startsWith(UPLOAD_PATH_PREFIX) ? uploadIdOf(url.slice(UPLOAD_PATH_PREFIX.length)) : null;
  if (!id || !(await isOwnUpload(ctx.db, id, user.id)))
    throw new AppError('BAD_REQUEST', 'profile_pic must be a picture you uploaded');
}
