import { z } from 'zod';
import { COUNTRY_PLACEHOLDER, MESSAGES, MIN_PASSWORD_LENGTH } from '../constants.js';

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

export const ZCountryField = required(MESSAGES.countryRequired)
  .max(60, MESSAGES.countryPlaceholder)
  .refine((value) => value !== COUNTRY_PLACEHOLDER, MESSAGES.countryPlaceholder);
export const ZPhoneField = required(MESSAGES.phoneRequired).max(30, MESSAGES.invalidPhone);

export const ZUserLoginRequest = z.strictObject({
  country: ZCountryField,
  phone_number: ZPhoneField,
  // NOTE: passwords are not trimmed; 256 characters bounds the hashing work an attacker can ask for.
  password: z
    .string({ error: MESSAGES.passwordRequired })
    .min(1, MESSAGES.passwordRequired)
    .max(256, 'Password is too long'),
});
export type TUserLoginRequest = z.infer<typeof ZUserLoginRequest>;
export const ZUserLoginData = z.object({
  token: z.string(),
  profile_pic: z.string(),
  first_name: z.string(),
});

export const ZUserRegisterRequest = z
  .strictObject({
    first_name: required(MESSAGES.firstNameRequired).max(60, 'First name is too long'),
    last_name: required(MESSAGES.lastNameRequired).max(60, 'Last name is too long'),
    country: ZCountryField,
    phone_number: ZPhoneField,
    email: required(MESSAGES.emailRequired).max(254, MESSAGES.emailInvalid).pipe(z.email(MESSAGES.emailInvalid)),
    password: z
      .string({ error: MESSAGES.passwordRequired })
      .min(1, MESSAGES.passwordRequired)
      .min(MIN_PASSWORD_LENGTH, MESSAGES.passwordTooShort)
      .max(256, 'Password is too long'),
    confirm_password: z
      .string({ error: MESSAGES.confirmPasswordRequired })
      .min(1, MESSAGES.confirmPasswordRequired)
      .max(256, 'Password is too long'),
  })
  .refine((body) => body.password === body.confirm_password, {
    message: MESSAGES.passwordsDoNotMatch,
    path: ['confirm_password'],
  });
export type TUserRegisterRequest = z.infer<typeof ZUserRegisterRequest>;
export const ZUserRegisterData = z.null();

export const ZLogoutData = z.null();

export const ZCountry = z.object({ name: z.string(), code: z.string(), dialCode: z.string() });
export type TCountry = z.infer<typeof ZCountry>;
export const ZCountriesData = z.array(ZCountry);
