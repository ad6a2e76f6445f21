// @jsxRuntime automatic
// @jsxImportSource react
// NOTE: the pragmas keep the automatic JSX runtime when tsx runs the server from another directory (no tsconfig).
import { Text } from '@react-email/components';
import type { TSeller } from '@rihla/shared/schemas/shop';
import { emailTexts, type TContentLanguage } from '../texts.js';
import { EmailFrame, EmailLine, Ltr, type TEmailLine, VoucherBlock } from './frame.js';

export interface TDepartureReminderEmail {
  firstName: string;
  reference: string;
  line: TEmailLine;
  whereToBe: string | null;
  voucherUrl: string;
  seller: TSeller;
  /** The language it is written in (decision 103); English by default. */
  language?: TContentLanguage;
}

/** The day before a departure: when, where to be, for whom, and the voucher. */
export function DepartureReminderEmail(props: TDepartureReminderEmail) {
  const T = emailTexts(props.language);
  return (
    <EmailFrame
      language={props.language}
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
        <strong>{T.reference}:</strong> <Ltr>{props.reference}</Ltr>
      </Text>
      <VoucherBlock voucherUrl={props.voucherUrl} language={props.language} />
    </EmailFrame>
  );
}
