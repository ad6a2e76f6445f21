// @jsxRuntime automatic
// @jsxImportSource react
// NOTE: the pragmas keep the automatic JSX runtime when tsx runs the server from another directory (no tsconfig).
import { Link, Text } from '@react-email/components';
import type { TSeller } from '@rihla/shared/schemas/shop';
import { emailTexts, type TContentLanguage } from '../texts.js';
import { button, EmailFrame } from './frame.js';

export interface TPassengerDetailsLinkEmail {
  firstName: string;
  reference: string;
  details: { url: string; deadline: string };
  seller: TSeller;
  /** The language it is written in (decision 103); English by default. */
  language?: TContentLanguage;
}

/** Sent from the desk for a paid phone booking (decision 094): the confirmation's sentence and link, alone. */
export function PassengerDetailsLinkEmail(props: TPassengerDetailsLinkEmail) {
  const T = emailTexts(props.language);
  return (
    <EmailFrame
      language={props.language}
      preview={T.detailsNeeded(props.details.deadline)}
      heading={T.detailsLinkSubject(props.reference)}
      firstName={props.firstName}
      seller={props.seller}
    >
      <Text>{T.detailsLinkIntro(props.reference)}</Text>
      <Text>{T.detailsNeeded(props.details.deadline)}</Text>
      <Link href={props.details.url} style={button}>
        {T.detailsLink}
      </Link>
    </EmailFrame>
  );
}
