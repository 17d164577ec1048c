'use client';
import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { reportRenderError } from '../../src/lib/report-error';

/** The generic error boundary: 'Something went wrong' with a 'Refresh' button that reloads; the error is reported (spec doc 2 §8). */
export default function ErrorBoundary({ error }: { error: Error & { digest?: string } }) {
  const t = useTranslations('errors');
  useEffect(() => {
    console.warn('[page] render failed', error.digest ?? error.message);
    reportRenderError(error);
  }, [error]);
  return (
    <main id="main" className="error-boundary">
      <h1>{t('title')}</h1>
      <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
        {t('refresh')}
      </button>
    </main>
  );
}
