// @jsxRuntime automatic
// @jsxImportSource react
// NOTE: the pragmas keep the automatic JSX runtime when tsx runs the server from another directory (no tsconfig).
import { Text } from '@react-email/components';
import type { TSeller } from '@rihla/shared/schemas/shop';
import { emailTexts, type TContentLanguage } from '../texts.js';
import { EmailFrame, EmailLine, type TEmailLine } from './frame.js';

export interface TOrderCancelledEmail {
  firstName: string;
  reference: string;
  items: TEmailLine[];
  /** What was given back in all (a voided gift card's part left out). */
  refundFils: number;
  /** Where each part went, a sentence each (refundPartLines, decision 063). */
  refundLines: string[];
  seller: TSeller;
  /** The language it is written in (decision 103); English by default. */
  language?: TContentLanguage;
}

/** A cancellation, by the shopper or the shop: what was cancelled, and what is refunded and where it goes. */
export function OrderCancelledEmail(props: TOrderCancelledEmail) {
  const T = emailTexts(props.language);
  return (
    <EmailFrame
      language={props.language}
      preview={T.orderCancelledIntro(props.reference)}
      heading={T.orderCancelledSubject(props.reference)}
      firstName={props.firstName}
      seller={props.seller}
    >
      <Text>{T.orderCancelledIntro(props.reference)}</Text>
      {props.items.map((item) => (
        <EmailLine key={`${item.title}|${item.when}`} line={item} />
      ))}
      {(props.refundFils > 0 || props.refundLines.length === 0) && (
        <Text>
          <strong>{props.refundFils > 0 ? T.refundTotal(props.refundFils) : T.noRefundLine}</strong>
        </Text>
      )}
      {props.refundLines.map((line) => (
        <Text key={line}>{line}</Text>
      ))}
    </EmailFrame>
  );
}
