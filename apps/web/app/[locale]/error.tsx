'use client';
import { useEffect } from 'react';
import { reportRenderError } from '@/lib/telemetry/report-error';
import { ErrorNotice } from '@/lib/ui/ErrorNotice';

/** The generic error boundary: 'Something went wrong' with a 'Refresh' button that reloads; the error is reported (spec doc 2 §8). */
export default function ErrorBoundary({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    reportRenderError('[page] render failed', error);
  }, [error]);
  return <ErrorNotice />;
}
