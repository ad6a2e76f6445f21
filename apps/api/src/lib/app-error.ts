import type { TRefusalCode } from '@rihla/shared/refusal-codes';

/** The one error type of the API: a code that decides the HTTP status and a message for people. */
export type TErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'RATE_LIMITED'
  | 'UNAVAILABLE';

export const HTTP_STATUS_OF: Record<TErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
};

export class AppError extends Error {
  readonly code: TErrorCode;
  /** For RATE_LIMITED: the seconds until a new request may pass (the Retry-After header and `retry_after`). */
  readonly retryAfterSeconds: number | undefined;
  /** What a program reads of a refusal (the envelope's `code`, decision 069): stable while the message's words change. */
  readonly refusal: TRefusalCode | undefined;
  /** The request field the refusal concerns (the envelope's `field`), for a form to show the message beside it. */
  readonly field: string | undefined;

  constructor(
    code: TErrorCode,
    message: string,
    options: { retryAfterSeconds?: number; refusal?: TRefusalCode; field?: string } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.refusal = options.refusal;
    this.field = options.field;
  }

  get httpStatus(): number {
    return HTTP_STATUS_OF[this.code];
  }
}

/** A refusal over a rate limit (429): every one says when to try again, in Retry-After and in the body. */
export function rateLimited(message: string, retryAfterSeconds: number): AppError {
  return new AppError('RATE_LIMITED', message, { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterSeconds)) });
}
