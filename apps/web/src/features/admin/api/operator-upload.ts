/**
 * A file's bytes as base64 (without the data: prefix), as the back office's uploads take them
 * (operator/uploadPicture, operator/uploadContentPicture).
 */
export function fileAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}
