import { useCountries } from '../api/countries';

/** The number a code went to, as the shopper knows it: the country's dial code, then the number as typed. */
export function usePhoneNumberText(country: string, phoneNumber: string): string {
  const countries = useCountries();
  const dialCode = countries.data?.find((item) => item.code === country)?.dialCode;
  // NOTE: isolated left to right (U+2066 ... U+2069), so a right-to-left sentence keeps the + and digits in order.
  return `\u2066${dialCode ? `${dialCode} ` : ''}${phoneNumber}\u2069`;
}
