/**
 * Stable error codes shared by the API and the web app. The API maps each code to an HTTP status in one place;
 * the web app may branch on a code but always shows the server's `message` to the person.
 */
export const errorStatus = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  /** A one-time code that is wrong, expired, used or out of tries. */
  CODE_INVALID: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  ACCOUNT_NOT_CONFIRMED: 403,
  ACCOUNT_INACTIVE: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

/** The JSON body of every failed call: `status` is always false. */
export interface ErrorBody {
  status: false;
  message: string;
  code: ErrorCode;
}

/**
 * An error whose message is written for the person using the product. Services throw it; the API's error handler
 * turns it into `{ status: false, message, code }` with the status from `errorStatus`.
 */
export class AppError extends Error {
  readonly code: ErrorCode;

  constructor(code: ErrorCode, message: string) {
    super(message);
    this.name = 'AppError';
    this.code = code;
  }

  get httpStatus(): number {
    return errorStatus[this.code];
  }
}

export const isAppError = (value: unknown): value is AppError => value instanceof AppError;
