// @jsxRuntime automatic
// @jsxImportSource react
// NOTE: the pragmas keep the automatic JSX runtime when tsx runs the server from another directory (no tsconfig).
import { Text } from '@react-email/components';
import type { TSeller } from '@rihla/shared/schemas/shop';
import { emailTexts, type TContentLanguage } from '../texts.js';
import { EmailFrame, Ltr, muted } from './frame.js';

export interface TGiftCardIssuedEmail {
  firstName: string;
  recipientName: string;
  code: string;
  amountFils: number;
  /** The last day it can be used, written for a person ("25 Nov 2027"). */
  validUntil: string;
  message: string;
  seller: TSeller;
  /** The language it is written in (decision 103); English by default. */
  language?: TContentLanguage;
}

const codeStyle = { fontSize: '22px', fontFamily: 'Courier New, monospace', letterSpacing: '2px', fontWeight: 700 };

/** A bought gift card (decision 049): its code, value, expiry and the buyer's message, to pass on. */
export function GiftCardIssuedEmail(props: TGiftCardIssuedEmail) {
  const T = emailTexts(props.language);
  return (
    <EmailFrame
      language={props.language}
      preview={T.giftCardAmount(props.amountFils)}
      heading={T.giftCardSubject(props.seller.name, props.amountFils)}
      firstName={props.firstName}
      seller={props.seller}
    >
      <Text>{T.giftCardIntro(props.seller.name, props.recipientName)}</Text>
      <Text style={muted}>{T.giftCardCode}</Text>
      <Text style={codeStyle}>
        <Ltr>{props.code}</Ltr>
      </Text>
      <Text>
        <strong>{T.giftCardAmount(props.amountFils)}</strong>
        <br />
        {T.giftCardExpiry(props.validUntil)}
      </Text>
      {props.message && (
        <>
          <Text style={muted}>{T.giftCardMessage}</Text>
          <Text>{props.message}</Text>
        </>
      )}
      <Text style={muted}>{T.giftCardHowTo}</Text>
    </EmailFrame>
  );
}
