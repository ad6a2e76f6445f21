// The front door of the auth module (decision 066): all that other modules and the rest of src/ may import.
export {
  findUserByPhone,
  findUserOfOrder,
  findUsersOfOrders,
  insertUser,
  revokeSessionsOfUser,
  setPasswordHash,
} from './auth.repository.js';
export { authRoutes } from './auth.routes.js';
export { normalisePhone, resolveSession } from './auth.service.js';
export { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.js';
export type { TPhoneCodePayload } from './phone-codes.service.js';
export { CODE_SEAL_PURPOSE } from './phone-codes.service.js';
export { throttleSignIn } from './sign-in-throttle.js';
export { accountWithUnknownPassword } from './unknown-password-account.js';
