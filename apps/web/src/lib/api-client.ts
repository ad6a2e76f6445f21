import type { TCallData, TCallName, TCallRequest } from '@rihla/shared/api-calls';
import type { TRefusalCode } from '@rihla/shared/refusal-codes';
import { currentLocale } from './i18n';
import { readStorage } from './storage';

export type TApiResult<N extends TCallName> =
  | { status: 1; data: TCallData<N>; message: string; isNetworkError?: undefined }
  | {
      status: 0;
      data?: undefined;
      message: string;
      isNetworkError?: boolean;
      retry_after?: number;
      /** What the refusal is, for a program (decision 069): the screen reacts to it, never to the message's words. */
      code?: TRefusalCode;
      /** The request field the refusal concerns. */
      field?: string;
    };

export const API_BASE = '/api';
const NETWORK_ERROR = 'We could not reach the shop. Check your connection and try again.';

/**
 * The one HTTP client of the web app. Every call is a POST with a JSON body and the stored token in
 * x-access-token. No time-out (the spec's client has none); a network failure comes back as a result with
 * status 0, never as a thrown error.
 */
export async function apiCall<N extends TCallName>(name: N, body?: TCallRequest<N>): Promise<TApiResult<N>> {
  const token = readStorage('token');
  return postCall<TApiResult<N>>(name, body, token ? { 'x-access-token': token } : {});
}

/** POSTs a call's JSON body and reads its envelope; a network failure or a body that is no envelope says so. */
export async function postCall<R extends { status: number; message: string }>(
  name: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<R | { status: 0; message: string; isNetworkError: true }> {
  try {
    const response = await fetch(`${API_BASE}/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': currentLocale(), ...headers },
      body: JSON.stringify(body ?? {}),
    });
    const json = (await response.json().catch(() => null)) as R | null;
    if (!json || typeof json.status !== 'number') return { status: 0, message: NETWORK_ERROR, isNetworkError: true };
    return json;
  } catch (error) {
    console.warn(`${name} failed`, error);
    return { status: 0, message: NETWORK_ERROR, isNetworkError: true };
  }
}

type TUploadAnswer = { status: number; data?: string; message: string; code?: TRefusalCode };

/** Multipart form post (the profile picture upload), with the same envelope and error rules. */
export async function apiUpload(path: string, form: FormData): Promise<TUploadAnswer> {
  const token = readStorage('token');
  try {
    const response = await fetch(`${API_BASE}/${path}`, {
      method: 'POST',
      headers: { 'accept-language': currentLocale(), ...(token ? { 'x-access-token': token } : {}) },
      body: form,
    });
    const json = (await response.json().catch(() => null)) as TUploadAnswer | null;
    return json ?? { status: 0, message: NETWORK_ERROR };
  } catch {
    return { status: 0, message: NETWORK_ERROR };
  }
}

/** Error thrown inside TanStack Query functions so that failed calls reach `error` with the server's words. */
export class ApiError extends Error {
  override name = 'ApiError';
  /** The server could not be reached (no answer at all), as opposed to an answer that says no. */
  isNetworkError = false;
}

/** For query functions: the data of a successful call, or an ApiError with the server's message. */
export async function apiData<N extends TCallName>(name: N, body?: TCallRequest<N>): Promise<TCallData<N>> {
  const result = await apiCall(name, body);
  if (result.status !== 1) throw new ApiError(result.message);
  return result.data;
}
