/** Texts of signing up and logging in, the forms' checks and the server's answers (SPEC: Modals, Validation rules). */
export const AUTH_MESSAGES = {
  countryRequired: 'Country is required',
  countryPlaceholder: 'Please select a country',
  phoneRequired: 'Phone number is required',
  passwordRequired: 'Password is required',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  firstNameTooLong: 'First name is too long',
  lastNameTooLong: 'Last name is too long',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  passwordTooShort: 'Password must be at least 6 characters',
  confirmPasswordRequired: 'Confirm Password is required',
  passwordsDoNotMatch: 'Passwords do not match',
  // Texts of our own where the specification leaves the server's words open.
  loginRequired: 'Please log in to continue',
  invalidCredentials: 'Invalid phone number or password',
  invalidPhone: 'Please enter a valid phone number for the selected country',
  phoneTaken: 'An account with this phone number already exists',
  adultConfirmationRequired: 'Please confirm that you are 18 years or older',
} as const;
