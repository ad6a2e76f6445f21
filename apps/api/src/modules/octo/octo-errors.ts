// OCTO's errors (decision 121), as the published core specification names them (the OpenAPI of octotravel/typespec
// shipped in @octocloud/types 2.0.4; docs.octo.travel "Errors"): every refusal is a 400 Bad Request whose body is
// `{ error, errorMessage }`, with the id that was wrong beside it for the INVALID_* errors. Only our rate limit
// differs: a 429 with Retry-After, so a reseller's client backs off as HTTP says.

export type TOctoErrorCode =
  | 'INVALID_PRODUCT_ID'
  | 'INVALID_OPTION_ID'
  | 'INVALID_UNIT_ID'
  | 'INVALID_AVAILABILITY_ID'
  | 'INVALID_BOOKING_UUID'
  | 'BAD_REQUEST'
  | 'UNPROCESSABLE_ENTITY'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'TOO_MANY_REQUESTS'
  | 'INTERNAL_SERVER_ERROR';

export class OctoError extends Error {
  readonly code: TOctoErrorCode;
  readonly statusCode: number;
  readonly fields: Record<string, string>;
  readonly retryAfterSeconds: number | null;

  constructor(
    code: TOctoErrorCode,
    message: string,
    fields: Record<string, string> = {},
    options: { statusCode?: number; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.code = code;
    this.statusCode = options.statusCode ?? 400;
    this.fields = fields;
    this.retryAfterSeconds = options.retryAfterSeconds ?? null;
  }

  body(): Record<string, string> {
    return { error: this.code, errorMessage: this.message, ...this.fields };
  }
}

/** The specification's own words for each error (docs.octo.travel, "Errors"). */
export const OCTO_ERROR_MESSAGES = {
  invalidProductId: 'The productId was missing or invalid',
  invalidOptionId: 'The optionId was missing or invalid',
  invalidUnitId: 'The unitId was missing or invalid',
  invalidAvailabilityId: 'The availabilityId was missing or invalid',
  invalidBookingUuid: 'Invalid booking uuid, or the booking may have expired already',
  unauthorized: "You didn't send the API Key in the Authorization header to an endpoint that requires authentication",
  forbidden:
    "You sent an API Key that was invalid or has been revoked by the backend system. Or you're trying to access an endpoint/resource that you do not have access to",
  availabilityQuery: 'either localDate, localDateStart/localDateEnd or availabilityIds is required',
  bookingsQuery: 'either resellerReference, supplierReference, localDate or localDateStart/localDateEnd is required',
  dateRange: 'localDateStart/localDateEnd must be dates (YYYY-MM-DD), the end not before the start, at most 366 days',
  tooManyRequests: 'Too many requests for this partner; retry after the number of seconds in Retry-After',
  internal: 'There was an un-recoverable error, please try again',
  notFound: 'No such endpoint',
  notOnHold: 'The booking is not on hold',
  expired: 'The booking has expired',
  cancelled: 'The booking is cancelled',
  confirmedChange: 'A confirmed booking keeps its product, option, availability and units; cancel it and book again',
  noSeats: 'There are not enough places left on this availability',
  webhookUrl: 'url must be a full https URL without credentials',
  webhookNotPublic:
    'url must be https and its host must be a public address (not loopback, private, link-local or unique-local)',
  webhookHeaders: 'headers are not supported: each call is signed (X-Rihla-Signature) instead',
  webhooksMax: 'A partner has at most 10 webhooks',
  webhookId: 'The webhook id was missing or invalid',
  invalidPickupPointId: 'The pickupPointId was missing or invalid: it must be one of the option’s pickupPoints',
  pickupPointMissing: 'pickupPointId is required when pickupRequested is true',
  noPickup: 'This product has no pick-up points: pickupRequested cannot be true',
  invalidQuestionId: 'The questionId is not one of the questions asked here',
} as const;

export const invalidProduct = (productId: string) =>
  new OctoError('INVALID_PRODUCT_ID', OCTO_ERROR_MESSAGES.invalidProductId, { productId });
export const invalidOption = (optionId: string) =>
  new OctoError('INVALID_OPTION_ID', OCTO_ERROR_MESSAGES.invalidOptionId, { optionId });
export const invalidUnit = (unitId: string) =>
  new OctoError('INVALID_UNIT_ID', OCTO_ERROR_MESSAGES.invalidUnitId, { unitId });
export const invalidAvailability = (availabilityId: string) =>
  new OctoError('INVALID_AVAILABILITY_ID', OCTO_ERROR_MESSAGES.invalidAvailabilityId, { availabilityId });
export const invalidBooking = (uuid: string) =>
  new OctoError('INVALID_BOOKING_UUID', OCTO_ERROR_MESSAGES.invalidBookingUuid, { uuid });
export const badRequest = (message: string) => new OctoError('BAD_REQUEST', message);
export const unprocessable = (message: string) => new OctoError('UNPROCESSABLE_ENTITY', message);
