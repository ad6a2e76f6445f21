// @jsxRuntime automatic
// @jsxImportSource react
// NOTE: the pragmas keep the automatic JSX runtime when tsx runs the server from another directory (no tsconfig).
import { Link, Text } from '@react-email/components';
import type { TSeller } from '@rihla/shared/schemas/shop';
import { emailTexts, passengerJobTexts, type TContentLanguage } from '../texts.js';
import { button, EmailFrame, Ltr, muted } from './frame.js';

export interface TDetailsReminderEmail {
  firstName: string;
  reference: string;
  missingGuests: number;
  /** By when, written for a person ('Fri 4 Dec 2026, 09:00 (Dubai)'). */
  deadline: string;
  /** <PUBLIC_URL>/travellers/<reference>. */
  link: string;
  seller: TSeller;
  /** The language it is written in (decision 103); English by default. */
  language?: TContentLanguage;
}

/** Passengers' details still missing (decision 098): how many guests', by when, and the link to give them. */
export function DetailsReminderEmail(props: TDetailsReminderEmail) {
  const T = passengerJobTexts(props.language);
  const EMAIL_MESSAGES = emailTexts(props.language);
  return (
    <EmailFrame
      language={props.language}
      preview={T.reminderIntro(props.missingGuests, props.deadline)}
      heading={T.reminderSubject(props.reference)}
      firstName={props.firstName}
      seller={props.seller}
    >
      <Text>{T.reminderIntro(props.missingGuests, props.deadline)}</Text>
      <Text>
        <strong>{EMAIL_MESSAGES.reference}:</strong> <Ltr>{props.reference}</Ltr>
      </Text>
      <Link href={props.link} style={button}>
        {T.reminderButton}
      </Link>
      <Text style={muted}>{props.link}</Text>
    </EmailFrame>
  );
}
