'use client';
import type { AppDownloadConfig } from '@exchange/sites/app-download';
import { useClientContext, usePagePath } from '@/lib/request/client-context';
import { AppDownloadBanner } from './AppDownloadBanner';
import { showBanner } from './banner-rules';
import { closeBanner, useBannerClosed } from './closed-flag';

/**
 * The app-download banner's island (AppDownload.tsx renders it with the page's link and the
 * amount), rendered on the server too, so a phone paints the banner with the page: its CSS hides
 * it from 768 px, and the server's CSS rule hides it from the first paint when it was closed this
 * session (the closed flag mirrored onto `<html>`). After hydration it follows the page (a quiet
 * page reached without a reload) and the flag; its perks dialog loads when opened.
 */
export function AppDownloadIsland({ app, appLink, amount }: { app: AppDownloadConfig; appLink: string; amount: string }) {
  const { site, user } = useClientContext();
  const path = usePagePath();
  const closed = useBannerClosed();
  const show = showBanner({
    siteHidesAppDownload: site.hide.appDownload,
    app,
    user,
    path,
    closed,
  });
  return show ? <AppDownloadBanner appLink={appLink} amount={amount} onClose={closeBanner} /> : null;
}
