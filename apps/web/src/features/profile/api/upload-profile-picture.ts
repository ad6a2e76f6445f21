import { SINGLE_UPLOAD_CALL } from '@rihla/shared/api-calls';
import { MAX_PHOTO_BYTES, MESSAGES } from '@rihla/shared/constants';
import { useMutation } from '@tanstack/react-query';
import { apiUpload } from '../../../lib/api-client';

/** The server's own words worth showing; any other failure reads as the spec's generic upload failure. */
const SPECIFIC_MESSAGES: readonly string[] = [MESSAGES.photoTooLarge, MESSAGES.noFileSelected, MESSAGES.onlyImages];

/** The client checks of SPEC section 5 (Profile): a file, an image, at most 1,572,864 bytes. Null when fine. */
export function checkProfilePicture(file: File | undefined): string | null {
  if (!file) return MESSAGES.noFileSelected;
  if (!file.type.startsWith('image/')) return MESSAGES.onlyImages;
  if (file.size > MAX_PHOTO_BYTES) return MESSAGES.photoTooLarge;
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
  const message = SPECIFIC_MESSAGES.includes(result.message) ? result.message : MESSAGES.uploadFailed;
  return { isUploaded: false, message };
}

export function useUploadProfilePicture() {
  return useMutation({ mutationFn: uploadProfilePicture });
}
