'use client';
import { createLimiter, describeReason, isBot, shouldReport, toReport, type ErrorInfo } from './error-reporting';

/** The document's budget (error-reporting.ts createLimiter): every reporter of the page shares it. */
const accept = createLimiter();

/**
 * Sends one error report to our own API (spec doc 2 §8): never from a bot, never an extension's
 * or a chunk-load error, each error once and a few a page at most. The API client and the call
 * (zod, the contract) load with the first report, never with a page. Reporting never disturbs
 * the page: a failure is dropped.
 */
export function sendErrorReport(info: ErrorInfo): void {
  if (isBot(navigator.userAgent, navigator.webdriver)) return;
  if (!shouldReport(info) || !accept(info)) return;
  const report = toReport(info, window.location.pathname, process.env.NEXT_PUBLIC_RELEASE);
  void Promise.all([import('@/lib/api/browser'), import('@exchange/contract/reporting')])
    .then(([client, calls]) => client.browserApi(calls.reportError, report))
    .catch(() => undefined);
}

/**
 * An error an error boundary caught while rendering (app/[locale]/error.tsx, app/global-error.tsx,
 * src/lib/islands/Contained.tsx): the visitor saw an error page or notice. Logged with `label` (which
 * boundary caught it) and reported; React itself raises none of these as uncaught errors.
 */
export function reportRenderError(label: string, error: unknown): void {
  const digest = error instanceof Error && 'digest' in error && typeof error.digest === 'string' ? error.digest : undefined;
  const info = describeReason(error);
  console.warn(label, digest ?? info.message);
  sendErrorReport({ kind: 'render', ...info });
}
