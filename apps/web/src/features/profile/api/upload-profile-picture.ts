import { SINGLE_UPLOAD_CALL } from '@rihla/shared/api-calls';
import { MAX_PHOTO_BYTES } from '@rihla/shared/constants';
import { PROFILE_MESSAGES } from '@rihla/shared/messages/profile';
import type { TRefusalCode } from '@rihla/shared/refusal-codes';
import { useMutation } from '@tanstack/react-query';
import { apiUpload } from '../../../lib/api-client';

/**
 * The refusals whose own words are worth showing, by code (decision 069); any other failure reads as the spec's
 * generic upload failure.
 */
const SPECIFIC_REFUSALS: ReadonlySet<TRefusalCode | undefined> = new Set([
  'upload.too_large',
  'upload.no_file',
  'upload.not_an_image',
]);

/** The client checks of SPEC section 5 (Profile): a file, an image, at most 1,572,864 bytes. Null when fine. */
export function checkProfilePicture(file: File | undefined): string | null {
  if (!file) return PROFILE_MESSAGES.noFileSelected;
  if (!file.type.startsWith('image/')) return PROFILE_MESSAGES.onlyImages;
  if (file.size > MAX_PHOTO_BYTES) return PROFILE_MESSAGES.photoTooLarge;
  return null;
}

export type TUploadResult = { isUploaded: true; url: string } | { isUploaded: false; message: string };

/** admin/single_upload with the picture in the form field 'image'; the answer's data is the file's URL. */
export async function uploadProfilePicture(file: File): Promise<TUploadResult> {
  const form = new FormData();
  form.append('image', file);
  const result = await apiUpload(SINGLE_UPLOAD_CALL, form);
  if (result.status === 1 && typeof result.data === 'string' && result.data !== '') {
    return { isUploaded: true, url: result.data };
  }
  const message = SPECIFIC_REFUSALS.has(result.code) ? result.message : PROFILE_MESSAGES.uploadFailed;
  return { isUploaded: false, message };
}

export function useUploadProfilePicture() {
  return useMutation({ mutationFn: uploadProfilePicture });
}
