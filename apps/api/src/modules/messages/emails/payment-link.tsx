// @jsxRuntime automatic
// @jsxImportSource react
// NOTE: the pragmas keep the automatic JSX runtime when tsx runs the server from another directory (no tsconfig).
import { Link, Text } from '@react-email/components';
import type { TSeller } from '@rihla/shared/schemas/shop';
import { emailTexts, type TContentLanguage } from '../texts.js';
import { button, EmailFrame, muted } from './frame.js';

export interface TPaymentLinkEmail {
  firstName: string;
  trip: string;
  amountFils: number;
  /** Until when the seats are held, written for a person ('10:45 on Sat 5 Dec 2026', Dubai time). */
  until: string;
  link: string;
  seller: TSeller;
  /** The language it is written in (decision 103); English by default. */
  language?: TContentLanguage;
}

/** A phone booking's payment link, sent from the desk (decision 075): the trip, the amount, until when, the link. */
export function PaymentLinkEmail(props: TPaymentLinkEmail) {
  const T = emailTexts(props.language);
  return (
    <EmailFrame
      language={props.language}
      preview={T.paymentLinkAmount(props.amountFils)}
      heading={T.paymentLinkSubject(props.trip)}
      firstName={props.firstName}
      seller={props.seller}
    >
      <Text>{T.paymentLinkIntro}</Text>
      <Text>
        <strong>{props.trip}</strong>
        <br />
        {T.paymentLinkAmount(props.amountFils)}
      </Text>
      <Text>{T.paymentLinkHeld(props.until)}</Text>
      <Link href={props.link} style={button}>
        {T.paymentLinkButton}
      </Link>
      <Text style={muted}>{props.link}</Text>
      <Text style={muted}>{T.paymentLinkNotYou}</Text>
    </EmailFrame>
  );
}
