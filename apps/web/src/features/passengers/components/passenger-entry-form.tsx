import { zodResolver } from '@hookform/resolvers/zod';
import { DETAIL_FIELDS } from '@rihla/shared/rules/passengers';
import {
  STANDARD_DETAIL_WORDS,
  type TPassengerDetails,
  type TPassengerEntry,
  type TPassengerEntryView,
  type TQuestion,
  type TSavePassengersRequest,
} from '@rihla/shared/schemas/passengers';
import { CircleAlert, CircleCheck, Pencil } from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { showFailure } from '../../../lib/show-failure';
import { toast } from '../../../lib/toast';
import { useSavePassengers } from '../api/save-passengers';
import { CountrySelect, countryName } from './country-select';
import {
  entrySchema,
  fieldMessage,
  formFieldOf,
  questionsOf,
  type TEntryScope,
  type TEntryValues,
  valuesOf,
} from './entry-schema';

/** How each standard detail's field is labelled and typed. */
const DETAIL_CONTROLS: Record<
  keyof TPassengerDetails,
  { label: string; type: 'text' | 'date' | 'tel' | 'country'; autoComplete?: string }
> = {
  fullName: { label: 'Full name', type: 'text', autoComplete: 'name' },
  nationality: { label: 'Nationality', type: 'country' },
  dateOfBirth: { label: 'Date of birth', type: 'date', autoComplete: 'bday' },
  passportNumber: { label: 'Passport number', type: 'text', autoComplete: 'off' },
  passportExpiry: { label: 'Passport expiry date', type: 'date', autoComplete: 'off' },
  phone: { label: 'Phone number', type: 'tel', autoComplete: 'tel' },
};

const FIELDS_OF = DETAIL_FIELDS;

/** The details the desk sees masked unless revealed (decision 092), which it types again to save a change. */
const SEALED_FIELDS = ['passportNumber', 'dateOfBirth'] as const;

/** A save's outcome as the form reads it: the shopper's and the desk's calls answer alike. */
export type TEntrySaveResult = { status: 1; message: string } | { status: 0; message: string; field?: string };

/**
 * How a form sends its entry: the shopper's users/savePassengers by default, or the desk's
 * operator/saveBookingPassengers (decision 099). A hook, called once by each form, so each has its own busy state.
 */
export type TUseEntrySave = () => {
  isPending: boolean;
  mutateAsync(body: TSavePassengersRequest): Promise<TEntrySaveResult>;
};

/** A field's label (with the required mark), its help, the control and its error line. */
function Field({
  label,
  help,
  isRequired,
  error,
  children,
}: {
  label: string;
  help: string;
  isRequired: boolean;
  error: string | undefined;
  children: (ids: { id: string; describedBy: string | undefined }) => ReactNode;
}) {
  const id = useId();
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const describedBy = [help ? helpId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="field-label">
        {label}
        {isRequired ? (
          <span className="ms-0.5 text-danger" aria-hidden="true">
            *
          </span>
        ) : (
          <span className="ms-1 font-normal text-muted">{t('(optional)')}</span>
        )}
      </label>
      {help && (
        <p id={helpId} className="-mt-1 mb-1.5 text-xs text-muted">
          {help}
        </p>
      )}
      {children({ id, describedBy })}
      {error && (
        <p id={errorId} className="field-error">
          {t(error)}
        </p>
      )}
    </div>
  );
}

/** What a given entry says, as the shopper reads it back. */
function EntrySummary({ scope, entry }: { scope: TEntryScope; entry: TPassengerEntryView | null }) {
  const rows: { label: string; value: string }[] = [];
  for (const ask of scope.form.details) {
    if (ask.askedOf !== scope.askedOf) continue;
    for (const field of FIELDS_OF[ask.detail]) {
      const value = entry?.details[field];
      if (value === undefined) continue;
      const shown = value.startsWith('•')
        ? value
        : field === 'nationality'
          ? countryName(value)
          : DETAIL_CONTROLS[field].type === 'date'
            ? formatDate(value)
            : value;
      rows.push({ label: t(DETAIL_CONTROLS[field].label), value: shown });
    }
  }
  for (const question of questionsOf(scope)) {
    const value = entry?.answers[question.id];
    if (value === undefined || value === '') continue;
    rows.push({
      label: question.label,
      value: typeof value === 'boolean' ? (value ? t('Yes') : t('No')) : String(value),
    });
  }
  if (rows.length === 0) return <p className="text-sm text-muted">{t('Nothing given yet.')}</p>;
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
      {rows.map((row) => (
        <div key={row.label} className="contents">
          <dt className="text-muted">{row.label}</dt>
          <dd className="mb-1 break-words font-medium text-ink sm:mb-0">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * One passenger's details (or what is asked of the booking itself): saved on its own, so the others can come later.
 * A complete entry shows what was given with a Change button; after the deadline, only what was given.
 */
export function PassengerEntryForm({
  reference,
  line,
  number,
  scope,
  entry,
  isOpen,
  title,
  useSave = useSavePassengers,
  isMasked = false,
  onDone,
  refusal,
}: {
  reference: string;
  line: number;
  /** The passenger's number (1..n); 0 for the booking's own questions. */
  number: number;
  scope: TEntryScope;
  entry: TPassengerEntryView | null;
  isOpen: boolean;
  title: string;
  /** The call that saves (the desk's, decision 099); the shopper's by default. */
  useSave?: TUseEntrySave;
  /**
   * The entry is the desk's masked view: its passport number and date of birth start empty, to be typed again, and
   * the form says so (a saved passenger replaces the last whole, decision 092).
   */
  isMasked?: boolean;
  /** Opened from elsewhere (the desk's list): it starts as a form, always offers Cancel, and closes with this. */
  onDone?: () => void;
  /**
   * A refusal the entry met elsewhere (the checkout's Pay Now, decision 107): its message on the form's field
   * ('details.passportNumber'), focused, when the form opens.
   */
  refusal?: { field: string; message: string };
}) {
  const isComplete = entry !== null && entry.missing.length === 0;
  const [isEditing, setIsEditing] = useState(onDone !== undefined || !isComplete);
  const headingId = useId();
  const showForm = isOpen && isEditing;
  const stopEditing = () => {
    setIsEditing(false);
    onDone?.();
  };
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-line bg-white p-4 sm:p-5">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold text-ink">
          {title}
        </h3>
        {isComplete ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800">
            <CircleCheck size={14} aria-hidden="true" />
            {t('Complete')}
          </span>
        ) : (
          <span className="inline-flex items-center gap-1 rounded-full bg-sand-100 px-2.5 py-1 text-xs font-semibold text-ink">
            <CircleAlert size={14} aria-hidden="true" />
            {t('Details missing')}
          </span>
        )}
      </div>
      {showForm ? (
        <EntryFields
          reference={reference}
          line={line}
          number={number}
          scope={scope}
          entry={entry}
          useSave={useSave}
          isMasked={isMasked}
          refusal={refusal}
          onSaved={stopEditing}
          onCancel={isComplete || onDone ? stopEditing : undefined}
        />
      ) : (
        <>
          <EntrySummary scope={scope} entry={entry} />
          {!isComplete && (
            <p className="mt-2 text-sm text-muted">
              {t('Still missing: {list}', {
                list: (entry?.missing ?? missingWords(scope)).join(', '),
              })}
            </p>
          )}
          {isOpen && (
            <button type="button" className="btn-secondary mt-3" onClick={() => setIsEditing(true)}>
              <Pencil size={16} aria-hidden="true" />
              {t('Change')}
            </button>
          )}
        </>
      )}
    </section>
  );
}

/** What an entry not given at all lacks: everything required of it. */
function missingWords(scope: TEntryScope): string[] {
  return [
    ...scope.form.details
      .filter((ask) => ask.askedOf === scope.askedOf && ask.required)
      .map((ask) => t(STANDARD_DETAIL_WORDS[ask.detail])),
    ...questionsOf(scope)
      .filter((question) => question.required)
      .map((question) => question.label),
  ];
}

function EntryFields({
  reference,
  line,
  number,
  scope,
  entry,
  useSave,
  isMasked,
  refusal,
  onSaved,
  onCancel,
}: {
  reference: string;
  line: number;
  number: number;
  scope: TEntryScope;
  entry: TPassengerEntryView | null;
  useSave: TUseEntrySave;
  isMasked: boolean;
  refusal: { field: string; message: string } | undefined;
  onSaved(): void;
  onCancel: (() => void) | undefined;
}) {
  const save = useSave();
  const form = useForm<TEntryValues, unknown, TPassengerEntry>({
    resolver: zodResolver(entrySchema(scope)),
    defaultValues: startingValues(scope, entry, isMasked),
  });
  const sealedAsked = SEALED_FIELDS.filter((field) =>
    scope.form.details.some((ask) => ask.askedOf === scope.askedOf && FIELDS_OF[ask.detail].includes(field)),
  );
  const hasSealedGiven = isMasked && sealedAsked.some((field) => entry?.details[field] !== undefined);
  const errors = form.formState.errors;

  // A refusal met elsewhere is said on its field as the form opens, as a refusal of this form's own save is.
  useEffect(() => {
    if (!refusal) return;
    form.setError(
      refusal.field as FieldPath<TEntryValues>,
      { message: fieldMessage(scope.who, refusal.message) },
      { shouldFocus: true },
    );
  }, [refusal, form, scope.who]);

  const onSubmit = form.handleSubmit(async (given) => {
    const result = await save.mutateAsync({
      reference,
      lines: [number === 0 ? { line, booking: given, passengers: [] } : { line, passengers: [{ ...given, number }] }],
    });
    if (result.status === 1) {
      toast.success(t(result.message));
      onSaved();
      return;
    }
    showFailure(result);
    const field = formFieldOf(result.field);
    if (field) {
      form.setError(
        field as FieldPath<TEntryValues>,
        { message: fieldMessage(scope.who, result.message) },
        { shouldFocus: true },
      );
    }
  });

  const asks = scope.form.details.filter((ask) => ask.askedOf === scope.askedOf);
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {hasSealedGiven && (
        <p className="rounded-lg bg-sand-100 p-3 text-sm text-ink" data-testid="retype-sealed">
          {t(
            'The passport number and date of birth are hidden: type them again from the passport to save this passenger.',
          )}
        </p>
      )}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {asks.flatMap((ask) =>
          FIELDS_OF[ask.detail].map((field) => {
            const control = DETAIL_CONTROLS[field];
            const error = errors.details?.[field]?.message;
            const help = field === 'passportExpiry' ? '' : ask.help;
            return (
              <Field key={field} label={t(control.label)} help={help} isRequired={ask.required} error={error}>
                {({ id, describedBy }) =>
                  control.type === 'country' ? (
                    <Controller
                      control={form.control}
                      name="details.nationality"
                      render={({ field: rhf }) => (
                        <CountrySelect
                          id={id}
                          value={rhf.value}
                          onChange={rhf.onChange}
                          onBlur={rhf.onBlur}
                          describedBy={describedBy}
                          isInvalid={error !== undefined}
                          isRequired={ask.required}
                        />
                      )}
                    />
                  ) : (
                    <input
                      id={id}
                      type={control.type}
                      autoComplete={control.autoComplete}
                      className="field-input"
                      aria-invalid={error !== undefined || undefined}
                      aria-describedby={describedBy}
                      aria-required={ask.required || undefined}
                      {...form.register(`details.${field}`)}
                    />
                  )
                }
              </Field>
            );
          }),
        )}
        {questionsOf(scope).map((question) => (
          <QuestionField
            key={question.id}
            question={question}
            error={errors.answers?.[question.id]?.message}
            registration={form.register(`answers.${question.id}`)}
          />
        ))}
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <button type="button" className="btn-secondary" onClick={onCancel}>
            {t('Cancel')}
          </button>
        )}
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {save.isPending && <Spinner size={16} />}
          {number === 0 ? t('Save the booking’s answers') : t('Save passenger {number}', { number })}
        </button>
      </div>
    </form>
  );
}

/** The form's first values: what is stored, but for the masked details (•••••1234), which the desk types again. */
function startingValues(scope: TEntryScope, entry: TPassengerEntryView | null, isMasked: boolean): TEntryValues {
  const values = valuesOf(scope, entry);
  if (isMasked) for (const field of SEALED_FIELDS) values.details[field] = '';
  return values;
}

/** One of the operator's questions, as its kind asks. */
function QuestionField({
  question,
  error,
  registration,
}: {
  question: TQuestion;
  error: string | undefined;
  registration: ReturnType<ReturnType<typeof useForm<TEntryValues>>['register']>;
}) {
  const wide = question.kind === 'longText' ? 'sm:col-span-2' : '';
  if (question.kind === 'yesNo') {
    return (
      <fieldset className={`min-w-0 ${wide}`} aria-invalid={error !== undefined || undefined}>
        <legend className="field-label">
          {question.label}
          {question.required ? (
            <span className="ms-0.5 text-danger" aria-hidden="true">
              *
            </span>
          ) : (
            <span className="ms-1 font-normal text-muted">{t('(optional)')}</span>
          )}
        </legend>
        {question.help && <p className="-mt-1 mb-1.5 text-xs text-muted">{question.help}</p>}
        <div className="flex gap-2">
          {(['yes', 'no'] as const).map((value) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-line px-4 has-checked:border-brand-600 has-checked:bg-brand-50"
            >
              <input type="radio" value={value} className="size-4 accent-brand-700" {...registration} />
              {value === 'yes' ? t('Yes') : t('No')}
            </label>
          ))}
        </div>
        {error && <p className="field-error">{t(error)}</p>}
      </fieldset>
    );
  }
  return (
    <div className={wide}>
      <Field label={question.label} help={question.help} isRequired={question.required} error={error}>
        {({ id, describedBy }) => {
          const common = {
            id,
            'aria-invalid': error !== undefined || undefined,
            'aria-describedby': describedBy,
            'aria-required': question.required || undefined,
            ...registration,
          };
          switch (question.kind) {
            case 'longText':
              return <textarea rows={3} className="field-input" {...common} />;
            case 'choice':
              return (
                <select className="field-input" {...common}>
                  <option value="">{t('Choose…')}</option>
                  {question.choices.map((choice) => (
                    <option key={choice} value={choice}>
                      {choice}
                    </option>
                  ))}
                </select>
              );
            case 'number':
              return <input type="number" inputMode="decimal" step="any" className="field-input" {...common} />;
            case 'date':
              return <input type="date" className="field-input" {...common} />;
            default:
              return <input type="text" className="field-input" {...common} />;
          }
        }}
      </Field>
    </div>
  );
}
