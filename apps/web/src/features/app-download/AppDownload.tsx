import { APP_DOWNLOAD } from '@exchange/sites/app-download';
import { pageAttributionLink } from '@/lib/site/download-links';
import type { RequestContext } from '@/lib/request/request-context';
import { hiddenWhileFlaggedCss } from '@/lib/preferences/stored-list';
import { AppDownloadIsland } from './AppDownloadIsland';
import { BANNER_CLOSED_FLAG, BANNER_ID, showBanner } from './banner-rules';
import { getDownloadLinks } from './download-links-server';
import { formatPerksAmount } from './perks';

/**
 * The phone app-download banner's server part, in the root layout: the page's "Open app" link
 * (the attribution link with the page's h5 channel from `/js/tool/page_download_links.json`,
 * shared across renders as the API allows; bare when the call fails) and the perks amount in the
 * page's language are worked out here, so the banner a phone loads carries no API client, no
 * contract schemas and no currency formatter. The banner renders here too (the island), so a phone
 * paints it with the page rather than after hydration.
 */
export async function AppDownload({ ctx }: { ctx: RequestContext }) {
  const app = APP_DOWNLOAD[ctx.site.key];
  const links = await getDownloadLinks();
  // the 404 page counts as home, as the browser's page path does (usePagePath)
  const path = ctx.notFound ? '/' : ctx.path;
  const appLink = pageAttributionLink(app, links, path, 'h5');
  // what the island renders here but for the session's flag, which only the browser knows
  const painted = showBanner({
    siteHidesAppDownload: ctx.site.hide.appDownload,
    app,
    user: ctx.user,
    path,
    closed: false,
  });
  return (
    <>
      <AppDownloadIsland app={app} appLink={appLink} amount={formatPerksAmount(ctx.locale)} />
      {/* closed this session (the flag mirrored onto <html> by the layout's first script): hidden from the first paint */}
      {painted && <style nonce={ctx.nonce}>{hiddenWhileFlaggedCss(BANNER_CLOSED_FLAG, BANNER_ID)}</style>}
    </>
  );
}
