import { PRODUCT_PICTURES_MAX } from '@rihla/shared/schemas/operator-catalogue';
import { ArrowDown, ArrowUp, ImagePlus, Trash2 } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { TextField } from '../../../components/ui/form-fields';
import { Spinner } from '../../../components/ui/spinner';
import { t } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useDeskWrite } from '../api/desk-write';
import { operatorCall } from '../api/operator-client';
import { fileAsBase64 } from '../api/operator-upload';
import type { TProductFormInput } from './product-form';

const MOVES = [
  { step: -1, text: 'Move up', label: 'Move up (picture {number})', icon: ArrowUp },
  { step: 1, text: 'Move down', label: 'Move down (picture {number})', icon: ArrowDown },
] as const;

/**
 * The product's pictures: upload several at once, alt text for each, Move up / Move down, Remove. The first
 * is the thumbnail of lists and cards. They are saved with the product (its `pictures` field).
 */
export function PictureList({
  control,
  register,
  errors,
  readOnly,
}: {
  control: Control<TProductFormInput>;
  register: UseFormRegister<TProductFormInput>;
  errors: FieldErrors<TProductFormInput>;
  readOnly: boolean;
}) {
  const { fields, append, move, remove } = useFieldArray({ control, name: 'pictures' });
  const write = useDeskWrite();
  const [uploading, setUploading] = useState<string[]>([]);
  const inputId = useId();
  const room = PRODUCT_PICTURES_MAX - fields.length;

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])].slice(0, Math.max(room, 0));
    event.target.value = '';
    if (files.length === 0) return;
    setUploading(files.map((file) => file.name));
    // One after another, in the order chosen, so the pictures keep it.
    for (const file of files) {
      const data = await fileAsBase64(file);
      await write.send(() => operatorCall('operator/uploadPicture', { data }), {
        after: (picture) => append({ url: picture.url, alt: '' }),
        // Several files go at once: a refusal names the file it is about.
        refusalAs: 'none',
        onRefusal: (refusal) => toast.error(`${file.name}: ${t(refusal.message)}`),
      });
      setUploading((names) => names.slice(1));
    }
  };

  return (
    <div>
      <p className="mb-3 text-sm text-muted">
        {t('The first picture is the thumbnail of lists and cards. At most {count} pictures.', {
          count: PRODUCT_PICTURES_MAX,
        })}
      </p>
      {fields.length === 0 && <p className="mb-3 text-sm text-muted">{t('No pictures yet.')}</p>}
      <ol className="space-y-3" aria-label={t('Pictures')}>
        {fields.map((field, index) => {
          return (
            <li
              key={field.id}
              className="flex flex-wrap items-start gap-4 rounded-xl border border-line p-3"
              aria-label={t('Picture {number}', { number: index + 1 })}
            >
              <img src={field.url} alt="" className="h-24 w-32 shrink-0 rounded-lg object-cover" />
              <div className="min-w-48 flex-1">
                <p className="mb-1 text-sm font-semibold text-ink">
                  {index === 0 ? t('Picture 1 (the thumbnail)') : t('Picture {number}', { number: index + 1 })}
                </p>
                <TextField
                  label={t('Alternative text of picture {number}', { number: index + 1 })}
                  readOnly={readOnly}
                  error={errors.pictures?.[index]?.alt?.message}
                  registration={register(`pictures.${index}.alt`)}
                />
              </div>
              {!readOnly && (
                <div className="flex flex-wrap gap-2">
                  {MOVES.map(({ step, text, label, icon: Icon }) => (
                    <button
                      key={step}
                      type="button"
                      className="btn-secondary min-h-11 px-3 py-2 disabled:opacity-50"
                      disabled={index + step < 0 || index + step >= fields.length}
                      onClick={() => move(index, index + step)}
                      aria-label={t(label, { number: index + 1 })}
                    >
                      <Icon size={16} aria-hidden="true" />
                      {t(text)}
                    </button>
                  ))}
                  <button
                    type="button"
                    className="btn-secondary min-h-11 px-3 py-2"
                    onClick={() => remove(index)}
                    aria-label={t('Remove picture {number}', { number: index + 1 })}
                  >
                    <Trash2 size={16} aria-hidden="true" />
                    {t('Remove')}
                  </button>
                </div>
              )}
            </li>
          );
        })}
      </ol>
      {errors.pictures?.message && <p className="field-error">{t(errors.pictures.message)}</p>}
      {!readOnly && (
        <div className="mt-4">
          <label
            htmlFor={inputId}
            className="btn-secondary cursor-pointer focus-within:outline-2 focus-within:outline-brand-500"
          >
            <ImagePlus size={18} aria-hidden="true" />
            {t('Add pictures')}
            <input
              id={inputId}
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
              multiple
              className="sr-only"
              disabled={uploading.length > 0 || room <= 0}
              onChange={(event) => void upload(event)}
            />
          </label>
        </div>
      )}
      <p role="status" aria-live="polite" className="mt-2 flex items-center gap-2 text-sm text-muted">
        {uploading.length > 0 && (
          <>
            <Spinner size={16} />
            {t('Uploading {name} ({count} left)…', { name: uploading[0] ?? '', count: uploading.length })}
          </>
        )}
      </p>
    </div>
  );
}
