/**
 * A phone number (or an email) kept in order inside any sentence: isolated left to right (U+2066 ... U+2069), so
 * a right-to-left sentence keeps the + and the digits as written.
 */
export function isolated(phoneNumber: string): string {
  return `\u2066${phoneNumber}\u2069`;
}
