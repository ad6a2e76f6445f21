// @jsxRuntime automatic
// @jsxImportSource react
// NOTE: the pragmas keep the automatic JSX runtime when tsx runs the server from another directory (no tsconfig).
import { Text } from '@react-email/components';
import type { TSeller } from '@rihla/shared/schemas/shop';
import { departureTexts, type TContentLanguage } from '../texts.js';
import { EmailFrame, EmailLine, RefundBlock, type TEmailLine } from './frame.js';

export interface TDepartureCancelledEmail {
  firstName: string;
  reference: string;
  /** The departure cancelled: its trip and when. */
  line: TEmailLine;
  reason: string;
  /** True: the whole booking is cancelled; false: only this departure's tickets, the rest stands. */
  isWholeOrder: boolean;
  refundFils: number;
  /** Where each part went, a sentence each (refundPartLines, decision 063). */
  refundLines: string[];
  seller: TSeller;
  /** The language it is written in (decision 103); English by default. */
  language?: TContentLanguage;
}

/** A departure the shop cancelled (decision 073): which, when and why, and where each part of the refund goes. */
export function DepartureCancelledEmail(props: TDepartureCancelledEmail) {
  const D = departureTexts(props.language);
  const { title, when } = props.line;
  return (
    <EmailFrame
      language={props.language}
      preview={D.cancelledIntro(title, when)}
      heading={D.cancelledSubject(title, when)}
      firstName={props.firstName}
      seller={props.seller}
    >
      <Text>{D.cancelledIntro(title, when)}</Text>
      <Text>{D.reasonLine(props.reason)}</Text>
      <EmailLine line={props.line} />
      <Text>{props.isWholeOrder ? D.wholeOrderLine(props.reference) : D.restStandsLine(props.reference)}</Text>
      <RefundBlock refundFils={props.refundFils} refundLines={props.refundLines} language={props.language} />
    </EmailFrame>
  );
}
