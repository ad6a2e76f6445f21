// @jsxRuntime automatic
// @jsxImportSource react
// NOTE: the pragmas keep the automatic JSX runtime when tsx runs the server from another directory (no tsconfig).
import { Text } from '@react-email/components';
import type { TSeller } from '@rihla/shared/schemas/shop';
import { emailTexts, type TContentLanguage } from '../texts.js';
import { EmailFrame, EmailLine, RefundBlock, type TEmailLine } from './frame.js';

export interface TOrderRefundedEmail {
  firstName: string;
  reference: string;
  /** What happened in the shopper's words: '1 of 3 tickets cancelled, AED 100.00 of AED 700.00 refunded'. */
  summary: string;
  /** The booking's lines as they stand now (the tickets left). */
  items: TEmailLine[];
  refundFils: number;
  /** Where each part of the refund went, one sentence each (refundPartLines, decision 063). */
  refundLines: string[];
  seller: TSeller;
  /** The language it is written in (decision 103); English by default. */
  language?: TContentLanguage;
}

/** A refund that kept the booking, or some of its tickets cancelled (decision 062): what changed, and what stands. */
export function OrderRefundedEmail(props: TOrderRefundedEmail) {
  const T = emailTexts(props.language);
  return (
    <EmailFrame
      language={props.language}
      preview={T.orderRefundedSubject(props.reference, props.summary)}
      heading={T.orderRefundedSubject(props.reference, props.summary)}
      firstName={props.firstName}
      seller={props.seller}
    >
      <Text>{T.orderRefundedIntro}</Text>
      {props.items.map((item) => (
        <EmailLine key={`${item.title}|${item.when}`} line={item} />
      ))}
      <RefundBlock refundFils={props.refundFils} refundLines={props.refundLines} language={props.language} />
    </EmailFrame>
  );
}
