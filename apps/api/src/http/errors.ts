import type { ErrorAnswer } from '@exchange/contract/define';
import { ErrorCode } from '@exchange/contract/errors';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** An expected failure: answered as JSON `{code, message}` with its HTTP status, never logged as a bug. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: number,
    message: string,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get answer(): ErrorAnswer {
    return { code: this.code, message: this.message };
  }
}

export const invalidInput = (message: string) => new ApiError(400, ErrorCode.invalidInput, message);
export const loginRequired = () => new ApiError(401, ErrorCode.notLoggedIn, 'Login required');
export const badCredentials = () => new ApiError(401, ErrorCode.badCredentials, 'Incorrect email or password');
export const csrfRefused = () => new ApiError(403, ErrorCode.csrf, 'CSRF token missing or invalid');
export const notFound = () => new ApiError(404, ErrorCode.notFound, 'Not found');
export const emailTaken = () => new ApiError(409, ErrorCode.emailTaken, 'An account with this email already exists');
export const unsupportedMediaType = () => new ApiError(415, ErrorCode.invalidInput, 'Send the body as application/x-www-form-urlencoded or application/json');
/**
 * The body was refused unread (or partly read), so the connection cannot carry another request:
 * `Connection: close` tells the client, and makes Node close the socket once the answer is out.
 */
export const bodyTooLarge = () => new ApiError(413, ErrorCode.invalidInput, 'Request body too large', { Connection: 'close' });
/** The fund-password check's one refusal: a wrong password, a wrong code and a replayed code read the same. */
export const wrongFundPassOrCode = () => new ApiError(400, ErrorCode.invalidInput, 'Incorrect fund password or authenticator code');
/** The same refusal when a passkey was the second factor. */
export const wrongFundPassOrPasskey = () => new ApiError(400, ErrorCode.invalidInput, 'Incorrect fund password or passkey');
/** What a fund-password confirmation refused (domain/fundPassword.ts FundPassRefusal). */
export type FundPassRefusalReason =
  | { refused: 'notSetUp'; factor?: 'totp' | 'passkey' }
  | { refused: 'missing' }
  | { refused: 'rateLimited'; retryAfter: number }
  | { refused: 'wrongFundPassOrCode'; factor: 'totp' | 'passkey' };
/** The refusal of a fund-password confirmation (domain/fundPassword.ts checkFundPassAndCode) as an answer. */
export function fundPassRefused(refusal: FundPassRefusalReason): ApiError {
  switch (refusal.refused) {
    case 'notSetUp':
      if (refusal.factor === 'totp') return invalidInput('You have no authenticator app: confirm with your passkey');
      if (refusal.factor === 'passkey') return invalidInput('You have no passkey: confirm with your authenticator code');
      return invalidInput('Set up a fund password and an authenticator app first');
    case 'missing':
      return invalidInput('Enter the authenticator code or confirm with a passkey');
    case 'rateLimited':
      return rateLimited(refusal.retryAfter);
    default:
      return refusal.factor === 'passkey' ? wrongFundPassOrPasskey() : wrongFundPassOrCode();
  }
}
export const rateLimited = (retryAfterSeconds: number, message = 'Too many attempts, try again later') =>
  new ApiError(429, ErrorCode.rateLimited, message, {
    'Retry-After': String(retryAfterSeconds),
  });
export const internalError: ErrorAnswer = { code: ErrorCode.internal, message: 'Internal error' };
