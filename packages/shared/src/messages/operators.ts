/** Texts of the back office's sign-in, staff and audit calls (issue 17). */
export const OPERATOR_MESSAGES = {
  signInRequired: 'Please sign in to the back office',
  invalidCredentials: 'Invalid email or password',
  accountDisabled: 'This operator account is disabled. Ask an owner to enable it.',
  codeRequired: 'Enter the 6-digit code from your authenticator app, or a recovery code',
  invalidCode: 'That code is not valid. Check the time on your phone and try the newest code.',
  challengeExpired: 'This sign-in has expired. Sign in again with your email and password.',
  forbidden: 'Your role does not allow this',
  emailTaken: 'An operator with this email already exists',
  inviteInvalid: 'This invitation is not valid or has expired. Ask an owner for a new one.',
  operatorNotFound: 'No such operator',
  sessionNotFound: 'No such session',
  lastOwner: 'The last active owner cannot be disabled or given another role',
  cannotChangeSelf: 'You cannot change your own role or disable yourself',
  passwordTooShort: 'Password must be at least 12 characters',
  twoFactorRequiredForRole: 'This role needs two-factor sign-in: the operator sets it up at their next sign-in',
} as const;
