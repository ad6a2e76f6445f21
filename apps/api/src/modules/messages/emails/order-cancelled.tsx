// @jsxRuntime automatic
// @jsxImportSource react
// NOTE: the pragmas keep the automatic JSX runtime when tsx runs the server from another directory (no tsconfig).
import { Text } from '@react-email/components';
import { EMAIL_MESSAGES as T } from '@rihla/shared/messages/emails';
import type { TSeller } from '../../../config.js';
import { EmailFrame, EmailLine, type TEmailLine } from './frame.js';

export interface TOrderCancelledEmail {
  firstName: string;
  reference: string;
  items: TEmailLine[];
  refundFils: number;
  seller: TSeller;
}

/** A cancellation, by the shopper or the shop: what was cancelled, and what is refunded and where it goes. */
export function OrderCancelledEmail(props: TOrderCancelledEmail) {
  return (
    <EmailFrame
      preview={T.orderCancelledIntro(props.reference)}
      heading={T.orderCancelledSubject(props.reference)}
      firstName={props.firstName}
      seller={props.seller}
    >
      <Text>{T.orderCancelledIntro(props.reference)}</Text>
      {props.items.map((item) => (
        <EmailLine key={`${item.title}|${item.when}`} line={item} />
      ))}
      <Text>
        <strong>{props.refundFils > 0 ? T.refundLine(props.refundFils) : T.noRefundLine}</strong>
      </Text>
    </EmailFrame>
  );
}
