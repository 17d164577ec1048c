import { z } from 'zod/mini';
import { defineCall, ok } from './define';

/**
 * What the browser reports: an uncaught error, an unhandled rejection, a static script that failed
 * to load ('cdn access error'), or an error a page's error boundary caught while rendering (the
 * visitor saw the error page; React does not raise these as uncaught errors).
 */
export const REPORT_KINDS = ['error', 'unhandledrejection', 'cdn', 'render'] as const;

/**
 * `POST /api/web/v1/report/error` (our own endpoint; no third-party service): an error seen in a
 * browser, with the page path and the release. Form-encoded, CSRF-checked, rate-limited per
 * visitor; the API stores it for the operators. Fallback: nothing (reporting never disturbs a page).
 */
export const reportError = defineCall({
  method: 'POST',
  path: '/api/web/v1/report/error',
  request: z.strictObject({
    kind: z.enum(REPORT_KINDS),
    message: z.string().check(z.minLength(1), z.maxLength(1000)),
    page: z.string().check(z.startsWith('/'), z.maxLength(512)),
    release: z.string().check(z.regex(/^[A-Za-z0-9._-]{1,64}$/)),
    stack: z.optional(z.string().check(z.maxLength(4000))),
  }),
  answer: ok(z.null()),
  fallback: { code: 0, message: '', data: null },
});
