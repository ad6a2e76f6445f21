/** Texts of the customers desk (issue 34, decision 074). */
export const CUSTOMER_MESSAGES = {
  notFound: 'This customer does not exist',
  noteAdded: 'The note is added',
  exported: 'The export is recorded in the audit log',
  deleted: "The customer's personal data is deleted",
} as const;
