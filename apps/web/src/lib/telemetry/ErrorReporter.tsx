'use client';
import { useEffect } from 'react';
import { CDN_ERROR_AFTER_MS, cdnError, describeReason, isBot, isStaticScript, type ErrorInfo } from './error-reporting';
import { sendErrorReport as send } from './report-error';

/** Chromium's resource timing gives the answer's status; other browsers leave it out. */
type TimingWithStatus = PerformanceResourceTiming & { readonly responseStatus?: number };

/**
 * Reports the page's uncaught errors and unhandled rejections, and a static script of ours that
 * did not load ('cdn access error', CDN_ERROR_AFTER_MS after it failed, or after the page came up
 * for scripts that failed before), to our own API with the page's path and the release. Bots,
 * extension errors and chunk-load errors are not reported; each page sends at most a few, each
 * once (report-error.ts, which the error boundaries report through too). Renders nothing;
 * reporting never disturbs the page.
 */
export function ErrorReporter() {
  useEffect(() => {
    // a bot's page does not even listen (report-error.ts would drop its reports anyway)
    if (isBot(navigator.userAgent, navigator.webdriver)) return;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const later = (info: ErrorInfo) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        send(info);
      }, CDN_ERROR_AFTER_MS);
      timers.add(timer);
    };

    const onError = (event: Event) => {
      if (event instanceof ErrorEvent) {
        const error: unknown = event.error;
        const described = error instanceof Error ? describeReason(error) : { message: event.message };
        send({ kind: 'error', ...described, message: event.message || described.message, filename: event.filename });
        return;
      }
      // a resource that failed to load (seen in the capture phase: such errors do not bubble)
      const target = event.target;
      if (target instanceof HTMLScriptElement && isStaticScript(target.src, window.location.origin)) later(cdnError(target.src, window.location.origin));
    };
    const onRejection = (event: PromiseRejectionEvent) => send({ kind: 'unhandledrejection', ...describeReason(event.reason) });

    // scripts that failed before this island ran: their timing entry says so (Chromium)
    const scan = setTimeout(() => {
      for (const entry of performance.getEntriesByType('resource') as TimingWithStatus[]) {
        if (entry.initiatorType !== 'script' || !isStaticScript(entry.name, window.location.origin)) continue;
        if ((entry.responseStatus ?? 200) >= 400) send(cdnError(entry.name, window.location.origin));
      }
    }, CDN_ERROR_AFTER_MS);

    window.addEventListener('error', onError, true);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError, true);
      window.removeEventListener('unhandledrejection', onRejection);
      clearTimeout(scan);
      for (const timer of timers) clearTimeout(timer);
    };
  }, []);
  return null;
}
