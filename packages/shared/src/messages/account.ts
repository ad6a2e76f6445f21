// NOTE: a module of its own, apart from the profile page's texts: MESSAGES (in the web's first-load chunk)
// spreads those, and a bundle splits by module, so these would otherwise load on every first screen.
/** Texts of the account settings calls (change password, delete account). */
export const ACCOUNT_MESSAGES = {
  currentPasswordRequired: 'Current password is required',
  samePassword: 'The new password must be different from the current one',
  wrongPasswordOnChange: 'Your current password is not correct. Your password has not been changed.',
  wrongPasswordOnDelete: 'The password is not correct. Your account has not been deleted.',
  passwordChanged: 'Your password has been changed. Your other devices have been logged out.',
  accountDeleted: 'Your account has been deleted',
  /** The in-app notifications of a new account and of a changed password (stored in English, read in the page's language). */
  welcomeNotification: (shopName: string, firstName: string) =>
    `Welcome to ${shopName}, ${firstName}! Your account is ready.`,
  passwordChangedNotification:
    'Your password was changed and your other devices were logged out. If this was not you, contact support.',
} as const;
