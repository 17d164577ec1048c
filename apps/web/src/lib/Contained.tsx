'use client';
import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { reportRenderError } from './report-error';
import { ErrorNotice } from './ui/ErrorNotice';

/**
 * A part of the page whose render error stays its own (react-error-boundary): in its place the
 * generic error boundary's 'Something went wrong' and 'Refresh' (spec doc 1 §8), the error
 * reported as a render error, and the page and the rest of the site's frame go on. Without it, an
 * error in a header island reaches the root error page, which replaces the whole document.
 * Imported from an island's own module (loaded on demand), it adds nothing to a page's first load;
 * the trade page puts it around the chart's loader on purpose (it then also catches the chart's
 * chunk failing to load).
 */
export function Contained({ name, children }: { name: string; children: ReactNode }) {
  return (
    <ErrorBoundary fallback={<ErrorNotice inPlace />} onError={(error) => reportRenderError(`[island] ${name} failed`, error)}>
      {children}
    </ErrorBoundary>
  );
}
