// @jsxRuntime automatic
// @jsxImportSource react
// NOTE: the pragmas keep the automatic JSX runtime when tsx runs the server from another directory (no tsconfig).
import { Link, Text } from '@react-email/components';
import { EMAIL_MESSAGES } from '@rihla/shared/messages/emails';
import { PASSENGER_JOBS_MESSAGES as T } from '@rihla/shared/messages/passenger-jobs';
import type { TSeller } from '@rihla/shared/schemas/shop';
import { button, EmailFrame, muted } from './frame.js';

export interface TDetailsReminderEmail {
  firstName: string;
  reference: string;
  missingGuests: number;
  /** By when, written for a person ('Fri 4 Dec 2026, 09:00 (Dubai)'). */
  deadline: string;
  /** <PUBLIC_URL>/travellers/<reference>. */
  link: string;
  seller: TSeller;
}

/** Passengers' details still missing (decision 098): how many guests', by when, and the link to give them. */
export function DetailsReminderEmail(props: TDetailsReminderEmail) {
  return (
    <EmailFrame
      preview={T.reminderIntro(props.missingGuests, props.deadline)}
      heading={T.reminderSubject(props.reference)}
      firstName={props.firstName}
      seller={props.seller}
    >
      <Text>{T.reminderIntro(props.missingGuests, props.deadline)}</Text>
      <Text>
        <strong>{EMAIL_MESSAGES.reference}:</strong> {props.reference}
      </Text>
      <Link href={props.link} style={button}>
        {T.reminderButton}
      </Link>
      <Text style={muted}>{props.link}</Text>
    </EmailFrame>
  );
}
