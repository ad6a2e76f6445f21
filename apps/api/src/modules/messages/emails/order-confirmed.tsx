// @jsxRuntime automatic
// @jsxImportSource react
// NOTE: the pragmas keep the automatic JSX runtime when tsx runs the server from another directory (no tsconfig).
import { Hr, Link, Text } from '@react-email/components';
import type { TSeller } from '@rihla/shared/schemas/shop';
import { emailTexts, type TContentLanguage } from '../texts.js';
import { button, EmailFrame, EmailLine, Ltr, muted, type TEmailLine, VoucherBlock } from './frame.js';

export interface TOrderConfirmedEmail {
  firstName: string;
  reference: string;
  items: TEmailLine[];
  amountPaid: string;
  vat: string;
  voucherUrl: string;
  isResend: boolean;
  isChange: boolean;
  seller: TSeller;
  /** The language it is written in (decision 103); English by default. */
  language?: TContentLanguage;
  /** The travellers page, for a booking whose trips ask each guest's details (decision 094). */
  details?: { url: string; deadline: string } | null;
}

/** The booking confirmation: reference, what was booked, what was paid with its VAT, the voucher link. */
export function OrderConfirmedEmail(props: TOrderConfirmedEmail) {
  const T = emailTexts(props.language);
  return (
    <EmailFrame
      language={props.language}
      preview={T.orderConfirmedPreview(props.reference)}
      heading={(props.isChange ? T.orderChangedSubject : T.orderConfirmedSubject)(props.reference)}
      firstName={props.firstName}
      seller={props.seller}
    >
      {props.isResend ? <Text style={muted}>{T.resentNote}</Text> : null}
      {props.isChange ? <Text>{T.changedNote}</Text> : null}
      <Text>{T.orderConfirmedIntro}</Text>
      <Text>
        <strong>{T.reference}:</strong> <Ltr>{props.reference}</Ltr>
      </Text>
      {props.items.map((item) => (
        <EmailLine key={`${item.title}|${item.when}`} line={item} />
      ))}
      <Hr />
      <Text>
        <strong>{T.amountPaid}:</strong> <Ltr>AED {props.amountPaid}</Ltr>
        <br />
        <span style={muted}>{T.vatIncluded(props.vat)}</span>
      </Text>
      <VoucherBlock voucherUrl={props.voucherUrl} language={props.language} />
      {props.details ? (
        <>
          <Hr />
          <Text>{T.detailsNeeded(props.details.deadline)}</Text>
          <Link href={props.details.url} style={button}>
            {T.detailsLink}
          </Link>
        </>
      ) : null}
    </EmailFrame>
  );
}
