'use client';
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { ErrorBoundary } from 'react-error-boundary';
import { reportRenderError } from './report-error';

/**
 * A part of the page whose render error stays its own (react-error-boundary): in its place the
 * generic error boundary's 'Something went wrong' and 'Refresh' (spec doc 1 §8), the error
 * reported as a render error, and the page and the rest of the site's frame go on. Without it, an
 * error in a header island reaches the root error page, which replaces the whole document. Import
 * it from code that loads on demand (an island's own module): it then adds nothing to a page's
 * first load.
 */
export function Contained({ name, children }: { name: string; children: ReactNode }) {
  return (
    <ErrorBoundary
      fallback={<PartFailed />}
      onError={(error) => {
        console.warn(`[island] ${name} failed`, error instanceof Error ? error.message : error);
        reportRenderError(error);
      }}
    >
      {children}
    </ErrorBoundary>
  );
}

function PartFailed() {
  const t = useTranslations('errors');
  return (
    <div role="alert" className="error-boundary-inline">
      <p>{t('title')}</p>
      <button type="button" className="button button-secondary" onClick={() => window.location.reload()}>
        {t('refresh')}
      </button>
    </div>
  );
}
