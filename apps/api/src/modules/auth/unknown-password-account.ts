// A shopper account nobody signed up for: a caller's account made by the phone desk (decision 042) and a reseller's
// account its OCTO bookings belong to (decision 121). Both get a random password nobody is told, hashed before any
// transaction opens (hashing is slow); whoever owns the number may later sign in through forgot password.
import type { TNewUser } from '../../db/tables/schema.js';
import { newId, newToken } from '../../lib/ids.js';
import { hashPassword } from './passwords.js';

export interface TAccountFields {
  country: string;
  phoneNumber: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** The row of a new account with an unknown password, to be written with insertUser in the caller's transaction. */
export async function accountWithUnknownPassword(
  fields: TAccountFields,
  now: string,
): Promise<TNewUser & { id: string }> {
  return {
    id: newId(),
    country: fields.country,
    phone_number: fields.phoneNumber,
    email: fields.email,
    first_name: fields.firstName,
    last_name: fields.lastName,
    gender: '',
    dob: '',
    profile_pic: '',
    password_hash: await hashPassword(newToken()),
    created_at: now,
    updated_at: now,
    deleted_at: null,
  };
}
