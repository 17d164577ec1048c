'use client';
import { useTranslations } from 'next-intl';

/**
 * The generic error boundary's content (spec doc 1 §8): 'Something went wrong' and a 'Refresh'
 * button that reloads the page. As a page (app/[locale]/error.tsx: the page's main landmark and
 * heading) or in the place of a part that failed on its own (src/lib/islands/Contained.tsx: an alert).
 */
export function ErrorNotice({ inPlace = false }: { inPlace?: boolean }) {
  const t = useTranslations('errors');
  const refresh = (
    <button type="button" className={`button ${inPlace ? 'button-secondary' : 'button-primary'}`} onClick={() => window.location.reload()}>
      {t('refresh')}
    </button>
  );
  return inPlace ? (
    <div role="alert" className="error-boundary-inline">
      <p>{t('title')}</p>
      {refresh}
    </div>
  ) : (
    <main id="main" className="error-boundary">
      <h1>{t('title')}</h1>
      {refresh}
    </main>
  );
}
