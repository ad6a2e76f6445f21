import type { TProductArabicField, TProductMissingArabic } from '@rihla/shared/schemas/operator-catalogue';
import { type Control, Controller, type FieldErrors, type UseFormRegister, useWatch } from 'react-hook-form';
import { TextField } from '../../../components/ui/form-fields';
import { t } from '../../../lib/i18n';
import { EnglishBeside, MissingArabic } from '../components/arabic-beside';
import { RichTextEditor } from '../components/rich-text-editor';
import { ARABIC_TEXT_FIELDS, HTML_FIELDS, type TProductFormInput } from './product-form';

// The product's Arabic beside its English (issue 37, decision 102): each Arabic field next to the English one it
// translates, marked while the English has text and the Arabic none (the storefront then shows the English).

/** "Missing in Arabic" while the English field has text and its Arabic none. */
export function MissingArabicMark({
  control,
  field,
}: {
  control: Control<TProductFormInput>;
  field: TProductArabicField;
}) {
  const english = useWatch({ control, name: field });
  const arabic = useWatch({ control, name: `ar.${field}` });
  return <MissingArabic english={english} arabic={arabic} />;
}

/** The plain fields' Arabic, each beside the English it translates. */
export function ArabicTextFields({
  control,
  register,
  errors,
}: {
  control: Control<TProductFormInput>;
  register: UseFormRegister<TProductFormInput>;
  errors: FieldErrors<TProductFormInput>;
}) {
  return (
    <div className="space-y-4">
      {ARABIC_TEXT_FIELDS.map(([field, label]) => (
        <div key={field} className="grid gap-2 md:grid-cols-2 md:gap-4">
          <EnglishText control={control} field={field} label={t(label)} />
          <div>
            <TextField
              label={t('{field} (Arabic)', { field: t(label) })}
              error={errors.ar?.[field]?.message}
              registration={register(`ar.${field}`)}
              lang="ar"
              dir="rtl"
            />
            <MissingArabicMark control={control} field={field} />
          </div>
        </div>
      ))}
    </div>
  );
}

function EnglishText({
  control,
  field,
  label,
}: {
  control: Control<TProductFormInput>;
  field: TProductArabicField;
  label: string;
}) {
  const english = useWatch({ control, name: field });
  return <EnglishBeside label={label} text={english} />;
}

/** One HTML field's Arabic editor, under its label and the missing mark. */
export function ArabicRichText({
  control,
  field,
  label,
  readOnly,
}: {
  control: Control<TProductFormInput>;
  field: TProductArabicField;
  label: string;
  readOnly: boolean;
}) {
  return (
    <div>
      <Controller
        control={control}
        name={`ar.${field}`}
        render={({ field: input, fieldState }) => (
          <RichTextEditor
            id={`product-ar-${field}`}
            label={t('{field} (Arabic)', { field: t(label) })}
            value={String(input.value ?? '')}
            onChange={input.onChange}
            onBlur={input.onBlur}
            error={fieldState.error?.message}
            readOnly={readOnly}
            language="ar"
          />
        )}
      />
      <MissingArabicMark control={control} field={field} />
    </div>
  );
}

/** What each name of the server's `missingArabic` is called where the operator writes it (decision 117). */
const MISSING_ARABIC_LABELS: Readonly<Record<TProductMissingArabic, string>> = {
  ...(Object.fromEntries([...ARABIC_TEXT_FIELDS, ...HTML_FIELDS]) as Record<TProductArabicField, string>),
  whereToBePlace: 'Meeting point or pick-up zone',
  whereToBeNote: 'Note for the shopper',
  groupUnit: 'The price is per (Boat, Car, Room)',
};

/**
 * The server's `missingArabic` of the product as last saved (issue 37, decision 117): every text a shopper reading
 * Arabic sees in English, the fields the editor marks one by one and those written elsewhere (where to be, the
 * group price's unit on the Prices tab), each by the name of its field.
 */
export function MissingArabicList({ missing }: { missing: readonly TProductMissingArabic[] }) {
  if (missing.length === 0) {
    return (
      <p className="mb-4 text-sm font-semibold text-brand-700">
        {t('Every text of this product is in both languages.')}
      </p>
    );
  }
  return (
    <div className="mb-4 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <p className="font-semibold">{t('Missing in Arabic when last saved: {count}', { count: missing.length })}</p>
      <p className="mt-1">{t('Shoppers who read Arabic see these in English:')}</p>
      <ul className="mt-2 list-disc space-y-1 ps-5">
        {missing.map((field) => (
          <li key={field}>
            {t(MISSING_ARABIC_LABELS[field])}
            {field === 'groupUnit' ? ` (${t('Prices')})` : ''}
          </li>
        ))}
      </ul>
    </div>
  );
}
