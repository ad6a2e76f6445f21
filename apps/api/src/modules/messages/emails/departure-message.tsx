// @jsxRuntime automatic
// @jsxImportSource react
// NOTE: the pragmas keep the automatic JSX runtime when tsx runs the server from another directory (no tsconfig).
import { Text } from '@react-email/components';
import type { TSeller } from '@rihla/shared/schemas/shop';
import { departureTexts, type TContentLanguage } from '../texts.js';
import { EmailFrame } from './frame.js';

export interface TDepartureMessageEmail {
  firstName: string;
  reference: string;
  title: string;
  when: string;
  /** The operator's words, as typed (React escapes them; line breaks kept). */
  text: string;
  seller: TSeller;
  /** The language it is written in (decision 103); English by default. */
  language?: TContentLanguage;
}

/** An operator's message to a departure's passengers (decision 073). */
export function DepartureMessageEmail(props: TDepartureMessageEmail) {
  const D = departureTexts(props.language);
  return (
    <EmailFrame
      language={props.language}
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
