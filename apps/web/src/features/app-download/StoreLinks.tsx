import type { AppDownloadConfig } from '@exchange/sites/app-download';

/** The app's store links (the site's app-download config) and, where the link config allows one, the APK; `labels` in the page's words. */
export function StoreLinks({
  app,
  apk,
  labels,
  className,
}: {
  app: Pick<AppDownloadConfig, 'appStore' | 'googlePlay'>;
  apk: string | undefined;
  labels: { appStore: string; googlePlay: string; apk: string };
  className?: string;
}) {
  return (
    <ul className={className}>
      <li>
        <a className="button button-secondary" href={app.appStore}>
          {labels.appStore}
        </a>
      </li>
      <li>
        <a className="button button-secondary" href={app.googlePlay}>
          {labels.googlePlay}
        </a>
      </li>
      {apk && (
        <li>
          <a className="button button-secondary" href={apk}>
            {labels.apk}
          </a>
        </li>
      )}
    </ul>
  );
}
