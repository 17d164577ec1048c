/** Stable error codes of the reference API (the `code` of an error answer). */
export const ErrorCode = {
  invalidInput: 40001,
  csrf: 40301,
  /** the caller's region or account may not do this (compliance: spot trading closed, a restricted country, withdraw-only) */
  restricted: 40302,
  notLoggedIn: 40101,
  badCredentials: 40102,
  emailTaken: 40901,
  /** an account limit that time alone does not lift (e.g. the open support tickets): the user must act first (close one) */
  limitReached: 40921,
  rateLimited: 42901,
  notFound: 40401,
  internal: 50001,
  /** the web server could not reach the API */
  apiUnavailable: 50201,
  /** the API did not answer the web server in time */
  apiTimeout: 50401,
  /** this instance takes no new requests: it is shutting down, or its database does not answer (readiness, /readyz) */
  notReady: 50301,
} as const;
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];
