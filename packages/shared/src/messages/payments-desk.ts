/** The payments desk's messages (issue 35, decision 085). */
export const PAYMENTS_DESK_MESSAGES = {
  mismatchNotFound: 'No such mismatch',
  alreadyResolved: 'That mismatch is resolved already',
  noteRequired: 'Write a note saying how it was resolved',
  dayRunning: 'That day is being reconciled now: try again in a minute',
  futureDay: 'Reconcile a day that is over: today or before',
  unknownExport: 'Unknown export: ask for payments.csv',
} as const;
