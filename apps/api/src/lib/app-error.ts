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

  constructor(code: TErrorCode, message: string) {
    super(message);
    this.name = 'AppError';
    this.code = code;
  }

  get httpStatus(): number {
    return HTTP_STATUS_OF[this.code];
  }
}
