import { z } from 'zod';
import { GENDERS } from '../constants.js';
import { AUTH_MESSAGES } from '../messages/auth.js';
import { PROFILE_MESSAGES } from '../messages/profile.js';
import { isAtLeastAge } from '../rules/age.js';
import { isIsoDate, todayInDubai } from '../rules/time.js';

export const ZUserProfile = z.object({
  first_name: z.string(),
  last_name: z.string(),
  gender: z.union([z.enum(GENDERS), z.literal('')]),
  dob: z.string(),
  email: z.string(),
  phone_number: z.string(),
  profile_pic: z.string(),
  country: z.string(),
  /** Reminders before each departure, by email and text (issue 19); confirmations and codes always go. */
  wantsReminders: z.boolean(),
});
export type TUserProfile = z.infer<typeof ZUserProfile>;
export const ZViewUserProfileData = ZUserProfile;

/** Uploaded pictures live under this path; a profile can only point at one of the caller's own uploads. */
export const UPLOAD_PATH_PREFIX = '/uploads/';

/**
 * The profile update. Gender and dob are always sent (empty when not set); the names and the picture only
 * when changed. Email and phone number are not accepted: they never change. The rule that dob is not
 * after today is checked where "today" is known: the web form and the server. The policy's minimum age of
 * 18 is checked here against today's date in Dubai (a dob after today is left to that other check, so it
 * keeps its own message).
 */
function isOldEnoughOrInFuture(dob: string): boolean {
  const today = todayInDubai();
  return dob > today || isAtLeastAge(dob, today);
}

export const ZUserInfoRequest = z.strictObject({
  first_name: z
    .string({ error: AUTH_MESSAGES.firstNameRequired })
    .trim()
    .min(1, AUTH_MESSAGES.firstNameRequired)
    .max(60, AUTH_MESSAGES.firstNameTooLong)
    .optional(),
  last_name: z
    .string({ error: AUTH_MESSAGES.lastNameRequired })
    .trim()
    .min(1, AUTH_MESSAGES.lastNameRequired)
    .max(60, AUTH_MESSAGES.lastNameTooLong)
    .optional(),
  gender: z.union([z.enum(GENDERS), z.literal('')], { error: 'Gender must be male, female or other' }),
  dob: z.union(
    [
      z.literal(''),
      z
        .string()
        .refine(isIsoDate, { error: 'Date of birth must be a date (YYYY-MM-DD)', abort: true })
        .refine(isOldEnoughOrInFuture, PROFILE_MESSAGES.tooYoung),
    ],
    { error: 'Date of birth must be a date (YYYY-MM-DD)' },
  ),
  profile_pic: z
    .string({ error: 'profile_pic must be text' })
    .max(200, 'profile_pic is too long')
    .refine((value) => value === '' || value.startsWith(UPLOAD_PATH_PREFIX), 'profile_pic must be an uploaded picture')
    .optional(),
});
export type TUserInfoRequest = z.infer<typeof ZUserInfoRequest>;
export const ZUserInfoData = z.null();

/** admin/single_upload answers with the uploaded file's URL. */
export const ZSingleUploadData = z.string();

/** Turns the reminders before each departure on or off (issue 19). */
export const ZSetRemindersRequest = z.strictObject({
  wantsReminders: z.boolean({ error: 'wantsReminders: true or false' }),
});
export type TSetRemindersRequest = z.infer<typeof ZSetRemindersRequest>;
export const ZSetRemindersData = z.object({ wantsReminders: z.boolean() });
