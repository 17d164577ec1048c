'use client';
import { useEffect, useState } from 'react';
import type { globalErrorText } from '@/i18n/global-error-text';

type Shown = ReturnType<typeof globalErrorText>;

/**
 * The generic error boundary (spec doc 1 §8: 'Something went wrong' and a 'Refresh' button that
 * reloads) for an error the pages' own boundary (app/[locale]/error.tsx) cannot catch: one in the
 * root layout itself. It replaces the layout, so it renders its own document, with inline styles
 * only (what failed may be what loads the rest). Its texts, in the page's language, and the error's
 * report load when it shows: every page's first load carries only this shell.
 */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  // the failed page's language, read before this document replaces its <html>
  const [pageLang] = useState(() => (typeof document === 'undefined' ? '' : document.documentElement.lang));
  const [shown, setShown] = useState<Shown | null>(null);
  useEffect(() => {
    // reported like any page's render error (the layout's own reporter is gone with it)
    // (loaded here: a static import would copy it into this shell, which every page loads, for ~1 KiB)
    import('@/lib/telemetry/report-error').then((m) => m.reportRenderError('[page] the layout failed', error)).catch(() => undefined);
    let live = true;
    import('@/i18n/global-error-text')
      .then((m) => live && setShown(m.globalErrorText(pageLang, window.location.pathname, navigator.languages)))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [error, pageLang]);
  return (
    <html lang={shown?.lang} dir={shown?.dir} style={{ colorScheme: 'light dark' }}>
      <body style={{ margin: 0, fontFamily: 'system-ui, sans-serif' }}>
        {shown && (
          <main
            id="main"
            style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 16, paddingBlock: 96, paddingInline: 16, textAlign: 'center' }}
          >
            <title>{shown.title}</title>
            <h1 style={{ margin: 0, fontSize: 24 }}>{shown.title}</h1>
            <button type="button" style={{ font: 'inherit', paddingBlock: 8, paddingInline: 24, cursor: 'pointer' }} onClick={() => window.location.reload()}>
              {shown.refresh}
            </button>
          </main>
        )}
      </body>
    </html>
  );
}
