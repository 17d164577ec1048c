import { COIN_ICON_FALLBACK, type PageDownloadLinksFile } from '@exchange/contract/tool';
import { TOOL_FILE } from '../../domain/toolFiles';

/** A page's download entries: `web_<page>` on desktop layouts, `h5_<page>` on phones. */
function entries(page: string) {
  return { web: { pid: 'web', c: `web_${page}` }, h5: { pid: 'h5', c: `h5_${page}` } };
}

/**
 * The seeded download link config: the pages that show a download entry or banner, plus
 * `default` for every other page (our choice), and the APK links on the download host the site
 * table allows (`packages/sites/src/app-download.ts`).
 */
const PAGE_DOWNLOAD_LINKS: PageDownloadLinksFile = {
  index: entries('index'),
  default: entries('default'),
  price: entries('price'),
  trade: entries('trade'),
  futures: entries('futures'),
  markets: entries('markets'),
  login: entries('login'),
  signup: entries('signup'),
  mobileapp: entries('mobileapp'),
  activities: entries('perks'),
  china_apk: 'https://download.gate.example/apk/gate-cn.apk',
  overseas_apk: 'https://download.gate.example/apk/gate.apk',
};

/** Seeded once; an operator's later edits of a row are kept (the seed never overwrites). */
export const SEED_TOOL_FILES: readonly { name: string; body: unknown }[] = [
  { name: TOOL_FILE.coinIconWhitelist, body: { coinIconVersionWhiteList: [...COIN_ICON_FALLBACK] } },
  { name: TOOL_FILE.pageDownloadLinks, body: PAGE_DOWNLOAD_LINKS },
];
