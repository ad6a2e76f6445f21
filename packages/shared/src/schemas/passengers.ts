import { z } from 'zod';
import { ZOpaqueId } from './common.js';

// Who is travelling (issue 36, decision 092): what a product asks of each booking and each passenger, and the
// details a shopper gives. The shapes are checked here; what depends on the product's form, the trip's date and
// today (a passport's validity, an answer matching its question) is checked by rules/passengers.ts.

/** The standard details a product may ask; `passport` is the passport's number and its expiry together. */
export const STANDARD_DETAILS = ['fullName', 'nationality', 'dateOfBirth', 'passport', 'phone'] as const;
export type TStandardDetail = (typeof STANDARD_DETAILS)[number];
export const STANDARD_DETAIL_WORDS: Readonly<Record<TStandardDetail, string>> = {
  fullName: 'full name',
  nationality: 'nationality',
  dateOfBirth: 'date of birth',
  passport: 'passport number and expiry',
  phone: 'phone number',
};

export const QUESTION_KINDS = ['shortText', 'longText', 'choice', 'yesNo', 'number', 'date'] as const;
export type TQuestionKind = (typeof QUESTION_KINDS)[number];

/** Whether a detail or a question is asked once of the booking or of each passenger. */
export const ASKED_OF = ['booking', 'passenger'] as const;
export type TAskedOf = (typeof ASKED_OF)[number];

export const MAX_FORM_QUESTIONS = 20;
export const MAX_QUESTION_CHOICES = 20;
/** The longest a deadline may be: 30 days before departure. */
export const MAX_DEADLINE_HOURS = 720;
export const MAX_PASSPORT_VALIDITY_MONTHS = 24;
export const SHORT_ANSWER_MAX = 200;
export const LONG_ANSWER_MAX = 2000;

const ZHelp = z.string({ error: 'Help text must be text' }).trim().max(300, 'Help text is at most 300 characters');
const ZAskedOf = z.enum(ASKED_OF, { error: 'Asked of must be booking or passenger' });

export const ZStandardDetailAsk = z.strictObject({
  detail: z.enum(STANDARD_DETAILS, { error: 'Unknown detail' }),
  required: z.boolean({ error: 'required must be true or false' }),
  askedOf: ZAskedOf,
  help: ZHelp.default(''),
});
export type TStandardDetailAsk = z.infer<typeof ZStandardDetailAsk>;

export const ZQuestion = z
  .strictObject({
    /** The answer's key: lower-case letters, digits and hyphens, unique in the form. */
    id: z
      .string({ error: 'A question needs an id' })
      .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'A question id is 1 to 40 lower-case letters, digits and hyphens'),
    kind: z.enum(QUESTION_KINDS, { error: 'Unknown kind of question' }),
    label: z.string({ error: 'A question needs its words' }).trim().min(1, 'A question needs its words').max(200),
    help: ZHelp.default(''),
    required: z.boolean({ error: 'required must be true or false' }),
    askedOf: ZAskedOf,
    /** The choices of a `choice` question (2 or more); empty for every other kind. */
    choices: z
      .array(z.string().trim().min(1, 'A choice cannot be empty').max(100, 'A choice is at most 100 characters'))
      .max(MAX_QUESTION_CHOICES, `At most ${MAX_QUESTION_CHOICES} choices`)
      .default([]),
  })
  .superRefine((question, ctx) => {
    if (question.kind === 'choice' && question.choices.length < 2) {
      ctx.addIssue({ code: 'custom', path: ['choices'], message: 'A choice question needs at least 2 choices' });
    }
    if (question.kind !== 'choice' && question.choices.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['choices'], message: 'Only a choice question has choices' });
    }
    if (new Set(question.choices).size !== question.choices.length) {
      ctx.addIssue({ code: 'custom', path: ['choices'], message: 'Each choice must be different' });
    }
  });
export type TQuestion = z.infer<typeof ZQuestion>;

/** What a product asks, and until when. */
export const ZPassengerForm = z
  .strictObject({
    details: z.array(ZStandardDetailAsk).max(STANDARD_DETAILS.length),
    questions: z.array(ZQuestion).max(MAX_FORM_QUESTIONS, `At most ${MAX_FORM_QUESTIONS} questions`),
    /** Details are given or changed until this many hours before departure. */
    deadlineHours: z
      .number({ error: 'The deadline must be a number of hours' })
      .int('The deadline must be whole hours')
      .min(0, 'The deadline cannot be negative')
      .max(MAX_DEADLINE_HOURS, `The deadline is at most ${MAX_DEADLINE_HOURS} hours before departure`),
    /** A passport must stay valid this many months after the trip (0: until the trip). */
    passportValidityMonths: z
      .number({ error: 'The passport rule must be a number of months' })
      .int('The passport rule must be whole months')
      .min(0, 'The passport rule cannot be negative')
      .max(MAX_PASSPORT_VALIDITY_MONTHS, `The passport rule is at most ${MAX_PASSPORT_VALIDITY_MONTHS} months`),
  })
  .superRefine((form, ctx) => {
    const details = form.details.map((ask) => ask.detail);
    if (new Set(details).size !== details.length) {
      ctx.addIssue({ code: 'custom', path: ['details'], message: 'Each standard detail is asked once' });
    }
    const ids = form.questions.map((question) => question.id);
    if (new Set(ids).size !== ids.length) {
      ctx.addIssue({ code: 'custom', path: ['questions'], message: 'Each question needs its own id' });
    }
  });
export type TPassengerForm = z.infer<typeof ZPassengerForm>;
export type TPassengerFormInput = z.input<typeof ZPassengerForm>;

const detailText = (max: number) => z.string({ error: 'Details are text' }).trim().max(max);
/** The standard details as given: each optional, checked against the form by rules/passengers.ts. */
export const ZPassengerDetails = z.strictObject({
  fullName: detailText(100).optional(),
  nationality: detailText(2).optional(),
  dateOfBirth: detailText(10).optional(),
  passportNumber: detailText(20).optional(),
  passportExpiry: detailText(10).optional(),
  phone: detailText(20).optional(),
});
export type TPassengerDetails = z.infer<typeof ZPassengerDetails>;

export const ZAnswerValue = z.union([z.string().max(LONG_ANSWER_MAX), z.number(), z.boolean()], {
  error: 'An answer is text, a number, or true or false',
});
export const ZAnswers = z
  .record(z.string().max(40), ZAnswerValue)
  .refine((answers) => Object.keys(answers).length <= MAX_FORM_QUESTIONS, 'Too many answers');
export type TAnswers = z.infer<typeof ZAnswers>;

/** One set of details: the booking's own (`passenger` 0) or a passenger's (1 to the booking's passengers). */
export const ZPassengerEntry = z.strictObject({
  details: ZPassengerDetails.default({}),
  answers: ZAnswers.default({}),
});
export type TPassengerEntry = z.infer<typeof ZPassengerEntry>;

export const ZReferenceRequest = z.strictObject({ reference: ZOpaqueId('reference') });

/**
 * Some or all passengers of some lines (an order's, or a checkout's before it is paid: decision 107), each given entry
 * replacing its last: users/savePassengers, operator/saveBookingPassengers and users/paymentInitiate's `passengers`.
 */
export const ZGivenPassengerLines = z
  .array(
    z.strictObject({
      /** The line's place in the order (or checkout: an order keeps its checkout's lines in order), from 0. */
      line: z.number({ error: 'line must be a number' }).int().min(0).max(99),
      booking: ZPassengerEntry.optional(),
      passengers: z
        .array(
          ZPassengerEntry.extend({
            number: z.number({ error: 'A passenger needs a number' }).int().min(1).max(500),
          }),
        )
        .max(100, 'At most 100 passengers at once')
        .default([]),
    }),
  )
  .min(1, 'Give the details of at least one trip')
  .max(20);
export type TGivenPassengerLines = z.infer<typeof ZGivenPassengerLines>;

/** users/savePassengers: some or all passengers of some lines of an order; each given entry replaces its last. */
export const ZSavePassengersRequest = z.strictObject({
  reference: ZOpaqueId('reference'),
  lines: ZGivenPassengerLines,
});
export type TSavePassengersRequest = z.infer<typeof ZSavePassengersRequest>;

/** A stored entry as answered: the shopper's own in full; an operator's masked unless revealed. */
export const ZPassengerEntryView = z.object({
  details: ZPassengerDetails,
  answers: ZAnswers,
  /** What the form requires of it that it lacks, in words. */
  missing: z.array(z.string()),
  updatedAt: z.string(),
});
export type TPassengerEntryView = z.infer<typeof ZPassengerEntryView>;

export const ZPassengerLine = z.object({
  line: z.number().int(),
  productId: z.string(),
  title: z.string(),
  date: z.string(),
  start: z.string(),
  passengerCount: z.number().int(),
  form: ZPassengerForm.nullable(),
  /**
   * Until when details may be given or changed by whoever asks (ISO UTC), and whether they still may be now: the
   * shopper until the form's deadline, the desk until the departure (decision 099); null when the product asks nothing.
   */
  deadline: z.string().nullable(),
  isOpen: z.boolean(),
  booking: ZPassengerEntryView.nullable(),
  /** One per passenger, in order; null where nothing is given yet. */
  passengers: z.array(ZPassengerEntryView.nullable()),
  /** Whether everything the form requires is given, of the booking and every passenger. */
  isComplete:
    z.boolean() /** When the line's details were erased (decision 098: days after the trip, or with the account); null if not. */,
  erasedAt: z.string().nullable(),
});
export type TPassengerLine = z.infer<typeof ZPassengerLine>;

export const ZBookingPassengersData = z.object({
  reference: z.string(),
  lines: z.array(ZPassengerLine),
  /** True when passport numbers and dates of birth are shown in full (the shopper's own; an operator's reveal). */
  isRevealed: z.boolean(),
});
export type TBookingPassengersData = z.infer<typeof ZBookingPassengersData>;

/**
 * A line of a checkout whose product asks its passengers' details (decision 107): what the checkout page asks before
 * Pay Now, sent with users/paymentInitiate. `line` is its place in the checkout, which its order keeps.
 */
export const ZCheckoutPassengerLine = z.object({
  line: z.number().int(),
  productId: z.string(),
  title: z.string(),
  date: z.string(),
  start: z.string(),
  passengerCount: z.number().int(),
  form: ZPassengerForm,
});
export type TCheckoutPassengerLine = z.infer<typeof ZCheckoutPassengerLine>;

/** The back office: a product's form (null: it asks nothing). */
export const ZProductPassengerFormRequest = z.strictObject({ id: ZOpaqueId('id') });
export const ZProductPassengerFormData = z.object({ productId: z.string(), form: ZPassengerForm.nullable() });
export type TProductPassengerFormData = z.infer<typeof ZProductPassengerFormData>;
export const ZSetPassengerFormRequest = z.strictObject({ id: ZOpaqueId('id'), form: ZPassengerForm.nullable() });
export type TSetPassengerFormRequest = z.infer<typeof ZSetPassengerFormRequest>;
