import { Camera } from 'lucide-react';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { t } from '../../../lib/i18n';
import { checkProfilePicture, useUploadProfilePicture } from '../api/upload-profile-picture';

/**
 * The avatar: a button that opens a hidden file picker, checks the file (SPEC section 5), uploads it and
 * hands the new picture's URL to the form, which saves it with Update.
 */
export function AvatarPicker({
  pictureUrl,
  initials,
  hasUnsavedPicture,
  onUploaded,
}: {
  pictureUrl: string;
  initials: string;
  hasUnsavedPicture: boolean;
  onUploaded(url: string): void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const messageId = useId();
  const [error, setError] = useState('');
  const upload = useUploadProfilePicture();

  async function onFileChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Clearing the input lets the same file be chosen again after a refusal.
    event.target.value = '';
    const refusal = checkProfilePicture(file);
    if (refusal || !file) {
      setError(refusal ?? '');
      return;
    }
    setError('');
    const result = await upload.mutateAsync(file);
    if (result.isUploaded) onUploaded(result.url);
    else setError(result.message);
  }

  return (
    <div className="flex flex-col items-center text-center">
      <button
        type="button"
        onClick={() => inputRef.current?.click()}
        disabled={upload.isPending}
        aria-describedby={messageId}
        className="group relative size-28 rounded-full ring-4 ring-white shadow-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-500 disabled:cursor-wait sm:size-32"
      >
        {pictureUrl ? (
          <img src={pictureUrl} alt="" width={128} height={128} className="size-full rounded-full object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="grid size-full place-items-center rounded-full bg-brand-100 text-3xl font-bold text-brand-800"
          >
            {initials}
          </span>
        )}
        {upload.isPending ? (
          <span className="absolute inset-0 grid place-items-center rounded-full bg-white/70">
            <Spinner size={28} />
          </span>
        ) : null}
        {/* The name is this text, not an aria-label: the initials drawn above are no part of it (WCAG 2.5.3). */}
        <span className="sr-only">{t('Change profile picture')}</span>
        <span className="absolute bottom-0.5 end-0.5 grid size-9 place-items-center rounded-full border-2 border-white bg-brand-700 text-white shadow transition group-hover:bg-brand-800">
          <Camera size={16} aria-hidden="true" />
        </span>
      </button>
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={onFileChosen}
      />
      <div id={messageId} aria-live="polite" className="mt-3 min-h-5 text-sm">
        {error ? (
          <p className="text-danger">{t(error)}</p>
        ) : upload.isPending ? (
          <p className="text-muted">{t('Uploading your picture…')}</p>
        ) : hasUnsavedPicture ? (
          <p className="font-medium text-brand-700">{t('New picture ready. Press Update to save it.')}</p>
        ) : (
          <p className="text-muted">{t('JPG, PNG or WebP, up to 1.5 MB')}</p>
        )}
      </div>
    </div>
  );
}
