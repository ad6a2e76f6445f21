import { DETAIL_FIELDS, entryRefusal, normalisedDetails } from '@rihla/shared/rules/passengers';
import { todayInDubai } from '@rihla/shared/rules/time';
import {
  STANDARD_DETAIL_WORDS,
  type TAnswers,
  type TAskedOf,
  type TPassengerDetails,
  type TPassengerEntry,
  type TPassengerForm,
  type TQuestion,
  ZPassengerEntry,
} from '@rihla/shared/schemas/passengers';
import { z } from 'zod';

// One passenger's (or the booking's) form as react-hook-form keeps it: every control's value as text. The schema
// turns it into the call's entry (ZPassengerEntry) and checks it with the very rules the server applies
// (rules/passengers.ts), each refusal on the field it names, so the shopper sees the server's words before sending.

export interface TEntryValues {
  details: Record<keyof TPassengerDetails, string>;
  answers: Record<string, string>;
}

export interface TEntryScope {
  form: TPassengerForm;
  askedOf: TAskedOf;
  /** 'Passenger 2' or 'The booking', as the server names them in its refusals. */
  who: string;
  tripDate: string;
}

/** The two fields of the passport, each named on its own when it is left empty. */
const FIELD_WORDS: Partial<Record<keyof TPassengerDetails, string>> = {
  passportNumber: 'the passport number',
  passportExpiry: 'the passport’s expiry date',
};

const DETAIL_KEYS = ['fullName', 'nationality', 'dateOfBirth', 'passportNumber', 'passportExpiry', 'phone'] as const;

/** The questions of a form asked of the booking or of each passenger, in the form's order. */
export function questionsOf(scope: Pick<TEntryScope, 'form' | 'askedOf'>): TQuestion[] {
  return scope.form.questions.filter((question) => question.askedOf === scope.askedOf);
}

/** A stored entry (or nothing yet) as the form's starting values. */
export function valuesOf(scope: TEntryScope, entry: TPassengerEntry | null): TEntryValues {
  const details = Object.fromEntries(DETAIL_KEYS.map((key) => [key, entry?.details[key] ?? ''])) as Record<
    keyof TPassengerDetails,
    string
  >;
  const answers: Record<string, string> = {};
  for (const question of questionsOf(scope)) {
    const value = entry?.answers[question.id];
    answers[question.id] =
      value === undefined ? '' : typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value);
  }
  return { details, answers };
}

/** The form's text as the call's entry: what is empty is left out, yes/no and numbers as their kinds. */
export function entryOf(scope: TEntryScope, values: TEntryValues): TPassengerEntry {
  const askedFields = new Set(
    scope.form.details.filter((ask) => ask.askedOf === scope.askedOf).flatMap((ask) => DETAIL_FIELDS[ask.detail]),
  );
  const given: TPassengerDetails = {};
  for (const key of DETAIL_KEYS) {
    if (askedFields.has(key) && values.details[key]?.trim()) given[key] = values.details[key].trim();
  }
  const answers: TAnswers = {};
  for (const question of questionsOf(scope)) {
    const text = values.answers[question.id]?.trim() ?? '';
    if (text === '') continue;
    if (question.kind === 'yesNo') answers[question.id] = text === 'yes';
    else if (question.kind === 'number') answers[question.id] = Number.isFinite(Number(text)) ? Number(text) : text;
    else answers[question.id] = text;
  }
  return { details: normalisedDetails(given), answers };
}

/** A refusal's words on its own field, without the 'Passenger 2: ' the toast needs to say whose. */
export function fieldMessage(who: string, message: string): string {
  const text = message.startsWith(`${who}: `) ? message.slice(who.length + 2) : message;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The form's schema: the text becomes an entry of the shared ZPassengerEntry; every required field left empty is
 * marked at once, then the first detail or answer the server would refuse, with its words.
 */
export function entrySchema(scope: TEntryScope) {
  const text = z.record(z.string(), z.string());
  return z
    .object({ details: text, answers: text })
    .transform((values): z.input<typeof ZPassengerEntry> => entryOf(scope, values as TEntryValues))
    .pipe(ZPassengerEntry)
    .superRefine((entry, ctx) => {
      let isMissing = false;
      for (const ask of scope.form.details) {
        if (ask.askedOf !== scope.askedOf || !ask.required) continue;
        for (const field of DETAIL_FIELDS[ask.detail]) {
          if (entry.details[field] !== undefined) continue;
          isMissing = true;
          const what = FIELD_WORDS[field] ?? STANDARD_DETAIL_WORDS[ask.detail];
          ctx.addIssue({ code: 'custom', path: ['details', field], message: fieldMessage('', `${what} is required`) });
        }
      }
      for (const question of questionsOf(scope)) {
        if (!question.required || entry.answers[question.id] !== undefined) continue;
        isMissing = true;
        ctx.addIssue({ code: 'custom', path: ['answers', question.id], message: 'This answer is required' });
      }
      if (isMissing) return;
      const refusal = entryRefusal(entry, { ...scope, today: todayInDubai() });
      if (refusal) {
        ctx.addIssue({
          code: 'custom',
          path: refusal.field.split('.'),
          message: fieldMessage(scope.who, refusal.message),
        });
      }
    });
}

/** A refusal's `field` of the save call ('lines.0.passengers.0.details.passportExpiry') as the form's field name. */
export function formFieldOf(field: string | undefined): string | null {
  const match = field?.match(/^lines\.\d+\.(?:passengers\.\d+|booking)\.((?:details|answers)\..+)$/);
  return match?.[1] ?? null;
}
