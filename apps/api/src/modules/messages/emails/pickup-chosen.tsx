// @jsxRuntime automatic
// @jsxImportSource react
// NOTE: the pragmas keep the automatic JSX runtime when tsx runs the server from another directory (no tsconfig).
import { Link, Text } from '@react-email/components';
import type { TSeller } from '@rihla/shared/schemas/shop';
import { emailTexts, type TContentLanguage } from '../texts.js';
import { button, EmailFrame } from './frame.js';

export interface TPickupChosenEmail {
  firstName: string;
  reference: string;
  title: string;
  /** The day of the pick-up in words ('Sat, 5 Dec 2026'). */
  when: string;
  /** 'Pick-up 07:00 at Hilton Dubai Jumeirah, Dubai Marina'. */
  pickup: string;
  address: string;
  travellersUrl: string;
  seller: TSeller;
  /** The language it is written in (decision 103); English by default. */
  language?: TContentLanguage;
}

/** Sent when a pick-up is chosen or changed (decision 095, amended): where and when the guests are collected. */
export function PickupChosenEmail(props: TPickupChosenEmail) {
  const T = emailTexts(props.language);
  return (
    <EmailFrame
      language={props.language}
      preview={props.pickup}
      heading={T.pickupSubject(props.reference)}
      firstName={props.firstName}
      seller={props.seller}
    >
      <Text>{T.pickupIntro(props.title, props.when)}</Text>
      <Text style={{ fontWeight: 700 }}>{props.pickup}</Text>
      {props.address && <Text>{T.pickupAddress(props.address)}</Text>}
      <Text>{T.pickupBeReady}</Text>
      <Link href={props.travellersUrl} style={button}>
        {T.pickupLink}
      </Link>
    </EmailFrame>
  );
}
