'use client';
import dynamic from 'next/dynamic';
import type { AppDownloadConfig } from '@exchange/sites/app-download';
import { BREAKPOINT, useMediaQuery } from '../../lib/breakpoints';
import { useClientContext, usePagePath } from '../../lib/client-context';
import { showBanner } from './banner-rules';
import { closeBanner, useBannerClosed } from './closed-flag';

const AppDownloadBanner = dynamic(() => import('./AppDownloadBanner').then((m) => m.AppDownloadBanner), { ssr: false });

/**
 * The app-download banner's island (AppDownload.tsx renders it with the page's link and the
 * amount): it only decides (banner-rules.ts); the banner itself and its dialog load on phones
 * once it is to be shown, so other visitors' first load carries only this.
 */
export function AppDownloadIsland({ app, appLink, amount }: { app: AppDownloadConfig; appLink: string; amount: string }) {
  const { site, user } = useClientContext();
  const phone = useMediaQuery(`(max-width: ${BREAKPOINT.phone - 0.02}px)`);
  const path = usePagePath();
  const closed = useBannerClosed();
  const show = showBanner({
    phone,
    siteHidesAppDownload: site.hide.appDownload,
    hiddenForVerifiedCountries: app.hiddenForVerifiedCountries,
    user,
    path,
    closed,
  });
  return show ? <AppDownloadBanner appLink={appLink} amount={amount} onClose={closeBanner} /> : null;
}
