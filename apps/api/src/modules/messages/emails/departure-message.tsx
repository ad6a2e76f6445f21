// @jsxRuntime automatic
// @jsxImportSource react
// NOTE: the pragmas keep the automatic JSX runtime when tsx runs the server from another directory (no tsconfig).
import { Text } from '@react-email/components';
import { DEPARTURE_DESK_MESSAGES as D } from '@rihla/shared/messages/departures';
import type { TSeller } from '@rihla/shared/schemas/shop';
import { EmailFrame } from './frame.js';

export interface TDepartureMessageEmail {
  firstName: string;
  reference: string;
  title: string;
  when: string;
  /** The operator's words, as typed (React escapes them; line breaks kept). */
  text: string;
  seller: TSeller;
}

/** An operator's message to a departure's passengers (decision 073). */
export function DepartureMessageEmail(props: TDepartureMessageEmail) {
  return (
    <EmailFrame
      preview={props.text.slice(0, 120)}
      heading={D.messageSubject(props.title, props.when)}
      firstName={props.firstName}
      seller={props.seller}
    >
      <Text>{D.messageIntro(props.title, props.when, props.reference)}</Text>
      <Text style={{ whiteSpace: 'pre-line' }}>{props.text}</Text>
    </EmailFrame>
  );
}
