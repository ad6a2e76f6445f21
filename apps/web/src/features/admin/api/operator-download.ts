import { API_BASE, ApiError } from '../../../lib/api-client';
import { readStorage } from '../../../lib/storage';
import { serverMessage } from './server-messages';

/**
 * Downloads a file of the back office (a manifest, an export, a tax invoice): fetched with the operator's token
 * (the server checks the session and the permission), then saved from a blob, so no link that works without a
 * session ever exists. `path` is under /api, e.g. 'operator/manifest.csv'.
 */
export async function downloadOperatorFile(
  path: string,
  query: Record<string, string>,
  fallbackName: string,
  failure: string,
): Promise<void> {
  const token = readStorage('operatorToken');
  const search = new URLSearchParams(query).toString();
  const response = await fetch(`${API_BASE}/${path}${search ? `?${search}` : ''}`, {
    headers: token ? { 'x-operator-token': token } : {},
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(body?.message ? serverMessage(body.message) : failure);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  saveFile(await response.blob(), name);
}

/** Saves a file the back office made or fetched, as the browser's download of `name`. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
