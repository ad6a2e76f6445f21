// OCTO's pickups and questions capabilities (decision 130), field by field after the published specification's models:
// octotravel/octo-types at commit 0721d0372dc14e3a7f73096222fcb527a09656c5 (src/types/PickupPoint.ts, Option.ts's
// OptionPickup, Booking.ts's BookingPickup, Question.ts, Product.ts's ProductQuestions and schemas/Booking.ts's
// questionAnswers), which @octocloud/types 2.0.4 does not carry. A product's pick-up points are ours of the product
// (pickups module); its questions are its passenger form's (passengers module): the booking's asks on the option, each
// passenger's on every unit, all of them on the product; standard details with no contact field (date of birth,
// passport) are questions too, their ids starting `detail-` (a form's own ids are lower-case, so they never meet).
import type {
  STANDARD_DETAIL_WORDS,
  TAskedOf,
  TPassengerDetails,
  TPassengerForm,
} from '@rihla/shared/schemas/passengers';
import type { TProductPickupPoint } from '../pickups/index.js';

/** octo-types' PickupPoint. */
export interface TOctoPickupPoint {
  id: string;
  name: string;
  directions: string | null;
  address: string;
  latitude: number | null;
  longitude: number | null;
  googlePlaceId: string | null;
  street: string | null;
  postalCode: string | null;
  locality: string | null;
  region: string | null;
  state: string | null;
  country: string | null;
}

/** octo-types' OptionPickup. */
export interface TOctoOptionPickup {
  pickupRequired: boolean;
  pickupAvailable: boolean;
  pickupPoints: TOctoPickupPoint[];
}

/** octo-types' BookingPickup. */
export interface TOctoBookingPickup {
  pickupRequested: boolean;
  pickupPointId: string | null;
  pickupHotel: string | null;
  pickupHotelRoom: string | null;
  pickupPoint: TOctoPickupPoint | null;
}

/** octo-types' InputType, the values a question of ours becomes. */
export type TOctoInputType = 'date' | 'number' | 'text' | 'select' | 'textarea';

/** octo-types' Question. */
export interface TOctoQuestion {
  id: string;
  label: string;
  description: string | null;
  required: boolean;
  inputType: TOctoInputType;
  selectOptions: Array<{ label: string; value: string }>;
}

/** An answer as a booking answers it: the question, and its value as text. */
export interface TOctoQuestionAnswer {
  questionId: string;
  question: TOctoQuestion;
  value: string | null;
}

/** What a product carries beyond its catalogue: its pick-up points and its passenger form. */
export interface TProductExtras {
  pickupPoints: readonly TProductPickupPoint[];
  form: TPassengerForm | null;
}
export const NO_EXTRAS: TProductExtras = { pickupPoints: [], form: null };

export function pickupPointOf(point: TProductPickupPoint): TOctoPickupPoint {
  return {
    id: point.id,
    name: point.name,
    directions: null,
    address: point.address,
    latitude: point.latitude,
    longitude: point.longitude,
    googlePlaceId: null,
    street: null,
    postalCode: null,
    locality: point.area || null,
    region: null,
    state: null,
    country: 'AE',
  };
}

export function optionPickupOf(extras: TProductExtras): TOctoOptionPickup {
  // A guest may always make their own way (and choose a point later, until the details deadline): never required.
  return {
    pickupRequired: false,
    pickupAvailable: extras.pickupPoints.length > 0,
    pickupPoints: extras.pickupPoints.map(pickupPointOf),
  };
}

/** The standard details that are questions: those no contact field gives (name, country and phone are the contact). */
const DETAIL_QUESTIONS = [
  { detail: 'dateOfBirth', field: 'dateOfBirth', label: 'Date of birth', inputType: 'date' },
  { detail: 'passport', field: 'passportNumber', label: 'Passport number', inputType: 'text' },
  { detail: 'passport', field: 'passportExpiry', label: 'Passport expiry date', inputType: 'date' },
] as const satisfies ReadonlyArray<{
  detail: keyof typeof STANDARD_DETAIL_WORDS;
  field: keyof TPassengerDetails;
  label: string;
  inputType: TOctoInputType;
}>;
const DETAIL_PREFIX = 'detail-';
const YES_NO = [
  { label: 'Yes', value: 'yes' },
  { label: 'No', value: 'no' },
];

/** The questions a form asks of the booking or of each passenger, in OCTO's words. */
export function questionsOf(form: TPassengerForm | null, askedOf: TAskedOf): TOctoQuestion[] {
  if (!form) return [];
  const details = form.details
    .filter((ask) => ask.askedOf === askedOf)
    .flatMap((ask) =>
      DETAIL_QUESTIONS.filter((each) => each.detail === ask.detail).map((each) => ({
        id: `${DETAIL_PREFIX}${each.field}`,
        label: each.label,
        description: ask.help || null,
        required: ask.required,
        inputType: each.inputType,
        selectOptions: [],
      })),
    );
  const own = form.questions
    .filter((question) => question.askedOf === askedOf)
    .map(
      (question): TOctoQuestion => ({
        id: question.id,
        label: question.label,
        description: question.help || null,
        required: question.required,
        inputType:
          question.kind === 'longText'
            ? 'textarea'
            : question.kind === 'choice' || question.kind === 'yesNo'
              ? 'select'
              : question.kind === 'number'
                ? 'number'
                : question.kind === 'date'
                  ? 'date'
                  : 'text',
        selectOptions:
          question.kind === 'choice'
            ? question.choices.map((choice) => ({ label: choice, value: choice }))
            : question.kind === 'yesNo'
              ? YES_NO
              : [],
      }),
    );
  return [...details, ...own];
}

/**
 * Answers given in OCTO's words (text values) as an entry of the storefront's (details and answers), or the first
 * question id that is not one asked of `askedOf`. A yes/no is 'yes' or 'no'; a number is a number's text; an empty
 * value is no answer. What the value must be (a choice of the list, a date that exists) is the shared rules' check.
 */
export function entryOfAnswers(
  form: TPassengerForm | null,
  askedOf: TAskedOf,
  answers: ReadonlyArray<{ questionId: string; value?: string | null | undefined }>,
): { details: TPassengerDetails; answers: Record<string, string | number | boolean> } | { unknownQuestionId: string } {
  const asked = new Map(questionsOf(form, askedOf).map((question) => [question.id, question]));
  const kinds = new Map((form?.questions ?? []).map((question) => [question.id, question.kind]));
  const details: TPassengerDetails = {};
  const values: Record<string, string | number | boolean> = {};
  for (const answer of answers) {
    if (!asked.has(answer.questionId)) return { unknownQuestionId: answer.questionId };
    const value = (answer.value ?? '').trim();
    if (value === '') continue;
    if (answer.questionId.startsWith(DETAIL_PREFIX)) {
      details[answer.questionId.slice(DETAIL_PREFIX.length) as keyof TPassengerDetails] = value;
      continue;
    }
    const kind = kinds.get(answer.questionId);
    if (kind === 'yesNo') values[answer.questionId] = value === 'yes' ? true : value === 'no' ? false : value;
    else if (kind === 'number') values[answer.questionId] = Number.isFinite(Number(value)) ? Number(value) : value;
    else values[answer.questionId] = value;
  }
  return { details, answers: values };
}

/** An entry's answers as a booking answers them: each question asked, with its value as text (null: not answered). */
export function questionAnswersOf(
  form: TPassengerForm | null,
  askedOf: TAskedOf,
  entry: { details: TPassengerDetails; answers: Record<string, unknown> } | undefined,
): TOctoQuestionAnswer[] {
  return questionsOf(form, askedOf).map((question) => {
    const raw = question.id.startsWith(DETAIL_PREFIX)
      ? entry?.details[question.id.slice(DETAIL_PREFIX.length) as keyof TPassengerDetails]
      : entry?.answers[question.id];
    const value = raw === undefined ? null : raw === true ? 'yes' : raw === false ? 'no' : String(raw);
    return { questionId: question.id, question, value };
  });
}
