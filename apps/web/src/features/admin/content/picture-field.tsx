import { ImageUp } from 'lucide-react';
import { useId, useState } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { Spinner } from '../../../components/ui/spinner';
import { t } from '../../../lib/i18n';
import { useDeskWrite } from '../api/desk-write';
import { operatorCall } from '../api/operator-client';
import { fileAsBase64 } from '../api/operator-upload';

/**
 * A picture of a banner or a blog post: the current one, and a file input that uploads the chosen file at once
 * (operator/uploadContentPicture, which checks and re-encodes it) with a progress indication, then answers its
 * stored path.
 */
export function PictureField({
  label,
  value,
  onChange,
  error,
  isLogo = false,
}: {
  label: string;
  value: string;
  onChange(url: string): void;
  error?: string | null;
  /** A logo or an icon: shown whole on a small preview, not cropped to the width. */
  isLogo?: boolean;
}) {
  const id = useId();
  const write = useDeskWrite();
  const [message, setMessage] = useState<string | null>(null);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setMessage(t('Uploading {name}…', { name: file.name }));
    let data: string;
    try {
      data = await fileAsBase64(file);
    } catch {
      setMessage(t('The file could not be read'));
      return;
    }
    await write.send(() => operatorCall('operator/uploadContentPicture', { data }), {
      after: (picture) => {
        onChange(picture.url);
        setMessage(t('Picture uploaded'));
      },
      // The refusal is the upload's status, where its progress was.
      refusalAs: 'none',
      onRefusal: (refusal) => setMessage(t(refusal.message)),
    });
  };

  return (
    <fieldset className="space-y-2">
      <legend className="field-label">{label}</legend>
      {value ? (
        <img
          src={value}
          alt={t('The current picture')}
          className={
            isLogo ? 'h-16 max-w-full rounded-lg bg-surface object-contain p-1' : 'h-28 w-full rounded-xl object-cover'
          }
        />
      ) : (
        <p className="text-sm text-muted">{t('No picture yet')}</p>
      )}
      <label
        htmlFor={id}
        className="btn-secondary inline-flex cursor-pointer items-center gap-2 focus-within:outline-2 focus-within:outline-brand-500"
      >
        {write.isBusy ? <Spinner size={16} /> : <ImageUp size={16} aria-hidden="true" />}
        {value ? t('Replace the picture') : t('Upload a picture')}
      </label>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        className="sr-only"
        disabled={write.isBusy}
        onChange={(event) => void upload(event.target.files?.[0])}
        aria-describedby={`${id}-status`}
      />
      {write.isBusy && <progress className="block h-2 w-full" aria-label={t('Uploading')} />}
      <p id={`${id}-status`} aria-live="polite" className="text-sm text-muted">
        {message}
      </p>
      {error && (
        <p role="alert" className="field-error">
          {t(error)}
        </p>
      )}
    </fieldset>
  );
}

/** The picture field of a react-hook-form form: the field's path, and the message of its check under it. */
export function FormPictureField<TValues extends FieldValues, TOutput extends FieldValues>({
  control,
  name,
  label,
  isLogo = false,
}: {
  control: Control<TValues, unknown, TOutput>;
  name: FieldPath<TValues>;
  label: string;
  isLogo?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <PictureField
          label={label}
          value={field.value}
          onChange={field.onChange}
          error={fieldState.error?.message}
          isLogo={isLogo}
        />
      )}
    />
  );
}
