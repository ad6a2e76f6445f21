// @jsxRuntime automatic
// @jsxImportSource react
// NOTE: the pragmas keep the automatic JSX runtime when tsx runs the server from another directory (no tsconfig).
import { Body, Html, Text } from '@react-email/components';
import { EMAIL_MESSAGES as T } from '@rihla/shared/messages/emails';

export interface TOperatorCodesLockedEmail {
  recipientName: string;
  /** The operator whose codes are locked; the recipient themselves when isSelf. */
  operatorName: string;
  operatorEmail: string;
  isSelf: boolean;
  failures: number;
}

/** A short, plain note to an operator and the owners (decision 061): what happened and what to do next. */
export function OperatorCodesLockedEmail(props: TOperatorCodesLockedEmail) {
  return (
    <Html lang="en">
      <Body style={{ fontFamily: 'Arial, Helvetica, sans-serif', color: '#1f2933' }}>
        <Text>{T.greeting(props.recipientName)}</Text>
        <Text>
          {props.isSelf
            ? T.codesLockedSelf(props.failures)
            : T.codesLockedOther(props.operatorName, props.operatorEmail, props.failures)}
        </Text>
        <Text>{props.isSelf ? T.codesLockedSelfNext : T.codesLockedOtherNext}</Text>
      </Body>
    </Html>
  );
}
