/** The payments desk's messages (issue 35, decision 085). */
export const PAYMENTS_DESK_MESSAGES = {
  mismatchNotFound: 'No such mismatch',
  alreadyResolved: 'That mismatch is resolved already',
  dayRunning: 'That day is being reconciled now: try again in a minute',
  futureDay: 'Reconcile a day that is over: today or before',
  reconciled: 'Reconciled: every payment of the day asked of its gateway',
  resolved: 'Mismatch resolved',
  unknownExport: 'Unknown export: ask for payments.csv',
} as const;
