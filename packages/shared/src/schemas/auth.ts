import { z } from 'zod';
import { CODE_DIGITS, CODE_PURPOSES, COUNTRY_PLACEHOLDER, MIN_PASSWORD_LENGTH } from '../constants.js';
import { ACCOUNT_MESSAGES } from '../messages/account.js';
import { AUTH_MESSAGES } from '../messages/auth.js';

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

export const ZCountryField = required(AUTH_MESSAGES.countryRequired)
  .max(60, AUTH_MESSAGES.countryPlaceholder)
  .refine((value) => value !== COUNTRY_PLACEHOLDER, AUTH_MESSAGES.countryPlaceholder);
export const ZPhoneField = required(AUTH_MESSAGES.phoneRequired).max(30, AUTH_MESSAGES.invalidPhone);

// NOTE: passwords are not trimmed; 256 characters bounds the hashing work an attacker can ask for.
const passwordOf = (requiredMessage: string) =>
  z.string({ error: requiredMessage }).min(1, requiredMessage).max(256, 'Password is too long');
/** A password the account already has (login, confirmations). */
export const ZPasswordField = passwordOf(AUTH_MESSAGES.passwordRequired);
/** The rules of a new password: the same at registration and on a change of password. */
export const ZNewPasswordField = passwordOf(AUTH_MESSAGES.passwordRequired).min(
  MIN_PASSWORD_LENGTH,
  AUTH_MESSAGES.passwordTooShort,
);

export const ZUserLoginRequest = z.strictObject({
  country: ZCountryField,
  phone_number: ZPhoneField,
  password: ZPasswordField,
});
export type TUserLoginRequest = z.infer<typeof ZUserLoginRequest>;
export const ZUserLoginData = z.object({
  token: z.string(),
  profile_pic: z.string(),
  first_name: z.string(),
});

const ZUserRegisterFields = {
  first_name: required(AUTH_MESSAGES.firstNameRequired).max(60, AUTH_MESSAGES.firstNameTooLong),
  last_name: required(AUTH_MESSAGES.lastNameRequired).max(60, AUTH_MESSAGES.lastNameTooLong),
  country: ZCountryField,
  phone_number: ZPhoneField,
  email: required(AUTH_MESSAGES.emailRequired)
    .max(254, AUTH_MESSAGES.emailInvalid)
    .pipe(z.email(AUTH_MESSAGES.emailInvalid)),
  password: ZNewPasswordField,
  confirm_password: passwordOf(AUTH_MESSAGES.confirmPasswordRequired),
  /**
   * A friend's invite code (issue 20, decision 049), from their link (/?invite=CODE) or typed: the friend earns
   * 100 points when this account's first booking is confirmed. An unknown code is ignored, never refused.
   */
  invite_code: z.string({ error: 'invite_code must be text' }).trim().max(20).optional(),
};
const passwordsMatch = {
  check: (body: { password: string; confirm_password: string }) => body.password === body.confirm_password,
  params: { message: AUTH_MESSAGES.passwordsDoNotMatch, path: ['confirm_password'] },
};

export const ZUserRegisterRequest = z
  .strictObject(ZUserRegisterFields)
  .refine(passwordsMatch.check, passwordsMatch.params);
export type TUserRegisterRequest = z.infer<typeof ZUserRegisterRequest>;

/**
 * What a call that sends a code answers (decision 047): the seconds before another may be asked for, and the
 * number the text goes to, written the international way ('+971 50 123 4567') for the shopper to check.
 */
export const ZCodeSentData = z.object({ resend_after: z.number().int().min(0), sent_to: z.string() });
export type TCodeSentData = z.infer<typeof ZCodeSentData>;
/** users/userRegister queues the code that confirms the number; the account can log in once it is entered. */
export const ZUserRegisterData = ZCodeSentData;

/** A one-time code as typed: spaces are dropped, then exactly six digits. */
export const ZCodeField = z
  .string({ error: AUTH_MESSAGES.codeRequired })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, AUTH_MESSAGES.codeRequired)
      .regex(new RegExp(`^\\d{${CODE_DIGITS}}$`), AUTH_MESSAGES.codeInvalid),
  );

const ZPhoneOfCode = { country: ZCountryField, phone_number: ZPhoneField };

/** users/sendCode: (re)sends a code to a number for one purpose; the answer is the same for every number. */
export const ZSendCodeRequest = z.strictObject({ ...ZPhoneOfCode, purpose: z.enum(CODE_PURPOSES) });
export type TSendCodeRequest = z.infer<typeof ZSendCodeRequest>;

/** users/verifyPhone and users/loginWithCode: the number and the code sent to it; both log in. */
export const ZPhoneCodeRequest = z.strictObject({ ...ZPhoneOfCode, code: ZCodeField });
export type TPhoneCodeRequest = z.infer<typeof ZPhoneCodeRequest>;

/** users/resetPassword: a code sent for a reset and the new password, twice. */
export const ZResetPasswordRequest = z
  .strictObject({
    ...ZPhoneOfCode,
    code: ZCodeField,
    password: ZNewPasswordField,
    confirm_password: passwordOf(AUTH_MESSAGES.confirmPasswordRequired),
  })
  .refine(passwordsMatch.check, passwordsMatch.params);
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;
export const ZResetPasswordData = z.null();

/**
 * The web's sign-up form: the request plus the shopper's confirmation of the policy's minimum age of 18. The
 * confirmation stays in the browser; users/userRegister is sent the spec's seven fields only.
 */
export const ZUserRegisterForm = z
  .strictObject({
    ...ZUserRegisterFields,
    is_adult: z.boolean().refine((value) => value, AUTH_MESSAGES.adultConfirmationRequired),
  })
  .refine(passwordsMatch.check, passwordsMatch.params);
export type TUserRegisterForm = z.infer<typeof ZUserRegisterForm>;

export const ZLogoutData = z.null();

export const ZCountry = z.object({ name: z.string(), code: z.string(), dialCode: z.string() });
export type TCountry = z.infer<typeof ZCountry>;
export const ZCountriesData = z.array(ZCountry);

// Re-exported for the API files that read it from here; its home is messages/account.ts.
export { ACCOUNT_MESSAGES };

const ZChangePasswordFields = {
  oldPassword: passwordOf(ACCOUNT_MESSAGES.currentPasswordRequired),
  newPassword: ZNewPasswordField,
};
const isNewPasswordDifferent = (body: { oldPassword: string; newPassword: string }) =>
  body.oldPassword !== body.newPassword;

/** users/changePassword: the current password proves it is the owner; the new one follows registration's rules. */
export const ZChangePasswordRequest = z
  .strictObject(ZChangePasswordFields)
  .refine(isNewPasswordDifferent, { message: ACCOUNT_MESSAGES.samePassword, path: ['newPassword'] });
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;
export const ZChangePasswordData = z.null();

/** The web form of a change of password: the request plus the new password typed twice. */
export const ZChangePasswordForm = z
  .strictObject({ ...ZChangePasswordFields, confirmPassword: passwordOf(AUTH_MESSAGES.confirmPasswordRequired) })
  .refine(isNewPasswordDifferent, { message: ACCOUNT_MESSAGES.samePassword, path: ['newPassword'] })
  .refine((body) => body.newPassword === body.confirmPassword, {
    message: AUTH_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type TChangePasswordForm = z.infer<typeof ZChangePasswordForm>;

/** users/deleteAccount: confirmed by the account's current password. */
export const ZDeleteAccountRequest = z.strictObject({ password: ZPasswordField });
export type TDeleteAccountRequest = z.infer<typeof ZDeleteAccountRequest>;
export const ZDeleteAccountData = z.null();
