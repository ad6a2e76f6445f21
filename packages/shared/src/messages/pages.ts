/** The Pages desk's messages (issue 37, decision 112): the policies and the help page in both languages. */
export const PAGE_MESSAGES = {
  unknownText: 'This page has no such text: reload it and try again',
  englishBlank: 'The English text cannot be blank',
  arabicOfArabic: 'This text is written in Arabic already and has no Arabic of its own',
} as const;
