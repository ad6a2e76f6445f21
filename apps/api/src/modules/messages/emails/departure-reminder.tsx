// @jsxRuntime automatic
// @jsxImportSource react
// NOTE: the pragmas keep the automatic JSX runtime when tsx runs the server from another directory (no tsconfig).
import { Text } from '@react-email/components';
import { EMAIL_MESSAGES as T } from '@rihla/shared/messages/emails';
import type { TSeller } from '@rihla/shared/schemas/shop';
import { EmailFrame, EmailLine, type TEmailLine, VoucherBlock } from './frame.js';

export interface TDepartureReminderEmail {
  firstName: string;
  reference: string;
  line: TEmailLine;
  whereToBe: string | null;
  voucherUrl: string;
  seller: TSeller;
}

/** The day before a departure: when, where to be, for whom, and the voucher. */
export function DepartureReminderEmail(props: TDepartureReminderEmail) {
  return (
    <EmailFrame
      preview={`${props.line.title}: ${props.line.when}`}
      heading={T.reminderSubject(props.line.title)}
      firstName={props.firstName}
      seller={props.seller}
    >
      <Text>{T.reminderIntro}</Text>
      <EmailLine line={props.line} />
      {props.whereToBe ? (
        <Text>
          <strong>{T.reminderWhereToBe}:</strong> {props.whereToBe}
        </Text>
      ) : null}
      <Text>
        <strong>{T.reference}:</strong> {props.reference}
      </Text>
      <VoucherBlock voucherUrl={props.voucherUrl} />
    </EmailFrame>
  );
}
