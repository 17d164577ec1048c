'use client';
import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { reportRenderError } from './report-error';

/**
 * A part of the page whose render error stays its own (react-error-boundary): it shows `fallback`
 * (nothing by default), the error is reported as a render error, and the page and the rest of the
 * site's frame go on. Without it, an error in a header island reaches the root error page, which
 * replaces the whole document. Import it from code that loads on demand (an island's own module):
 * it then adds nothing to a page's first load.
 */
export function Contained({ name, fallback = null, children }: { name: string; fallback?: ReactNode; children: ReactNode }) {
  return (
    <ErrorBoundary
      fallback={fallback}
      onError={(error) => {
        console.warn(`[island] ${name} failed`, error instanceof Error ? error.message : error);
        reportRenderError(error);
      }}
    >
      {children}
    </ErrorBoundary>
  );
}
